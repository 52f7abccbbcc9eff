// Words found by their first letters on the raw text, without slicing or lower-casing anything: the tables of the
// parser's quick check (quick-check.ts).
//
// A word's key is its first five letters (fewer when it is shorter), each letter folded to a small number; the same
// function keys the lexicon's words and the text, so a word that folds to a lexicon word always has that word's key.
//
// Why not one regex of every word (as before): the regex engine tries each first letter at every position, so its
// cost grows with the lexicons (three languages doubled it); a table lookup per word start does not.

/** A character that surely continues a word but is no key letter (digits, "_", other Cyrillic letters). */
const OTHER = 63;
/**
 * Character → its folded letter as 1..61 (Latin a–z, Russian а–я with ё = е, Ukrainian є ї ґ, and і = Latin i, as
 * box names are typed with either; both cases), OTHER, or 0 for anything else. A 0 may still be a word character
 * of another script: the callers then treat it as punctuation (more checks, never a missed word), and tokens.ts
 * decides exactly.
 */
const CODE = new Uint8Array(0x10000);
(() => {
  for (let c = 0x30; c <= 0x39; c++) CODE[c] = OTHER;
  CODE[0x5f] = OTHER;
  for (let c = 0x400; c <= 0x45f; c++) CODE[c] = OTHER;
  let n = 0;
  const put = (lower: number, upper: number) => {
    n++;
    CODE[lower] = n;
    CODE[upper] = n;
  };
  for (let c = 0x61; c <= 0x7a; c++) put(c, c - 0x20); // a–z
  for (let c = 0x430; c <= 0x44f; c++) put(c, c - 0x20); // а–я
  CODE[0x451] = CODE[0x401] = CODE[0x435]; // ё Ё = е
  CODE[0x456] = CODE[0x406] = CODE[0x69]; // і І = i
  for (const c of [0x454, 0x457]) put(c, c - 0x50); // є ї
  put(0x491, 0x490); // ґ
})();

/** The folded letter at i as 1..61, OTHER (63) for a digit or other word character, 0 for anything else. */
export function letterCodeAt(text: string, i: number): number {
  return CODE[text.charCodeAt(i) | 0]!;
}
export const OTHER_WORD_CHAR = OTHER;
/** The table behind letterCodeAt, for loops that read it themselves (cues/gate.ts). */
export const LETTER_CODES: Readonly<Uint8Array> = CODE;

function codeAt(text: string, i: number): number {
  return CODE[text.charCodeAt(i) | 0]!;
}

/** Whether the character at i surely belongs to a word (a key letter or OTHER); false past the end. */
export function inWordAt(text: string, i: number): boolean {
  return CODE[text.charCodeAt(i) | 0] !== 0;
}

/** Whether the character at i is a key letter (a word made of them may be a key word). */
export function keyLetterAt(text: string, i: number): boolean {
  const code = CODE[text.charCodeAt(i) | 0]!;
  return code !== 0 && code !== OTHER;
}

/** Five letters of 6 bits stay below 2^30: a small integer for the engine, so the lookups allocate nothing. */
const KEY_LETTERS = 5;
const SHIFT = 6;
const STARTS = 1 << (3 * SHIFT);

/** Words of several kinds (bit flags), looked up by their key at a word start in raw text. */
export class WordKeys {
  /** whether any key word starts with these three letters (all of a shorter key): most words end at this read */
  private readonly starts = new Uint8Array(STARTS);
  private readonly keys = new Map<number, number>();

  /** Adds folded words (lower case, ё written е) under the given flags. */
  add(list: Iterable<string>, flags: number): this {
    for (const word of list) {
      const key = keyAt(word, 0);
      // a word the text could hold but the gate would not see: a lexicon mistake, caught at load
      if (key === 0) throw new Error(`a key word must start with a letter: ${JSON.stringify(word)}`);
      this.keys.set(key, (this.keys.get(key) ?? 0) | flags);
      let start = key;
      while (start >= STARTS) start >>>= SHIFT;
      this.starts[start] = 1;
    }
    return this;
  }

  /** The keys added whose flags share a bit with `flags` (to build a quick check's own tables at load). */
  keysWith(flags: number): number[] {
    return [...this.keys].filter(([, f]) => (f & flags) !== 0).map(([key]) => key);
  }

  /** The flags of a key built as keyAt builds it (the letters of a word up to the fifth, as 6-bit codes). */
  flagsOfKey(key: number): number {
    return this.keys.get(key) ?? 0;
  }

  /** The flags of every key word that may be the word at index i (0 when none can). */
  flagsAt(text: string, i: number): number {
    const end = Math.min(text.length, i + KEY_LETTERS);
    let key = 0;
    let k = i;
    for (; k < end; k++) {
      const letter = codeAt(text, k);
      if (letter === 0 || letter === OTHER) break;
      key = (key << SHIFT) | letter;
      if (k === i + 2 && this.starts[key] === 0) return 0;
    }
    if (k < i + 3 && this.starts[key] === 0) return 0;
    return this.keys.get(key) ?? 0;
  }
}

function keyAt(text: string, i: number): number {
  let key = 0;
  const end = Math.min(text.length, i + KEY_LETTERS);
  for (let k = i; k < end; k++) {
    const letter = codeAt(text, k);
    if (letter === 0 || letter === OTHER) break;
    key = (key << SHIFT) | letter;
  }
  return key;
}

/**
 * The key of the first `n` letters of the word at i (fewer when it is shorter), times 64 plus how many letters it
 * took: the cue gate (cues/gate.ts) looks words up by a prefix this way.
 */
export function prefixKeyAt(text: string, i: number, n: number): number {
  let key = 0;
  let k = i;
  const end = Math.min(text.length, i + n);
  for (; k < end; k++) {
    const letter = codeAt(text, k);
    if (letter === 0 || letter === OTHER) break;
    key = (key << SHIFT) | letter;
  }
  return key * 64 + (k - i);
}
