// A player leaves the running game (or is kicked). Not a turn move: allowed at any time.
import type { ThousandEvent } from './events.ts';
import type { StateChange } from '../engine-helpers.ts';
import { changeCopy, finish, freshTurn, type ThousandState } from './state.ts';

/**
 * Removes the player. A game that started with two or more and is down to one: that one wins. A training game
 * whose only player leaves ends without a winner. Otherwise the game goes on; if it was the leaver's turn, the
 * next player starts a fresh turn.
 */
export function forfeit(state: ThousandState, playerId: string): StateChange<ThousandState, ThousandEvent> {
  return changeCopy(state, (draft, events) => removePlayer(draft, playerId, events));
}

function removePlayer(state: ThousandState, playerId: string, events: ThousandEvent[]): void {
  const index = state.players.findIndex((p) => p.id === playerId);
  state.players.splice(index, 1);
  events.push({ type: 'forfeit', player: playerId });

  if (state.players.length === 0) {
    state.current = 0;
    events.push(finish(state, []));
    return;
  }
  if (state.players.length === 1 && !state.solo) {
    state.current = 0;
    events.push(finish(state, [state.players[0].id]));
    return;
  }
  if (index < state.current) {
    state.current -= 1;
  } else if (index === state.current) {
    state.turn = freshTurn();
    if (state.current >= state.players.length) state.current = 0;
  }
}
