// The exact solo solver: value iteration over positions for the expected number of turns to reach 1000 under the
// best stop-or-roll play. Penalties (bolts, falls, marks, the dump truck) send positions back down, so positions
// depend on each other in cycles; sweeps repeat until no expected value moves by more than the tolerance.
//
// Every turn costs 1 and the goal can be reached from every position, so this is a stochastic shortest-path
// problem: the Bellman operator has one fixed point, the optimal values, and the best choice at every in-turn state
// follows from them. The stopping test is on a full Bellman sweep, so the tolerance is in expected turns.
import type { ThousandSettings } from '../../games/thousand/settings.ts';
import { buildModel, FULL_GAME, type SoloModel, type Variant } from './model.ts';
import { KernelScratch, turnKernel, type TurnKernel } from './turn-kernel.ts';
import { newTurnTable, solveTurn, type TurnCosts } from './turn-table.ts';

export const TOLERANCE = 1e-9;

export interface SoloSolution {
  model: SoloModel;
  /** expected turns to reach the goal from the start of a turn at each position */
  expected: Float64Array;
  /** Bellman sweeps (each solves every position's in-turn table) */
  sweeps: number;
  /** policy-evaluation sweeps over the turn kernels between them */
  evaluationSweeps: number;
  /** the largest change in the last sweep (≤ tolerance) */
  residual: number;
  /** per position: where a turn ends under the final policy (the score-aware layer builds on these) */
  kernels: TurnKernel[];
  seconds: number;
}

export function solveSolo(
  settings: ThousandSettings,
  options: { tolerance?: number; maxSweeps?: number; variant?: Variant } = {},
): SoloSolution {
  const { tolerance = TOLERANCE, maxSweeps = 1_000, variant = FULL_GAME } = options;
  const started = performance.now();
  const model = buildModel(settings, variant);
  const n = model.index.count;
  const expected = new Float64Array(n);
  const costs: TurnCosts = { end: expected, win: 0 };
  const table = newTurnTable();
  const scratch = new KernelScratch(n);
  const kernels: TurnKernel[] = new Array(n);
  let sweeps = 0;
  let evaluationSweeps = 0;
  let residual = Infinity;
  // Modified policy iteration: a full Bellman sweep improves every position's in-turn choices and records where
  // its turn then ends; the cheap kernel sweeps then evaluate that policy almost exactly. It stops when a Bellman
  // sweep moves no value by more than the tolerance.
  while (sweeps < maxSweeps) {
    residual = 0;
    for (let s = 0; s < n; s++) {
      const value = 1 + solveTurn(model, s, costs, table);
      kernels[s] = turnKernel(model, s, costs, table, scratch);
      residual = Math.max(residual, Math.abs(value - expected[s]));
      expected[s] = value;
    }
    sweeps++;
    if (residual <= tolerance) break;
    evaluationSweeps += evaluatePolicy(kernels, expected, tolerance / 1000, 300);
  }
  if (residual > tolerance) throw new Error(`value iteration did not settle in ${maxSweeps} sweeps (residual ${residual})`);
  return { model, expected, sweeps, evaluationSweeps, residual, kernels, seconds: (performance.now() - started) / 1000 };
}

/**
 * Gauss-Seidel sweeps of E = 1 + K·E for a fixed policy (a self-loop solved in place), at most `maxSweeps`: the
 * next Bellman sweep corrects what is left. Returns the sweeps made.
 */
function evaluatePolicy(kernels: TurnKernel[], expected: Float64Array, tolerance: number, maxSweeps: number): number {
  const n = kernels.length;
  for (let sweep = 1; sweep <= maxSweeps; sweep++) {
    let change = 0;
    for (let s = 0; s < n; s++) {
      const k = kernels[s];
      let sum = 1;
      let self = 0;
      for (let i = 0; i < k.to.length; i++) {
        if (k.to[i] === s) self += k.prob[i];
        else sum += k.prob[i] * expected[k.to[i]];
      }
      const value = sum / (1 - self);
      change = Math.max(change, Math.abs(value - expected[s]));
      expected[s] = value;
    }
    if (change <= tolerance) return sweep;
  }
  return maxSweeps;
}
