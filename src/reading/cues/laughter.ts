// Laughter however it is typed — «хах», «ахахах», «хехе», "haha", "heh", "ahahah" — is an interjection: no chat around
// a move («перекидываю все ахах», "reroll everything hahaha"). Read by its form (syllables of h/х and a vowel), not
// from a list, on the letter codes both the reader (read-cue.ts) and the gate (gate.ts) read words by.
import { LETTER_CODES } from '../word-keys.ts';

/** What a letter code may be in laughter, as bits: the opening "a", the "h", the vowel after it. */
const OPEN = 1;
const H = 2;
const VOWEL = 4;
const ROLE = new Uint8Array(64);
const code = (ch: string): number => LETTER_CODES[ch.charCodeAt(0)]!;
for (const ch of ['a', 'а']) ROLE[code(ch)] |= OPEN;
for (const ch of ['h', 'х']) ROLE[code(ch)] |= H;
for (const ch of ['a', 'e', 'i', 'а', 'е', 'и']) ROLE[code(ch)] |= VOWEL;

/** The letter codes laughter may start with: an opening "a" or an "h" (the gate asks no other word). */
export const LAUGHTER_STARTS: ReadonlySet<number> = new Set([...ROLE.keys()].filter((c) => (ROLE[c]! & (OPEN | H)) !== 0));

/** Whether text[start, end) is laughter: an optional "a", then "ha" (any vowel) once or more, then an optional "h". */
export function laughterAt(text: string, start: number, end: number): boolean {
  if (end - start < 3) return false;
  let k = start;
  // (most words fail at their first letter: neither an opening "a" nor an "h")
  if ((ROLE[LETTER_CODES[text.charCodeAt(k)]! & 63]! & OPEN) !== 0) k++;
  let syllables = 0;
  while (k + 1 < end && (ROLE[LETTER_CODES[text.charCodeAt(k)]! & 63]! & H) !== 0 && (ROLE[LETTER_CODES[text.charCodeAt(k + 1)]! & 63]! & VOWEL) !== 0) {
    k += 2;
    syllables++;
  }
  if (k < end && (ROLE[LETTER_CODES[text.charCodeAt(k)]! & 63]! & H) !== 0) k++;
  return syllables > 0 && k === end;
}
