// What Discord says about a chat's language: the server's preferred locale ("Community" settings), followed while
// no admin has set `language` (see sessions/chat-language.ts): uk → Ukrainian, en-US / en-GB → English, ru →
// Russian, any other locale → Russian, the Butler's own.
import { languageFromCode } from '../../sessions/chat-language.ts';
import { DEFAULT_LANGUAGE, type Language, type PlatformLanguage } from '../../core/language.ts';
import { textFor, type Messages } from '../../messages/index.ts';
import type { AdapterContext } from './context.ts';

export function discordLanguage(locale: string | null | undefined): Language {
  return languageFromCode(locale) ?? DEFAULT_LANGUAGE;
}

export function guildLanguage(locale: string | null | undefined): PlatformLanguage | undefined {
  return locale ? { language: discordLanguage(locale), from: 'place' } : undefined;
}

/** The text for the adapter's own notices in a channel: the channel's language as the Butler last saw it. */
export function noticeText(ctx: AdapterContext, chat: string | null, locale?: string | null): Messages {
  const fallback = discordLanguage(locale);
  return chat && ctx.butler.textOf ? ctx.butler.textOf(chat, fallback) : textFor(fallback);
}
