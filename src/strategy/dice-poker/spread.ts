// The spread table: for every position between turns, the variance of the points still to come when the rest of
// the sheet is played by the expected-score policy of the value table. With the value table's means it describes
// each sheet's final total as a mean and a spread — what the whole-game opponent (whole-game.ts) compares two
// sheets by. Solved after the value table, in the same order (later positions first), one turn per position.
import { index, type Layout } from './layout.ts';
import { visitPositions } from './solver.ts';
import { SpreadTurn } from './spread-turn.ts';

export interface SpreadSource {
  layout: Layout;
  values: Float64Array | Float32Array;
}

/**
 * Variances by `index(layout, …)`. `within`: only positions with at least these boxes filled (as the solver's
 * option; the value table must hold them). `onProgress` gets the share of masks done.
 */
export function solveSpread(source: SpreadSource, options: { within?: number; onProgress?: (done: number) => void } = {}): Float32Array {
  const { layout, values } = source;
  const { within = 0, onProgress } = options;
  const spread = new Float64Array(layout.size);
  const turn = new SpreadTurn(layout);
  const masks = layout.fullMask + 1;
  let lastMask = layout.fullMask;
  visitPositions(
    layout,
    within,
    (mask, upper, flag, at, maxStillToCome) => {
      lastMask = mask;
      if (mask === layout.fullMask) spread[at] = 0; // the upper bonus is known by then
      else if (upper > 0 && upper + maxStillToCome < layout.cap) spread[at] = spread[index(layout, mask, 0, flag)]!;
      else spread[at] = turn.variance(values, spread, mask, upper, flag);
    },
    onProgress ? () => onProgress(1 - lastMask / masks) : undefined,
  );
  return Float32Array.from(spread);
}
