// Two-player test positions and the tables the whole-game opponent reads for them: values and spread solved only for
// the positions both sheets can still reach (milliseconds), not the whole 17 MB tables.
import { BOXES, type DicePokerBox, type DicePokerState, type Sheet } from '../../../src/games/dice-poker/index.ts';
import { sheetPosition } from '../../../src/strategy/dice-poker/advice.ts';
import { makeLayout } from '../../../src/strategy/dice-poker/layout.ts';
import { BUTLER_RULES } from '../../../src/strategy/dice-poker/rules.ts';
import { solve } from '../../../src/strategy/dice-poker/solver.ts';
import { solveSpread } from '../../../src/strategy/dice-poker/spread.ts';
import type { DicePokerTable } from '../../../src/strategy/dice-poker/table.ts';
import type { WholeGameTables } from '../../../src/strategy/dice-poker/whole-game.ts';

export type Written = Partial<Record<DicePokerBox, number>>;

const sheetOf = (written: Written) => Object.fromEntries(BOXES.map((b) => [b, written[b] ?? null])) as Sheet;

/** A two-player game (bot:1 to move, then bot:2) with these sheets and bot:1's turn. */
export function duelPosition(mine: Written, theirs: Written, turn: { rolls: number; dice: number[] }): DicePokerState {
  return {
    version: 1,
    players: ['bot:1', 'bot:2'],
    sheets: { 'bot:1': sheetOf(mine), 'bot:2': sheetOf(theirs) },
    pokerBonus: { 'bot:1': 0, 'bot:2': 0 },
    current: 'bot:1',
    turn: { ...turn, reroll: null },
    over: false,
    winners: [],
  };
}

/** Values and spreads for every position either sheet of `state` can reach. */
export function duelTables(state: DicePokerState): WholeGameTables {
  const stub = { layout: makeLayout(BUTLER_RULES) } as DicePokerTable;
  const within = state.players.map((p) => sheetPosition(stub, state, p).mask).reduce((a, b) => a & b);
  const solved = solve(BUTLER_RULES, { within });
  const values = Float32Array.from(solved.values);
  const table: DicePokerTable = { layout: solved.layout, values, expected: solved.expected, states: solved.states, hash: 'test' };
  return { table, spread: solveSpread({ layout: solved.layout, values }, { within }) };
}

/** Every box written with `value` except `free`. */
export function allBut(free: DicePokerBox[], value = 0): Written {
  return Object.fromEntries(BOXES.filter((b) => !free.includes(b)).map((b) => [b, value]));
}
