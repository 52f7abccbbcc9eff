// Text preparation shared by every phrase matcher: cap the work, fold the letter case, define "a word".

/** Only this many UTF-16 code units of a message are read; a phrase beyond them is not seen. */
export const MAX_SCAN_CHARS = 2000;

/**
 * A word character: any letter, digit or combining mark (any script, not only Cyrillic and Latin), `_`, and the
 * invisible format characters (soft hyphen, zero-width space, …). So `бро_саю`, `бро\u00ADсаю`, `xбросаю`,
 * `οбросаю` (Greek omicron) and `бросаю_кости` contain no whole word `бросаю`.
 * Emoji glue is not a word character, so "пас ❤️" is still the word "пас" and an emoji: variation selectors,
 * the zero-width joiner, the keycap mark and the emoji tag characters.
 * The class uses the `v` flag's set difference (Node 20 supports it; build regexes with `new RegExp(…, 'v')`).
 */
const EMOJI_GLUE = String.raw`[\u{FE00}-\u{FE0F}\u{200D}\u{20E3}\u{E0020}-\u{E007F}]`;
export const WORD_CLASS = String.raw`[[\p{L}\p{N}\p{M}\p{Cf}_]--${EMOJI_GLUE}]`;
/** Anything that is not a word character (space, punctuation, emoji, …). */
export const NON_WORD_CLASS = String.raw`[^${WORD_CLASS}]`;
/** Zero-width: the next character starts a new word (nothing word-like stands before it). */
export const WORD_START = `(?<!${WORD_CLASS})`;
/** Zero-width: the word ends here (no word character follows). */
export const WORD_END = `(?!${WORD_CLASS})`;

const WORD_CHAR_RE = new RegExp(`^${WORD_CLASS}$`, 'v');

/**
 * The letters folded, and nothing else: Latin A–Z, Russian А–Я and Ё, Ukrainian Є І Ї Ґ; and ё is written е. By
 * code unit (0 for a character kept as it is), for the part of Unicode these letters live in.
 */
const FOLDED = new Uint16Array(0x500);
for (let c = 0x41; c <= 0x5a; c++) FOLDED[c] = c + 0x20; // A–Z
for (let c = 0x410; c <= 0x42f; c++) FOLDED[c] = c + 0x20; // А–Я
FOLDED[0x401] = FOLDED[0x451] = 0x435; // Ё ё → е
FOLDED[0x404] = 0x454; // Є
FOLDED[0x406] = 0x456; // І
FOLDED[0x407] = 0x457; // Ї
FOLDED[0x490] = 0x491; // Ґ

const foldedCode = (code: number): number => (code < 0x500 ? FOLDED[code]! : 0);
/** Code units of a folded word, reused: a word is folded without a regex or a string per character. */
const FOLD_BUFFER = new Uint16Array(256);

/**
 * Lower-cases exactly the letters the phrases are written in and writes ё as е: the one ё/е folding of the Butler
 * (phrases, game names, setting values). Unlike `toLowerCase()` it keeps
 * every other character as it is (the Kelvin sign stays, the Turkish İ does not grow into two code units), so the
 * result has the same length as the input and an index into it is an index into the original text.
 */
/** The words of a short message, folded (fold) and with its apostrophes written "'": hint-phrase.ts, turn-question.ts. */
export function foldedWords(text: string): string[] {
  return (fold(text).match(SHORT_WORD) ?? []).map((w) => w.replace(/[’ʼ]/g, "'"));
}
const SHORT_WORD = /[\p{L}\p{N}'’ʼ]+/gu;

export function fold(text: string): string {
  const length = text.length;
  let i = 0;
  while (i < length && foldedCode(text.charCodeAt(i)) === 0) i++;
  if (i === length) return text;
  if (length > FOLD_BUFFER.length) return text.replace(FOLD_RE, (c) => String.fromCharCode(FOLDED[c.charCodeAt(0)]!));
  for (let k = 0; k < length; k++) {
    const code = text.charCodeAt(k);
    const folded = foldedCode(code);
    FOLD_BUFFER[k] = folded === 0 ? code : folded;
  }
  return String.fromCharCode.apply(null, FOLD_BUFFER.subarray(0, length) as unknown as number[]);
}
const FOLD_RE = /[A-ZА-ЯЁЄІЇҐё]/g;

/**
 * The first MAX_SCAN_CHARS code units of the text. When the text is longer, a word cut by the limit is dropped too,
 * so that "…бросаю кости|стые" is not read as "бросаю кости".
 */
export function capText(text: string): string {
  if (text.length <= MAX_SCAN_CHARS) return text;
  // One code unit past the limit shows whether the last word goes on.
  let end = MAX_SCAN_CHARS;
  const last = text.charCodeAt(end - 1);
  if (last >= 0xd800 && last <= 0xdbff) end -= 1; // never split a surrogate pair
  if (!isWordCharAt(text, end)) return text.slice(0, end);
  while (end > 0) {
    const before = codePointBefore(text, end);
    if (!WORD_CHAR_RE.test(before)) break;
    end -= before.length;
  }
  return text.slice(0, end);
}

function isWordCharAt(text: string, index: number): boolean {
  const cp = text.codePointAt(index);
  return cp !== undefined && WORD_CHAR_RE.test(String.fromCodePoint(cp));
}

function codePointBefore(text: string, end: number): string {
  const low = text.charCodeAt(end - 1);
  if (end >= 2 && low >= 0xdc00 && low <= 0xdfff) {
    const high = text.charCodeAt(end - 2);
    if (high >= 0xd800 && high <= 0xdbff) return text.slice(end - 2, end);
  }
  return text.slice(end - 1, end);
}

/** At most `max` code units of `s`, never ending in the first half of a surrogate pair. */
export function clip(s: string, max: number): string {
  if (s.length <= max) return s;
  const last = s.charCodeAt(max - 1);
  return s.slice(0, last >= 0xd800 && last <= 0xdbff ? max - 1 : max);
}
