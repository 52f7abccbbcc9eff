// Where one turn from a position ends when its in-turn choices are fixed: the chance of reaching the goal and of
// ending at each position (by banking, busting or overshooting). With every position's kernel the policy's expected
// turns solve E = 1 + K·E — a sparse system far cheaper to sweep than the in-turn tables themselves.
import type { SoloModel } from './model.ts';
import { OWED_SLOT, SLOTS, type TurnCosts } from './turn-table.ts';

export interface TurnKernel {
  win: number;
  /** positions where the turn may end and the chance of each (parallel) */
  to: Int32Array;
  prob: Float64Array;
}

/** Scratch space for turnKernel, reused across positions. */
export class KernelScratch {
  readonly mass = new Float64Array(200 * SLOTS);
  readonly ends: Float64Array;
  readonly touched: Int32Array;
  constructor(positions: number) {
    this.ends = new Float64Array(positions);
    this.touched = new Int32Array(positions);
  }
}

/**
 * Follows the choices written in `table` (filled by solveTurn for position s with `costs`): at each in-turn state
 * the player banks exactly when the table's value there is the cost of banking.
 */
export function turnKernel(model: SoloModel, s: number, costs: TurnCosts, table: Float64Array, scratch: KernelScratch): TurnKernel {
  const steps = model.turnSteps[s];
  const row = model.bankOffset[s];
  const { mass, ends, touched } = scratch;
  mass.fill(0, 0, steps * SLOTS);
  let touchedCount = 0;
  let win = 0;
  const add = (to: number, p: number) => {
    if (ends[to] === 0) touched[touchedCount++] = to;
    ends[to] += p;
  };
  const roll = (t: number, dice: number, m: number) => {
    const o = model.outcomes[dice];
    if (o.pZero > 0) add(model.bustTo[s], m * o.pZero);
    for (let i = 0; i < o.prob.length; i++) {
      const next = t + o.points[i];
      const p = m * o.prob[i];
      if (next >= steps) {
        if (next === steps || !model.exact) win += p;
        else add(model.overTo[s], p);
      } else {
        mass[next * SLOTS + o.slot[i]] += p;
      }
    }
  };
  roll(0, model.hand, 1);
  for (let t = 1; t < steps; t++) {
    for (let slot = 0; slot < SLOTS; slot++) {
      const m = mass[t * SLOTS + slot];
      if (m === 0) continue;
      if (slot === OWED_SLOT) {
        roll(t, model.hand, m);
        continue;
      }
      const to = model.bankTo[row + t];
      if (to >= 0 && costs.end[to] === table[t * SLOTS + slot]) add(to, m);
      else roll(t, slot + 1, m);
    }
  }
  const to = touched.slice(0, touchedCount);
  const prob = new Float64Array(touchedCount);
  for (let i = 0; i < touchedCount; i++) {
    prob[i] = ends[to[i]];
    ends[to[i]] = 0;
  }
  return { win, to, prob };
}
