// A turn (RULES §4): up to three rolls, rerolling dice named by value, then one write; refusals change nothing.
import { describe, expect, it } from 'vitest';
import type { DicePokerState } from '../../../src/games/dice-poker/index.ts';
import { engine, play, refused, roll5, turn, withSheet, write } from './scenario.ts';

const start = (): DicePokerState => engine.setup(['alice', 'bob'], {});

describe('Dice Poker turn: rolling', () => {
  it('GIVEN a new game WHEN it starts THEN the first player rolls five dice', () => {
    expect(engine.expected(start())).toEqual({ player: 'alice', moves: [{ type: 'roll', count: 5 }] });
  });

  it('GIVEN a new turn WHEN the first roll is made THEN the roll event carries all five dice, no kept, two rolls left', () => {
    const { state, events } = roll5(start(), 'alice', 1, 2, 3, 4, 6);
    expect(events).toEqual([{ type: 'roll', player: 'alice', dice: [1, 2, 3, 4, 6], rollsLeft: 2 }]);
    expect(state.turn).toEqual({ rolls: 1, dice: [1, 2, 3, 4, 6], reroll: null });
    expect(engine.expected(state)).toEqual({
      player: 'alice',
      moves: [{ type: 'reroll', maxCount: 5, hand: [1, 2, 3, 4, 6] }, { type: 'score' }],
    });
  });

  it('GIVEN roll 1 WHEN two values are named in the roll message THEN the roll event has the two thrown dice and the three kept', () => {
    const first = roll5(start(), 'alice', 5, 5, 3, 2, 5);
    const { state, events } = play(first.state, { type: 'roll', player: 'alice', count: 2, reroll: [3, 2] }, 5, 6);
    expect(events).toEqual([{ type: 'roll', player: 'alice', dice: [5, 6], kept: [5, 5, 5], rollsLeft: 1 }]);
    expect(state.turn.dice).toEqual([5, 5, 5, 5, 6]);
    expect(state.turn.rolls).toBe(2);
  });

  it('GIVEN roll 1 WHEN a reroll is named alone THEN it is pending and the next roll must be of that many dice', () => {
    const first = roll5(start(), 'alice', 2, 2, 4, 6, 1);
    const named = play(first.state, { type: 'reroll', player: 'alice', values: [4, 6, 1] });
    expect(named.events).toEqual([
      { type: 'reroll_named', player: 'alice', values: [4, 6, 1], kept: [2, 2] },
    ]);
    expect(engine.expected(named.state)).toEqual({
      player: 'alice',
      moves: [{ type: 'roll', count: 3 }, { type: 'reroll', maxCount: 5, hand: [2, 2, 4, 6, 1] }, { type: 'score' }],
    });
    refused(named.state, { type: 'roll', player: 'alice', count: 2 }, 'wrong_dice_count', { expected: 3, got: 2 });
    refused(named.state, { type: 'roll', player: 'alice', count: 5 }, 'wrong_dice_count', { expected: 3, got: 5 });
    const rolled = play(named.state, { type: 'roll', player: 'alice', count: 3 }, 2, 2, 3);
    expect(rolled.events[0]).toEqual({ type: 'roll', player: 'alice', dice: [2, 2, 3], kept: [2, 2], rollsLeft: 1 });
    expect(rolled.state.turn.dice).toEqual([2, 2, 2, 2, 3]);
    expect(rolled.state.turn.reroll).toBeNull();
  });

  it('GIVEN a pending reroll WHEN the roll message names other values THEN those named in the roll win', () => {
    const first = roll5(start(), 'alice', 2, 2, 4, 6, 1);
    const named = play(first.state, { type: 'reroll', player: 'alice', values: [4, 6, 1] });
    const rolled = play(named.state, { type: 'roll', player: 'alice', count: 1, reroll: [1] }, 2);
    expect(rolled.state.turn.dice).toEqual([2, 2, 4, 6, 2]);
  });

  it('GIVEN roll 1 WHEN five dice are rolled with nothing named THEN all five are rerolled and none kept', () => {
    const first = roll5(start(), 'alice', 1, 2, 3, 4, 6);
    const { state, events } = roll5(first.state, 'alice', 6, 6, 6, 6, 6);
    expect(events[0]).toEqual({ type: 'roll', player: 'alice', dice: [6, 6, 6, 6, 6], kept: [], rollsLeft: 1 });
    expect(state.turn.dice).toEqual([6, 6, 6, 6, 6]);
  });

  it('GIVEN a turn WHEN three rolls have been made THEN only a write is expected and a fourth roll is refused', () => {
    let state = roll5(start(), 'alice', 1, 2, 3, 4, 6).state;
    state = roll5(state, 'alice', 1, 2, 3, 4, 6).state;
    state = play(state, { type: 'roll', player: 'alice', count: 1, reroll: [6] }, 5).state;
    expect(state.turn).toEqual({ rolls: 3, dice: [1, 2, 3, 4, 5], reroll: null });
    expect(engine.expected(state)).toEqual({ player: 'alice', moves: [{ type: 'score' }] });
    refused(state, { type: 'roll', player: 'alice', count: 5 }, 'no_rolls_left');
    refused(state, { type: 'roll', player: 'alice', count: 1, reroll: [5] }, 'no_rolls_left');
    refused(state, { type: 'reroll', player: 'alice', values: [5] }, 'no_rolls_left');
    expect(write(state, 'alice', 'large_straight').state.sheets.alice!.large_straight).toBe(40);
  });

  it('GIVEN a turn WHEN the player writes into a box THEN the turn passes to the next player with a fresh turn', () => {
    const { state } = turn(start(), 'alice', [6, 6, 6, 2, 2], 'full_house');
    expect(state.current).toBe('bob');
    expect(state.turn).toEqual({ rolls: 0, dice: [], reroll: null });
    expect(engine.expected(state)).toEqual({ player: 'bob', moves: [{ type: 'roll', count: 5 }] });
  });
});

describe('Dice Poker turn: refusals change nothing and roll nothing', () => {
  const rolled = () => roll5(start(), 'alice', 2, 2, 3, 5, 6).state;

  it('GIVEN a new turn WHEN the player writes before rolling THEN it is refused', () => {
    refused(start(), { type: 'score', player: 'alice', box: 'chance' }, 'roll_first');
  });

  it('GIVEN a new turn WHEN the first roll is of fewer or more than five dice THEN it is refused', () => {
    refused(start(), { type: 'roll', player: 'alice', count: 3 }, 'wrong_dice_count', { expected: 5, got: 3 });
    refused(start(), { type: 'roll', player: 'alice', count: 6 }, 'wrong_dice_count', { expected: 5, got: 6 });
  });

  it('GIVEN a new turn WHEN the player names dice before rolling THEN it is refused', () => {
    refused(start(), { type: 'reroll', player: 'alice', values: [2] }, 'move_not_allowed');
    refused(start(), { type: 'roll', player: 'alice', count: 1, reroll: [2] }, 'move_not_allowed');
  });

  it('GIVEN dice in hand WHEN the player rerolls values not held (as a multiset) THEN it is refused', () => {
    refused(rolled(), { type: 'reroll', player: 'alice', values: [4] }, 'values_not_held', { values: [4] });
    refused(rolled(), { type: 'reroll', player: 'alice', values: [3, 3] }, 'values_not_held', { values: [3] });
    refused(rolled(), { type: 'roll', player: 'alice', count: 3, reroll: [2, 2, 2] }, 'values_not_held', {
      values: [2],
    });
    refused(rolled(), { type: 'reroll', player: 'alice', values: [7] }, 'values_not_held', { values: [7] });
  });

  it('GIVEN dice in hand WHEN a roll names a count that differs from its values THEN it is refused', () => {
    refused(rolled(), { type: 'roll', player: 'alice', count: 3, reroll: [5, 6] }, 'reroll_count_mismatch', {
      named: 2,
      count: 3,
    });
  });

  it('GIVEN dice in hand WHEN the player rolls fewer than five without naming them THEN it is refused', () => {
    refused(rolled(), { type: 'roll', player: 'alice', count: 2 }, 'name_dice_first');
  });

  it('GIVEN a roll WHEN the player writes into a taken or unknown box THEN it is refused', () => {
    let state = turn(start(), 'alice', [2, 2, 3, 5, 6], 'pair').state;
    state = turn(state, 'bob', [1, 1, 1, 1, 1], 'ones').state;
    state = roll5(state, 'alice', 4, 4, 1, 1, 6).state;
    refused(state, { type: 'score', player: 'alice', box: 'pair' }, 'box_taken', { box: 'pair' });
    refused(state, { type: 'score', player: 'alice', box: 'yahtzee' }, 'unknown_box', { box: 'yahtzee' });
  });

  it('GIVEN alice to move WHEN bob or a stranger moves THEN it is refused', () => {
    refused(start(), { type: 'roll', player: 'bob', count: 5 }, 'not_your_turn');
    refused(rolled(), { type: 'score', player: 'bob', box: 'chance' }, 'not_your_turn');
    refused(start(), { type: 'roll', player: 'mallory', count: 5 }, 'not_in_game');
    refused(start(), { type: 'forfeit', player: 'mallory' }, 'not_in_game');
  });

  it('GIVEN a Dice Poker game WHEN a move of another game is made THEN it is refused', () => {
    refused(rolled(), { type: 'pass', player: 'alice' }, 'move_not_allowed');
    refused(rolled(), { type: 'bank', player: 'alice' }, 'move_not_allowed');
    refused(rolled(), { type: 'end_turn', player: 'alice' }, 'move_not_allowed');
  });

  it('GIVEN alice to move WHEN bob makes a bad move THEN the refusal says out of turn, not bad move', () => {
    refused(start(), { type: 'score', player: 'bob', box: 'nonsense' }, 'not_your_turn');
  });

  it('GIVEN a finished game WHEN anyone moves or leaves THEN it is refused', () => {
    const over = { ...withSheet(['alice'], {}), over: true, current: null, winners: ['alice'] };
    refused(over, { type: 'roll', player: 'alice', count: 5 }, 'game_over');
    refused(over, { type: 'forfeit', player: 'alice' }, 'game_over');
    refused(over, { type: 'roll', player: 'mallory', count: 5 }, 'game_over');
    expect(engine.expected(over)).toBeNull();
    expect(engine.autoMove(over)).toBeNull();
  });
});
