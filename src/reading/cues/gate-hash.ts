// The hash the cue gate (gate.ts) looks words up by, shared with the lexicons' builder (words.ts), which must know
// which hashes its listed words take before it adds the words it makes (Latin spellings, glued rolls).
import { LETTER_CODES } from '../word-keys.ts';

/** The code an apostrophe inside a word is hashed as (no letter has it). */
export const APOSTROPHE = 62;
/** FNV-1a over the letter codes: the quick check hashes a message's words as the tables were built. */
export const SEED = 0x811c9dc5 | 0;
export const PRIME = 0x01000193;
export const MASK = (1 << 20) - 1;

const isApostrophe = (code: number): boolean => code === 0x27 || code === 0x2bc || code === 0x2019;

/** The hash of a folded lexicon word, or null when it holds a character no gate word holds (a space, a hyphen). */
export function gateHashOf(word: string): number | null {
  let h = SEED;
  for (let k = 0; k < word.length; k++) {
    let code = LETTER_CODES[word.charCodeAt(k) | 0]!;
    if (code === 0) {
      if (!isApostrophe(word.charCodeAt(k))) return null;
      code = APOSTROPHE;
    }
    h = Math.imul(h ^ code, PRIME);
  }
  return h;
}
