// The exact retrograde solver: the expected final score of optimal solitaire play, for every position.
//
// Positions are visited from the full sheet backwards: a write only ever adds a box, so mask | bit > mask and every
// position a turn can lead to is solved before the turn itself (plain descending mask order, no queue).
// Two prunings keep it exact but cheaper: upper sums that the filled upper boxes cannot produce are skipped, and
// when the bonus is out of reach whatever comes, every such upper sum has the same value, so it is solved once.
import { index, makeLayout, type Layout } from './layout.ts';
import type { DiceRules } from './rules.ts';
import { TurnEvaluator } from './turn.ts';

export interface SolvedTable {
  layout: Layout;
  /** expected points still to come, by `index(layout, mask, upper, pokerFull)`; unreachable entries are 0 */
  values: Float64Array | Float32Array;
  /** expected final score of a fresh sheet */
  expected: number;
  /** positions solved (reachable ones, between turns) */
  states: number;
}

/** For every set of filled upper boxes (as a 6-bit mask over faces), the upper sums (capped) it can have. */
function reachableUpperSums(cap: number): Uint8Array[] {
  const out: Uint8Array[] = [];
  for (let faces = 0; faces < 64; faces++) {
    let sums = new Set([0]);
    for (let face = 1; face <= 6; face++) {
      if (!(faces & (1 << (face - 1)))) continue;
      const next = new Set<number>();
      for (const s of sums) for (let c = 0; c <= 5; c++) next.add(Math.min(cap, s + c * face));
      sums = next;
    }
    out.push(Uint8Array.from([...sums].sort((a, b) => a - b)));
  }
  return out;
}

export interface SolveOptions {
  onProgress?: (done: number) => void;
  /**
   * Solve only the positions that have at least these boxes filled (all that a position with this mask can lead
   * to): exact for them and fast for late positions (tests). `expected` is then meaningless.
   */
  within?: number;
}

export function solve(rules: DiceRules, options: SolveOptions = {}): SolvedTable {
  const { onProgress, within = 0 } = options;
  const layout = makeLayout(rules);
  const values = new Float64Array(layout.size);
  const ev = new TurnEvaluator(layout);
  // Progress counts the turns evaluated (each costs about the same), not the masks: the masks solved first have few
  // free boxes and few reachable upper sums, so counting masks ran ahead and the time estimate said "1 s" for half
  // a minute. A first pass over the same positions, without evaluating them, gives the total.
  const total = onProgress ? visitPositions(layout, within, () => {}).evaluated : 0;
  let evaluated = 0;
  const { states } = visitPositions(
    layout,
    within,
    (mask, upper, flag, at, maxStillToCome) => {
      if (mask === layout.fullMask) values[at] = upper >= layout.cap ? rules.upperBonus : 0;
      else if (upper > 0 && upper + maxStillToCome < layout.cap) values[at] = values[index(layout, mask, 0, flag)]!;
      else {
        values[at] = ev.turnValue(values, mask, upper, flag);
        evaluated++;
      }
    },
    onProgress && total > 0 ? () => onProgress(evaluated / total) : undefined,
  );
  return { layout, values, expected: values[index(layout, 0, 0, 0)]!, states };
}

/**
 * Visits every position the table holds (with `within`: those with at least these boxes filled), later positions
 * first (`afterMask` every 1024 masks), and counts them and the turns a solve evaluates there (the rest are the
 * game's end or copies of an equal position). With a visitor that does nothing it is a cheap count.
 */
export function visitPositions(
  layout: Layout,
  within: number,
  visit: (mask: number, upper: number, flag: number, at: number, maxStillToCome: number) => void,
  afterMask?: () => void,
): { states: number; evaluated: number } {
  const { boxes, cap, fullMask, upperFace, rules } = layout;
  const sumsByFaces = reachableUpperSums(cap);
  const pokerBit = rules.pokerBox >= 0 ? 1 << rules.pokerBox : 0;
  let states = 0;
  let evaluated = 0;
  for (let mask = fullMask; mask >= 0; mask--) {
    if ((mask & within) !== within) continue;
    let faces = 0;
    let maxStillToCome = 0; // the most the free upper boxes can still add
    for (let b = 0; b < boxes; b++) {
      const face = upperFace[b]!;
      if (!face) continue;
      if (mask & (1 << b)) faces |= 1 << (face - 1);
      else maxStillToCome += 5 * face;
    }
    const flags = layout.pokerFlag && mask & pokerBit ? 2 : 1;
    for (const upper of sumsByFaces[faces]!) {
      for (let flag = 0; flag < flags; flag++) {
        states++;
        if (mask !== fullMask && !(upper > 0 && upper + maxStillToCome < cap)) evaluated++;
        visit(mask, upper, flag, index(layout, mask, upper, flag), maxStillToCome);
      }
    }
    if (afterMask && (mask & 1023) === 0) afterMask();
  }
  return { states, evaluated };
}
