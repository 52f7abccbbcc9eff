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

// TEMPORARY (until the uk and en folders are merged): a Partial, so that this branch compiles with Russian alone;
// textFor falls back to Russian. After the merge this is `Record<Language, Messages> = { ru, uk, en }` with one
// import line per language, and the compiler reports any language or message that is missing.
const BY_LANGUAGE: Partial<Record<Language, Messages>> & { ru: Messages } = { ru };

export function textFor(language: Language): Messages {
  return BY_LANGUAGE[language] ?? BY_LANGUAGE.ru;
}

/** The languages whose text exists in this build (all of LANGUAGES once every folder is registered). */
export function hasText(language: Language): boolean {
  return BY_LANGUAGE[language] !== undefined;
}
