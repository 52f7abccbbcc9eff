// Builders and move helpers for the 1000 scenarios. States are built directly (scores set by hand) instead of by
// playing hundreds of turns, and every state is checked against thousandStateSchema so that it stays a reachable shape.
import { expect } from 'vitest';
import { thousandStateSchema, thousandEngine, type ThousandEvent, type ThousandPlayer, type ThousandState } from '../../../src/games/thousand/index.ts';
import type { Action, GameSettings, Rejection } from '../../../src/games/types.ts';
import { noDice, scriptedDice } from '../../helpers/dice.ts';

export type PlayerPatch = Partial<Omit<ThousandPlayer, 'id'>>;

/**
 * A game of these players with `settings`, then each patch applied. A score above 0 implies `opened`, and with
 * `barrel: points` a score of 880+ sits on the barrel with three turns, unless the patch says otherwise.
 */
export function game(
  players: string[] | Record<string, PlayerPatch>,
  settings: GameSettings = {},
  turn: Partial<ThousandState['turn']> & { current?: string } = {},
): ThousandState {
  const ids = Array.isArray(players) ? players : Object.keys(players);
  const state = thousandEngine.setup(ids, settings);
  if (!Array.isArray(players)) {
    for (const p of state.players) {
      const patch = players[p.id];
      if (patch.score !== undefined && patch.score > 0) p.opened = true;
      if (patch.score !== undefined && patch.score >= 880 && state.settings.barrel === 'points') p.barrel = 3;
      Object.assign(p, patch);
    }
  }
  const { current, ...turnPatch } = turn;
  if (current !== undefined) state.current = ids.indexOf(current);
  Object.assign(state.turn, turnPatch);
  return thousandStateSchema.parse(state);
}

export interface Step {
  state: ThousandState;
  events: ThousandEvent[];
}

/** Applies a move that must succeed; checks purity and that the new state survives JSON + thousandStateSchema. */
export function play(state: ThousandState, action: Action, ...dice: number[]): Step {
  const before = structuredClone(state);
  const roller = scriptedDice(...dice);
  const result = thousandEngine.apply(state, action, dice.length ? roller : noDice);
  if (!result.ok) throw new Error(`move refused: ${result.code} ${JSON.stringify(result.params ?? {})}`);
  expect(state).toEqual(before);
  expect(roller.left()).toBe(0);
  expect(thousandStateSchema.parse(JSON.parse(JSON.stringify(result.state)))).toEqual(result.state);
  return { state: result.state, events: result.events };
}

export const roll = (state: ThousandState, player: string, ...dice: number[]): Step =>
  play(state, { type: 'roll', player, count: dice.length }, ...dice);

export const bank = (state: ThousandState, player: string): Step => play(state, { type: 'bank', player });

export const endTurn = (state: ThousandState, player: string): Step => play(state, { type: 'end_turn', player });

/** A move that must be refused: no dice rolled, state untouched. */
export function refused(state: ThousandState, action: Action): Rejection {
  const before = structuredClone(state);
  const result = thousandEngine.apply(state, action, noDice);
  expect(result.ok).toBe(false);
  expect(state).toEqual(before);
  return result as Rejection;
}

export const player = (state: ThousandState, id: string): ThousandPlayer => {
  const found = state.players.find((p) => p.id === id);
  if (!found) throw new Error(`no player ${id}`);
  return found;
};

export const score = (state: ThousandState, id: string): number => player(state, id).score;

export const ofType = <T extends ThousandEvent['type']>(events: ThousandEvent[], type: T) =>
  events.filter((e): e is Extract<ThousandEvent, { type: T }> => e.type === type);

export const types = (events: ThousandEvent[]): string[] => events.map((e) => e.type);
