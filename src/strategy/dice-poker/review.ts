// The post-game review: what each decision cost against optimal play, measured by the same table as the hints.
//
// A decision is a reroll (which dice were kept) or a write (which box). Its loss is the expected final total of the
// best move minus that of the move made, both from the position before it, so the losses of a game add up to
// exactly what the hints would have said move by move. Named dice ("Перебрасываю …") count when they are rolled.
import { filledCount, type DicePokerBox, type DicePokerState } from '../../games/dice-poker/index.ts';
import type { Action } from '../../games/types.ts';
import { rankDicePokerMoves, type DicePokerMove } from './advice.ts';
import type { DicePokerTable } from './table.ts';
import { entryOf } from '../../games/with-entry.ts';

export interface Decision {
  player: string;
  /** 1..15 */
  round: number;
  loss: number;
  made: DicePokerMove;
  best: DicePokerMove;
}

const sameDice = (a: readonly number[], b: readonly number[]) =>
  a.length === b.length && [...a].sort().every((v, i) => v === [...b].sort()[i]);

function without(hand: readonly number[], values: readonly number[]): number[] {
  const kept = [...hand];
  for (const v of values) {
    const at = kept.indexOf(v);
    if (at >= 0) kept.splice(at, 1);
  }
  return kept;
}

/** The decision `action` makes in `state` (before it is applied), or null when it decides nothing (a first roll). */
export function decisionOf(table: DicePokerTable, state: DicePokerState, action: Action): Decision | null {
  const { rolls, dice, reroll } = state.turn;
  const player = action.player;
  let matches: (move: DicePokerMove) => boolean;
  if (action.type === 'score') {
    matches = (m) => m.kind === 'score' && m.box === (action.box as DicePokerBox);
  } else if (action.type === 'roll' && rolls > 0) {
    const rerolled = action.reroll && action.reroll.length > 0 ? action.reroll : (reroll ?? dice);
    const keep = without(dice, rerolled);
    matches = (m) => m.kind === 'reroll' && sameDice(m.keep, keep);
  } else {
    return null;
  }
  const options = rankDicePokerMoves(table, state, player);
  const made = options.find((o) => matches(o.move));
  const best = options[0];
  if (!made || !best) return null;
  const sheet = entryOf(state.sheets, player)!;
  return { player, round: filledCount(sheet) + 1, loss: Math.max(0, best.expected - made.expected), made: made.move, best: best.move };
}

export interface PlayerReview {
  /** expectation lost over the game */
  lost: number;
  /** decisions measured (moves made while the table was not ready are not) */
  decisions: number;
  /** the costliest decision, null when none cost anything */
  worst: { round: number; loss: number; made: DicePokerMove; best: DicePokerMove } | null;
}

export type GameReview = Record<string, PlayerReview>;

export function addDecision(review: GameReview, decision: Decision): GameReview {
  const prior = entryOf(review, decision.player) ?? { lost: 0, decisions: 0, worst: null };
  const { round, loss, made, best } = decision;
  const worse = loss > 1e-6 && (!prior.worst || loss > prior.worst.loss);
  return {
    ...review,
    [decision.player]: {
      lost: prior.lost + loss,
      decisions: prior.decisions + 1,
      worst: worse ? { round, loss, made, best } : prior.worst,
    },
  };
}
