// The one door to user text: a chat's language in, that language's messages out. Each language is a folder of
// typed modules (messages/<language>/) gathered by its index.ts; `Messages` is the Russian aggregate's shape, so a
// translation that lacks a module, an export or an argument does not compile (see docs/decisions.md).
import { LANGUAGES, type Language } from '../core/language.ts';
import { prefixCodes } from './shared/move-hints.ts';
import { mergeAliases } from './shared/settings.ts';
import * as ru from './ru/index.ts';

// Shapes of data some messages take (the same in every language).
export type { StatsView, TopLine } from './shared/records.ts';
export type { SettingLine } from './shared/settings.ts';
export type { SeedRefusal } from './shared/fair.ts';
/** The words drawn into pictures, in one language (images/*). */
export type ImageText = Messages['images']['imageText'];

export type Messages = typeof ru;

import * as en from './en/index.ts';
import * as uk from './uk/index.ts';

// Typed as the Russian shape: a language without a module, an export or an argument does not compile.
const BY_LANGUAGE: Record<Language, Messages> = { ru, uk, en };

export function textFor(language: Language): Messages {
  return BY_LANGUAGE[language];
}

/** One part picked from every language's catalogue (a game module's `words`: its messages in each language). */
export function inEveryLanguage<T>(pick: (text: Messages) => T): Record<Language, T> {
  return { ru: pick(ru), uk: pick(uk), en: pick(en) };
}

/** [code, beginning] of the long beginnings of button texts in every language (adapters/kit/button-codec.ts). */
export function buttonPrefixes(): Array<[code: string, prefix: string]> {
  return prefixCodes(LANGUAGES.map((language) => [language, BY_LANGUAGE[language].moveHints.buttonPrefixes] as const));
}

/** The words for settings and their values that each language adds, understood in every chat (commands/settings-keys.ts). */
export function settingAliases(): { keys: Record<string, string>; values: Record<string, string[]> } {
  return mergeAliases(LANGUAGES.map((language) => BY_LANGUAGE[language].settings.settingAliases));
}
