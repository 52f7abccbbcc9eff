// One turn of optimal play from a position, given the values of every later position: the heart of the solver and
// of the hints (the same code, so a hint is exactly what the table was built with).
//
// Stages: after roll 3 the hand is written into the best allowed box (`final`); after roll 2 and roll 1 the player
// keeps the best sub-multiset of the hand (`keep2`, `keep1` hold the expected value of each keep); before roll 1 the
// value is the average over the 252 first hands. All arrays are preallocated: the solver calls this ~2 million times.
import { SPACE } from './dice-space.ts';
import { index, type Layout } from './layout.ts';

const { hands, keeps, child, subStart, subs, handProbability, fiveOfAKindFace, counts } = SPACE;

export class TurnEvaluator {
  /** final[h]: value of hand h after the last roll (best box: its points + the value of the position after) */
  readonly final = new Float64Array(hands);
  /** keep3[k]: expected value of keeping k after roll 2 and rolling the rest once more */
  readonly keep3 = new Float64Array(keeps);
  /** best3[k]: best keep within k (k itself or less) after roll 2; best3[h] is the value of hand h after roll 2 */
  readonly best3 = new Float64Array(keeps);
  /** keep2[k]: expected value of keeping k after roll 1 */
  readonly keep2 = new Float64Array(keeps);
  readonly best2 = new Float64Array(keeps);
  /** upperValue[b * 6 + c]: points + later value of writing a hand with c dice of box b's face into upper box b */
  private readonly upperValue: Float64Array;
  /** lowerAfter[b]: the value of the position after writing into lower box b (the same for every hand) */
  private readonly lowerAfter: Float64Array;
  private readonly free: Int32Array;
  private freeCount = 0;

  constructor(private readonly layout: Layout) {
    this.upperValue = new Float64Array(layout.boxes * 6);
    this.lowerAfter = new Float64Array(layout.boxes);
    this.free = new Int32Array(layout.boxes);
  }

  /** Whether a five of a kind is a joker in this position (poker box filled, and holding 50 where the rules ask). */
  jokerActive(mask: number, pokerFull: number): boolean {
    const { rules } = this.layout;
    if (rules.joker === 'none' || rules.pokerBox < 0 || !(mask & (1 << rules.pokerBox))) return false;
    return pokerFull === 1 || !rules.jokerNeedsFullPokerBox;
  }

  /** Prepares the per-box values of the position after each possible write. Must precede `boxValue`/`turnValue`. */
  prepare(values: Float64Array | Float32Array, mask: number, upper: number, pokerFull: number): void {
    const L = this.layout;
    const cap = L.cap;
    this.freeCount = 0;
    for (let b = 0; b < L.boxes; b++) {
      const bit = 1 << b;
      if (mask & bit) continue;
      this.free[this.freeCount++] = b;
      const face = L.upperFace[b]!;
      const next = mask | bit;
      if (face > 0) {
        for (let c = 0; c <= 5; c++) {
          const u = Math.min(cap, upper + c * face);
          this.upperValue[b * 6 + c] = c * face + values[index(L, next, u, pokerFull)]!;
        }
      } else if (b === L.rules.pokerBox) {
        this.lowerAfter[b] = values[index(L, next, upper, 0)]!;
        // a five of a kind written here: 50 and the flag set (read in `writeValue`)
        this.upperValue[b * 6] = values[index(L, next, upper, L.pokerFlag ? 1 : 0)]!;
      } else {
        this.lowerAfter[b] = values[index(L, next, upper, pokerFull)]!;
      }
    }
  }

  /**
   * The value of writing hand h into free box b (points now + expected points after), or -Infinity when the joker
   * forbids that box. `prepare` must have been called for this position.
   */
  writeValue(mask: number, pokerFull: number, h: number, b: number): number {
    const face = fiveOfAKindFace[h]!;
    if (face > 0 && this.jokerActive(mask, pokerFull)) return this.jokerValue(mask, pokerFull, h, face, b);
    return this.plainValue(h, b);
  }

  private plainValue(h: number, b: number): number {
    const L = this.layout;
    const face = L.upperFace[b]!;
    if (face > 0) return this.upperValue[b * 6 + counts[h * 7 + face]!]!;
    if (b === L.rules.pokerBox && fiveOfAKindFace[h]! > 0) return L.score[b * hands + h]! + this.upperValue[b * 6]!;
    return L.score[b * hands + h]! + this.lowerAfter[b]!;
  }

  /** The joker: a five of a kind while the poker box is filled; the bonus is paid while it holds its full value. */
  private jokerValue(mask: number, pokerFull: number, h: number, face: number, b: number): number {
    const L = this.layout;
    const bonus = pokerFull ? L.rules.pokerBonus : 0;
    const boxFace = L.upperFace[b]!;
    if (L.rules.joker === 'forced') {
      const ownUpper = this.upperBoxOf(face);
      if (ownUpper >= 0 && !(mask & (1 << ownUpper))) {
        return b === ownUpper ? bonus + this.upperValue[b * 6 + 5]! : -Infinity;
      }
      if (this.anyFreeLower(mask)) {
        return boxFace > 0 ? -Infinity : bonus + L.jokerScore[b * hands + h]! + this.lowerAfter[b]!;
      }
      return bonus + this.upperValue[b * 6]!; // 0 into any free upper box
    }
    // free choice: any free box; the lower boxes pay their full value only once the matching upper box is filled
    const ownUpper = this.upperBoxOf(face);
    if (ownUpper >= 0 && !(mask & (1 << ownUpper)) && boxFace === 0) return bonus + this.plainValue(h, b);
    if (boxFace > 0) return bonus + this.upperValue[b * 6 + (boxFace === face ? 5 : 0)]!;
    return bonus + L.jokerScore[b * hands + h]! + this.lowerAfter[b]!;
  }

  private upperBoxOf(face: number): number {
    const f = this.layout.upperFace;
    for (let b = 0; b < f.length; b++) if (f[b] === face) return b;
    return -1;
  }

  private anyFreeLower(mask: number): boolean {
    const L = this.layout;
    for (let b = 0; b < L.boxes; b++) if (!(mask & (1 << b)) && L.upperFace[b] === 0) return true;
    return false;
  }

  /** Fills `final`: the best write for every hand. */
  private finalStage(mask: number, pokerFull: number): void {
    const L = this.layout;
    const final = this.final;
    final.fill(-Infinity);
    const score = L.score;
    for (let i = 0; i < this.freeCount; i++) {
      const b = this.free[i]!;
      const face = L.upperFace[b]!;
      if (face > 0) {
        const base = b * 6;
        const uv = this.upperValue;
        const ci = face;
        for (let h = 0; h < hands; h++) {
          const v = uv[base + counts[h * 7 + ci]!]!;
          if (v > final[h]!) final[h] = v;
        }
      } else {
        const after = this.lowerAfter[b]!;
        const off = b * hands;
        for (let h = 0; h < hands; h++) {
          const v = score[off + h]! + after;
          if (v > final[h]!) final[h] = v;
        }
      }
    }
    // five of a kind: the poker box, the joker and the bonus do not fit the plain loop above
    const joker = this.jokerActive(mask, pokerFull);
    const pokerFree = L.rules.pokerBox >= 0 && !(mask & (1 << L.rules.pokerBox));
    if (!joker && !pokerFree) return;
    for (let face = 1; face <= 6; face++) {
      const h = SPACE.indexOf(fiveCounts[face]!);
      let best = -Infinity;
      for (let i = 0; i < this.freeCount; i++) {
        const v = this.writeValue(mask, pokerFull, h, this.free[i]!);
        if (v > best) best = v;
      }
      final[h] = best;
    }
  }

  /** keep[k] for keeps of fewer than five dice: the average over one more die. Hands (0..251) must be filled. */
  private static expect(keep: Float64Array): void {
    for (let k = hands; k < keeps; k++) {
      const o = (k - hands) * 6;
      keep[k] =
        (keep[child[o]!]! + keep[child[o + 1]!]! + keep[child[o + 2]!]! + keep[child[o + 3]!]! + keep[child[o + 4]!]! +
          keep[child[o + 5]!]!) /
        6;
    }
  }

  /** best[k] = the best keep within k: k itself or a keep with one die fewer (recursively). */
  private static bestWithin(keep: Float64Array, best: Float64Array): void {
    for (let k = keeps - 1; k >= 0; k--) {
      let v = keep[k]!;
      const end = subStart[k + 1]!;
      for (let s = subStart[k]!; s < end; s++) {
        const w = best[subs[s]!]!;
        if (w > v) v = w;
      }
      best[k] = v;
    }
  }

  /** Expected points still to come from the start of a turn in this position (calls `prepare`). */
  turnValue(values: Float64Array | Float32Array, mask: number, upper: number, pokerFull: number): number {
    this.prepare(values, mask, upper, pokerFull);
    this.finalStage(mask, pokerFull);
    this.keep3.set(this.final);
    TurnEvaluator.expect(this.keep3);
    TurnEvaluator.bestWithin(this.keep3, this.best3);
    this.keep2.set(this.best3.subarray(0, hands));
    TurnEvaluator.expect(this.keep2);
    TurnEvaluator.bestWithin(this.keep2, this.best2);
    let total = 0;
    for (let h = 0; h < hands; h++) total += handProbability[h]! * this.best2[h]!;
    return total;
  }
}

const fiveCounts = [0, 1, 2, 3, 4, 5, 6].map((face) => [0, 1, 2, 3, 4, 5, 6].map((f) => (f === face ? 5 : 0)));
