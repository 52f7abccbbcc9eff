// strategy/dice-poker/box-chance.ts: the exact chance to make one box within a turn's rolls, playing for it alone —
// checked against figures counted by hand (one roll: the winning hands of 6^5) and the known three-roll chance of
// five of a kind (2,783,176 / 60,466,176 ≈ 4.603 %), and against a brute-force walk of every roll and keep.
import { describe, expect, it } from 'vitest';
import { chanceToMake } from '../../../src/strategy/dice-poker/box-chance.ts';
import { fits, type DicePokerBox } from '../../../src/games/dice-poker/index.ts';

/** The best chance by brute force: every keep of every hand, every outcome of 6^k (small enough for two rolls). */
function bruteForce(box: DicePokerBox, hand: number[], rolls: number, seen = new Map<string, number>()): number {
  if (hand.length === 5 && fits(hand, box)) return 1;
  if (rolls === 0) return 0;
  // (a hand met again is the same hand: its chance is kept by its sorted faces and the rolls left)
  const key = `${[...hand].sort().join('')}/${rolls}`;
  const known = seen.get(key);
  if (known !== undefined) return known;
  let best = 0;
  for (let mask = 0; mask < 1 << hand.length; mask++) {
    const kept = hand.filter((_, i) => mask & (1 << i));
    const k = 5 - kept.length;
    let sum = 0;
    for (let o = 0; o < 6 ** k; o++) {
      const dice = [...kept];
      for (let r = o, i = 0; i < k; i++, r = Math.floor(r / 6)) dice.push((r % 6) + 1);
      sum += bruteForce(box, dice, rolls - 1, seen);
    }
    best = Math.max(best, sum / 6 ** k);
  }
  seen.set(key, best);
  return best;
}

describe('the chance to make a box within a turn', () => {
  it('GIVEN one roll WHEN asked THEN it is the share of the 7,776 hands that fit: poker 6, full house 300, large straight 240', () => {
    expect(chanceToMake('poker', 1)).toBeCloseTo(6 / 7776, 12);
    expect(chanceToMake('full_house', 1)).toBeCloseTo(300 / 7776, 12);
    expect(chanceToMake('large_straight', 1)).toBeCloseTo(240 / 7776, 12);
  });

  it('GIVEN three rolls WHEN poker is asked THEN 2,783,176 / 60,466,176 (keeping the most common face is best)', () => {
    expect(chanceToMake('poker', 3)).toBeCloseTo(2_783_176 / 60_466_176, 10);
  });

  it.each(['full_house', 'small_straight', 'four_kind', 'two_pairs'] as const)('GIVEN two rolls WHEN %s is asked THEN it equals the brute-force walk', (box) => {
    expect(chanceToMake(box, 2)).toBeCloseTo(bruteForce(box, [], 2), 12);
  });

  it('GIVEN more rolls WHEN asked THEN the chance never falls', () => {
    for (const box of ['poker', 'full_house', 'large_straight'] as const) expect(chanceToMake(box, 3)).toBeGreaterThan(chanceToMake(box, 2));
  });
});
