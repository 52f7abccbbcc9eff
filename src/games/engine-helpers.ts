// Small pieces every engine needs in the same shape.
import type { Action, AnyEvent, Applied, DiceRoller, MoveResult, PlayerId, RejectCode, Rejection } from './types.ts';

/** What one step of a game's rules did (judging a round, a player leaving): the new state and the events saying so. */
export interface StateChange<S, E> {
  state: S;
  events: E[];
}

/** An accepted move: every game's rules produce a StateChange, and this is the one way it becomes a result. */
export function applied<S, E extends AnyEvent>(change: StateChange<S, E>): Applied<S, E> {
  return { ok: true, state: change.state, events: change.events };
}

export function reject(code: RejectCode, params?: Rejection['params']): Rejection {
  return params ? { ok: false, code, params } : { ok: false, code };
}

/** Rolls through the injected roller and refuses to go on with anything but `count` values 1..6 (a roller bug). */
export function rollChecked(dice: DiceRoller, count: number): number[] {
  const rolled = dice.roll(count);
  let fair = rolled.length === count;
  for (let i = 0; fair && i < rolled.length; i++) {
    const d = rolled[i]!;
    fair = Number.isInteger(d) && d >= 1 && d <= 6;
  }
  if (!fair) throw new Error(`dice roller returned ${JSON.stringify(rolled)} for ${count} dice`);
  return rolled;
}

/**
 * The checks every engine runs first, in the contract's order: game over → forfeit (at any time, by a player still
 * in the game) → in the game → this player's turn. Returns the result to give, or null when the move may go on to
 * the game's own checks. `forfeit(state, player)` is the game's own rule for a player leaving (called only then).
 */
export function gateMove<S, E extends AnyEvent>(
  action: Action,
  at: { over: boolean; inGame: boolean; current: PlayerId | null },
  forfeit: (state: S, player: PlayerId) => StateChange<S, E>,
  state: S,
): MoveResult<S, E> | null {
  if (at.over) return reject('game_over');
  if (action.type === 'forfeit') return at.inGame ? applied(forfeit(state, action.player)) : reject('not_in_game');
  if (!at.inGame) return reject('not_in_game');
  if (at.current !== action.player) return reject('not_your_turn');
  return null;
}
