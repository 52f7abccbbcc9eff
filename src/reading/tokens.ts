// The one tokenizer of the reader: folded text → tokens. A token is a whole word (see normalize.ts for what a
// word character is, so "бро_саю" stays one word that no lexicon knows) or one other visible character (a comma,
// a quote, an emoji). Spaces are not tokens; each token remembers whether a space came before it, which is what
// tells "4, 5" (a list) from "4-5" (digits glued into something else).
//
// Why a hand-written scanner and not one regex: the word class needs Unicode properties and set difference (the `v`
// flag), and matching it per character costs several µs per message. Letters of the phrases (Latin, Cyrillic),
// digits, spaces and ASCII punctuation are decided by their code; only other characters ask the regex, once each.
import { WORD_CLASS, fold } from './normalize.ts';

export interface Token {
  /** the folded word (apostrophes written "'"), or the single character */
  text: string;
  /** true for a word (letters, digits, marks, "_"), false for punctuation, emoji and the like */
  word: boolean;
  /** whitespace stands between this token and the one before (or the start of the message) */
  spaced: boolean;
  /** offsets into the folded (and original) text: folding keeps every index */
  start: number;
  end: number;
}

const WORD_CHAR_RE = new RegExp(`^${WORD_CLASS}$`, 'v');
const SPACE_RE = /^\s$/u;
/** Characters outside the fast ranges, decided once by the regexes. */
const slowWordChar = new Map<number, boolean>();
const slowSpace = new Map<number, boolean>();

function isWordCode(cp: number): boolean {
  if (cp >= 0x430 && cp <= 0x44f) return true; // а–я, the common case first
  if (cp < 0x80) {
    return (cp >= 0x61 && cp <= 0x7a) || (cp >= 0x30 && cp <= 0x39) || (cp >= 0x41 && cp <= 0x5a) || cp === 0x5f;
  }
  if (cp >= 0x400 && cp <= 0x45f) return true; // the Russian and Ukrainian letters
  let known = slowWordChar.get(cp);
  if (known === undefined) {
    known = WORD_CHAR_RE.test(String.fromCodePoint(cp));
    if (slowWordChar.size < 10_000) slowWordChar.set(cp, known);
  }
  return known;
}

export function isSpaceCode(cp: number): boolean {
  if (cp < 0x80) return cp === 0x20 || (cp >= 0x09 && cp <= 0x0d);
  if (cp >= 0x400 && cp <= 0x45f) return false;
  let known = slowSpace.get(cp);
  if (known === undefined) {
    known = SPACE_RE.test(String.fromCodePoint(cp));
    if (slowSpace.size < 10_000) slowSpace.set(cp, known);
  }
  return known;
}

export const isApostrophe = (code: number): boolean => code === 0x27 || code === 0x2bc || code === 0x2019;

/** The code point at i (a surrogate pair read whole). */
function codeAt(text: string, i: number): number {
  const code = text.charCodeAt(i);
  return code >= 0xd800 && code <= 0xdbff ? text.codePointAt(i)! : code;
}

/**
 * The tokens of a message (already capped). Words come out folded (lower case, ё = е, see normalize.ts fold);
 * offsets index the text as given, so a reply can quote the player's own spelling.
 */
export function tokenize(text: string): readonly Token[] {
  // The cue finder and then, for the rare message that may be refused (refusals.ts), the refusal step tokenize it one
  // right after the other: the second gets the same tokens (they are never changed) instead of scanning again.
  if (text === lastText) return lastTokens;
  const tokens: Token[] = [];
  for (let token = tokenAt(text, 0, true); token !== null; token = tokenAt(text, token.end, false)) tokens.push(token);
  lastText = text;
  lastTokens = tokens;
  return tokens;
}
let lastText = '';
let lastTokens: readonly Token[] = [];

/**
 * The token that starts at or after index i (whitespace skipped), or null at the end. `spaced` says whether
 * whitespace stood before i (true at the start of the message).
 */
export function tokenAt(text: string, from: number, spaced: boolean): Token | null {
  const length = text.length;
  let i = from;
  let space = spaced;
  while (i < length) {
    const code = codeAt(text, i);
    const size = code > 0xffff ? 2 : 1;
    if (isSpaceCode(code)) {
      space = true;
      i += size;
      continue;
    }
    const start = i;
    if (!isWordCode(code)) {
      i += size;
      return { text: size === 1 && code < 0x80 ? ASCII[code]! : text.slice(start, i), word: false, spaced: space, start, end: i };
    }
    // Folding and apostrophes are rare: note them while scanning instead of searching every word again.
    let upper = isUpperCode(code);
    let apostrophe = false;
    i += size;
    while (i < length) {
      const next = codeAt(text, i);
      if (isWordCode(next)) {
        if (!upper && isUpperCode(next)) upper = true;
        if (next === 0x2bc) apostrophe = true; // "пʼять": the modifier-letter apostrophe is a letter itself
        i += next > 0xffff ? 2 : 1;
      } else if (isApostrophe(next) && i + 1 < length && isWordCode(codeAt(text, i + 1))) {
        apostrophe = true; // "п'ять": an apostrophe between letters joins them
        i += 1;
      } else break;
    }
    let word = text.slice(start, i);
    if (upper) word = fold(word);
    if (apostrophe) word = lexiconKey(word);
    return { text: word, word: true, spaced: space, start, end: i };
  }
  return null;
}

/** Whether the code point just before index i is a word character (so a word does not start at i). */
export function wordCharBefore(text: string, i: number): boolean {
  if (i === 0) return false;
  const low = text.charCodeAt(i - 1);
  const code = low >= 0xdc00 && low <= 0xdfff && i >= 2 ? text.codePointAt(i - 2)! : low;
  return isWordCode(code) || (isApostrophe(code) && i >= 2 && isWordCode(text.charCodeAt(i - 2)));
}

const ASCII = Array.from({ length: 0x80 }, (_, code) => String.fromCharCode(code));

/** The letters fold() changes: Latin A–Z, Cyrillic А–Я and Ё, Ukrainian Є І Ї Ґ, and ё. */
function isUpperCode(code: number): boolean {
  return (
    (code >= 0x410 && code <= 0x42f) ||
    (code >= 0x41 && code <= 0x5a) ||
    code === 0x451 ||
    code === 0x401 ||
    code === 0x404 ||
    code === 0x406 ||
    code === 0x407 ||
    code === 0x490
  );
}

/** Apostrophes are written three ways in Ukrainian words ("п'ять", "пʼять", "п’ять"): one key for the lexicon. */
export function lexiconKey(word: string): string {
  return word.includes('ʼ') || word.includes('’') ? word.replace(/[ʼ’]/g, "'") : word;
}

/**
 * For box names only: a Latin i inside a Cyrillic word is the Ukrainian і typed on a keyboard without it ("стрiт").
 * Roll phrases do not get this: a look-alike letter in a verb is not the verb.
 */
export function boxKey(word: string): string {
  const key = lexiconKey(word);
  return key.includes('i') && /[а-яєіїґ]/.test(key) ? key.replace(/i/g, 'і') : key;
}
