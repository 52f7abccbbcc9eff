// What the Butler does with a message at a game moment, as a player would notice it: the move played, a question
// asked back, a refusal, or silence. The reading tests assert this behaviour rather than the shape of a parsed intent,
// so they hold whichever reader (the cues or the older grammar) gives it. Built on the corpus harness
// (test/reading/corpus-run.ts); the moments and the words of `do` are those of test/reading/corpus/README.md.
import { handleAt, runLine } from '../reading/corpus-run.ts';
import { toPlain } from '../../src/messages/rich.ts';
import type { Moment } from '../reading/corpus-moment.ts';

export interface Did {
  do: string;
  count?: number;
  values?: number[];
  box?: string;
}

const ascending = (values: readonly number[]) => [...values].sort((a, b) => a - b);

/** What the Butler does when the player on turn (unless the moment says otherwise) writes `text` at `at`. */
export function doesAt(text: string, at: Moment, language = 'ru'): Did {
  const did = runLine({ text, at, expect: { do: '' } }, language);
  // the dice of a reroll are a multiset: compared in one order, whatever order the hand held them in
  return did.values ? { ...did, values: ascending(did.values) } : did;
}

/** The text of the Butler's reply, or null when it stays quiet. */
export function replyAt(text: string, at: Moment, language = 'ru'): string | null {
  const outcome = handleAt(text, at, language);
  return outcome === null ? null : toPlain(outcome.rich);
}

/** The moments the tests read messages in. */
export const AT = {
  /** No game and no lobby in the chat: a roll is a free roll of the dice named. */
  noGame: { game: 'none' },
  /** Bone Poker round 1: the writer is to roll five dice. */
  bonePokerRound1: { game: 'bone_poker', phase: 'round1' },
  /** Dice Poker after the first roll of `hand`, every box free: a reroll or a box to write. */
  dicePokerRolled: (hand: number[], free?: string[]): Moment => ({ game: 'dice_poker', phase: 'rolled', hand, rolls: 1, ...(free ? { free } : {}) }),
  /** Bone Poker round 2 with `hand`: keep it (pass) or reroll some of it. */
  bonePokerRound2: (hand: number[]): Moment => ({ game: 'bone_poker', phase: 'round2', hand }),
  /** A 1000 turn of 3 dice left and points enough to bank: roll on or bank. */
  thousandBankable: { game: 'thousand', phase: 'mid', left: 3, turn: 150, canBank: true },
  /** Bone Poker on another player's turn: no move is the writer's. */
  othersTurn: { game: 'bone_poker', phase: 'other' },
} satisfies Record<string, Moment | ((...args: never[]) => Moment)>;

/** A roll of `count` dice. */
export const roll = (count: number): Did => ({ do: 'roll', count });
/** The dice of the hand rolled again (or named to be). */
export const reroll = (...values: number[]): Did => ({ do: 'reroll', values: ascending(values) });
/** The hand written into `box`. */
export const score = (box: string): Did => ({ do: 'score', box });
export const PASS: Did = { do: 'pass' };
export const BANK: Did = { do: 'bank' };
/** The message could mean several moves: asked which, nothing changed. */
export const ASK: Did = { do: 'ask' };
/** Clearly a move, but not one that can be made: answered why, nothing changed. */
export const REFUSE: Did = { do: 'refuse' };
/** Ordinary chat: no reply at all. */
export const QUIET: Did = { do: 'quiet' };

