// What a message means to the Butler, independent of any game: what the reader (reading/index.ts) makes of it.

/** Canonical Dice Poker box ids (upper boxes first, in score-sheet order): the engine's own list. */
export { BOXES as DICE_POKER_BOXES, type DicePokerBox } from '../games/dice-poker/boxes.ts';
import type { MoveCues } from './cues/find-cues.ts';
import type { BadCount } from './refusals.ts';

export type PhraseIntent =
  /**
   * a move, or a question about one: its cues, read against the moves legal now once the game is known
   * (reading/read-move.ts), or answered from the game's advice when it is a question (advice/)
   */
  | { kind: 'move'; cues: MoveCues }
  /** a roll with a count outside 1..5 ("бросаю 6 костей", "бросаю -1 кость"): refused, nothing changes */
  | BadCount
  /** a write into a name no box has, after a verb of the score sheet ("записываю в банк"): the free boxes are listed */
  | { kind: 'unknown_box'; raw: string }
  /** «подскажи», «посоветуй, что перекинуть?», "what's the best move?": the /hint of the writer (not a move) */
  | { kind: 'hint' }
  /** «чей ход?», "whose turn?": who moves now is answered (reading/turn-question.ts), nothing changes */
  | { kind: 'turn_question' };

/** A slash command: `/newgame крэпс` → { name: 'newgame', args: 'крэпс' } (a `@botname` suffix already removed). */
export interface CommandIntent {
  kind: 'command';
  name: string;
  args: string;
}

export type Intent = PhraseIntent | CommandIntent;

/** The cues of a message read as a move or a question about one; undefined for anything else. */
export function cuesOf(intent: Intent | null): MoveCues | undefined {
  return intent !== null && intent.kind === 'move' ? intent.cues : undefined;
}
