// The alphabet rules of issue #17 for replies in a chat's language: English text has no Cyrillic at all, Ukrainian
// text none of the Russian-only letters. Player names come in as data, so they are left out of the check.
import { expect } from 'vitest';
import { toPlain, type Rich } from '../../src/messages/rich.ts';

export type Checked = 'en' | 'uk';

const CYRILLIC = /[\u0400-\u04FF]/;
const RUSSIAN_ONLY = /[ыэъёЫЭЪЁ]/;

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
  if (language === 'en') expect(words, `${label}: ${words}`).not.toMatch(CYRILLIC);
  else {
    expect(words, `${label}: ${words}`).not.toMatch(RUSSIAN_ONLY);
  }
}

/** The whole text with names, for checking facts. */
export function withNames(text: Rich | string): string {
  return typeof text === 'string' ? text : toPlain(text);
}
