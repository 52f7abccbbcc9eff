// A forgotten player (/forgetme) is stored under one marker name; each chat shows its own language's word for it.
import { describe, expect, it } from 'vitest';
import type { Language } from '../../../src/core/language.ts';
import { makeChat } from '../../helpers/chat.ts';

async function afterForgetting(language: Language): Promise<string> {
  const chat = await makeChat({ language, dice: [6, 6, 6, 6, 6, 1, 2, 3, 4, 6, 2, 2, 3, 3, 4, 5, 5, 1, 1, 2] });
  for (const [user, text] of [
    ['zoltan', '/newgame bone_poker'],
    ['bob', '/join'],
    ['zoltan', '/startgame'],
    ['zoltan', 'бросаю покер'],
    ['bob', 'бросаю покер'],
    ['zoltan', 'Пас'],
    ['bob', 'Пас'],
    ['zoltan', '/forgetme'],
  ] as const) await chat.say(user, text);
  const shown = [];
  for (const command of ['/history', '/top', '/stats bob']) shown.push((await chat.say('bob', command))?.text ?? '');
  await chat.close();
  return shown.join('\n');
}

describe('the forgotten player’s name', () => {
  it('GIVEN a player who asked to be forgotten WHEN /history, /top and /stats are asked in each language THEN that language’s word stands for them', async () => {
    const words: Record<Language, string> = { ru: 'игрок', uk: 'гравець', en: 'player' };
    for (const language of ['ru', 'uk', 'en'] as const) {
      const text = await afterForgetting(language);
      expect(text, language).not.toContain('zoltan');
      expect(text, language).toContain(words[language]);
      expect(text, language).not.toContain('forgotten:');
      if (language !== 'ru') expect(text, language).not.toContain('игрок');
    }
  });
});
