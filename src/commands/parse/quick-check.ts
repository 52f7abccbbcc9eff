// The cheap test that lets most chat messages through untouched: no phrase word where a phrase could start, no
// phrase. One pass over the raw text looks the words up at word starts by their first letters (word-keys.ts: no
// lower-casing, no slicing, nothing allocated, the same cost for any number of lexicons). For a phrase word only the
// word after it is looked at too — "бросаю курить", "хватит спорить", "оставляю за собой право" end here, before
// the message is tokenized. It must accept a superset of what the grammar accepts (a property test checks that):
// each condition below is the first step of a pattern in grammar/, read loosely (a word is known by its first five
// letters, a character of another script counts as punctuation).
import { DICE_CHECK_WORDS } from './dice-check-phrase.ts';
import { HINT_WORDS } from './hint-phrase.ts';
import { boxNamesByFirstWord, words } from './lexicon/index.ts';
import * as tokens from './tokens.ts';
import * as wordKeys from './word-keys.ts';

// Local references, taken once: a call through an imported binding per character (a getter, once transpiled for
// the tests and the bench) cost more than the check itself.
const { isApostrophe, isSpaceCode, wordCharBefore } = tokens;
const { WordKeys, inWordAt, keyLetterAt } = wordKeys;

/** The message may hold a move phrase. */
export const MAY_MOVE = 1;
/** The message may be a hint request or a dice check (each the whole of a short message). */
export const MAY_ASK = 2;

// What a word can do at the start of a phrase or right after its first word, as bits.
const ROLL = 1 << 0;
const REROLL = 1 << 1;
const KEEP = 1 << 2;
const SCORE = 1 << 3;
const STOP = 1 << 4;
const STARTS_A_PHRASE = ROLL | REROLL | KEEP | SCORE | STOP;
/** "в": a move only as the first word ("в каре" as the whole message) */
const FIRST_LINK = 1 << 5;
/** a word of the hint or dice-check phrases */
const ASK = 1 << 6;
/** may follow "пас"/"хватит" in a short stop message */
const AFTER_STOP = 1 << 7;
/** may follow a roll verb: a die noun, a count, "все", a five-dice word ("покер"), an article ("roll the dice") */
const AFTER_ROLL = 1 << 8;
/** may follow a keep verb: a value, a face, a count, "все" */
const AFTER_KEEP = 1 << 9;
/** may follow a score verb: a link ("в"), "стрит", the first word of a box name */
const AFTER_SCORE = 1 << 10;

const startsWithLetter = (word: string) => /^\p{L}/u.test(word);
const KEYS = new WordKeys()
  .add(words.rollVerbs, ROLL)
  .add(words.rerollVerbs, REROLL)
  .add(words.keepVerbs, KEEP)
  .add(words.scoreVerbs, SCORE)
  .add([...words.passWords, ...words.bankWords], STOP | AFTER_STOP)
  .add(words.fillers, AFTER_STOP)
  .add(words.wholeMessageLinks, FIRST_LINK)
  .add([...HINT_WORDS, ...DICE_CHECK_WORDS], ASK)
  .add([...words.dieNouns.keys(), ...words.rollCounts.keys(), ...words.allWords, ...words.articles, ...words.fiveDiceWords], AFTER_ROLL)
  .add([...words.valueNumerals.keys(), ...words.faceNouns.keys(), ...words.rollCounts.keys(), ...words.allWords], AFTER_KEEP)
  // box names that start with a digit ("2 пары") are let through by the digit rule below
  .add([...words.scoreLinks, ...words.straightWords, ...[...boxNamesByFirstWord.keys()].filter(startsWithLetter)], AFTER_SCORE);

/** What the message may be (MAY_MOVE, MAY_ASK bits), from its words alone; 0 for ordinary chat. */
export function quickCheck(text: string): number {
  let may = 0;
  let inWord = false;
  let first = true;
  for (let i = 0; i < text.length; i++) {
    if (!inWordAt(text, i)) {
      inWord = false;
      continue;
    }
    if (inWord) continue;
    inWord = true;
    if (keyLetterAt(text, i)) {
      const kinds = KEYS.flagsAt(text, i);
      if ((kinds & ASK) !== 0) may |= MAY_ASK;
      if ((kinds & FIRST_LINK) !== 0 && first) may |= MAY_MOVE;
      if ((kinds & STARTS_A_PHRASE) !== 0 && (may & MAY_MOVE) === 0 && mayGoOn(text, i, kinds)) may |= MAY_MOVE;
    }
    first = false;
  }
  return may;
}

/** Whether the message may hold a move phrase. */
export function mayBePhrase(text: string): boolean {
  return (quickCheck(text) & MAY_MOVE) !== 0;
}

/** Whether a pattern of grammar/ can go on from the phrase word at i (of these kinds) to the next token. */
function mayGoOn(text: string, i: number, kinds: number): boolean {
  if (wordCharBefore(text, i)) return false; // "οбросаю" with a Greek omicron: no word starts here
  if ((kinds & REROLL) !== 0) return true;
  const length = text.length;
  // past the word ("п'ять": an apostrophe between letters joins them) and the spaces after it
  let j = i + 1;
  while (j < length) {
    if (inWordAt(text, j)) j++;
    else if (isApostrophe(text.charCodeAt(j)) && inWordAt(text, j + 1)) j += 2;
    else break;
  }
  let k = j;
  while (k < length && isSpaceCode(text.charCodeAt(k))) k++;
  const spaced = k > j;
  // after "пас"/"хватит": the end, punctuation or an emoji, or another word a short stop message may hold
  if (k === length) return (kinds & STOP) !== 0;
  const c = text.charCodeAt(k);
  if (!inWordAt(text, k)) {
    if ((kinds & (STOP | SCORE)) !== 0) return true; // "Хватит!", "Записываю: шанс"
    return c === 0x2d && ((kinds & KEEP) !== 0 || ((kinds & ROLL) !== 0 && spaced)); // "бросаю -1 кость"
  }
  if (c >= 0x30 && c <= 0x39) return (kinds & (KEEP | SCORE)) !== 0 || ((kinds & ROLL) !== 0 && spaced);
  const nextKinds = keyLetterAt(text, k) ? KEYS.flagsAt(text, k) : 0;
  if ((kinds & STOP) !== 0 && (nextKinds & AFTER_STOP) !== 0) return true;
  if ((kinds & ROLL) !== 0 && spaced && (nextKinds & AFTER_ROLL) !== 0) return true;
  if ((kinds & KEEP) !== 0 && (nextKinds & AFTER_KEEP) !== 0) return true;
  return (kinds & SCORE) !== 0 && (nextKinds & AFTER_SCORE) !== 0;
}
