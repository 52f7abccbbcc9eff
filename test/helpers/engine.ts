import { expect } from 'vitest';
import type { Action, AnyEvent, GameEngine, MoveResult } from '../../src/games/types.ts';
import { noDice, scriptedDice } from './dice.ts';

/** Applies a move that must be refused; checks that the state is untouched and that no dice were rolled. */
export function refusedMove<S, E extends AnyEvent>(engine: GameEngine<S, E>, state: S, action: Action): MoveResult<S, E> {
  const saved = JSON.stringify(state);
  const result = engine.apply(state, action, noDice);
  expect(state).toEqual(JSON.parse(saved));
  return result;
}

/**
 * Binds a move player to one game's engine: each call applies a move that must be accepted, with `dice` scripted for
 * the roll it makes (none given: it must not roll at all), and fails loudly on a refusal or on dice left unused — so a
 * scenario that drifts from the rules breaks where it drifts, not at a later assertion.
 */
export function scriptedPlay<S, E extends AnyEvent>(engine: GameEngine<S, E>) {
  return (state: S, action: Action, ...dice: number[]): { state: S; events: E[] } => {
    const roller = dice.length > 0 ? scriptedDice(...dice) : noDice;
    const result = engine.apply(state, action, roller);
    if (!result.ok) throw new Error(`${action.type} by ${action.player} refused: ${result.code} ${JSON.stringify(result.params)}`);
    if (dice.length > 0) expect((roller as ReturnType<typeof scriptedDice>).left()).toBe(0);
    return { state: result.state, events: result.events };
  };
}
