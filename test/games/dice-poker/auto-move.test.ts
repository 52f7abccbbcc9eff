// Turn timeouts: autoMove rolls if not rolled yet, else writes into the best box (the joker rule respected).
import { describe, expect, it } from 'vitest';
import { dicePokerEngine as engine, type DicePokerState } from '../../../src/games/dice-poker/index.ts';
import { allBut, play, roll5, withSheet } from './scenario.ts';

describe('autoMove', () => {
  it('GIVEN no roll yet WHEN the clock runs out THEN it rolls five dice', () => {
    expect(engine.autoMove(engine.setup(['alice', 'bob'], {}))).toEqual({ type: 'roll', player: 'alice', count: 5 });
  });

  it('GIVEN a roll WHEN the clock runs out THEN it writes into the box that scores most; on equal points the one least worth keeping', () => {
    const { state } = roll5(engine.setup(['alice'], {}), 'alice', 5, 5, 5, 5, 2);
    expect(engine.autoMove(state)).toEqual({ type: 'score', player: 'alice', box: 'four_kind' });
  });

  it('GIVEN nothing fits the free boxes WHEN the clock runs out THEN a 0 goes into the cheapest free box (ones before the others)', () => {
    const start = withSheet(['alice'], allBut(['ones', 'poker', 'large_straight', 'sixes'], 10));
    const { state } = roll5(start, 'alice', 2, 3, 4, 6, 6);
    // sixes pays 12: the most points win first
    expect(engine.autoMove(state)).toEqual({ type: 'score', player: 'alice', box: 'sixes' });
    const noSixes = withSheet(['alice'], allBut(['ones', 'poker', 'large_straight'], 10));
    const rolled = roll5(noSixes, 'alice', 2, 3, 4, 6, 6).state;
    expect(engine.autoMove(rolled)).toEqual({ type: 'score', player: 'alice', box: 'ones' });
  });

  it('GIVEN a joker WHEN the clock runs out THEN it writes into the forced box', () => {
    const { state } = roll5(withSheet(['alice'], { poker: 50 }), 'alice', 3, 3, 3, 3, 3);
    expect(engine.autoMove(state)).toEqual({ type: 'score', player: 'alice', box: 'threes' });
  });

  it('GIVEN a pending reroll WHEN the clock runs out THEN it writes the dice in hand', () => {
    const first = roll5(engine.setup(['alice'], {}), 'alice', 1, 2, 3, 4, 6);
    const named = play(first.state, { type: 'reroll', player: 'alice', values: [6] }).state;
    expect(engine.autoMove(named)).toEqual({ type: 'score', player: 'alice', box: 'small_straight' });
  });

  it('GIVEN three players WHEN every move is a timeout THEN the game ends after 15 rounds with legal moves only', () => {
    let seed = 7;
    const die = () => {
      seed = (seed * 1103515245 + 12345) % 2 ** 31;
      return (seed % 6) + 1;
    };
    const random = { roll: (count: number) => Array.from({ length: count }, die) };
    let state: DicePokerState = engine.setup(['alice', 'bob', 'carol'], {});
    let moves = 0;
    while (!engine.isOver(state)) {
      const action = engine.autoMove(state);
      expect(action).not.toBeNull();
      const result = engine.apply(state, action!, random);
      expect(result.ok).toBe(true);
      if (!result.ok) return;
      state = engine.stateSchema.parse(JSON.parse(JSON.stringify(result.state)));
      moves++;
    }
    expect(moves).toBe(3 * 15 * 2);
    for (const player of ['alice', 'bob', 'carol']) {
      expect(Object.values(state.sheets[player]!).every((points) => points !== null)).toBe(true);
    }
  });
});
