// The hint's «ради победы» line: in the last round, the move that wins most often when it is not the move that
// scores most (advice.ts ranks by expected total). Null when they agree or the chances are not exact here.
import { pointsFor, type DicePokerState } from '../../games/dice-poker/index.ts';
import type { PlayerId } from '../../games/types.ts';
import type { DicePokerMove } from '../dice-poker/advice.ts';
import { dicePokerMoveChance, dicePokerWinningMove, type WinningMove } from './dice-poker-last-round.ts';
import { entryOf } from '../../games/with-entry.ts';

export function winningHint(state: DicePokerState, player: PlayerId, scoring: DicePokerMove): { move: DicePokerMove; chance: number } | null {
  const best = dicePokerWinningMove(state, player);
  if (!best) return null;
  const asWin: WinningMove = scoring.kind === 'score' ? { kind: 'score', box: scoring.box } : scoring;
  const scoringChance = dicePokerMoveChance(state, player, asWin);
  if (scoringChance !== null && scoringChance >= best.chance - 1e-9) return null;
  const { move } = best;
  if (move.kind !== 'score') return { move, chance: best.chance };
  const points = pointsFor(entryOf(state.sheets, player)!, state.turn.dice, move.box);
  return { move: { kind: 'score', box: move.box, points }, chance: best.chance };
}
