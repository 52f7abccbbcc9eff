// A fresh turn, or the end of the game once every sheet is full (who moves next is ../turn-order.ts).
import { ROUNDS } from './constants.ts';
import type { DicePokerEvent } from './events.ts';
import { filledCount, totals } from './sheet.ts';
import { dicePokerState, type DicePokerState, type Turn } from './state.ts';
import { entryOf } from '../with-entry.ts';

export function freshTurn(): Turn {
  return { rolls: 0, dice: [], reroll: null };
}

/**
 * Ends the game if every player still in it has filled all 15 boxes (or nobody is left); returns the state and the
 * game_over event, or null while the game goes on. Equal best totals share the win.
 */
export function finishIfDone(state: DicePokerState): { state: DicePokerState; event: DicePokerEvent } | null {
  const done = state.players.every((player) => filledCount(entryOf(state.sheets, player)!) >= ROUNDS);
  if (!done) return null;
  const scores = totals(state);
  const best = Math.max(...Object.values(scores));
  const winners = state.players.filter((player) => entryOf(scores, player) === best);
  return {
    state: dicePokerState(state, { current: null, turn: freshTurn(), over: true, winners }),
    event: { type: 'game_over', game: 'dice_poker', winners, scores },
  };
}
