// The cheap test that lets most chat messages through untouched. One pass over the raw text reads each word once,
// folding its letters to small codes (word-keys.ts: no lower-casing, no slicing, nothing allocated) that make at the
// same time
// - the word's key, its first five letters, for the few words that start a step of their own: a word of the hint or
//   dice-check phrases (MAY_ASK), and a verb of the score sheet right before «в» or another `into` word (MAY_UNKNOWN_BOX:
//   the write into a box no name has, refusals.ts unknownBoxIn, «записываю в банк»). A word known by its first five
//   letters and a character of another script read as punctuation only ever let more through (a property test
//   checks that nothing the steps take is dropped);
// - the cue gate's hash of the whole word: a verb (or one typo away from one), a box, a set phrase (cues/gate.ts,
//   whose tables are built from the lexicons at load, so a new word is covered without a list here). Only when
//   one is found does the gate read the message a second time for its rule of chat around a verb.
// Both lookups go first to a bit table small enough to stay in the processor's cache; a message with no word found
// there is chat after that one pass, whatever its length.
import { DICE_CHECK_WORDS } from './dice-check-phrase.ts';
import { HINT_WORDS } from './hint-phrase.ts';
import { TURN_WORDS } from './turn-question.ts';
import * as gate from './cues/gate.ts';
import { merged } from './cues/lexicons.ts';
import * as tokens from './tokens.ts';
import * as wordKeys from './word-keys.ts';

// Local references, taken once: a call through an imported binding per character (a getter, once transpiled for
// the tests and the bench) cost more than the check itself.
const { isApostrophe, isSpaceCode, wordCharBefore } = tokens;
const { WordKeys, inWordAt, keyLetterAt } = wordKeys;
const { cueWordAt, isCueWord, mayBeTypo, mayStand, phraseInRead, roomForWords, wordsRead } = gate;
const { ANY_CUE, CUE, PHRASE_START } = gate;
const { APOSTROPHE, HASH_MASK, PRIME, SEED, UNSTRETCHED } = gate;

/** The message may be a write into a box no name has (refusals.ts unknownBoxIn), read when no move is. */
export const MAY_UNKNOWN_BOX = 1;
/** The message may be a hint request or a dice check (each the whole of a short message). */
export const MAY_ASK = 2;
/** The cue finder may read a move in the message (cues/gate.ts). */
export const MAY_CUE = 4;
/** The message may ask whose turn it is (turn-question.ts: a short message ending with "?"). */
export const MAY_TURN = 8;

// What a word can do, as bits.
/** a verb of the score sheet that answers a name no box has (Lexicon.sheet.verbs): «записываю», "score" */
const SHEET_VERB = 1 << 0;
/** may follow it: «в», «графу», "into" (Lexicon.into), the first of the words before the name */
const INTO = 1 << 1;
/** a word of the hint or dice-check phrases */
const ASK = 1 << 2;
/** a word of the turn or of taking one's turn («ход», "turn", «ходит») */
const TURN = 1 << 3;

const KEYS = new WordKeys()
  .add(merged((l) => l.sheet.verbs), SHEET_VERB)
  .add(merged((l) => l.into), INTO)
  .add([...HINT_WORDS, ...DICE_CHECK_WORDS], ASK)
  .add(TURN_WORDS, TURN);

/**
 * The keys that may matter at a word start (a verb of the score sheet, a word of the ask phrases), as one bit per
 * mixed key: a table small enough to stay in the processor's cache. A bit set by another key (a collision) only
 * costs the exact lookup in KEYS.
 */
const KEY_BITS = 1 << 16;
const START_KEYS = new Uint32Array(KEY_BITS >>> 5);
const mixKey = (key: number): number => Math.imul(key, 0x9e3779b1) >>> 16;
for (const key of KEYS.keysWith(SHEET_VERB | ASK | TURN)) START_KEYS[mixKey(key) >>> 5] |= 1 << (mixKey(key) & 31);

const CODE = wordKeys.LETTER_CODES;
const OTHER = wordKeys.OTHER_WORD_CHAR;
const KEY_LETTERS = 5;

/**
 * What the message may be (MAY_UNKNOWN_BOX, MAY_ASK, MAY_CUE, MAY_TURN bits), from its words alone; 0 for ordinary chat. One pass over
 * the raw text reads each word once: its letter codes build both its key (its first five letters) and the cue
 * gate's hash (all its letters), each looked up in a bit table; only a word found there costs more. A message with
 * none is chat, after that one pass (nothing allocated, no lower-casing).
 */
export function quickCheck(text: string): number {
  const length = text.length;
  let may = 0;
  /** 0: no cue word yet; 1: one found (the gate's second pass decides); 2: only the first word of a set phrase */
  let cue = 0;
  /** a "?": the finder itself tells a question about a move from a move beside a question, so the gate lets it by */
  let question = false;
  // the gate's words as they are read, for its second pass
  roomForWords(length);
  const { start: starts, end: ends, hash: hashes, full: fulls, key: keys } = wordsRead;
  let words = 0;
  /** the words before this one were each asked mayBeTypo, and none may be a typo of a verb */
  let typoFree = 0;
  let i = 0;
  while (i < length) {
    let code = CODE[text.charCodeAt(i)]!;
    if (code === 0) {
      if (text.charCodeAt(i) === 0x3f /* ? */) question = true;
      i++;
      continue;
    }
    // One word of the gate (an apostrophe between letters joins: «п'ять»); for the keys an apostrophe starts a new
    // word, so their words ("segments") are looked up as they end.
    const start = i;
    let h = SEED;
    let segment = i;
    let key = 0;
    let keyLetters = code === OTHER ? KEY_LETTERS : 0; // a word that starts with a digit has no key
    let previous = 0;
    let run = 0;
    let stretched = false;
    for (;;) {
      h = Math.imul(h ^ code, PRIME);
      // a letter typed three times or more: a branch that is almost never taken, rather than a count kept per letter
      if (code === previous) {
        if (++run === 3) stretched = true;
      } else {
        previous = code;
        run = 1;
      }
      if (keyLetters < KEY_LETTERS) {
        if (code === OTHER) keyLetters = KEY_LETTERS;
        else {
          key = (key << 6) | code;
          keyLetters++;
        }
      }
      i++;
      if (i >= length) break;
      code = CODE[text.charCodeAt(i)]!;
      if (code === 0) {
        if (!isApostrophe(text.charCodeAt(i)) || i + 1 >= length || CODE[text.charCodeAt(i + 1)] === 0) break;
        // the key's word ends at the apostrophe, the gate's goes on
        if (key !== 0) may = keyWord(text, segment, key, may, -1);
        h = Math.imul(h ^ APOSTROPHE, PRIME);
        i++;
        code = CODE[text.charCodeAt(i)]!;
        segment = i;
        key = 0;
        keyLetters = code === OTHER ? KEY_LETTERS : 0;
      }
    }
    // (the bit of START_KEYS read here: most words make no call)
    if (key !== 0) {
      const mixed = mixKey(key);
      if (((START_KEYS[mixed >>> 5]! >>> (mixed & 31)) & 1) !== 0) may = keyWord(text, segment, key, may, i);
    }
    starts[words] = start;
    ends[words] = i;
    keys[words] = segment === start ? key : 0;
    // «бросаааю», "rooolling": the finder reads a letter stretched for emphasis as the word, once or twice
    let full = h;
    h &= HASH_MASK;
    if (stretched && !isCueWord(text, h, i)) {
      full = unstretchedHash(text, start, i, full);
      const unstretched = full & HASH_MASK;
      if (unstretched !== h) h = unstretched | UNSTRETCHED;
    }
    hashes[words] = h;
    fulls[words] = full;
    words++;
    // a cue word or a verb mistyped (gate.ts ANY_CUE), or any word read unstretched; most words are neither
    if (cue !== 1 && ((h & UNSTRETCHED) !== 0 || ((ANY_CUE[h >>> 5]! >>> (h & 31)) & 1) !== 0)) {
      const kind = cueWordAt(h & HASH_MASK);
      if (kind === CUE || mayBeTypo(text, start, i, h, full)) {
        cue = 1;
        typoFree = words - 1;
      } else if (kind === PHRASE_START) cue = 2;
    }
  }
  // the first word of a set phrase: its other words are compared once the pass has read them
  if (cue === 2 && phraseInRead(text, words)) {
    cue = 1;
    typoFree = words;
  }
  if (cue === 1 && (question || mayStand(text, words, typoFree))) may |= MAY_CUE;
  return may;
}

/** The step for a word that starts at i with this key and ends at `end` (-1: not known yet; the rules above). */
function keyWord(text: string, i: number, key: number, may: number, end: number): number {
  const mixed = mixKey(key);
  if (((START_KEYS[mixed >>> 5]! >>> (mixed & 31)) & 1) === 0) return may;
  const kinds = KEYS.flagsOfKey(key);
  if ((kinds & ASK) !== 0) may |= MAY_ASK;
  if ((kinds & TURN) !== 0) may |= MAY_TURN;
  if ((kinds & SHEET_VERB) !== 0 && (may & MAY_UNKNOWN_BOX) === 0 && intoFollows(text, i, end)) may |= MAY_UNKNOWN_BOX;
  return may;
}


/** Whether the cue finder (cues/find-cues.ts) may read a move in the message (a superset of it; cues/gate.ts). */
export function mayHoldCues(text: string): boolean {
  return (quickCheck(text) & MAY_CUE) !== 0;
}

/**
 * The hash of text[start, end) with every run of three or more of one letter read as two letters, or else as one
 * (as the cue finder reads a stretched word), whichever is a cue word; `h` (the word as typed) when neither is.
 */
function unstretchedHash(text: string, start: number, end: number, h: number): number {
  for (const keep of [2, 1]) {
    let hash = SEED;
    let previous = -1;
    let run = 0;
    for (let k = start; k < end; k++) {
      const raw = CODE[text.charCodeAt(k)]!;
      const code = raw === 0 ? APOSTROPHE : raw;
      run = code === previous ? run + 1 : 1;
      previous = code;
      if (run > keep && run >= 2 && stretchedRun(text, k, code, end)) continue;
      hash = Math.imul(hash ^ code, PRIME);
    }
    if (isCueWord(text, hash & HASH_MASK, end)) return hash;
  }
  return h;
}

/** Whether the run of `code` through k is three letters or longer (a double letter of the word itself is kept). */
function stretchedRun(text: string, k: number, code: number, end: number): boolean {
  let from = k;
  while (from > 0 && CODE[text.charCodeAt(from - 1)] === code) from--;
  let to = k;
  while (to + 1 < end && CODE[text.charCodeAt(to + 1)] === code) to++;
  return to - from + 1 >= 3;
}

/**
 * Whether an `into` word («в», "into") may be the next token after the verb of the score sheet at i, as
 * unknownBoxIn reads it: the next word, with nothing but spaces between. `end`: where the verb ends, or -1 when the
 * caller does not know.
 */
function intoFollows(text: string, i: number, end: number): boolean {
  if (wordCharBefore(text, i)) return false; // "οзаписываю" with a Greek omicron: no word starts here
  const length = text.length;
  // past the word ("п'ять": an apostrophe between letters joins them), which the quick check's pass has read to
  // its end unless the word goes on past an apostrophe (end -1), and the spaces after it
  let j = end;
  if (j < 0) {
    j = i + 1;
    while (j < length) {
      if (inWordAt(text, j)) j++;
      else if (isApostrophe(text.charCodeAt(j)) && inWordAt(text, j + 1)) j += 2;
      else break;
    }
  }
  let k = j;
  while (k < length && isSpaceCode(text.charCodeAt(k))) k++;
  // punctuation, a digit or a letter of another script starts no `into` word
  return keyLetterAt(text, k) && (KEYS.flagsAt(text, k) & INTO) !== 0;
}
