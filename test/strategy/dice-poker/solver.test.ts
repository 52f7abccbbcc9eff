// The solver against brute force: small games (2-3 boxes) enumerated outright through the game engine's own
// scoring must give the same expected score to 9 decimals. The full games' published values (Yahtzee 254.5896 /
// 254.5877, Yatzy 248.4400) take seconds each and run from the CLI and the benchmark.
import { describe, expect, it } from 'vitest';
import { BOXES, scoreFor, type DicePokerBox } from '../../../src/games/dice-poker/index.ts';
import { SPACE } from '../../../src/strategy/dice-poker/dice-space.ts';
import { makeLayout } from '../../../src/strategy/dice-poker/layout.ts';
import { BUTLER_RULES, withBoxes } from '../../../src/strategy/dice-poker/rules.ts';
import { solve } from '../../../src/strategy/dice-poker/solver.ts';
import { bruteForceExpected } from './brute-force.ts';

const small = (ids: DicePokerBox[], upperFrom: number) =>
  solve(withBoxes(BUTLER_RULES, ids, { upperBonusFrom: upperFrom })).expected;

describe('Dice Poker solver', () => {
  it('GIVEN the Butler rules WHEN every hand is scored in every box THEN the solver scores as the engine does', () => {
    const layout = makeLayout(BUTLER_RULES);
    for (let h = 0; h < SPACE.hands; h++) {
      const dice = SPACE.diceOf(h);
      BOXES.forEach((box, b) => expect(layout.score[b * SPACE.hands + h], `${box} ${dice}`).toBe(scoreFor(dice, box)));
    }
  });

  it.each([
    { ids: ['sixes', 'chance'] as DicePokerBox[], upperFrom: 64 },
    { ids: ['fives', 'sixes', 'pair'] as DicePokerBox[], upperFrom: 40 },
    { ids: ['sixes', 'poker', 'full_house'] as DicePokerBox[], upperFrom: 64 },
    { ids: ['poker', 'two_pairs', 'large_straight'] as DicePokerBox[], upperFrom: 64 },
    { ids: ['threes', 'poker'] as DicePokerBox[], upperFrom: 10 },
  ])('GIVEN a game of only $ids (bonus from $upperFrom) WHEN solved THEN the expectation equals brute force', ({ ids, upperFrom }) => {
    expect(small(ids, upperFrom)).toBeCloseTo(bruteForceExpected(ids, upperFrom), 9);
  }, 120_000); // brute force takes seconds; more on a busy machine
});
