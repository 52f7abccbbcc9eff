// A player leaves the running game or is kicked (RULES.md §6): their sheet leaves play (kept aside for the final
// picture), the game goes on with the rest —
// unless one player is left of a game that started with two or more: that one wins at once (only a game that
// started with one player is a solitaire). No stored field is needed for "started with two or more": a game with
// two players before this forfeit started with at least two.
import type { StateChange } from '../engine-helpers.ts';
import type { DicePokerEvent } from './events.ts';
import { dicePokerState, type DicePokerState } from './state.ts';
import { totals } from './sheet.ts';
import { nextAfter } from '../turn-order.ts';
import { finishIfDone, freshTurn } from './next-turn.ts';

export function forfeit(state: DicePokerState, player: string): StateChange<DicePokerState, DicePokerEvent> {
  const players = state.players.filter((p) => p !== player);
  const { [player]: sheet, ...sheets } = state.sheets;
  const onTurn = state.current === player;
  const current = players.length === 0 ? null : onTurn ? nextAfter(state.players, player) : state.current;
  const next = dicePokerState(state, {
    players,
    sheets,
    // The leaver's sheet (and poker bonus) stay for the final picture, greyed, and for their place: last.
    left: sheet ? { ...state.left, [player]: sheet } : undefined,
    current,
    turn: onTurn ? freshTurn() : state.turn,
  });
  const events: DicePokerEvent[] = [{ type: 'forfeit', player }];
  if (state.players.length >= 2 && players.length === 1) {
    const winner = players[0];
    const scores = totals(next);
    const over = dicePokerState(next, { current: null, turn: freshTurn(), over: true, winners: [winner] });
    return { state: over, events: [...events, { type: 'game_over', game: 'dice_poker', winners: [winner], scores }] };
  }
  // With nobody left, or with the last player of the last round gone, the game ends here.
  const finished = finishIfDone(next);
  if (finished) return { state: finished.state, events: [...events, finished.event] };
  return { state: next, events };
}
