// The alphabet rules of issue #17 for replies in a chat's language: English text has no Cyrillic at all, Ukrainian
// text none of the Russian-only letters ы э ъ ё. Player names come in as data, so they are left out of the check.
import { expect } from 'vitest';
import { toPlain, type Rich } from '../../src/messages/rich.ts';

export type Checked = 'en' | 'uk';

const CYRILLIC = /[\u0400-\u04FF]/gu;
const RUSSIAN_ONLY = /[ыэъёЫЭЪЁ]/gu;
const UKRAINIAN_ONLY = /[іїєґІЇЄҐ]/u;

function offending(samples: Record<string, string>, letters: RegExp): Record<string, string> {
  return Object.fromEntries(
    Object.entries(samples)
      .map(([key, text]) => [key, (text.match(letters) ?? []).join('')] as const)
      .filter(([, bad]) => bad.length > 0),
  );
}

/** The samples (key → text) that break the English rule, with the offending letters: {} when all pass. */
export const notEnglish = (samples: Record<string, string>) => offending(samples, CYRILLIC);
/** The samples (key → text) that break the Ukrainian rule, with the offending letters: {} when all pass. */
export const notUkrainian = (samples: Record<string, string>) => offending(samples, RUSSIAN_ONLY);

/** True when the text has a letter only Ukrainian uses: proof the text was translated, not left in Russian. */
export const looksUkrainian = (text: string) => UKRAINIAN_ONLY.test(text);

/** The text a reader sees, with each mention left out (a name is the player's, not the Butler's words). */
export function ownWords(text: Rich | string): string {
  if (typeof text === 'string') return text;
  return text
    .map((span) => {
      if (typeof span === 'string') return span;
      if ('bold' in span) return span.bold;
      if ('mention' in span) return '';
      return span.pre;
    })
    .join('');
}

export function expectAlphabet(language: Checked, text: Rich | string, label = ''): void {
  const words = ownWords(text);
  const letters = language === 'en' ? CYRILLIC : RUSSIAN_ONLY;
  expect((words.match(letters) ?? []).join(''), `${label}: ${words}`).toBe('');
}

/** The whole text with names, for checking facts. */
export function withNames(text: Rich | string): string {
  return typeof text === 'string' ? text : toPlain(text);
}
