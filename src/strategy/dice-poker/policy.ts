// The optimal Dice Poker player: the move with the highest expected final total (advice.ts), as an engine Action.
// The computer players call this; with the table not ready yet they must wait (table-service.ts `getTable()`).
import type { Action } from '../../games/types.ts';
import type { DicePokerState } from '../../games/dice-poker/index.ts';
import { rankDicePokerMoves } from './advice.ts';
import type { DicePokerTable } from './table.ts';

export function bestDicePokerAction(table: DicePokerTable, state: DicePokerState, player: string): Action {
  const best = rankDicePokerMoves(table, state, player)[0];
  if (!best) throw new RangeError(`it is not ${player}'s turn`);
  const { move } = best;
  switch (move.kind) {
    case 'roll':
      return { type: 'roll', player, count: 5 };
    case 'reroll':
      return { type: 'roll', player, count: move.reroll.length, reroll: move.reroll };
    case 'score':
      return { type: 'score', player, box: move.box };
  }
}
