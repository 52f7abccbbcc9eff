// Whole games (RULES §4): 15 rounds in join order, the highest total wins, equal totals share the win.
import { describe, expect, it } from 'vitest';
import type { DicePokerBox, DicePokerState } from '../../../src/games/dice-poker/index.ts';
import type { GameEvent } from '../../../src/games/types.ts';
import { engine, ofType, turn } from './scenario.ts';

type Plan = [number[], DicePokerBox][];

// 3+6+12+12+20+18 = 71 upper (+35), lower 18+23+20+14+25+30+40+50+22 = 242 → 348
const alice: Plan = [
  [[1, 1, 1, 2, 3], 'ones'],
  [[2, 2, 2, 5, 6], 'twos'],
  [[3, 3, 3, 3, 1], 'threes'],
  [[4, 4, 4, 1, 2], 'fours'],
  [[5, 5, 5, 5, 2], 'fives'],
  [[6, 6, 6, 1, 1], 'sixes'],
  [[6, 6, 1, 2, 3], 'pair'],
  [[6, 6, 5, 5, 1], 'two_pairs'],
  [[4, 4, 4, 2, 6], 'three_kind'],
  [[2, 2, 2, 2, 6], 'four_kind'],
  [[3, 3, 3, 5, 5], 'full_house'],
  [[1, 2, 3, 4, 6], 'small_straight'],
  [[2, 3, 4, 5, 6], 'large_straight'],
  [[4, 4, 4, 4, 4], 'poker'],
  [[6, 5, 4, 6, 1], 'chance'],
];

// 1+2+3+4+5+6 = 21 upper, every lower box 0 but chance 5 (poker holds 0: five ones are no joker) → 26
const bob: Plan = [
  [[1, 2, 3, 4, 6], 'ones'],
  [[2, 3, 4, 5, 6], 'twos'],
  [[3, 1, 1, 2, 2], 'threes'],
  [[4, 1, 1, 2, 2], 'fours'],
  [[5, 1, 1, 2, 2], 'fives'],
  [[6, 1, 1, 2, 2], 'sixes'],
  [[1, 2, 3, 4, 6], 'pair'],
  [[1, 1, 2, 3, 4], 'two_pairs'],
  [[1, 1, 2, 2, 3], 'three_kind'],
  [[1, 1, 1, 2, 3], 'four_kind'],
  [[1, 1, 1, 1, 2], 'full_house'],
  [[1, 1, 2, 2, 5], 'small_straight'],
  [[1, 2, 3, 4, 6], 'large_straight'],
  [[1, 2, 3, 4, 6], 'poker'],
  [[1, 1, 1, 1, 1], 'chance'],
];

/** Plays the plans round by round in join order; returns the final state and every event. */
function playGame(plans: Record<string, Plan>): { state: DicePokerState; events: GameEvent[] } {
  const players = Object.keys(plans);
  let state = engine.setup(players, {});
  const events: GameEvent[] = [];
  for (let round = 0; round < 15; round++) {
    for (const player of players) {
      expect(engine.isOver(state)).toBe(false);
      expect(engine.expected(state)?.player).toBe(player);
      const [dice, box] = plans[player]![round]!;
      const played = turn(state, player, dice, box);
      state = played.state;
      events.push(...played.events);
    }
  }
  return { state, events };
}

describe('A whole game of Dice Poker', () => {
  it('GIVEN two players WHEN they play 15 rounds THEN the totals add up and the higher one wins', () => {
    const { state, events } = playGame({ alice, bob });
    expect(engine.isOver(state)).toBe(true);
    expect(engine.expected(state)).toBeNull();
    expect(engine.autoMove(state)).toBeNull();
    expect(ofType(events, 'bonus')).toEqual([{ type: 'bonus', player: 'alice', kind: 'upper', points: 35 }]);
    expect(events.at(-1)).toEqual({
      type: 'game_over',
      game: 'dice_poker',
      winners: ['alice'],
      scores: { alice: 348, bob: 26 },
    });
    expect(engine.scores(state)).toEqual({ alice: 348, bob: 26 });
    expect(state.winners).toEqual(['alice']);
  });

  it('GIVEN the last round WHEN the last box is written THEN the game is over and it was the second player who ended it', () => {
    const { events } = playGame({ alice, bob });
    const last = events.slice(-2);
    expect(last[0]).toEqual({ type: 'scored', player: 'bob', box: 'chance', points: 5, total: 26 });
    expect(ofType(events, 'game_over')).toHaveLength(1);
  });

  it('GIVEN two players WHEN they finish with equal totals THEN both share the win', () => {
    const { state, events } = playGame({ alice, bob: alice });
    expect(events.at(-1)).toEqual({
      type: 'game_over',
      game: 'dice_poker',
      winners: ['alice', 'bob'],
      scores: { alice: 348, bob: 348 },
    });
    expect(state.winners).toEqual(['alice', 'bob']);
  });

  it('GIVEN one player WHEN the game is played THEN it is a solitaire game of 15 turns, which the player wins with their total', () => {
    const { state, events } = playGame({ alice });
    expect(events.at(-1)).toEqual({ type: 'game_over', game: 'dice_poker', winners: ['alice'], scores: { alice: 348 } });
    expect(engine.isOver(state)).toBe(true);
  });

  it('GIVEN the Dice Poker engine WHEN players gather THEN one or more may play and there are no settings', () => {
    expect(engine.id).toBe('dice_poker');
    expect(engine.minPlayers).toBe(1);
    expect(engine.maxPlayers).toBeNull();
    expect(engine.settings).toEqual([]);
    expect(engine.players(engine.setup(['a', 'b', 'c'], {}))).toEqual(['a', 'b', 'c']);
  });
});
