// The duel solver's starting point (duel-solve.ts): each pair's chance as a race of two solo players. Both play the
// solo policy that minimises their own expected turns (solve.ts), independently: the mover at a wins when they
// finish within k turns while the other, who has had k − 1 turns by then, has not — W0(a, b) = Σ_k P(T_a = k) ·
// (1 − F_b(k − 1)), with F_s(k) = P(done within k turns) from the solo kernels, as score-aware.ts reads them.
//
// Why it matters: from a flat start (every chance ½) the first improved policy never banks — banking and rolling
// look alike — and evaluating a policy under which games hardly end takes hundreds of sweeps of five million pairs
// each. The race is within a few points of the answer, so the first policy is already close to the best one.
import type { ThousandSettings } from '../../games/thousand/settings.ts';
import type { Variant } from './model.ts';
import { solveSolo } from './solve.ts';

/** Turns looked ahead; the chance that a solo game lasts longer is far below the solver's tolerance. */
const HORIZON = 400;

/** W0[a * n + b] for the solo positions of these settings (the duel model's own index, model.ts). */
export function raceGuess(settings: ThousandSettings, variant: Variant, n: number): Float64Array {
  const { kernels } = solveSolo(settings, { variant });
  if (kernels.length !== n) throw new Error('the solo and duel models disagree on the positions');
  const width = HORIZON + 1;
  // cdf[s * width + k] = F_s(k); F_s(0) = 0
  const cdf = new Float64Array(n * width);
  for (let k = 1; k <= HORIZON; k++) {
    for (let s = 0; s < n; s++) {
      const kernel = kernels[s]!;
      let p = kernel.win;
      for (let i = 0; i < kernel.to.length; i++) p += kernel.prob[i]! * cdf[kernel.to[i]! * width + k - 1]!;
      cdf[s * width + k] = p;
    }
  }
  const guess = new Float64Array(n * n);
  for (let a = 0; a < n; a++) {
    const fa = a * width;
    for (let b = 0; b < n; b++) {
      const fb = b * width;
      let win = 0;
      for (let k = 1; k <= HORIZON; k++) win += (cdf[fa + k]! - cdf[fa + k - 1]!) * (1 - cdf[fb + k - 1]!);
      guess[a * n + b] = win;
    }
  }
  return guess;
}
