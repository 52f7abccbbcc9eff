// What a message means to the Butler, independent of any game. Produced by the pure phrase parser.

/** Canonical Dice Poker box ids (upper boxes first, in score-sheet order): the engine's own list. */
export { BOXES as DICE_POKER_BOXES, type DicePokerBox } from '../games/dice-poker/boxes.ts';
import type { MoveIntent } from '../core/move-intent.ts';
import type { MoveCues } from './cues/find-cues.ts';

export type PhraseIntent =
  | MoveIntent
  /** a roll phrase with a count outside 1..5 ("бросаю 6 костей", "бросаю -1 кость") */
  | { kind: 'bad_count'; count: number; /** the count as typed in digits (may exceed a safe integer) */ typed?: string }
  /** a reroll that cannot be one: a value outside 1..6 ("перебрасываю 7"), or no list of values ("4-5-1") */
  | { kind: 'bad_reroll'; value?: number }
  /** two different moves or boxes in one message ("в тройки, нет, в четверки"): asked which, nothing changes */
  | { kind: 'ambiguous'; options: MoveIntent[] }
  /** «подскажи», «подсказка», «что лучше?» as the whole message: the /hint of the player on turn (not a move) */
  | { kind: 'hint' }
  /**
   * a move the phrase grammar has no single reading of («докидываю оставшиеся», «оставляю пятёрки», «I'm good»):
   * its cues, read against the moves legal now once the game is known (reading/read-move.ts)
   */
  | { kind: 'move'; cues: MoveCues };

/**
 * The cues of a message the grammar did read: they ride along on its intent, not enumerable, so the intent compares
 * and prints as the grammar's reading, while a running game reads the words against its legal moves.
 */
export function cuesOf(intent: PhraseIntent): MoveCues | undefined {
  if (intent.kind === 'move') return intent.cues;
  return (intent as { [CUES]?: MoveCues })[CUES];
}

const CUES = Symbol('cues');

/** Attaches the cues to a grammar intent (see cuesOf). */
export function withCues<T extends PhraseIntent>(intent: T, cues: MoveCues): T {
  Object.defineProperty(intent, CUES, { value: cues, enumerable: false });
  return intent;
}

/** A slash command: `/newgame крэпс` → { name: 'newgame', args: 'крэпс' } (a `@botname` suffix already removed). */
export interface CommandIntent {
  kind: 'command';
  name: string;
  args: string;
}

export type Intent = PhraseIntent | CommandIntent;
