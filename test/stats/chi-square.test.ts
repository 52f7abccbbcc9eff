import { describe, expect, it } from 'vitest';
import { chiSquare, chiSquarePValue } from '../../src/stats/chi-square.ts';

describe('chi-square p-values against the printed table', () => {
  // Critical values from the standard table of the chi-square distribution (upper tail).
  it.each([
    [1, 3.841, 0.05],
    [5, 11.070, 0.05],
    [5, 15.086, 0.01],
    [5, 20.515, 0.001],
    [5, 1.145, 0.95],
    [7, 14.067, 0.05],
    [10, 18.307, 0.05],
    [35, 49.802, 0.05],
    [35, 57.342, 0.01],
  ])('GIVEN %i degrees of freedom and χ² = %f WHEN the p-value is computed THEN p ≈ %f', (df, x, p) => {
    expect(chiSquarePValue(x, df)).toBeCloseTo(p, 3);
  });

  it('GIVEN counts exactly as expected or a loaded die WHEN χ² and p are computed THEN χ² = 0 and p = 1 for the first, a tiny p for the die', () => {
    expect(chiSquare([10, 10, 10, 10, 10, 10], Array(6).fill(10))).toBe(0);
    expect(chiSquarePValue(0, 5)).toBe(1);
    const loaded = [100, 100, 100, 100, 100, 200];
    const statistic = chiSquare(loaded, Array(6).fill(700 / 6));
    expect(statistic).toBeCloseTo(71.43, 1);
    expect(chiSquarePValue(statistic, 5)).toBeLessThan(1e-10);
  });
});
