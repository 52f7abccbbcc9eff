// The three-or-more-player policy of issue 54: each end of the turn is valued by the exact two-player game (the
// duel table, duel-solve.ts) against every opponent at once. Ending the turn with oneself at a' and the opponents at
// o'_1..o'_k (after whatever the bank did to them: overtaken, knocked off the barrel) is worth
//   Π_j (1 − W[o'_j, a'])
// — the chance to beat each of them in its own duel with them on turn, as if those duels were independent. Unlike
// the score-aware race (score-aware.ts) it sees overtaking and barrel knock-offs, and that oneself and the others
// will play for the win in later turns (a player far behind takes risks the solo policy never would); it does not
// see that the opponents race each other as well, nor who of them moves first. How far that is from exact play is
// measured against the exact three-player game on short races (trio-solve.ts; docs/chances.md).
import type { DuelModel } from './duel-model.ts';
import { otherAfterBank, type DuelTurn } from './duel-turn.ts';
import type { TurnPlan } from './trio-solve.ts';

/**
 * How an end of the turn is valued from the duels: `product` — Π_j (1 − W[o'_j, a']), the chance to beat each
 * opponent in its own duel; `share` — every player's such product against all the others (each pair's duel with
 * the one who moves first on turn), normalised so that the chances sum to one, and the mover's share taken.
 */
export type DuelRule = 'product' | 'share';

/** Fills turn.bank, bustValue and overValue for the mover at a against `others` (in turn order), from the duel W. */
export function planByDuels(model: DuelModel, win: Float64Array, a: number, others: readonly number[], turn: DuelTurn, rule: DuelRule = 'product'): void {
  const solo = model.solo;
  const n = model.n;
  const after = new Array<number>(others.length);
  const value = (to: number): number => (rule === 'product' ? product(win, n, after, to) : share(win, n, after, to));
  for (let j = 0; j < others.length; j++) after[j] = others[j]!;
  turn.bustValue = value(solo.bustTo[a]!);
  turn.overValue = value(solo.overTo[a]!);
  const steps = solo.turnSteps[a]!;
  const row = solo.bankOffset[a]!;
  for (let t = 1; t < steps; t++) {
    const to = solo.bankTo[row + t]!;
    if (to < 0) {
      turn.bank[t] = -1;
      continue;
    }
    for (let j = 0; j < others.length; j++) after[j] = otherAfterBank(model, a, to, others[j]!);
    turn.bank[t] = value(to);
  }
}

/** Π_j (1 − W[o_j, me]): the chance of `me`, the last to move, to win each duel. */
function product(win: Float64Array, n: number, others: readonly number[], me: number): number {
  let v = 1;
  for (const o of others) v *= 1 - win[o * n + me]!;
  return v;
}

/** The mover's normalised share: players move in the order others[0..], me; each pair's duel has the earlier on turn. */
function share(win: Float64Array, n: number, others: readonly number[], me: number): number {
  const mine = product(win, n, others, me);
  let total = mine;
  for (let i = 0; i < others.length; i++) {
    const oi = others[i]!;
    let p = win[oi * n + me]!;
    for (let j = 0; j < others.length; j++) {
      if (j === i) continue;
      const oj = others[j]!;
      p *= j > i ? win[oi * n + oj]! : 1 - win[oj * n + oi]!;
    }
    total += p;
  }
  return total > 0 ? mine / total : 0;
}

/** The duel policy as a fixed plan (for the exact three-player evaluation). */
export class DuelProductPlan implements TurnPlan {
  constructor(
    readonly win: Float64Array,
    readonly rule: DuelRule = 'product',
  ) {}

  plan(model: DuelModel, a: number, others: readonly number[], turn: DuelTurn): void {
    planByDuels(model, this.win, a, others, turn, this.rule);
  }
}
