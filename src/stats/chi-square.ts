// Pearson's chi-square test, with its p-value from the regularised upper incomplete gamma function
// Q(k/2, x/2) (series for small x, continued fraction otherwise, after the classic numerical method).

/** The statistic Σ (observed − expected)² / expected. `expected` are counts, not shares. */
export function chiSquare(observed: readonly number[], expected: readonly number[]): number {
  let statistic = 0;
  for (let i = 0; i < observed.length; i++) {
    const e = expected[i]!;
    if (e > 0) statistic += (observed[i]! - e) ** 2 / e;
  }
  return statistic;
}

/** P(χ²(df) ≥ statistic): the chance that fair dice give a statistic at least this large. */
export function chiSquarePValue(statistic: number, df: number): number {
  if (statistic <= 0) return 1;
  return upperGammaQ(df / 2, statistic / 2);
}

function logGamma(x: number): number {
  // Lanczos approximation (g = 7, n = 9), accurate to ~15 digits for x > 0.
  const c = [
    0.99999999999980993, 676.5203681218851, -1259.1392167224028, 771.32342877765313, -176.61502916214059,
    12.507343278686905, -0.13857109526572012, 9.9843695780195716e-6, 1.5056327351493116e-7,
  ];
  if (x < 0.5) return Math.log(Math.PI / Math.sin(Math.PI * x)) - logGamma(1 - x);
  x -= 1;
  let a = c[0]!;
  const t = x + 7.5;
  for (let i = 1; i < 9; i++) a += c[i]! / (x + i);
  return 0.5 * Math.log(2 * Math.PI) + (x + 0.5) * Math.log(t) - t + Math.log(a);
}

function upperGammaQ(a: number, x: number): number {
  const front = Math.exp(-x + a * Math.log(x) - logGamma(a));
  if (x < a + 1) {
    // series for P, then Q = 1 − P
    let sum = 1 / a;
    let term = sum;
    for (let n = 1; n < 1000; n++) {
      term *= x / (a + n);
      sum += term;
      if (Math.abs(term) < Math.abs(sum) * 1e-15) break;
    }
    return Math.max(0, 1 - sum * front);
  }
  // Lentz's continued fraction for Q
  const tiny = 1e-300;
  let b = x + 1 - a;
  let c = 1 / tiny;
  let d = 1 / b;
  let h = d;
  for (let i = 1; i < 1000; i++) {
    const an = -i * (i - a);
    b += 2;
    d = an * d + b;
    if (Math.abs(d) < tiny) d = tiny;
    c = b + an / c;
    if (Math.abs(c) < tiny) c = tiny;
    d = 1 / d;
    const delta = d * c;
    h *= delta;
    if (Math.abs(delta - 1) < 1e-15) break;
  }
  return Math.min(1, front * h);
}
