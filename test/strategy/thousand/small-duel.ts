// A solved duel on a short race, standing in for the full one in tests (the full table takes long to solve): the
// same rules to `goal` points. Solved once per settings and goal in a test worker.
import { readSettings } from '../../../src/games/thousand/settings.ts';
import type { GameSettings } from '../../../src/games/types.ts';
import { buildDuelModel } from '../../../src/strategy/thousand/duel-model.ts';
import { solveDuel } from '../../../src/strategy/thousand/duel-solve.ts';
import { ThousandDuelTable, toFloat32 } from '../../../src/strategy/thousand/duel-table.ts';

const solved = new Map<string, ThousandDuelTable>();

export function smallDuel(settings: GameSettings, goal: number): ThousandDuelTable {
  const full = readSettings(settings);
  const key = `${JSON.stringify(full)}:${goal}`;
  let duel = solved.get(key);
  if (!duel) {
    const variant = { goal, hand: 5 };
    const model = buildDuelModel(full, variant);
    duel = new ThousandDuelTable(full, toFloat32(solveDuel(full, { variant, tolerance: 1e-10 }).win), model);
    solved.set(key, duel);
  }
  return duel;
}
