// Where the reading of a message's words stands (read-items.ts): the words, what is read so far, and the word now
// being read. One per message; the word readers (read-word.ts) take it and add items to it.
import type { Addressee } from './addressing.ts';
import type { Item, ItemCue } from './item.ts';
import type { MessageState } from './message-state.ts';
import type { Words } from './words-of-message.ts';
import type { Cue } from './words.ts';

export interface ItemReader {
  readonly words: readonly string[];
  readonly clauseOf: readonly number[];
  readonly askedClauses: ReadonlySet<number>;
  /** the clauses that end in a colon (words-of-message.ts) */
  readonly colonEnds: ReadonlySet<number>;
  /** the message holds a "?" */
  readonly question: boolean;
  readonly addressed: Addressee;
  readonly state: MessageState;
  readonly items: Item[];
  /** the index of the word being read (a reader that takes the words after it too moves it to the last it took) */
  i: number;
  /** the clause of word i */
  clause: number;
  /** word i as looked up (letters stretched for emphasis undone, «бросаааю» → «бросаю») */
  word: string;
  /** what `word` cues in the lexicons */
  cues: readonly Cue[];
  /** the place the next item takes */
  pos: number;
  /** a word that makes the message a move was read (a verb, a box, "straight") */
  anyMove: boolean;
  /** a target word after a roll verb was just read («кидаю на …», "rolling for …"): the next word is the target */
  target: boolean;
  /** a polite request was just read ("would you", behalf-readers.ts): the next verb is said to someone */
  request: boolean;
  /**
   * the odds were asked after dice were named («а если перекинуть 1 2 6, какой шанс собрать три пятёрки?»): the faces
   * after it are what the dice are hoped to give, not more dice to roll
   */
  afterOdds: boolean;
  /** the clause that says what the writer holds («у меня две пятёрки», talk-readers.ts readHolding), or -1 */
  heldClause: number;
}

/** What reading a word tells the reading of the message. */
export type Outcome = typeof NEXT | typeof STOP | typeof NO_MOVE;
/** go on to the next word */
export const NEXT = 0;
/** read no further: the rest of the message is no part of the move (a wish or an aim after it) */
export const STOP = 1;
/** the message is no move at all */
export const NO_MOVE = 2;

/** What no word cues: the reader's start, before its first word is looked up. */
const NO_CUES: readonly Cue[] = Object.freeze([]);

export function newItemReader(message: Words, addressed: Addressee, state: MessageState): ItemReader {
  return {
    words: message.words, clauseOf: message.clauseOf, askedClauses: message.askedClauses, colonEnds: message.colonEnds, question: message.question, addressed, state,
    items: [], i: 0, clause: 0, word: '', cues: NO_CUES, pos: 0, anyMove: false, target: false, request: false, afterOdds: false, heldClause: -1,
  };
}

/** Adds an item in the clause of the word being read. */
export function push(r: ItemReader, cue: ItemCue): void {
  r.items.push({ clause: r.clause, pos: r.pos++, cue });
}

/** The cue of the item read last, if any. */
export function lastCue(r: ItemReader): ItemCue | undefined {
  return r.items.at(-1)?.cue;
}
