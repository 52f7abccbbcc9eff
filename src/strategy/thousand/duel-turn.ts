// One turn of the duel (duel-model.ts) for the mover at a against b, solved backwards over the turn total as the
// solo turn is (turn-table.ts), but for the mover's chance to win: ending the turn at the duel position q is worth
// 1 − W[q] (the other is then on turn), reaching the goal is worth 1. Within a turn the other player's position is
// fixed, so the turn is one small backward pass; where it ends under its best choices is its kernel (a forward
// pass), from which the solver re-evaluates a fixed policy cheaply. Written flat (no closures, bankPair inlined):
// this is the solver's inner loop, run for every one of the 5 million pairs per sweep.
import type { DuelModel } from './duel-model.ts';
import { OWED_SLOT } from './roll-outcomes.ts';

export const SLOTS = 5;

/** Scratch of one turn: the in-turn chances (t * SLOTS + slot), the bank chance at each t (-1: refused), masses. */
export class DuelTurn {
  readonly table = new Float64Array(200 * SLOTS);
  readonly bank = new Float64Array(200);
  readonly mass = new Float64Array(200 * SLOTS);
  bustValue = 0;
  overValue = 0;
  /** kernel of the last `duelTurnKernel` call: win, bust, overshoot chance and the bank chance at each t in [low, high] */
  win = 0;
  bust = 0;
  over = 0;
  low = 0;
  high = -1;
  readonly banked = new Float64Array(200);
}

/**
 * Where the other player goes when the mover at a banks and lands at solo position `to`: a bank touches each other
 * player on their own (RULES §5: one overtaken loses 50; climbing the barrel knocks off whoever sits there), so this
 * answers for a duel's other player and for each opponent of a game of three or more alike.
 */
export function otherAfterBank(model: DuelModel, a: number, to: number, other: number): number {
  const sb = model.steps[other]!;
  const overtook = model.overtake && model.steps[a]! < sb && sb < model.steps[to]! ? 2 : 0;
  return model.otherAfter[other * 4 + overtook + model.onBarrel[to]!]!;
}

/** The duel position after the mover at a banks t units against b (the other on turn next); -1: refused. */
export function bankPair(model: DuelModel, a: number, b: number, t: number): number {
  const solo = model.solo;
  const to = solo.bankTo[solo.bankOffset[a]! + t]!;
  return to < 0 ? -1 : otherAfterBank(model, a, to, b) * model.n + to;
}

/** The mover's chance at the start of the turn (a on turn against b), filling `turn` with every in-turn chance. */
export function solveDuelTurn(model: DuelModel, a: number, b: number, w: Float64Array, turn: DuelTurn): number {
  const solo = model.solo;
  const n = model.n;
  const steps = solo.turnSteps[a]!;
  turn.bustValue = 1 - w[b * n + solo.bustTo[a]!]!;
  turn.overValue = solo.exact ? 1 - w[b * n + solo.overTo[a]!]! : 1;
  // ending the turn by a bank at t is worth 1 − W of the pair it leads to (the other then on turn)
  const { steps: scoreSteps, otherAfter, onBarrel } = model;
  const bankTo = solo.bankTo;
  const row = solo.bankOffset[a]!;
  const sa = scoreSteps[a]!;
  const sb = scoreSteps[b]!;
  const overtake = model.overtake;
  const bankValues = turn.bank;
  for (let t = steps - 1; t >= 1; t--) {
    const to = bankTo[row + t]!;
    let bank = -1;
    if (to >= 0) {
      // (otherAfterBank inlined: this is the solver's inner loop)
      const overtook = overtake && sa < sb && sb < scoreSteps[to]! ? 2 : 0;
      bank = 1 - w[otherAfter[b * 4 + overtook + onBarrel[to]!]! * n + to]!;
    }
    bankValues[t] = bank;
  }
  return solveTurnByEnds(model, a, turn);
}

/**
 * The turn's backward pass for the mover at solo position a, given what each way of ending it is worth to the mover:
 * banking at each turn total t (turn.bank[t], -1 where «Хватит» is refused), busting (turn.bustValue) and, under
 * `barrel: open`, overshooting (turn.overValue); reaching the goal is worth 1. Fills turn.table and returns the
 * mover's value at the start of the turn. A duel turn supplies the ends from the duel table (solveDuelTurn); a game of
 * three or more from its own valuation (the exact three-player solver, the duel-product policy).
 */
export function solveTurnByEnds(model: DuelModel, a: number, turn: DuelTurn): number {
  const solo = model.solo;
  const steps = solo.turnSteps[a]!;
  const hand = solo.hand;
  const exact = solo.exact;
  const { table, bank: bankValues, bustValue, overValue } = turn;
  const { rollFrom, rollPoints, rollShift, rollProb, rollZero } = model;
  for (let t = steps - 1; t >= 1; t--) {
    const bank = bankValues[t]!;
    const base = t * SLOTS;
    const room = steps - t;
    for (let dice = 1; dice <= hand; dice++) {
      const end = rollFrom[dice + 1]!;
      let sum = rollZero[dice]! * bustValue;
      let i = rollFrom[dice]!;
      for (; i < end && rollPoints[i]! < room; i++) sum += rollProb[i]! * table[base + rollShift[i]!]!;
      if (exact) for (; i < end; i++) sum += rollProb[i]! * (rollPoints[i] === room ? 1 : overValue);
      else for (; i < end; i++) sum += rollProb[i]!;
      if (dice === hand) table[base + OWED_SLOT] = sum;
      else table[base + dice - 1] = bank > sum ? bank : sum;
    }
  }
  return rollChance(model, steps, table, 0, hand, bustValue, overValue);
}

/** The chance of rolling `dice` dice at turn total t (units of 5), playing the table's choices afterwards. */
export function rollChance(model: DuelModel, steps: number, table: Float64Array, t: number, dice: number, bustValue: number, overValue: number): number {
  const { rollFrom, rollPoints, rollShift, rollProb } = model;
  const room = steps - t;
  const end = rollFrom[dice + 1]!;
  let sum = model.rollZero[dice]! * bustValue;
  let i = rollFrom[dice]!;
  for (; i < end && rollPoints[i]! < room; i++) sum += rollProb[i]! * table[t * SLOTS + rollShift[i]!]!;
  for (; i < end; i++) sum += rollProb[i]! * (rollPoints[i] === room || !model.solo.exact ? 1 : overValue);
  return sum;
}

/**
 * Where the turn just solved by solveDuelTurn ends under its choices (bank exactly where banking is worth more than
 * rolling, as the table's maximum says): fills turn.win, bust, over and banked[low..high].
 */
export function duelTurnKernel(model: DuelModel, a: number, turn: DuelTurn): void {
  const solo = model.solo;
  const steps = solo.turnSteps[a]!;
  const hand = solo.hand;
  const { mass, table, bank, banked } = turn;
  mass.fill(0, 0, steps * SLOTS);
  turn.win = 0;
  turn.bust = 0;
  turn.over = 0;
  turn.low = 0;
  turn.high = -1;
  spread(model, turn, steps, 0, hand, 1);
  for (let t = 1; t < steps; t++) {
    const base = t * SLOTS;
    for (let slot = 0; slot < SLOTS; slot++) {
      const m = mass[base + slot]!;
      if (m === 0) continue;
      if (slot === OWED_SLOT) {
        spread(model, turn, steps, t, hand, m);
      } else if (bank[t]! >= 0 && table[base + slot] === bank[t]) {
        // t only grows in this pass: the range opens at the first bank and widens upwards
        if (turn.high < 0) {
          turn.low = t;
          turn.high = t;
          banked[t] = 0;
        } else if (t > turn.high) {
          banked.fill(0, turn.high + 1, t + 1);
          turn.high = t;
        }
        banked[t] += m;
      } else {
        spread(model, turn, steps, t, slot + 1, m);
      }
    }
  }
}

/** A roll of `dice` dice at total t with chance m: its outcomes' chances onto the in-turn masses and the ends. */
function spread(model: DuelModel, turn: DuelTurn, steps: number, t: number, dice: number, m: number): void {
  const { rollFrom, rollPoints, rollShift, rollProb } = model;
  const mass = turn.mass;
  turn.bust += m * model.rollZero[dice]!;
  const room = steps - t;
  const base = t * SLOTS;
  const end = rollFrom[dice + 1]!;
  let i = rollFrom[dice]!;
  for (; i < end && rollPoints[i]! < room; i++) mass[base + rollShift[i]!] += m * rollProb[i]!;
  for (; i < end; i++) {
    if (rollPoints[i] === room || !model.solo.exact) turn.win += m * rollProb[i]!;
    else turn.over += m * rollProb[i]!;
  }
}
