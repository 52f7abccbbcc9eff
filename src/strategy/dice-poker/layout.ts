// Where a solitaire position lives in the value table, and the per-rules tables the solver reads in its inner loops.
//
// A position between turns is (boxes filled, upper sum capped at the bonus threshold, whether the poker box holds
// its full value). The table holds, for each, the expected points still to come under optimal play (upper bonus and
// poker bonuses included). index = ((mask * (cap + 1)) + upper) * 2 + pokerFull.
import { SPACE } from './dice-space.ts';
import type { DiceRules } from './rules.ts';

export interface Layout {
  rules: DiceRules;
  boxes: number;
  fullMask: number;
  /** the upper sum is stored as min(sum, cap); cap = the bonus threshold */
  cap: number;
  /** entries in the table: 2^boxes * (cap + 1) * 2 */
  size: number;
  /** score[b * hands + h]: points of hand h in box b by the ordinary rules */
  score: Float64Array;
  /** jokerScore[b * hands + h]: points of hand h written as a joker in lower box b */
  jokerScore: Float64Array;
  /** the face an upper box counts, 0 for lower boxes */
  upperFace: Int8Array;
  /** whether the poker-box flag can ever matter (bonus or joker exist) */
  pokerFlag: boolean;
}

export function index(layout: Layout, mask: number, upper: number, pokerFull: number): number {
  return (mask * (layout.cap + 1) + upper) * 2 + pokerFull;
}

export function makeLayout(rules: DiceRules): Layout {
  const n = rules.boxes.length;
  const { hands, counts } = SPACE;
  const score = new Float64Array(n * hands);
  const jokerScore = new Float64Array(n * hands);
  const upperFace = new Int8Array(n);
  for (let b = 0; b < n; b++) {
    const box = rules.boxes[b]!;
    upperFace[b] = box.upperFace ?? 0;
    for (let h = 0; h < hands; h++) {
      const c = Array.from(counts.subarray(h * 7, h * 7 + 7));
      let sum = 0;
      for (let face = 1; face <= 6; face++) sum += face * c[face]!;
      score[b * hands + h] = box.score(c, sum);
      jokerScore[b * hands + h] = box.jokerScore ? box.jokerScore(c, sum) : box.score(c, sum);
    }
  }
  const cap = rules.upperBonusFrom;
  return {
    rules,
    boxes: n,
    fullMask: (1 << n) - 1,
    cap,
    size: (1 << n) * (cap + 1) * 2,
    score,
    jokerScore,
    upperFace,
    pokerFlag: rules.pokerBox >= 0 && (rules.pokerBonus > 0 || rules.joker !== 'none'),
  };
}
