// The quick check of the cue finder (issue 24): ordinary chat leaves here, in passes over the raw text that allocate
// nothing (no lower-casing, no slicing, no tokens). It accepts a superset of what find-cues.ts reads as a move:
//
// 1. The first pass is the parser's one quick pass (quick-check.ts), which asks cueWordAt and mayBeTypo of each word:
//    a message with a "?" is talk about a move (the finder reads none), and a message with no word that may be a verb
//    (any form the finder reads, or one typo away from a verb it forgives) nor a box name is chat.
// 2. Only for the few messages left, a second pass (mayStand) mirrors the finder's rule that chat around a verb voids
//    it («бросаю курить», «хватит спорить»): a verb stands if its clause holds no unknown word, or if the message
//    holds a dice word (a count, a face, a die noun, "the rest", a box); a box alone stands only with no unknown word.
//
// Words are looked up by a hash of their folded letters in one table of bit flags, built at load from the cue
// lexicons (words.ts); the same hashes, which the first pass has already, tell most words from a typo of a verb
// (TYPO_HASHES) and most word pairs from the start of a set phrase (PHRASE_PAIRS) by one bit each. Every flag errs
// towards letting a message through (a verb, a dice word, a known word), so a hash collision only costs a full read
// or an exact comparison, never a move.
// The gate's clauses are never wider than the finder's (it breaks at every non-space character), and a word it
// cannot match exactly with the finder's word (glued to a digit, a hyphen, a letter of another script, an emoji)
// counts as a dice word — so "unknown" here is always unknown to the finder too.
import { LETTER_CODES, OTHER_WORD_CHAR } from '../word-keys.ts';
import { LAUGHTER_STARTS, laughterAt } from './laughter.ts';
import { INTERJECTION_STARTS, interjectionAt } from './interjection.ts';
import { LEXICONS } from './lexicons.ts';
import { boxNamesByFirstWord } from './box-names.ts';
import { keysOf, letterRuns } from './keyboard-layout.ts';
import { SECOND_PERSON } from './behalf-readers.ts';
import { ADVICE_ASKED, afterthoughts, INTENTS, butlerNames, CHANCE_WORDS, exactWords, MODALS, ODDS, WISHES, EXTRA_WORDS, GLUED_ROLLS, ONE_DIE, phrases, ROLLED, stemEntries, STRAIGHT, GATE_TYPO_WORDS, GATE_DICE_TYPO_WORDS, diceTypo, type Cue } from './words.ts';

/** may be a verb of a move */
const VERB = 1;
/** a known word that carries no dice (a filler, a link, "not", "all", "but") */
const WEAK = 2;
/** a word that names dice or a box: a verb beside it stands in the finder even among chat */
const STRONG = 4;
/** a word of a box name or "стрит": a move by itself when nothing else is said */
const BOX = 8;
/** the first word of a set phrase («я все», "bank it"): what it cues only when the words after it follow */
const PHRASE = 16;

/** a past form of a roll verb («кинул», "rolled"): a move only as the whole message with fillers (find-cues.ts) */
const PAST = 32;
/** the first word of an afterthought («если», "maybe", "going for"): after a move, the rest is not read (find-cues.ts) */
const AFTER = 64;
/** a word that asks the odds or advice («шансы», "odds", «стоит»): with a "?", a question about the dice the finder reads */
const ODDS_WORD = 128;

/** The code an apostrophe inside a word is hashed as (no letter has it). */
export const APOSTROPHE = 62;
/** FNV-1a over the letter codes: the quick check hashes a message's words as the tables below were built. */
export const SEED = 0x811c9dc5 | 0;
export const PRIME = 0x01000193;
const MASK = (1 << 20) - 1;
/** The bits of a word's hash the tables read: callers pass h & HASH_MASK (a small integer, never boxed). */
export const HASH_MASK = MASK;
// Local copies: the hot loops read the table directly (a call through a module binding per character was most of
// the gate's cost once transpiled).
const CODE = LETTER_CODES;
const OTHER = OTHER_WORD_CHAR;
/** The letters a quick-check key holds at most, and the least key of that many (each letter's code is at least 1). */
const KEY_LETTERS = 5;
const FULL_KEY = 1 << 24;
// (the hot loops below read CODE[text.charCodeAt(i) | 0] themselves: a call per letter, even to this, was not
// always inlined, and cost more than the comparison it serves)
const letterCodeAt = (text: string, i: number): number => CODE[text.charCodeAt(i) | 0]!;
const isApostrophe = (code: number): boolean => code === 0x27 || code === 0x2bc || code === 0x2019;

/** flags by hash of the whole word */
const TABLE = new Uint8Array(MASK + 1);
/** STRONG by hash of a stem that takes any ending («остальн|ые», «очк|ов»): a prefix of the word */
const PREFIX = new Uint8Array(MASK + 1);

/** The hash of a folded lexicon word, or null when it holds a character no gate word holds (a space, a hyphen). */
function hashOf(word: string): number | null {
  let h = SEED;
  for (let k = 0; k < word.length; k++) {
    let code = letterCodeAt(word, k);
    if (code === 0) {
      if (!isApostrophe(word.charCodeAt(k))) return null;
      code = APOSTROPHE;
    }
    h = Math.imul(h ^ code, PRIME);
  }
  return h;
}

function mark(table: Uint8Array, word: string, flags: number): void {
  const h = hashOf(word);
  if (h !== null) table[h & MASK] |= flags;
}

const STRONG_KINDS: ReadonlySet<Cue['k']> = new Set<Cue['k']>(['die', 'num', 'face', 'faceGen', 'rest', 'points']);
function flagsOf(cue: Cue): number {
  if (cue.k === 'verb') return VERB;
  return STRONG_KINDS.has(cue.k) ? STRONG : WEAK;
}

for (const [word, cues] of exactWords) if (!EXTRA_WORDS.has(word)) for (const cue of cues) mark(TABLE, word, flagsOf(cue));
// A past form is no verb among other words (narration: «я бросил кости и пошёл за чаем»), so it is not marked as one:
// mayStand lets it through only with nothing but fillers beside it.
for (const word of ROLLED) {
  const h = hashOf(word);
  if (h !== null) TABLE[h & MASK] = (TABLE[h & MASK]! & ~VERB) | PAST;
}
for (const entries of stemEntries.values()) {
  for (const { stem, cue, endings } of entries) {
    if (endings === null) mark(PREFIX, stem, STRONG);
    else for (const ending of endings) mark(TABLE, stem + ending, flagsOf(cue));
  }
}
/**
 * Set phrases by the hash of their first word: the hashes of the words after it, and what the phrase cues. Hashes
 * here are cut to the table's bits (h & MASK): a small integer is passed and looked up without being boxed, and a
 * collision only reads a phrase where there is none (more let through, never less).
 */
const PHRASES = new Map<number, Array<{ rest: Int32Array; flags: number }>>();
for (const list of phrases.values()) {
  for (const { words, cue } of list) {
    const hashes = words.map(hashOf);
    if (hashes.some((h) => h === null)) continue;
    mark(TABLE, words[0], PHRASE);
    const first = hashes[0]! & MASK;
    const rest = Int32Array.from(hashes.slice(1) as number[], (h) => h & MASK);
    PHRASES.set(first, [...(PHRASES.get(first) ?? []), { rest, flags: flagsOf(cue) }]);
  }
}
// «всё, кроме троек», "all but the 3s": the reroll said with no verb (summarise.ts allButAlone) opens with a word of
// "all" and one of "except" — for the gate, a set phrase that cues a verb (only here: the finder reads the words
// themselves)
for (const lexicon of LEXICONS) {
  for (const all of lexicon.all) {
    for (const except of lexicon.except) {
      const first = hashOf(all);
      const second = hashOf(except);
      if (first === null || second === null) continue;
      mark(TABLE, all, PHRASE);
      PHRASES.set(first & MASK, [...(PHRASES.get(first & MASK) ?? []), { rest: Int32Array.of(second & MASK), flags: VERB }]);
    }
  }
}
/**
 * The set phrases' first two words, as one bit per pair of hashes (cut to the table's bits): most words that start a
 * phrase («я», a die noun) are followed by no phrase's second word, which one bit tells before PHRASES is searched.
 */
const PHRASE_PAIRS = new Uint32Array(1 << 11);
const pairBit = (first: number, second: number): number => Math.imul(first ^ Math.imul(second, 0x85ebca6b), 0x9e3779b1) >>> 16;
for (const [first, list] of PHRASES) {
  for (const { rest } of list) {
    const bit = pairBit(first, rest[0]!);
    PHRASE_PAIRS[bit >>> 5] |= 1 << (bit & 31);
  }
}
// A Russian or Ukrainian word typed on the Latin layout (",hjcf." for «бросаю», keyboard-layout.ts): the runs of
// Latin letters it leaves between punctuation keys are what this pass sees, so each run of three letters or more is
// marked as the word would be. Only a message retyped into moves is read as one (index.ts), so a run that happens to
// be a word of English chat costs one more reading, never a move.
{
  const runFlags = (flags: number): number => (flags & VERB ? VERB : 0) | (flags & (STRONG | BOX));
  const markRuns = (word: string, flags: number): void => {
    if (flags === 0 || !/[а-яєіїґ]/.test(word)) return;
    for (const typing of keysOf(word)) for (const run of letterRuns(typing)) if (run.length >= 3 && !exactWords.has(run)) mark(TABLE, run, flags);
  };
  for (const [word, cues] of exactWords) if (!EXTRA_WORDS.has(word)) markRuns(word, runFlags(cues.reduce((f, cue) => f | flagsOf(cue), 0)));
  for (const entries of stemEntries.values()) for (const { stem, cue, endings } of entries) for (const ending of endings ?? []) markRuns(stem + ending, runFlags(flagsOf(cue)));
  for (const names of boxNamesByFirstWord.values()) for (const { words } of names) for (const w of words) markRuns(w, STRONG | BOX);
  for (const list of phrases.values()) for (const { words } of list) if (words.length === 1) markRuns(words[0]!, VERB);
}
for (const names of boxNamesByFirstWord.values()) for (const { words } of names) for (const w of words) mark(TABLE, w, STRONG | BOX);
// «вшанс», "inchance": an «into» word glued to a box word (words-of-message.ts splits them)
for (const [into, cues] of exactWords) {
  if (into.length > 4 || !cues.some((cue) => cue.k === 'into')) continue;
  for (const first of boxNamesByFirstWord.keys()) mark(TABLE, into + first, STRONG | BOX);
}
for (const w of STRAIGHT) mark(TABLE, w, STRONG | BOX);
for (const w of [...ONE_DIE, 'покер', 'poker']) mark(TABLE, w, STRONG);
// the Butler's names and the words of afterthoughts are known words (find-cues.ts reads the one as a filler and stops
// at the other, after a move)
for (const table of [butlerNames, afterthoughts]) for (const list of table.values()) for (const words of list) for (const w of words) mark(TABLE, w, WEAK);
// the words of intent before a move verb («пойду брошу», "about to roll"): read as no chat by the finder (talk-readers.ts)
for (const w of INTENTS) mark(TABLE, w, WEAK);
// (only a word that is an afterthought alone: the first word of a longer one, "in" of "in case", may be anything)
for (const [first, list] of afterthoughts) if (list.some((words) => words.length === 1)) mark(TABLE, first, AFTER);
/**
 * The Butler's names, one bit per hash: a verb in a message said to the Butler (by name or "@name") stands whatever
 * chat is around it, for the finder to read — the move may be asked for another player («Дворецкий, брось за Олега, он
 * отошёл»), which is answered (behalf-readers.ts). Rare in chat, so the full read costs little.
 */
const NAMES = new Uint32Array((MASK + 1) >>> 5);
for (const list of butlerNames.values()) {
  for (const words of list) {
    const h = hashOf(words[0]!);
    if (h !== null) NAMES[(h & MASK) >>> 5] |= 1 << (h & 31);
  }
}
const isName = (h: number): boolean => ((NAMES[h >>> 5]! >>> (h & 31)) & 1) === 1;
/** The `into` words («в», "in"), one bit per hash: a message that opens with one and a box names the write (summarise.ts). */
const INTO_WORDS = new Uint32Array((MASK + 1) >>> 5);
for (const lexicon of LEXICONS) {
  for (const w of lexicon.into) {
    const h = hashOf(w);
    if (h !== null) INTO_WORDS[(h & MASK) >>> 5] |= 1 << (h & 31);
  }
}
const isInto = (h: number): boolean => ((INTO_WORDS[h >>> 5]! >>> (h & 31)) & 1) === 1;
// a wish word or a modal before "you" is a polite request the finder reads as nothing ("would you roll",
// behalf-readers.ts): known words
for (const w of [...WISHES, ...MODALS, ...SECOND_PERSON]) mark(TABLE, w, WEAK);
// (and the words that ask advice: «есть смысл рисковать тремя костями?» holds no move word — issue 53)
// (and the words that ask the Butler's advice, «порадьте», "advise": asked of it about the hand, they are a question the finder reads)
const ADVICE_REQUESTS = LEXICONS.flatMap((l) => l.hint.asks).filter((w) => !w.includes(' '));
for (const w of [...ODDS, ...CHANCE_WORDS, ...ADVICE_ASKED, ...ADVICE_REQUESTS]) mark(TABLE, w, ODDS_WORD | WEAK);

/**
 * The verbs the finder forgives a typo in, as folded letter codes, by first letter and the length of a word that may
 * be one of their typos (first code << 5 | length, 31 for longer): a word is compared only with the targets as long as
 * it or one letter longer (no letter is ever added).
 */
const TYPOS_BY_FIRST_LENGTH: Uint8Array[][] = Array.from({ length: 64 << 5 }, () => []);
for (const word of GATE_TYPO_WORDS) {
  const codes = Uint8Array.from(word, (_, k) => letterCodeAt(word, k));
  for (const length of [codes.length - 1, codes.length]) if (length >= 3) TYPOS_BY_FIRST_LENGTH[(codes[0]! << 5) | Math.min(length, 31)]!.push(codes);
}

/**
 * Whether a verb of the typo list is one letter longer or shorter than, or as long as, a word of this first letter
 * and length (by first letter code << 5 | length, 31 for longer): most words are never compared letter by letter.
 */
const TYPO_LENGTHS = new Uint8Array(64 << 5);
for (const word of GATE_TYPO_WORDS) {
  for (let length = word.length - 1; length <= word.length + 1; length++) TYPO_LENGTHS[(letterCodeAt(word, 0) << 5) | Math.min(length, 31)] = 1;
}

/**
 * The second and third letters a word one edit from a typo target may have, by first letter code << 6 | letter code:
 * the first letter is never the one mistyped, so the edit is at the second letter or later — then the word's second
 * letter is the target's second (an edit further on) or its third (the second left out or swapped with the third),
 * or else its third letter is the target's second (a letter added before it) or its third (the second changed).
 */
const TYPO_SECOND = new Uint8Array(64 << 6);
const TYPO_THIRD = new Uint8Array(64 << 6);
for (const word of GATE_TYPO_WORDS) {
  const first = letterCodeAt(word, 0) << 6;
  for (const table of [TYPO_SECOND, TYPO_THIRD]) table[first | letterCodeAt(word, 1)] = table[first | letterCodeAt(word, 2)] = 1;
}

/**
 * The gate hashes (cut to the table's bits) of every word typoAt may accept, one bit each: each typo target with one
 * letter after its first left out, changed or swapped with the next, a letter being any code a gate word's
 * character hashes as (a letter, OTHER, an apostrophe). The first pass has a word's hash already, so most words are
 * told apart from a typo by one bit, without their letters read again; a bit set by another word only costs the
 * comparison typoAt makes anyway.
 */
const TYPO_HASHES = new Uint32Array((MASK + 1) >>> 5);
/** The same words by the high bits of their full hash (setBits). */
const TYPO_UPPER = new Uint32Array((MASK + 1) >>> 5);
for (const word of GATE_TYPO_WORDS) {
  const target = Array.from(word, (_, k) => letterCodeAt(word, k));
  setBits(TYPO_HASHES, TYPO_UPPER, hashOn(SEED, target, 0));
  // (no letter added: the finder never reads a word with one letter more as a typo — a word broken or glued on)
  markOneEdit(TYPO_HASHES, TYPO_UPPER, target);
}

/** The gate hash `h` carried on over codes[from…] (FNV-1a, as the quick check hashes a word's letters). */
function hashOn(h: number, codes: readonly number[], from: number): number {
  for (let k = from; k < codes.length; k++) h = Math.imul(h ^ codes[k]!, PRIME);
  return h;
}

function setBit(bits: Uint32Array, h: number): void {
  h &= MASK;
  bits[h >>> 5] |= 1 << (h & 31);
}

/**
 * The bits of a word's full hash a second table of one-edit words is read by: the table above reads the low twenty, and
 * a tenth of all words fall on a bit one of its ~90,000 marked words has set; the high twenty are another draw, so a
 * word passes both one time in a hundred (a two-table Bloom filter). A word one edit from a target passes both always.
 */
function setBits(bits: Uint32Array, upperBits: Uint32Array, full: number): void {
  setBit(bits, full);
  setBit(upperBits, full >>> 12);
}
/** Whether the word of full hash `full` has its bit in `upperBits`. */
function upperBit(upperBits: Uint32Array, full: number): boolean {
  const u = (full >>> 12) & MASK;
  return ((upperBits[u >>> 5]! >>> (u & 31)) & 1) !== 0;
}

/**
 * Sets the bit of every word one edit from `target` after its first letter: a letter left out, swapped with the next
 * or changed to any code a gate word's character hashes as. The hash of the letters before the edit is carried, not
 * computed again for each of the ~64 codes (this runs for every typo target at each start of a process).
 */
function markOneEdit(bits: Uint32Array, upperBits: Uint32Array, target: readonly number[]): void {
  let before = Math.imul(SEED ^ target[0]!, PRIME);
  for (let at = 1; at < target.length; at++) {
    setBits(bits, upperBits, hashOn(before, target, at + 1));
    if (at + 1 < target.length) setBits(bits, upperBits, hashOn(Math.imul(Math.imul(before ^ target[at + 1]!, PRIME) ^ target[at]!, PRIME), target, at + 2));
    for (let code = 1; code <= 63; code++) setBits(bits, upperBits, hashOn(Math.imul(before ^ code, PRIME), target, at + 1));
    before = Math.imul(before ^ target[at]!, PRIME);
  }
}

/** Whether the letters of text[start, end) are one edit (left out, added, changed, swapped) from a typo target. */
function typoAt(text: string, start: number, end: number): boolean {
  const length = end - start;
  if (length < 3) return false;
  for (const target of TYPOS_BY_FIRST_LENGTH[(CODE[text.charCodeAt(start) | 0]! << 5) | (length > 31 ? 31 : length)]!) {
    if (length <= target.length && target.length - length <= 1 && oneEdit(text, start, length, target)) return true;
  }
  return false;
}

function oneEdit(text: string, start: number, length: number, target: Uint8Array): boolean {
  let p = 0;
  while (p < length && p < target.length && CODE[text.charCodeAt(start + p) | 0]! === target[p]) p++;
  if (length === target.length) {
    if (p === length || same(text, start, p + 1, length, target, p + 1)) return true;
    return (
      p + 1 < length &&
      CODE[text.charCodeAt(start + p) | 0]! === target[p + 1] &&
      CODE[text.charCodeAt(start + p + 1) | 0]! === target[p] &&
      same(text, start, p + 2, length, target, p + 2)
    );
  }
  return length > target.length ? same(text, start, p + 1, length, target, p) : same(text, start, p, length, target, p + 1);
}

/** Whether text[start + a, start + length) has the codes of target[b, end). */
function same(text: string, start: number, a: number, length: number, target: Uint8Array, b: number): boolean {
  if (length - a !== target.length - b) return false;
  for (let k = 0; a + k < length; k++) if (CODE[text.charCodeAt(start + a + k) | 0]! !== target[b + k]) return false;
  return true;
}

/** The end of the word at i (an apostrophe between word characters joins: «п'ять», "i'm"). */
function wordEnd(text: string, i: number): number {
  while (i < text.length) {
    if (CODE[text.charCodeAt(i) | 0]! !== 0) i++;
    else if (isApostrophe(text.charCodeAt(i)) && CODE[text.charCodeAt(i + 1) | 0]! !== 0) i += 2;
    else break;
  }
  return i;
}

/** The hash of the gate word text[start, end), as hashOf hashes the lexicon's words, cut to the table's bits. */
function hashAt(text: string, start: number, end: number): number {
  let h = SEED;
  for (let k = start; k < end; k++) {
    const code = CODE[text.charCodeAt(k) | 0]!;
    h = Math.imul(h ^ (code === 0 ? APOSTROPHE : code), PRIME);
  }
  return h & MASK;
}

/**
 * The phrase whose first word (of this hash, cut to the table's bits) ends at `end`: the number of words after it, with its flags in
 * `phraseFlags`, or 0 when none follows. The finder reads its words past punctuation, so the gate skips it too.
 */
let phraseFlags = 0;
function phraseAfter(text: string, first: number, end: number): number {
  const list = PHRASES.get(first);
  if (list === undefined) return 0;
  // the word right after the first is read once for every phrase of this first word (a die noun starts dozens)
  let i = end;
  while (i < text.length && CODE[text.charCodeAt(i) | 0]! === 0) i++;
  if (i >= text.length) return 0;
  const secondStart = i;
  const secondEnd = wordEnd(text, i);
  const second = hashAt(text, secondStart, secondEnd);
  for (let p = 0; p < list.length; p++) {
    const { rest, flags } = list[p]!;
    if (rest[0] !== second) continue;
    i = secondEnd;
    let k = 1;
    for (; k < rest.length; k++) {
      while (i < text.length && CODE[text.charCodeAt(i) | 0]! === 0) i++;
      if (i >= text.length) break;
      const wordStart = i;
      i = wordEnd(text, i);
      if (hashAt(text, wordStart, i) !== rest[k]) break;
    }
    if (k === rest.length) {
      phraseFlags = flags;
      return rest.length;
    }
  }
  return 0;
}

/**
 * What phraseAfter tells, for the word w of wordsRead (the quick check's words are the finder's words phraseAfter
 * reads, split alike): the words after it are compared by the hashes the first pass kept, not hashed again.
 */
function phraseAfterRead(text: string, first: number, w: number, count: number): number {
  if (w + 1 >= count) return 0;
  const second = readHash(text, w + 1);
  const bit = pairBit(first, second);
  if (((PHRASE_PAIRS[bit >>> 5]! >>> (bit & 31)) & 1) === 0) return 0;
  const list = PHRASES.get(first);
  if (list === undefined) return 0;
  for (let p = 0; p < list.length; p++) {
    const { rest, flags } = list[p]!;
    if (rest[0] !== second) continue;
    let k = 1;
    for (; k < rest.length; k++) if (w + 1 + k >= count || readHash(text, w + 1 + k) !== rest[k]) break;
    if (k === rest.length) {
      phraseFlags = flags;
      return rest.length;
    }
  }
  return 0;
}

/** The hash of word w of wordsRead as typed (as hashAt hashes it): a stretched word kept the hash of its unstretched form. */
function readHash(text: string, w: number): number {
  const h = wordsRead.hash[w]!;
  return (h & UNSTRETCHED) === 0 ? h : hashAt(text, wordsRead.start[w]!, wordsRead.end[w]!);
}

/**
 * Whether text[start, end) is laughter or a short interjection (no word of chat): most words are told by their first
 * letter, which neither starts, without a call to either.
 */
function soundAt(text: string, start: number, end: number): boolean {
  const first = CODE[text.charCodeAt(start) | 0]!;
  if (SOUND_STARTS[first] === 0) return false;
  return laughterAt(text, start, end) || (end - start <= 4 && interjectionAt(text, start, end));
}
/** The letter codes laughter or an interjection may start with. */
const SOUND_STARTS = Uint8Array.from({ length: 64 }, (_, code) => (LAUGHTER_STARTS.has(code) || INTERJECTION_STARTS.has(code) ? 1 : 0));

/** A character beside which the finder's word is exactly the gate's: a space or plain punctuation. */
function clean(ch: number): boolean {
  if (ch === 0x20) return true; // the common case first
  // (an asterisk may open a role-play action, «*кидает кости на сукно*», read by its own rule in the finder)
  if (ch < 0x80) return ch !== 0x2d && ch !== 0x5f && ch !== 0x2a && !isApostrophe(ch);
  return ch === 0xa0 || ch === 0xab || ch === 0xbb || ch === 0x2026 || ch === 0x2014 || ch === 0x2013;
}

/** Stems that take any ending (PREFIX) by the hash of their first four letters, one bit each: most words stop there. */
const STEM_STARTS = new Uint32Array(1 << 11);
for (const entries of stemEntries.values()) {
  for (const { stem, endings } of entries) {
    const h = endings === null && stem.length >= 4 ? hashOf(stem.slice(0, 4)) : null;
    if (h !== null) STEM_STARTS[(h >>> 5) & 0x7ff] |= 1 << (h & 31);
  }
}

/**
 * The same stems by their first four letters as a key of the quick check (word-keys.ts: 6-bit letter codes), mixed,
 * one bit each: a word whose key (kept by the first pass) shows four letters at its start is asked this instead of
 * hashing those letters again. A stem of those four letters always has its bit; another word's bit set by a
 * collision only costs the hashed look.
 */
const STEM_KEYS = new Uint32Array(1 << 11);
const mixStemKey = (key: number): number => Math.imul(key, 0x9e3779b1) >>> 16;
for (const entries of stemEntries.values()) {
  for (const { stem, endings } of entries) {
    if (endings !== null || stem.length < 4) continue;
    let key = 0;
    for (let k = 0; k < 4; k++) key = (key << 6) | letterCodeAt(stem, k);
    const mixed = mixStemKey(key);
    STEM_KEYS[mixed >>> 5] |= 1 << (mixed & 31);
  }
}

/**
 * Whether text[start, end) holds a digit or another word character that no lexicon word holds (the finder's word is
 * then not the gate's), or starts with a stem that takes any ending (PREFIX): either way a dice word may be meant.
 * `key`: the word's quick-check key (its first letters, up to five, as 6-bit codes, stopped by a digit) when it was
 * read from the word's start, else 0 — so the letters the key holds are not read again.
 */
function otherOrStem(text: string, start: number, end: number, key: number): boolean {
  // (small, so that mayStand has it inlined: the letters are read in the functions below, for the few words that
  // need it)
  const length = end - start;
  if (key === 0) return otherOrStemRead(text, start, end);
  // the key stopped short of the word's end or of five letters: at a digit or another word character
  if (key < (length < KEY_LETTERS ? 1 << (6 * (length - 1)) : FULL_KEY)) return true;
  if (length < 4) return false;
  // four letters or more: one bit tells most words that no stem starts so; then only the letters past the key
  // may still hold a digit
  const mixed = mixStemKey(key >= FULL_KEY ? key >>> 6 : key);
  if (((STEM_KEYS[mixed >>> 5]! >>> (mixed & 31)) & 1) === 0) return length > KEY_LETTERS && otherIn(text, start + KEY_LETTERS, end);
  return otherOrStemRead(text, start, end);
}

/** Whether text[from, end) holds a digit or another word character no lexicon word holds. */
function otherIn(text: string, from: number, end: number): boolean {
  for (let k = from; k < end; k++) if (CODE[text.charCodeAt(k) | 0]! === OTHER) return true;
  return false;
}

/** otherOrStem read from the word's letters alone. */
function otherOrStemRead(text: string, start: number, end: number): boolean {
  let k = start;
  if (end - start >= 4) {
    let h = SEED;
    for (; k < start + 4; k++) {
      const code = CODE[text.charCodeAt(k) | 0]!;
      if (code === OTHER) return true;
      h = Math.imul(h ^ (code === 0 ? APOSTROPHE : code), PRIME);
    }
    // most words stop at their first four letters: no stem that takes any ending starts so
    if (((STEM_STARTS[(h >>> 5) & 0x7ff]! >>> (h & 31)) & 1) !== 0) {
      if (PREFIX[h & MASK] !== 0) return true;
      for (; k < end; k++) {
        const code = CODE[text.charCodeAt(k) | 0]!;
        if (code === OTHER) return true;
        h = Math.imul(h ^ (code === 0 ? APOSTROPHE : code), PRIME);
        if (PREFIX[h & MASK] !== 0) return true;
      }
      return false;
    }
  }
  return otherIn(text, k, end);
}

// the words made from the lexicons (Latin spellings, glued rolls): words.ts has kept only those whose hash no listed
// word takes (a rare lost one rather than a common word such as «у» let through at every message)
for (const word of EXTRA_WORDS) for (const cue of exactWords.get(word) ?? []) mark(TABLE, word, flagsOf(cue) | (GLUED_ROLLS.has(word) ? STRONG : 0));
/**
 * The words that may make a message a move (VERB, BOX, PHRASE), as one bit per hash: a table eight times smaller
 * than TABLE, so that the pass every chat message takes stays in the processor's cache.
 */
const CANDIDATES = new Uint32Array((MASK + 1) >>> 5);
{
  // (read four entries at a time: most of the table is empty, and this runs at every start of a process)
  const quads = new Uint32Array(TABLE.buffer, TABLE.byteOffset, TABLE.length >>> 2);
  for (let q = 0; q < quads.length; q++) {
    if (quads[q] === 0) continue;
    for (let h = q << 2; h < (q << 2) + 4; h++) if ((TABLE[h]! & (VERB | BOX | PHRASE | PAST | ODDS_WORD)) !== 0) CANDIDATES[h >>> 5] |= 1 << (h & 31);
  }
}

/** What cueWordAt tells of a word: nothing, a word that may make the message a move, or the first word of a set phrase. */
export const NO_CUE = 0;
export const CUE = 1;
export const PHRASE_START = 2;

/**
 * What the word of gate hash h (as hashAt hashes it, cut to HASH_MASK) may do: CUE for a verb or a box, PHRASE_START
 * for the first word of a set phrase (phraseInRead tells, once the pass is over, whether the words after it follow),
 * NO_CUE otherwise. Called by the quick check (quick-check.ts) for every word until one is found.
 */
export function cueWordAt(h: number): number {
  if (((CANDIDATES[h >>> 5]! >>> (h & 31)) & 1) === 0) return NO_CUE;
  return (TABLE[h]! & (VERB | BOX | PAST | ODDS_WORD)) !== 0 ? CUE : PHRASE_START;
}

/**
 * Whether the word just read, text[.., end) of gate hash h, may make the message a move: a verb, a box, or the first
 * word of a set phrase whose other words follow.
 */
export function isCueWord(text: string, h: number, end: number): boolean {
  const key = h & MASK;
  const kind = cueWordAt(key);
  return kind === CUE || (kind === PHRASE_START && phraseAfter(text, key, end) > 0);
}

/** Whether a word of the `count` words of wordsRead starts a set phrase whose other words follow it. */
export function phraseInRead(text: string, count: number): boolean {
  const hashes = wordsRead.hash;
  for (let w = 0; w + 1 < count; w++) {
    const h = hashes[w]! & MASK;
    if ((TABLE[h]! & PHRASE) !== 0 && phraseAfterRead(text, h, w, count) > 0) return true;
  }
  return false;
}

/**
 * Whether the word text[start, end), of gate hash h as wordsRead holds it, may be a verb the finder forgives a typo
 * in. The hash answers for most words (TYPO_HASHES); the letters are compared only for a word it lets by.
 */
/**
 * Whether text[start, end), of gate hash h, is a mistyped dice word (a die noun, a face, "the rest", a count:
 * words.ts diceTypo): most words are told apart by one bit of DICE_TYPO_HASHES, the rest compared letter by letter.
 */
function diceTypoAt(text: string, start: number, end: number, h: number, full: number): boolean {
  if ((h & UNSTRETCHED) === 0 && (((DICE_TYPO_HASHES[h >>> 5]! >>> (h & 31)) & 1) === 0 || !upperBit(DICE_TYPO_UPPER, full))) return false;
  // compared on the letters in place first (nothing allocated); only a word one edit from a dice word is cut out and
  // asked whether it is a word of the languages itself
  const length = end - start;
  let near = false;
  for (const target of DICE_TYPOS_BY_FIRST[CODE[text.charCodeAt(start) | 0]!]!) {
    if (length <= target.length && target.length - length <= 1 && oneEdit(text, start, length, target)) {
      near = true;
      break;
    }
  }
  return near && diceTypo(text.slice(start, end).toLowerCase().replace(/ё/g, 'е').replace(/[ʼ’]/g, "'"));
}
/** The dice words a typo is forgiven in, as folded letter codes, by their first letter. */
const DICE_TYPOS_BY_FIRST: Uint8Array[][] = Array.from({ length: 64 }, () => []);
for (const word of GATE_DICE_TYPO_WORDS) {
  const codes = Uint8Array.from(word, (_, k) => letterCodeAt(word, k));
  DICE_TYPOS_BY_FIRST[codes[0]!]!.push(codes);
}
/** One bit per gate hash of each dice word with one letter after its first left out, changed or swapped. */
const DICE_TYPO_HASHES = new Uint32Array((MASK + 1) >>> 5);
const DICE_TYPO_UPPER = new Uint32Array((MASK + 1) >>> 5);
for (const word of GATE_DICE_TYPO_WORDS) markOneEdit(DICE_TYPO_HASHES, DICE_TYPO_UPPER, Array.from(word, (_, k) => letterCodeAt(word, k)));

/**
 * CANDIDATES and TYPO_HASHES in one: the first pass (quick-check.ts) asks every word of a chat message whether it may be
 * a cue word or a verb mistyped (a word read unstretched always may), and most words are neither — one bit read (one
 * line of the cache) instead of two tells them.
 */
export const ANY_CUE: Readonly<Uint32Array> = Uint32Array.from(CANDIDATES, (bits, k) => bits | TYPO_HASHES[k]!);

export function mayBeTypo(text: string, start: number, end: number, h: number, full: number): boolean {
  if ((h & UNSTRETCHED) === 0 && (((TYPO_HASHES[h >>> 5]! >>> (h & 31)) & 1) === 0 || !upperBit(TYPO_UPPER, full))) return false;
  const length = end - start;
  if (length < 3) return false;
  const first = CODE[text.charCodeAt(start)]!;
  return (
    TYPO_LENGTHS[(first << 5) | (length > 31 ? 31 : length)] === 1 &&
    (TYPO_SECOND[(first << 6) | CODE[text.charCodeAt(start + 1)]!] === 1 || TYPO_THIRD[(first << 6) | CODE[text.charCodeAt(start + 2)]!] === 1) &&
    typoAt(text, start, end)
  );
}

/** Set on a hash of wordsRead that is not the word as typed but its unstretched form («бросаааю» read «бросаю»). */
export const UNSTRETCHED = 1 << 30;
/**
 * The words of the message the quick check's pass has just read (quick-check.ts fills them): where each starts and
 * ends, and its hash as hashAt computes it (cut to HASH_MASK; UNSTRETCHED added when it is the hash of the word read
 * unstretched). The second pass reads them instead of the characters again.
 */
export const wordsRead = { start: new Int32Array(1024), end: new Int32Array(1024), hash: new Int32Array(1024), full: new Int32Array(1024), key: new Int32Array(1024) };

/** Room in wordsRead for every word of a text this long (a word and a character after it, at the least). */
export function roomForWords(length: number): void {
  const needed = (length >>> 1) + 1;
  if (needed <= wordsRead.start.length) return;
  wordsRead.start = new Int32Array(needed);
  wordsRead.end = new Int32Array(needed);
  wordsRead.hash = new Int32Array(needed);
  wordsRead.full = new Int32Array(needed);
  wordsRead.key = new Int32Array(needed);
}

/**
 * The finder's rule of chat around a verb, read loosely (see the top of the file), over the `count` words of wordsRead
 * and the characters between them. The first `typoFree` words are known to be no typo of a verb (the quick check
 * has asked mayBeTypo of them already).
 */
export function mayStand(text: string, count: number, typoFree = 0): boolean {
  const { start: starts, end: ends, hash: hashes, full: fulls, key: keys } = wordsRead;
  let clauseVerb = false;
  let clauseUnknown = false;
  /** a box in the clause being read, and a first clause that held a box and no unknown word («ну фулл, и чё») */
  let clauseBox = false;
  let boxClause = false;
  let firstClause = true;
  let anyVerb = false;
  let strong = false;
  let anyBox = false;
  let unknown = false;
  /** a past roll verb seen, and a word beside it that may be no filler: one the gate does not know, or a verb
   * (find-cues.ts reads the past only alone or among fillers; a known word may be a filler in some language) */
  let past = false;
  /** a past roll verb in the clause being read, and a word in it that is no filler, no dice and not the verb */
  let clausePast = false;
  let clauseChat = false;
  let other = false;
  /** words still to come of a set phrase read: known words, whatever they are alone */
  let inPhrase = 0;
  /** where the characters between the last word and the next begin */
  let from = 0;
  const length = text.length;
  for (let w = 0; w <= count; w++) {
    const start = w < count ? starts[w]! : length;
    /** the character right before the word (the last one between it and the last word), a space at the text's start */
    let before = 0x20;
    for (let k = from; k < start; k++) {
      const ch = text.charCodeAt(k);
      before = ch;
      if (ch !== 0x20 && ch !== 0x09) {
        if (clauseVerb && !clauseUnknown) return true;
        // «кинул все пять, щас вернусь»: a past roll verb in a first clause with no unknown word, talk after it
        // (read-items.ts rolledFirst)
        if (clausePast && !clauseChat && firstClause) return true;
        clausePast = false;
        clauseChat = false;
        if (clauseBox && !clauseUnknown && firstClause) boxClause = true;
        if (clauseVerb || clauseBox || clauseUnknown) firstClause = false;
        clauseVerb = false;
        clauseUnknown = false;
        clauseBox = false;
        if (!clean(ch)) {
          strong = true; // an emoji, a die face, a letter of another script: anything may be meant
          if (anyVerb) return true;
        }
      }
    }
    if (w === count) break;
    const end = ends[w]!;
    const h = hashes[w]!;
    from = end;
    const hash = h & MASK;
    // "@handle": a mention, read by the finder (said to the Butler or to someone else), no word of chat here
    if (before === 0x40) {
      if (isName(hash)) strong = true;
      continue;
    }
    let flags = TABLE[hash]!;
    if ((flags & WEAK) !== 0 && isName(hash)) strong = true;
    // an afterthought after a move: the finder reads no further
    if ((flags & AFTER) !== 0 && (anyVerb || anyBox) && inPhrase === 0) break;
    let known = inPhrase > 0;
    if (known) inPhrase--;
    else if ((flags & PHRASE) !== 0) {
      inPhrase = phraseAfterRead(text, h & MASK, w, count);
      if (inPhrase > 0) {
        flags |= phraseFlags;
        known = true;
      }
    }
    if ((flags & PAST) !== 0) past = clausePast = true;
    if ((flags & VERB) !== 0) other = true;
    // (a past roll verb is itself, never a typo of another form: «бросил» is no «бросим»; the bit of TYPO_HASHES is
    // read here, so that most words make no call: mayStand is too large for the compiler to inline its callees)
    const verb =
      (flags & VERB) !== 0 ||
      ((flags & PAST) === 0 && w >= typoFree && ((h & UNSTRETCHED) !== 0 || ((TYPO_HASHES[hash >>> 5]! >>> (hash & 31)) & 1) !== 0) && mayBeTypo(text, start, end, h, fulls[w]!));
    if (verb) {
      clauseVerb = true;
      anyVerb = true;
      // a word one typo from a verb or a box name («chanse», «стирт»): the finder reads which, beside any verb
      if ((flags & VERB) === 0) strong = true;
    }
    if ((flags & BOX) !== 0) {
      anyBox = true;
      clauseBox = true;
      // «в шанс короч»: opened by «в» and a box, the first clause is the write whatever chat follows
      if (w === 1 && firstClause && isInto(hashes[0]! & MASK)) boxClause = true;
    }
    // the start and the end of the text are clean: not read, rather than as charCodeAt's NaN past the ends (a read out
    // of bounds threw the optimised code away, and the NaN made the comparisons in clean floating point)
    const after = end < length ? text.charCodeAt(end) : 0x20;
    if ((flags & STRONG) !== 0 || (before !== 0x20 && !clean(before)) || (after !== 0x20 && !clean(after)) || otherOrStem(text, start, end, keys[w]!)) {
      strong = true;
    } else if (
      flags === 0 &&
      !verb &&
      end - start >= 4 &&
      ((h & UNSTRETCHED) !== 0 || ((DICE_TYPO_HASHES[hash >>> 5]! >>> (hash & 31)) & 1) !== 0) &&
      diceTypoAt(text, start, end, h, fulls[w]!)
    ) {
      // a dice word mistyped («кубеки», "remaning"): read as it by the finder (words.ts typoWord); looked for only here,
      // in the few messages with a verb, so that no known word ever counts as a mistyped verb («кости» by «кость»)
      strong = true;
    } else if (!verb && !known && (flags & WEAK) === 0 && !soundAt(text, start, end)) {
      clauseUnknown = true;
      unknown = true;
      // (a past roll verb stands with fillers and dice words only: «кинув кості», "rolled 2 dice")
      if ((flags & PAST) === 0) other = clauseChat = true;
    }
    // both only ever become true, and together they make the answer
    if (anyVerb && strong) return true;
  }
  if (clauseVerb && !clauseUnknown) return true;
  if (past && !other) return true;
  return (anyVerb && strong) || (anyBox && !unknown) || boxClause || (clauseBox && !clauseUnknown && firstClause);
}
