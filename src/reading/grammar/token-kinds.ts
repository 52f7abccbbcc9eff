// Small questions the patterns ask about one token.
import { words } from '../lexicon/index.ts';
import type { Token } from '../tokens.ts';

const DIGITS_RE = /^[0-9]+$/;
const HAS_DIGIT_RE = /[0-9]/;
/** Characters that join the words of one name or glue digits together: "фул-хаус", "м. стрит", "4-5". */
const JOINERS = new Set(['-', '‐', '‑', '–', '—', '.']);
/** Punctuation that separates the items of a list: "4, 5; 1". */
const LIST_SEPARATORS = new Set([',', ';']);
/** Quotes around a box name: «шанс», "шанс", 'шанс'. */
const QUOTES = new Set(['«', '»', '"', '“', '”', '„', "'"]);
/** What may stand between a score verb and the box: "Записываю: шанс", "пишу — шанс". */
const SCORE_PUNCTUATION = new Set([':', '-', '–', '—', ...QUOTES]);

export const isDigits = (t: Token | undefined): boolean => t !== undefined && t.word && DIGITS_RE.test(t.text);
export const hasDigit = (t: Token | undefined): boolean => t !== undefined && HAS_DIGIT_RE.test(t.text);
export const isJoiner = (t: Token | undefined): boolean => t !== undefined && !t.word && JOINERS.has(t.text);
export const isListSeparator = (t: Token | undefined): boolean =>
  t !== undefined && !t.word && LIST_SEPARATORS.has(t.text);
export const isQuote = (t: Token | undefined): boolean => t !== undefined && !t.word && QUOTES.has(t.text);
export const isScorePunctuation = (t: Token | undefined): boolean =>
  t !== undefined && !t.word && SCORE_PUNCTUATION.has(t.text);
/** A word that follows the previous token after whitespace only (no comma, no dash between). */
export const isNextWord = (t: Token | undefined): t is Token => t !== undefined && t.word && t.spaced;

/** "007" → 7; digits too long for a safe integer read as MAX_SAFE_INTEGER (still out of range). */
export function digitsValue(text: string): number {
  return Math.min(Number(text), Number.MAX_SAFE_INTEGER);
}

/** Past an article after a verb ("roll the dice", "reroll the rest"); i itself when there is none. */
export function skipArticle(tokens: readonly Token[], i: number): number {
  const t = tokens[i];
  return isNextWord(t) && words.articles.has(t.text) ? i + 1 : i;
}
