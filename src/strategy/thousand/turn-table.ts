// One turn from one position, solved backwards over the turn total: with the cost of every way a turn can end
// given (a cost per position where it ends, a cost for reaching the goal), the best cost of each in-turn state
// (turn total, dice left, re-roll of five owed). A turn total only grows, so one backward pass is exact.
//
// Costs are minimised. The solo solver uses expected turns (ending at a position costs its expected turns, reaching
// the goal costs 0); the score-aware layer uses minus the chance to win.
import type { SoloModel } from './model.ts';
import { OWED_SLOT } from './roll-outcomes.ts';

/** Slots per turn total in a table: dice left 1..4 (the player may bank), then a full hand with a re-roll owed. */
export const SLOTS = 5;
export { OWED_SLOT };

/** The table slot after a roll that leaves `left` dice (0 = all five scored: five come back, re-roll owed). */
export const slotFor = (left: number): number => (left === 0 ? OWED_SLOT : left - 1);

export interface TurnCosts {
  /** cost of ending the turn at each position */
  end: Float64Array;
  /** cost of reaching the goal in this turn */
  win: number;
}

/** A table big enough for any position (turn totals 0..995). */
export function newTurnTable(): Float64Array {
  return new Float64Array(200 * SLOTS);
}

/**
 * Fills `table` for position `s` (slot t*SLOTS + slotFor(left)) with the best cost from that in-turn state, and
 * returns the cost of the turn's first roll of five dice.
 */
export function solveTurn(model: SoloModel, s: number, costs: TurnCosts, table: Float64Array): number {
  const steps = model.turnSteps[s];
  const row = model.bankOffset[s];
  for (let t = steps - 1; t >= 1; t--) {
    for (let dice = 1; dice <= model.hand; dice++) {
      const roll = rollCost(model, s, costs, table, t, dice);
      if (dice === model.hand) {
        table[t * SLOTS + OWED_SLOT] = roll;
        continue;
      }
      const to = model.bankTo[row + t];
      const bank = to >= 0 ? costs.end[to] : Infinity;
      table[t * SLOTS + dice - 1] = bank < roll ? bank : roll;
    }
  }
  return rollCost(model, s, costs, table, 0, model.hand);
}

/** Expected cost of rolling `dice` dice at turn total t (units of 5), playing the table's choices afterwards. */
export function rollCost(model: SoloModel, s: number, costs: TurnCosts, table: Float64Array, t: number, dice: number): number {
  const o = model.outcomes[dice];
  const steps = model.turnSteps[s];
  const points = o.points;
  const slot = o.slot;
  const prob = o.prob;
  const count = prob.length;
  const base = t * SLOTS;
  const room = steps - t;
  let sum = o.pZero * costs.end[model.bustTo[s]];
  // Outcomes come in ascending points: the ones that stay below the goal first, then those that reach it.
  let i = 0;
  for (; i < count && points[i] < room; i++) sum += prob[i] * table[base + points[i] * SLOTS + slot[i]];
  if (i < count) {
    const over = model.exact ? costs.end[model.overTo[s]] : costs.win;
    for (; i < count; i++) sum += prob[i] * (points[i] === room ? costs.win : over);
  }
  return sum;
}

/** Cost of banking at turn total t from position s, or Infinity when "Хватит" is refused there. */
export function bankCost(model: SoloModel, s: number, costs: TurnCosts, t: number): number {
  if (t <= 0 || t >= model.turnSteps[s]) return Infinity;
  const to = model.bankTo[model.bankOffset[s] + t];
  return to >= 0 ? costs.end[to] : Infinity;
}
