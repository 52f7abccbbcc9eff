// The chance that a lead ends above (or below) zero, from its mean, variance and skew: the normal distribution's
// tail, accurate in relative terms far out in both tails (the whole-game opponent compares chances like 1e-6 against
// 2e-6 when far behind, and losing chances as small when far ahead), bent by the skew with the normal power
// approximation — the points still to come are skewed (a poker, a joker's 100), so a lead is too.

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

/** Beyond this skew the normal power approximation is no longer trusted: it is held there. */
const MAX_SKEW = 2;

/**
 * P(D > 0) for a D with this mean, variance (> 0) and third central moment — or, with `below`, P(D < 0) — by the
 * normal power approximation: for the standardised T with skewness γ, P(T ≤ x) ≈ Φ(√(9/γ² + 6x/γ + 1) − 3/γ)
 * (γ > 0; a negative skew by the mirror image), which is the normal curve for γ → 0 and 0 below the support.
 */
export function leadChance(mean: number, variance: number, third: number, below = false): number {
  const sd = Math.sqrt(variance);
  const z = mean / sd;
  const skew = Math.max(-MAX_SKEW, Math.min(MAX_SKEW, third / (variance * sd)));
  if (Math.abs(skew) < 1e-6) return normalAbove(below ? -z : z);
  // y: the normal quantile of D ≤ 0 (positive skew) or of D ≥ 0 (negative skew, mirrored)
  const g = Math.abs(skew);
  const x = skew > 0 ? -z : z;
  const inner = 9 / (g * g) + (6 * x) / g + 1;
  if (inner <= 0) return skew > 0 === below ? 0 : 1;
  const y = Math.sqrt(inner) - 3 / g;
  // positive skew: P(D ≤ 0) = Φ(y); negative: P(D ≥ 0) = Φ(y)
  return skew > 0 === below ? normalAbove(y) : normalAbove(-y);
}
