// Bone Poker hands (RULES §3), weakest to strongest; a straight is below a full house.
import { describe, expect, it } from 'vitest';
import { compareHands, HAND_RANKS, handRank, handValue } from '../../../src/games/bone-poker/index.ts';

describe('Bone Poker hand ranks', () => {
  it.each([
    [[1, 2, 3, 4, 6], 'nothing'],
    [[6, 5, 4, 3, 1], 'nothing'],
    [[2, 2, 3, 4, 1], 'pair'],
    [[2, 2, 4, 5, 5], 'two_pairs'],
    [[3, 3, 3, 5, 6], 'three'],
    [[1, 2, 3, 4, 5], 'straight'],
    [[6, 2, 4, 3, 5], 'straight'],
    [[4, 4, 5, 5, 5], 'full_house'],
    [[3, 3, 3, 3, 5], 'four'],
    [[1, 1, 1, 1, 1], 'poker'],
  ] as const)('GIVEN %j rolled WHEN the hand is ranked THEN it is %s', (dice, rank) => {
    expect(handRank(dice)).toBe(rank);
  });

  it('GIVEN one hand of each rank WHEN they are compared THEN the order is nothing < pair < two pairs < three < straight < full house < four < poker', () => {
    expect(HAND_RANKS).toEqual(['nothing', 'pair', 'two_pairs', 'three', 'straight', 'full_house', 'four', 'poker']);
    const weakestToStrongest = [
      [1, 2, 3, 4, 6],
      [6, 6, 1, 2, 3],
      [1, 1, 2, 2, 3],
      [1, 1, 1, 2, 3],
      [1, 2, 3, 4, 5],
      [1, 1, 2, 2, 2],
      [1, 1, 1, 1, 2],
      [1, 1, 1, 1, 1],
    ].map(handValue);
    for (let i = 1; i < weakestToStrongest.length; i++) {
      expect(compareHands(weakestToStrongest[i]!, weakestToStrongest[i - 1]!)).toBeGreaterThan(0);
    }
  });

  it('GIVEN a high straight (sum 20) and a low full house (sum 8) WHEN they are compared THEN the full house wins', () => {
    expect(compareHands(handValue([1, 1, 2, 2, 2]), handValue([2, 3, 4, 5, 6]))).toBeGreaterThan(0);
  });

  it('GIVEN equal ranks WHEN hands are compared THEN the higher sum wins; equal rank and sum is a draw', () => {
    // the seed's example: full house 1,1,2,2,2 (8) is weaker than 2,2,4,4,4 (16)
    expect(compareHands(handValue([2, 2, 4, 4, 4]), handValue([1, 1, 2, 2, 2]))).toBeGreaterThan(0);
    // only the sum counts, not the value of the pairs: 2,2,5,5,6 (20) beats 6,6,1,1,5 (19)
    expect(compareHands(handValue([2, 2, 5, 5, 6]), handValue([6, 6, 1, 1, 5]))).toBeGreaterThan(0);
    expect(compareHands(handValue([1, 2, 3, 4, 6]), handValue([1, 2, 3, 5, 6]))).toBeLessThan(0);
    // a better rank wins whatever the sums
    expect(compareHands(handValue([1, 1, 3, 3, 2]), handValue([6, 6, 5, 4, 2]))).toBeGreaterThan(0);
    expect(compareHands(handValue([2, 2, 5, 5, 3]), handValue([5, 2, 3, 2, 5]))).toBe(0);
  });

  it('GIVEN five dice WHEN the hand is ranked THEN its sum is the sum of all five', () => {
    expect(handValue([6, 6, 6, 5, 5])).toEqual({ rank: 'full_house', sum: 28 });
  });
});
