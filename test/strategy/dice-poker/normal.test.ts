// The chance of a lead ending above zero (issue 54's whole-game opponent): the normal curve for no skew, a heavier
// right tail for a positive skew, and the two sides summing to one.
import { describe, expect, it } from 'vitest';
import { leadChance, normalAbove } from '../../../src/strategy/dice-poker/normal.ts';

describe('lead chance', () => {
  it('GIVEN known points of the normal curve THEN they are met to 1e-7, far tails in relative terms', () => {
    expect(normalAbove(0)).toBeCloseTo(0.5, 7);
    expect(normalAbove(1.96)).toBeCloseTo(0.9750021, 6);
    expect(normalAbove(-5) / 2.866516e-7).toBeCloseTo(1, 5);
    expect(normalAbove(-10) / 7.619853e-24).toBeCloseTo(1, 5);
  });

  it('GIVEN no skew THEN the normal curve', () => {
    expect(leadChance(-10, 400, 0)).toBeCloseTo(normalAbove(-0.5), 12);
  });

  it('GIVEN a lead behind with a right-skewed spread (a poker still to come) THEN more hope than the normal curve gives', () => {
    expect(leadChance(-30, 400, 4000)).toBeGreaterThan(normalAbove(-1.5));
    expect(leadChance(-30, 400, -4000)).toBeLessThan(normalAbove(-1.5));
  });

  it('GIVEN any skew THEN the chances above and below sum to one', () => {
    for (const third of [-9000, -100, 0, 100, 9000]) {
      for (const mean of [-60, -5, 0, 5, 60]) expect(leadChance(mean, 900, third) + leadChance(mean, 900, third, true)).toBeCloseTo(1, 6); // the fit is good to 1.2e-7
    }
  });
});
