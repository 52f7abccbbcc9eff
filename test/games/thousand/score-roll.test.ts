import { describe, expect, it } from 'vitest';
import { scoreRoll } from '../../../src/games/thousand/score-roll.ts';

const seed = { scoring: 'seed', straights: 'off' } as const;
const classic = { scoring: 'classic', straights: 'off' } as const;
const withStraights = (s: typeof seed | typeof classic) => ({ ...s, straights: 'on' }) as const;

describe('1000: the best combination of one roll', () => {
  it.each([
    // [dice, points, scoring dice]
    [[1, 2, 3, 4, 6], 10, [1]],
    [[5, 2, 3, 4, 6], 5, [5]],
    [[1, 1, 5, 5, 3], 30, [1, 1, 5, 5]],
    [[2, 2, 3, 4, 6], 0, []],
    [[2, 3, 4, 6, 6], 0, []],
    [[4, 4, 4, 2, 3], 40, [4, 4, 4]],
    [[2, 2, 2, 3, 6], 20, [2, 2, 2]],
    [[6, 6, 6, 2, 3], 60, [6, 6, 6]],
    [[5, 5, 5, 2, 3], 50, [5, 5, 5]],
    [[1, 1, 1, 2, 3], 100, [1, 1, 1]],
    [[1, 1, 1, 5, 2], 105, [1, 1, 1, 5]],
    [[1, 1, 1, 1, 5], 505, [1, 1, 1, 1, 5]],
    [[1, 1], 20, [1, 1]],
    [[5], 5, [5]],
    [[3], 0, []],
    [[3, 3, 3], 30, [3, 3, 3]],
  ])('GIVEN either scoring WHEN %j is rolled THEN it scores %i', (dice, points, scoring) => {
    for (const settings of [seed, classic]) {
      if (dice.filter((d) => d === dice[0]).length >= 4) continue; // fours and fives differ between scorings
      const result = scoreRoll(dice, settings);
      expect(result.points).toBe(points);
      expect(result.scoring).toEqual(scoring);
    }
  });

  it.each([
    // [dice, seed, classic]
    [[3, 3, 3, 3, 2], 150, 60],
    [[2, 2, 2, 2, 6], 100, 40],
    [[1, 1, 1, 1, 2], 500, 200],
    [[1, 1, 1, 1, 5], 505, 205],
    [[5, 5, 5, 5, 1], 260, 110],
    [[6, 6, 6, 6, 5], 305, 125],
    [[4, 4, 4, 4], 200, 80],
    [[2, 2, 2, 2, 2], 1000, 200],
    [[5, 5, 5, 5, 5], 1000, 500],
    [[6, 6, 6, 6, 6], 1000, 600],
    [[1, 1, 1, 1, 1], 1000, 1000],
  ])('GIVEN four or five of a kind WHEN %j is rolled THEN it scores %i (seed) / %i (classic)', (dice, seedPoints, classicPoints) => {
    expect(scoreRoll(dice, seed).points).toBe(seedPoints);
    expect(scoreRoll(dice, classic).points).toBe(classicPoints);
    const scoring = dice.filter((d) => d === dice[0] || d === 1 || d === 5);
    expect(scoreRoll(dice, seed).scoring).toEqual([...scoring].sort());
    expect(scoreRoll(dice, classic).scoring).toEqual([...scoring].sort());
  });

  it('GIVEN the default settings WHEN 1-2-3-4-5 is rolled THEN only the 1 and the 5 count: straights score nothing', () => {
    expect(scoreRoll([3, 1, 5, 2, 4], seed)).toMatchObject({ points: 15, scoring: [1, 5] });
    expect(scoreRoll([6, 2, 5, 3, 4], classic)).toMatchObject({ points: 5, scoring: [5] });
  });

  it('GIVEN straights on WHEN a straight is rolled THEN 1-2-3-4-5 = 125 and 2-3-4-5-6 = 250, using all five dice (either scoring)', () => {
    for (const base of [seed, classic]) {
      expect(scoreRoll([3, 1, 5, 2, 4], withStraights(base))).toMatchObject({
        points: 125,
        scoring: [1, 2, 3, 4, 5],
        combos: [{ kind: 'straight', points: 125 }],
      });
      expect(scoreRoll([6, 2, 5, 3, 4], withStraights(base))).toMatchObject({ points: 250, scoring: [2, 3, 4, 5, 6] });
    }
  });

  it('GIVEN straights on WHEN fewer than five dice are rolled THEN no straight: it needs five dice in one roll', () => {
    expect(scoreRoll([2, 3, 4, 5], withStraights(seed)).points).toBe(5);
    expect(scoreRoll([1, 2, 3, 4, 6], withStraights(seed)).points).toBe(10);
  });

  it('GIVEN a roll with several combinations WHEN it is scored THEN they are described highest first', () => {
    expect(scoreRoll([1, 4, 4, 4, 5], seed).combos).toEqual([
      { kind: 'three', dice: [4, 4, 4], points: 40 },
      { kind: 'single', dice: [1], points: 10 },
      { kind: 'single', dice: [5], points: 5 },
    ]);
    expect(scoreRoll([1, 1, 1, 1, 3], classic).combos).toEqual([{ kind: 'four', dice: [1, 1, 1, 1], points: 200 }]);
  });
});
