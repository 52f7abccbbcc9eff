// The cheap test that lets most chat messages through untouched: no phrase word where a phrase could start, no
// phrase. One regex finds the phrase words (from the lexicons); for each, only the word itself and the one token
// after it are read — "бросаю курить", "хватит спорить", "оставляю за собой право" end here, before the message is
// tokenized. It must accept a superset of what the grammar accepts (a property test checks that): each condition
// below is the first step of a pattern in grammar/.
import { PHRASE_STARTERS, PHRASE_STARTER_SET, boxNamesByFirstWord, words } from './lexicon/index.ts';
import { boxKey, tokenAt, wordCharBefore, type Token } from './tokens.ts';

/**
 * A regex source matching exactly the given words, factored by common prefixes ("пас|пасую" → "пас(?:ую)?"), so that
 * the regex engine tries a few first letters at each position instead of every word.
 */
function trieSource(list: readonly string[]): string {
  const byFirst = new Map<string, string[]>();
  let endsHere = false;
  for (const word of list) {
    if (word === '') {
      endsHere = true;
      continue;
    }
    byFirst.set(word[0]!, [...(byFirst.get(word[0]!) ?? []), word.slice(1)]);
  }
  const branches = [...byFirst].map(([first, rests]) => `${anyCase(first)}${trieSource(rests)}`);
  if (branches.length === 0) return '';
  const body = branches.length === 1 ? branches[0]! : `(?:${branches.join('|')})`;
  return endsHere ? `(?:${body})?` : body;
}

const escape = (c: string) => c.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
/**
 * A letter in either case (е also as ё) as a character class: cheaper for the regex engine than the `i` flag, which
 * folds the case of every character of every message it scans.
 */
const anyCase = (c: string) => {
  if (c === 'е') return '[еёЕЁ]';
  const upper = c.toUpperCase();
  return upper === c ? escape(c) : `[${escape(c)}${escape(upper)}]`;
};

/** Every phrase word, in any letter case (ё or е where a word has е), as a substring. */
const STEMS_RE = new RegExp(trieSource([...new Set(PHRASE_STARTERS)]), 'g');
/** "в <box>" as the whole message: the first letter is в. */
const WHOLE_MESSAGE_IN_RE = /^\P{L}*[вВ][оО]?\s/u;
const DIGITS_RE = /^[0-9]+$/;

export function mayBePhrase(text: string): boolean {
  if (WHOLE_MESSAGE_IN_RE.test(text)) return true;
  STEMS_RE.lastIndex = 0;
  for (let m = STEMS_RE.exec(text); m !== null; m = STEMS_RE.exec(text)) {
    if (wordCharBefore(text, m.index)) continue; // "спасибо" holds "пас"
    const starter = tokenAt(text, m.index, true);
    if (starter === null || !starter.word || !PHRASE_STARTER_SET.has(starter.text)) continue; // "пасс"
    if (mayStartHere(starter.text, tokenAt(text, starter.end, false))) return true;
  }
  return false;
}

/** Whether a pattern of grammar/ can go on from this phrase word to the next token. */
function mayStartHere(word: string, next: Token | null): boolean {
  if (words.rerollVerbs.has(word)) return true;
  if ((words.passWords.has(word) || words.bankWords.has(word)) && mayFollowStop(next)) return true;
  if (next === null) return false;
  const t = next.text;
  if (words.rollVerbs.has(word) && next.spaced) {
    if (t === 'покер' || t === '-' || DIGITS_RE.test(t)) return true;
    if (words.dieNouns.has(t) || words.rollCounts.has(t) || words.allWords.has(t)) return true;
  }
  if (words.keepVerbs.has(word)) {
    if (t === '-' || DIGITS_RE.test(t) || words.valueNumerals.has(t) || words.faceNouns.has(t)) return true;
    if (words.rollCounts.has(t) || words.allWords.has(t)) return true;
  }
  if (words.scoreVerbs.has(word)) {
    if (!next.word || words.scoreLinks.has(t) || words.straightWords.has(t)) return true;
    if (boxNamesByFirstWord.has(boxKey(t))) return true;
  }
  return false;
}

/** After "пас"/"хватит": the end, punctuation or an emoji, or another word a short stop message may hold. */
function mayFollowStop(next: Token | null): boolean {
  if (next === null || !next.word) return true;
  return words.fillers.has(next.text) || words.passWords.has(next.text) || words.bankWords.has(next.text);
}
