// The normal curve the whole-game opponent (issue 54) judges a lead by: right to 1e-7, far tails in relative terms
// (a chance of 3e-7 against one of 6e-7 when far behind).
import { describe, expect, it } from 'vitest';
import { normalAbove } from '../../../src/strategy/dice-poker/normal.ts';

describe('normal curve', () => {
  it('GIVEN known points THEN they are met', () => {
    expect(normalAbove(0)).toBeCloseTo(0.5, 7);
    expect(normalAbove(1.96)).toBeCloseTo(0.9750021, 6);
    expect(normalAbove(-5) / 2.866516e-7).toBeCloseTo(1, 5);
    expect(normalAbove(-10) / 7.619853e-24).toBeCloseTo(1, 5);
  });

  it('GIVEN a lead and its mirror THEN the two sides sum to one', () => {
    for (const z of [-3, -0.7, 0, 0.4, 2.5]) expect(normalAbove(z) + normalAbove(-z)).toBeCloseTo(1, 6);
  });
});
