// The normal distribution's tail, accurate in relative terms far out in both tails: the whole-game opponent compares
// chances like 1e-6 against 2e-6 when far behind, and losing chances as small when far ahead.

/**
 * erfc(x) by the Chebyshev fit of Numerical Recipes (§6.2, "erfcc"): fractional error below 1.2e-7 everywhere,
 * so the ratio of two tail chances is right however small they are.
 */
function erfc(x: number): number {
  const z = Math.abs(x);
  const t = 1 / (1 + 0.5 * z);
  const r =
    t *
    Math.exp(
      -z * z -
        1.26551223 +
        t * (1.00002368 + t * (0.37409196 + t * (0.09678418 + t * (-0.18628806 + t * (0.27886807 + t * (-1.13520398 + t * (1.48851587 + t * (-0.82215223 + t * 0.17087277)))))))),
    );
  return x >= 0 ? r : 2 - r;
}

/** P(N > -z) for a standard normal N: the chance that a lead with mean z standard deviations ends above zero. */
export function normalAbove(z: number): number {
  return 0.5 * erfc(-z / Math.SQRT2);
}
