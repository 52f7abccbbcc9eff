// Test positions and exact tables for them: solving only the positions a late sheet can still reach takes
// milliseconds, so the hint and policy tests use real solver values without building the whole 17 MB table.
import { BOXES, type DicePokerBox, type DicePokerState, type Sheet } from '../../../src/games/dice-poker/index.ts';
import { sheetPosition } from '../../../src/strategy/dice-poker/advice.ts';
import { makeLayout } from '../../../src/strategy/dice-poker/layout.ts';
import { BUTLER_RULES } from '../../../src/strategy/dice-poker/rules.ts';
import { solve } from '../../../src/strategy/dice-poker/solver.ts';
import type { DicePokerTable } from '../../../src/strategy/dice-poker/table.ts';

/** A solitaire game of `player` with these boxes written (the rest free) and this turn. */
export function position(
  written: Partial<Record<DicePokerBox, number>>,
  turn: { rolls: number; dice: number[] },
  options: { pokerBonus?: number; player?: string } = {},
): DicePokerState {
  const player = options.player ?? 'ann';
  const sheet = Object.fromEntries(BOXES.map((b) => [b, written[b] ?? null])) as Sheet;
  return {
    version: 1,
    players: [player],
    sheets: { [player]: sheet },
    pokerBonus: { [player]: options.pokerBonus ?? 0 },
    current: player,
    turn: { ...turn, reroll: null },
    over: false,
    winners: [],
  };
}

/** Exact values for every position reachable from `state`'s sheet of `player` (float32, as the stored table). */
export function tableFrom(state: DicePokerState, player = state.players[0]!): DicePokerTable {
  const stub = { layout: makeLayout(BUTLER_RULES) } as DicePokerTable;
  const { mask } = sheetPosition(stub, state, player);
  const solved = solve(BUTLER_RULES, { within: mask });
  return { layout: solved.layout, values: Float32Array.from(solved.values), expected: solved.expected, states: solved.states, hash: 'test' };
}

/** Every box written with `value` except `free`. */
export function allBut(free: DicePokerBox[], value = 0): Partial<Record<DicePokerBox, number>> {
  return Object.fromEntries(BOXES.filter((b) => !free.includes(b)).map((b) => [b, value]));
}
