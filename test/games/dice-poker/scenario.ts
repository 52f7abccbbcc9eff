// Scenario helpers for the Dice Poker tests: play moves with scripted dice, build sheets, check refusals.
import { expect } from 'vitest';
import {
  BOXES,
  dicePokerEngine as engine,
  type DicePokerBox,
  type DicePokerState,
} from '../../../src/games/dice-poker/index.ts';
import type { Action, GameEvent, RejectCode } from '../../../src/games/types.ts';
import { noDice } from '../../helpers/dice.ts';
import { scriptedPlay } from '../../helpers/engine.ts';

export { engine };

export interface Played {
  state: DicePokerState;
  events: GameEvent[];
}

/** Applies a move that must be accepted; `dice` are scripted for the roll it makes (none: it must not roll). */
export const play: (state: DicePokerState, action: Action, ...dice: number[]) => Played = scriptedPlay(engine);

export const roll5 = (state: DicePokerState, player: string, ...dice: number[]) =>
  play(state, { type: 'roll', player, count: 5 }, ...dice);

export const write = (state: DicePokerState, player: string, box: DicePokerBox) =>
  play(state, { type: 'score', player, box });

/** One whole turn: a single roll of five, written into `box`. */
export function turn(state: DicePokerState, player: string, dice: number[], box: DicePokerBox): Played {
  const rolled = roll5(state, player, ...dice);
  return write(rolled.state, player, box);
}

/**
 * Asserts that a move is refused with `code` (and `params` when given), that it never rolls (noDice) and that it
 * leaves the state deep-equal to before and unmutated.
 */
export function refused(state: DicePokerState, action: Action, code: RejectCode, params?: Record<string, unknown>): void {
  const before = structuredClone(state);
  const result = engine.apply(state, action, noDice);
  expect(result.ok).toBe(false);
  if (result.ok) return;
  expect(result.code).toBe(code);
  if (params) expect(result.params).toEqual(params);
  expect(state).toEqual(before);
}

/** A game where `player`'s sheet already holds `filled` (other boxes free); it is `player`'s turn, not rolled yet. */
export function withSheet(
  players: string[],
  filled: Partial<Record<DicePokerBox, number>>,
  player = players[0]!,
  pokerBonus = 0,
): DicePokerState {
  const state = engine.setup(players, {});
  const sheet = { ...state.sheets[player]!, ...filled };
  return {
    ...state,
    current: player,
    sheets: { ...state.sheets, [player]: sheet },
    pokerBonus: { ...state.pokerBonus, [player]: pokerBonus },
  };
}

/** Every box except `free` filled with `points`. */
export function allBut(free: DicePokerBox[], points = 0): Partial<Record<DicePokerBox, number>> {
  return Object.fromEntries(BOXES.filter((box) => !free.includes(box)).map((box) => [box, points]));
}

export const ofType = (events: GameEvent[], type: string) => events.filter((event) => event.type === type);
