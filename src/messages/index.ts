// The one door to user text: a chat's language in, that language's messages out. Each language is a folder of
// typed modules (messages/<language>/) aggregated by its index.ts; `Messages` is the Russian aggregate's shape, so a
// translation that lacks a module, an export or an argument does not compile (see docs/decisions.md).
import type { Language } from './languages.ts';
import { ru } from './ru/index.ts';

// Shapes of data some messages take (the same in every language).
export type { StatsView, TopLine } from './ru/records.ts';
export type { SettingLine } from './ru/settings.ts';
export type { SeedRefusal } from './ru/fair.ts';
/** The words drawn into pictures, in one language (images/*). */
export type ImageText = Messages['images']['imageText'];

export { DEFAULT_LANGUAGE, isLanguage, LANGUAGES, type Language } from './languages.ts';

export type Messages = typeof ru;

// TEMPORARY (until the uk and en folders are merged): only Russian is complete in this branch. uk and en have the
// modules written here (settings, platform notices, command menus) and Russian for the rest, so that this branch
// compiles. After the merge this whole block becomes
//   import { uk } from './uk/index.ts';   import { en } from './en/index.ts';
//   const BY_LANGUAGE: Record<Language, Messages> = { ru, uk, en };
// and the compiler reports any language or message that is missing; `hasText` is then true for every language.
import * as enCommands from './en/commands.ts';
import * as enConsole from './en/console.ts';
import * as enDiscord from './en/discord.ts';
import * as enSettings from './en/settings.ts';
import * as enTelegram from './en/telegram.ts';
import * as ukCommands from './uk/commands.ts';
import * as ukConsole from './uk/console.ts';
import * as ukDiscord from './uk/discord.ts';
import * as ukSettings from './uk/settings.ts';
import * as ukTelegram from './uk/telegram.ts';

const PARTIAL = {
  uk: { ...ru, commands: ukCommands, console: ukConsole, discord: ukDiscord, settings: ukSettings, telegram: ukTelegram },
  en: { ...ru, commands: enCommands, console: enConsole, discord: enDiscord, settings: enSettings, telegram: enTelegram },
} satisfies Record<Exclude<Language, 'ru'>, Messages>;
const BY_LANGUAGE: Record<Language, Messages> = { ru, ...PARTIAL };
const COMPLETE: ReadonlySet<Language> = new Set(['ru']);
// (end of TEMPORARY)

export function textFor(language: Language): Messages {
  return BY_LANGUAGE[language];
}

/** Whether every message of `language` exists in this build (tests that check a whole language run for these). */
export function hasText(language: Language): boolean {
  return COMPLETE.has(language);
}
