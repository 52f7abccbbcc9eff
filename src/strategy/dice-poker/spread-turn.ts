// One turn of the expected-score policy, followed for the spread of what it scores: the variance of the points still
// to come from a position, given the values (means) and variances of every later position.
//
// The turn is the solver's (turn.ts): the same writes, keeps and averages, but each stage carries a pair — the mean
// and the second moment — and the choice at each stage is the one the table's policy makes (the best mean), with the
// second moment following it. Writing hand h into box b leads to position p' with mean m' and variance v'; the
// points from there on are points + R', whose second moment is (points + m')² + v'. Averages over dice are linear
// in both moments, so the solver's "child" trick carries over unchanged.
import { SPACE } from './dice-space.ts';
import { index, type Layout } from './layout.ts';
import { TurnEvaluator } from './turn.ts';

const { hands, keeps, child, subStart, subs, handProbability, counts, fiveOfAKindFace } = SPACE;

/** the six hands of five of a kind */
const FIVES = Array.from({ length: hands }, (_, h) => h).filter((h) => fiveOfAKindFace[h]! > 0);

/** a hand that is no five of a kind: where a plain write into a lower box leads is the same for all of them */
const PLAIN_HAND = FIVES.length ? Array.from({ length: hands }, (_, h) => h).find((h) => fiveOfAKindFace[h] === 0)! : 0;

export class SpreadTurn {
  private readonly ev: TurnEvaluator;
  /** per stage: mean and second moment of each keep (hands: of standing on them) */
  private readonly mean = new Float64Array(keeps);
  private readonly second = new Float64Array(keeps);
  private readonly bestMean = new Float64Array(keeps);
  private readonly bestSecond = new Float64Array(keeps);
  /** the variance of the position each hand's best write leads to */
  private readonly afterVariance = new Float64Array(hands);
  /** an upper box's write by the count of its face: mean of points + later, and the later variance */
  private readonly byCount = new Float64Array(6);
  private readonly byCountVariance = new Float64Array(6);

  constructor(private readonly layout: Layout) {
    this.ev = new TurnEvaluator(layout);
  }

  /** The variance of the points still to come from the start of a turn in this position. */
  variance(values: Float64Array | Float32Array, spread: Float64Array | Float32Array, mask: number, upper: number, flag: number): number {
    this.finalStage(values, spread, mask, upper, flag);
    // after roll 2: keep (reroll once more) or stand; after roll 1: the same, one stage earlier
    this.stage();
    this.mean.set(this.bestMean.subarray(0, hands));
    this.second.set(this.bestSecond.subarray(0, hands));
    this.stage();
    let m = 0;
    let q = 0;
    for (let h = 0; h < hands; h++) {
      m += handProbability[h]! * this.bestMean[h]!;
      q += handProbability[h]! * this.bestSecond[h]!;
    }
    return Math.max(0, q - m * m);
  }

  /**
   * mean/second of each hand after the last roll: the best write by mean, and where it leads. The plain writes go
   * box by box over all hands (as turn.ts `finalStage`); the six fives of a kind, where the poker box, the joker
   * and the bonus apply, are valued by the solver's own `writeValue`.
   */
  private finalStage(values: Float64Array | Float32Array, spread: Float64Array | Float32Array, mask: number, upper: number, flag: number): void {
    const L = this.layout;
    const { mean, afterVariance } = this;
    mean.fill(-Infinity, 0, hands);
    for (let b = 0; b < L.boxes; b++) {
      if (mask & (1 << b)) continue;
      const face = L.upperFace[b]!;
      if (face > 0) {
        for (let c = 0; c <= 5; c++) {
          const at = this.nextIndexUpper(mask, upper, flag, b, c);
          this.byCount[c] = c * face + values[at]!;
          this.byCountVariance[c] = spread[at]!;
        }
        for (let h = 0; h < hands; h++) {
          const c = counts[h * 7 + face]!;
          const v = this.byCount[c]!;
          if (v > mean[h]!) {
            mean[h] = v;
            afterVariance[h] = this.byCountVariance[c]!;
          }
        }
      } else {
        const at = this.nextIndex(mask, upper, flag, PLAIN_HAND, b); // fives of a kind come below
        const after = values[at]!;
        const variance = spread[at]!;
        const off = b * hands;
        for (let h = 0; h < hands; h++) {
          const v = L.score[off + h]! + after;
          if (v > mean[h]!) {
            mean[h] = v;
            afterVariance[h] = variance;
          }
        }
      }
    }
    const ev = this.ev;
    const pokerFree = L.rules.pokerBox >= 0 && !(mask & (1 << L.rules.pokerBox));
    if (pokerFree || ev.jokerActive(mask, flag)) {
      ev.prepare(values, mask, upper, flag);
      for (const h of FIVES) {
        mean[h] = -Infinity;
        for (let b = 0; b < L.boxes; b++) {
          if (mask & (1 << b)) continue;
          const v = ev.writeValue(mask, flag, h, b);
          if (v > mean[h]!) {
            mean[h] = v;
            afterVariance[h] = spread[this.nextIndex(mask, upper, flag, h, b)]!;
          }
        }
      }
    }
    for (let h = 0; h < hands; h++) this.second[h] = mean[h]! * mean[h]! + afterVariance[h]!;
  }

  private nextIndexUpper(mask: number, upper: number, flag: number, b: number, c: number): number {
    const L = this.layout;
    return index(L, mask | (1 << b), Math.min(L.cap, upper + c * L.upperFace[b]!), flag);
  }

  /** The position after writing hand h into box b (the engine's joker writes included: see writeValue). */
  private nextIndex(mask: number, upper: number, flag: number, h: number, b: number): number {
    const L = this.layout;
    const next = mask | (1 << b);
    const face = L.upperFace[b]!;
    if (face > 0) return index(L, next, Math.min(L.cap, upper + counts[h * 7 + face]! * face), flag);
    if (b === L.rules.pokerBox) return index(L, next, upper, L.pokerFlag && fiveOfAKindFace[h]! > 0 ? 1 : 0);
    return index(L, next, upper, flag);
  }

  /**
   * From (mean, second) of standing on each hand (0..hands-1): every smaller keep's average over one more die, then
   * for each keep the best choice within it by mean (turn.ts `bestWithin`), its second moment following.
   */
  private stage(): void {
    const { mean, second, bestMean, bestSecond } = this;
    for (let k = hands; k < keeps; k++) {
      const o = (k - hands) * 6;
      let m = 0;
      let q = 0;
      for (let f = 0; f < 6; f++) {
        const c = child[o + f]!;
        m += mean[c]!;
        q += second[c]!;
      }
      mean[k] = m / 6;
      second[k] = q / 6;
    }
    for (let k = keeps - 1; k >= 0; k--) {
      let m = mean[k]!;
      let q = second[k]!;
      const end = subStart[k + 1]!;
      for (let s = subStart[k]!; s < end; s++) {
        const c = subs[s]!;
        if (bestMean[c]! > m) {
          m = bestMean[c]!;
          q = bestSecond[c]!;
        }
      }
      bestMean[k] = m;
      bestSecond[k] = q;
    }
  }
}
