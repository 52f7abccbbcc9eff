// A player leaves the running game or is kicked (RULES.md §6): their sheet goes, the game goes on with the rest.
import type { MoveResult } from '../types.ts';
import type { DicePokerEvent } from './events.ts';
import type { DicePokerState } from './state.ts';
import { finishIfDone, freshTurn, nextAfter } from './turn-order.ts';

export function applyForfeit(state: DicePokerState, player: string): MoveResult<DicePokerState> {
  const players = state.players.filter((p) => p !== player);
  const { [player]: _sheet, ...sheets } = state.sheets;
  const { [player]: _bonus, ...pokerBonus } = state.pokerBonus;
  const onTurn = state.current === player;
  const current = players.length === 0 ? null : onTurn ? nextAfter(state.players, player) : state.current;
  const next: DicePokerState = {
    ...state,
    players,
    sheets,
    pokerBonus,
    current,
    turn: onTurn ? freshTurn() : state.turn,
  };
  const events: DicePokerEvent[] = [{ type: 'forfeit', player }];
  // With nobody left, or with the last player of the last round gone, the game ends here.
  const finished = finishIfDone(next);
  if (finished) return { ok: true, state: finished.state, events: [...events, finished.event] };
  return { ok: true, state: next, events };
}
