// One player's turn of rerolls as a game with several players' stakes: every final hand (a multiset of five dice)
// carries a vector of chances, one per player; the player on turn chooses their keeps by their own component only
// (each player plays for their own win), and the others' components follow that choice.
//
// Stages, from the last: with no reroll left the hand's vector is its terminal one; with s rerolls left a keep's
// vector is the average over one more die (the dice space's "child" trick: 6 additions per keep), and a hand's
// vector is that of the best keep within it. Ties go to the keep with more dice (the hand itself first: standing
// pat), then to the first sub-keep in the space's order, so the choice is a fixed function of the position.
import { SPACE } from '../dice-poker/dice-space.ts';

const { hands, keeps, child, subStart, subs, handProbability } = SPACE;
const EPS = 1e-12;

export interface TurnSolution {
  /** vector size: one component per player */
  n: number;
  /** rerolls the solution covers (Bone Poker 1, Dice Poker 2) */
  rerolls: number;
  /**
   * keepValue[s][k * n + p]: player p's chance when the mover keeps k (fewer than five dice) and rerolls the rest with
   * s rerolls left, this one included (s ≥ 1); for a hand h, its chance with s - 1 rerolls left
   */
  keepValue: Float64Array[];
  /** bestKeep[s][k]: the keep the mover picks within keep k with s rerolls left; for a hand h, h = stand */
  bestKeep: Int32Array[];
  /** terminal[h * n + p]: player p's chance when the mover ends on hand h */
  terminal: Float64Array;
}

/**
 * Solves the mover's turn. `terminal(h)` gives the chance vector for ending on hand h (length n); `mover` is the
 * component the mover maximises.
 */
export function solveTurn(n: number, mover: number, rerolls: number, terminal: (h: number) => ArrayLike<number>): TurnSolution {
  const term = new Float64Array(hands * n);
  for (let h = 0; h < hands; h++) term.set(terminal(h), h * n);
  const keepValue: Float64Array[] = [new Float64Array(0)];
  const bestKeep: Int32Array[] = [new Int32Array(0)];
  let handValue = term; // the vector of each hand with s - 1 rerolls left (stop at once when none)
  for (let s = 1; s <= rerolls; s++) {
    const kv = new Float64Array(keeps * n);
    kv.set(handValue.subarray(0, hands * n));
    for (let k = hands; k < keeps; k++) {
      const o = (k - hands) * 6;
      for (let p = 0; p < n; p++) {
        let sum = 0;
        for (let f = 0; f < 6; f++) sum += kv[child[o + f]! * n + p]!;
        kv[k * n + p] = sum / 6;
      }
    }
    // The best keep within k: k itself or the best within one of its sub-keeps, from the empty keep upwards. For a
    // hand, "itself" means standing on it (its terminal vector): holding all five and rolling none is no reroll.
    const best = new Int32Array(keeps);
    for (let k = keeps - 1; k >= 0; k--) {
      let b = k;
      let v = k < hands ? term[k * n + mover]! : kv[k * n + mover]!;
      for (let i = subStart[k]!; i < subStart[k + 1]!; i++) {
        const c = best[subs[i]!]!;
        const w = kv[c * n + mover]!;
        if (w > v + EPS) {
          v = w;
          b = c;
        }
      }
      best[k] = b;
    }
    // copied component by component: a subarray view per hand was most of this loop's time
    const next = new Float64Array(hands * n);
    for (let h = 0; h < hands; h++) {
      const b = best[h]!;
      const from = b === h ? term : kv;
      for (let p = 0, i = b * n, o = h * n; p < n; p++) next[o + p] = from[i + p]!;
    }
    keepValue.push(kv);
    bestKeep.push(best);
    handValue = next;
  }
  return { n, rerolls, keepValue, bestKeep, terminal: term };
}

/** The chance vector on hand h with s rerolls left (s = 0: the hand stands). */
export function handVector(sol: TurnSolution, h: number, s: number): Float64Array {
  const k = s === 0 ? h : sol.bestKeep[s]![h]!;
  if (k === h) return sol.terminal.slice(h * sol.n, h * sol.n + sol.n);
  return sol.keepValue[s]!.slice(k * sol.n, k * sol.n + sol.n);
}

/** The chance vector of keeping keep k (fewer than five dice: a reroll already named) with s ≥ 1 rerolls left. */
export function keepVector(sol: TurnSolution, k: number, s: number): Float64Array {
  if (k < SPACE.hands) return sol.terminal.slice(k * sol.n, k * sol.n + sol.n);
  return sol.keepValue[s]!.slice(k * sol.n, k * sol.n + sol.n);
}

/** The chance vector before the turn's first roll of five, with `sol.rerolls` rerolls after it. */
export function startVector(sol: TurnSolution): Float64Array {
  const { n } = sol;
  const out = new Float64Array(n);
  const best = sol.bestKeep[sol.rerolls]!;
  const kv = sol.keepValue[sol.rerolls]!;
  for (let h = 0; h < hands; h++) {
    // handVector's choice, read in place rather than copied out for each hand
    const k = sol.rerolls === 0 ? h : best[h]!;
    const from = k === h ? sol.terminal : kv;
    for (let p = 0; p < n; p++) out[p]! += handProbability[h]! * from[k * n + p]!;
  }
  return out;
}

/** The keep (index) the mover picks on hand h with s ≥ 1 rerolls left; h itself = stand. */
export function bestKeepOf(sol: TurnSolution, h: number, s: number): number {
  return sol.bestKeep[s]![h]!;
}
