// Laughter however it is typed — «хах», «ахахах», «хехе», "haha", "heh", "ahahah" — is an interjection: no chat around
// a move («перекидываю все ахах», "reroll everything hahaha"). Read by its form (syllables of h/х and a vowel), not
// from a list, on the letter codes both the reader (read-cue.ts) and the gate (gate.ts) read words by.
import { LETTER_CODES } from '../word-keys.ts';

const code = (ch: string): number => LETTER_CODES[ch.charCodeAt(0)]!;
const H = new Set([code('h'), code('х')]);
const VOWEL = new Set(['a', 'e', 'i', 'а', 'е', 'и'].map(code));
const A = new Set([code('a'), code('а')]);

/** Whether text[start, end) is laughter: an optional "a", then "ha" (any vowel) once or more, then an optional "h". */
export function laughterAt(text: string, start: number, end: number): boolean {
  if (end - start < 3) return false;
  let k = start;
  if (A.has(LETTER_CODES[text.charCodeAt(k)]!)) k++;
  let syllables = 0;
  while (k + 1 < end && H.has(LETTER_CODES[text.charCodeAt(k)]!) && VOWEL.has(LETTER_CODES[text.charCodeAt(k + 1)]!)) {
    k += 2;
    syllables++;
  }
  if (k < end && H.has(LETTER_CODES[text.charCodeAt(k)]!)) k++;
  return syllables > 0 && k === end;
}
