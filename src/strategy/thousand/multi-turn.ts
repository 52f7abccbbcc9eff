// One turn of 1000 with three or more players, for the mover at solo position a, given what each way of ending the
// turn is worth to the mover: banking at each turn total t (turn.bank[t], -1 where «Хватит» is refused), busting
// (turn.bustValue) and, under `barrel: open`, overshooting (turn.overValue). Reaching the goal is worth 1. The
// turn is then the duel turn's backward pass (duel-turn.ts) with those end values instead of the duel table's —
// the same table layout, so duelTurnKernel and rollChance read it as they read a duel turn. Whoever supplies the
// end values (the exact three-player solver, or an approximate policy) decides what the turn plays for.
import type { DuelModel } from './duel-model.ts';
import { rollChance, SLOTS, type DuelTurn } from './duel-turn.ts';
import { OWED_SLOT } from './roll-outcomes.ts';

/** Fills turn.table from turn.bank, bustValue and overValue; returns the mover's value at the start of the turn. */
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

/**
 * Where each other player goes when the mover at a banks t units and lands at `to` (bankTo), player by player: a
 * bank touches each other player on their own (RULES §5: each one overtaken loses 50; climbing the barrel knocks
 * off whoever sits there), so the duel model's per-player table answers for every one of them.
 */
export function otherAfterBank(model: DuelModel, a: number, to: number, other: number): number {
  const sb = model.steps[other]!;
  const overtook = model.overtake && model.steps[a]! < sb && sb < model.steps[to]! ? 2 : 0;
  return model.otherAfter[other * 4 + overtook + model.onBarrel[to]!]!;
}
