// What dice score in each box (RULES §4): the value when the dice fit, 0 when they do not, lesser combinations fit.
import { describe, expect, it } from 'vitest';
import { scoreFor, type DicePokerBox } from '../../../src/games/dice-poker/index.ts';
import { engine, turn } from './scenario.ts';

const cases: [DicePokerBox, number[], number][] = [
  // upper boxes: the sum of that face
  ['ones', [1, 1, 1, 2, 3], 3],
  ['ones', [2, 3, 4, 5, 6], 0],
  ['twos', [2, 2, 5, 6, 1], 4],
  ['threes', [3, 3, 3, 3, 3], 15],
  ['fours', [4, 1, 2, 3, 5], 4],
  ['fives', [5, 5, 5, 5, 2], 20],
  ['sixes', [6, 6, 6, 1, 1], 18],
  ['sixes', [1, 2, 3, 4, 5], 0],
  // pair: the sum of all five
  ['pair', [5, 5, 3, 2, 1], 16],
  ['pair', [1, 2, 3, 4, 6], 0],
  ['pair', [4, 4, 4, 4, 1], 17], // four of a kind fits pair
  ['pair', [6, 6, 6, 6, 6], 30], // five of a kind fits pair
  // two pairs: two different values
  ['two_pairs', [2, 2, 5, 5, 1], 15],
  ['two_pairs', [3, 3, 3, 5, 5], 19], // a full house fits two pairs
  ['two_pairs', [2, 2, 2, 2, 5], 0], // four of a kind is one value, not two pairs
  ['two_pairs', [4, 4, 4, 4, 4], 0], // five of a kind neither (except through the joker)
  ['two_pairs', [2, 2, 3, 4, 5], 0],
  // three of a kind
  ['three_kind', [5, 5, 5, 2, 4], 21],
  ['three_kind', [2, 2, 2, 2, 5], 13], // four of a kind fits three
  ['three_kind', [3, 3, 3, 6, 6], 21], // a full house fits three
  ['three_kind', [5, 5, 2, 2, 4], 0],
  // four of a kind
  ['four_kind', [1, 1, 1, 1, 3], 7],
  ['four_kind', [6, 6, 6, 6, 6], 30], // five of a kind fits four
  ['four_kind', [6, 6, 6, 2, 2], 0],
  // full house: 25
  ['full_house', [2, 2, 2, 3, 3], 25],
  ['full_house', [2, 2, 2, 2, 3], 0],
  ['full_house', [5, 5, 5, 5, 5], 0], // five of a kind is not a full house (except through the joker)
  ['full_house', [2, 2, 3, 3, 4], 0],
  // small straight: 30, a duplicate die allowed
  ['small_straight', [1, 2, 3, 4, 6], 30],
  ['small_straight', [2, 3, 4, 5, 5], 30],
  ['small_straight', [6, 3, 5, 4, 3], 30],
  ['small_straight', [1, 2, 3, 4, 5], 30], // a large straight fits small
  ['small_straight', [1, 2, 3, 5, 6], 0],
  // large straight: 40
  ['large_straight', [2, 3, 4, 5, 6], 40],
  ['large_straight', [5, 4, 3, 2, 1], 40],
  ['large_straight', [1, 2, 3, 4, 4], 0], // a duplicate breaks the five in a row
  ['large_straight', [1, 2, 3, 4, 6], 0],
  // poker: 50
  ['poker', [3, 3, 3, 3, 3], 50],
  ['poker', [3, 3, 3, 3, 2], 0],
  // chance: the sum of anything
  ['chance', [2, 3, 5, 6, 6], 22],
  ['chance', [1, 1, 1, 1, 1], 5],
];

describe('scoreFor', () => {
  it.each(cases)('GIVEN the %s box and %j rolled WHEN the points are counted THEN it scores %i', (box, dice, points) => {
    expect(scoreFor(dice, box)).toBe(points);
  });
});

describe('Writing into a box', () => {
  it.each(cases)('GIVEN %j rolled WHEN written into %s THEN the sheet holds the points', (box, dice, points) => {
    const start = engine.setup(['alice', 'bob'], {});
    const { state, events } = turn(start, 'alice', dice, box);
    expect(state.sheets.alice![box]).toBe(points);
    expect(events[0]).toEqual({ type: 'scored', player: 'alice', box, points, total: points });
    expect(engine.scores(state)).toEqual({ alice: points, bob: 0 });
    expect(state.current).toBe('bob');
  });
});
