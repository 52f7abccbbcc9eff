// The state is plain JSON and validated on read.
import { describe, expect, it } from 'vitest';
import { BOXES, dicePokerStateSchema, type DicePokerState } from '../../../src/games/dice-poker/index.ts';
import { engine, play, roll5, turn, withSheet } from './scenario.ts';

const roundTrip = (state: DicePokerState) => dicePokerStateSchema.parse(JSON.parse(JSON.stringify(state)));

describe('Dice Poker state', () => {
  it('GIVEN the Dice Poker sheet WHEN its boxes are listed THEN the 15 come in score-sheet order', () => {
    expect(BOXES).toEqual(['ones', 'twos', 'threes', 'fours', 'fives', 'sixes', 'pair', 'two_pairs', 'three_kind',
      'four_kind', 'full_house', 'small_straight', 'large_straight', 'poker', 'chance']);
  });

  it('GIVEN a game at any stage of a turn or after it WHEN its state is stored as JSON and read back THEN the schema gives the same state', () => {
    const start = engine.setup(['alice', 'bob'], {});
    const rolled = roll5(start, 'alice', 2, 2, 3, 5, 6).state;
    const named = play(rolled, { type: 'reroll', player: 'alice', values: [3, 5] }).state;
    const written = turn(start, 'alice', [1, 1, 1, 1, 1], 'poker').state;
    const joker = roll5(withSheet(['alice'], { poker: 50 }, 'alice', 100), 'alice', 4, 4, 4, 4, 4).state;
    const over = play(engine.setup(['alice'], {}), { type: 'forfeit', player: 'alice' }).state;
    for (const state of [start, rolled, named, written, joker, over]) {
      expect(roundTrip(state)).toEqual(state);
    }
  });

  it('GIVEN a damaged stored state WHEN it is read back THEN the schema rejects it', () => {
    const state = roll5(engine.setup(['alice'], {}), 'alice', 2, 2, 3, 5, 6).state;
    expect(() => dicePokerStateSchema.parse({ ...state, turn: { ...state.turn, dice: [1, 2, 3] } })).toThrow();
    expect(() => dicePokerStateSchema.parse({ ...state, version: 2 })).toThrow();
    const sheet = { ...state.sheets.alice!, ones: -1 };
    expect(() => dicePokerStateSchema.parse({ ...state, sheets: { alice: sheet } })).toThrow();
  });
});
