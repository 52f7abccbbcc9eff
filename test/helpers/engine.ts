import { expect } from 'vitest';
import type { Action, AnyEvent, GameEngine, MoveResult } from '../../src/games/types.ts';
import { noDice } from './dice.ts';

/** Applies a move that must be refused; checks that the state is untouched and that no dice were rolled. */
export function refusedMove<S, E extends AnyEvent>(engine: GameEngine<S, E>, state: S, action: Action): MoveResult<S, E> {
  const saved = JSON.stringify(state);
  const result = engine.apply(state, action, noDice);
  expect(state).toEqual(JSON.parse(saved));
  return result;
}
