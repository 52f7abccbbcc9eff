// The chat's language from Discord: the server's preferred locale.
import { describe, expect, it } from 'vitest';
import { discordLanguage, guildLanguage } from '../../../src/adapters/discord/language.ts';

describe('Discord: a server’s preferred locale as the chat language', () => {
  it.each([
    ['uk', 'uk'],
    ['en-US', 'en'],
    ['en-GB', 'en'],
    ['ru', 'ru'],
    ['de', 'ru'],
    ['pt-BR', 'ru'],
  ])('GIVEN a server whose preferred locale is %s WHEN the chat language is read THEN it is %s', (locale, language) => {
    expect(discordLanguage(locale)).toBe(language);
    expect(guildLanguage(locale)).toEqual({ language, from: 'place' });
  });
});
