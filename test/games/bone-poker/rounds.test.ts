// Bone Poker rounds: round 1 five dice each; round 2 each in turn passes or rerolls dice named by value.
import { describe, expect, it } from 'vitest';
import { type BonePokerState, bonePokerEngine } from '../../../src/games/bone-poker/index.ts';
import type { Action } from '../../../src/games/types.ts';
import { noDice } from '../../helpers/dice.ts';
import { scriptedPlay } from '../../helpers/engine.ts';

const play = scriptedPlay(bonePokerEngine);
const poker = (player: string): Action => ({ type: 'roll', player, count: 5 });

/** alice 2,2,4,5,1 · bob 6,6,3,1,2 — round 2 begins with alice. */
function roundTwo(): BonePokerState {
  const start = bonePokerEngine.setup(['alice', 'bob'], {});
  return play(play(start, poker('alice'), 2, 2, 4, 5, 1).state, poker('bob'), 6, 6, 3, 1, 2).state;
}

describe('Bone Poker round 1', () => {
  it('GIVEN a new game WHEN alice rolls five THEN her hand is shown and bob is next', () => {
    const start = bonePokerEngine.setup(['alice', 'bob'], {});
    expect(bonePokerEngine.expected(start)).toEqual({ player: 'alice', moves: [{ type: 'roll', count: 5 }] });
    const { state, events } = play(start, poker('alice'), 3, 3, 3, 5, 6);
    expect(events).toEqual([
      { type: 'roll', player: 'alice', dice: [3, 3, 3, 5, 6] },
      { type: 'hand', player: 'alice', rank: 'three', dice: [3, 3, 3, 5, 6], sum: 20 },
    ]);
    expect(bonePokerEngine.expected(state)?.player).toBe('bob');
    expect(bonePokerEngine.scores(start)).toBeNull();
    expect(bonePokerEngine.scores(state)).toEqual({ alice: 20 });
  });

  it('GIVEN round 1 WHEN its last player rolls THEN round 2 starts with the first player', () => {
    const start = bonePokerEngine.setup(['alice', 'bob'], {});
    const { events } = play(play(start, poker('alice'), 2, 2, 4, 5, 1).state, poker('bob'), 6, 6, 3, 1, 2);
    expect(events.at(-1)).toEqual({ type: 'round_started', round: 2 });
    const state = roundTwo();
    expect(state.round).toBe(2);
    expect(bonePokerEngine.expected(state)).toEqual({
      player: 'alice',
      moves: [{ type: 'reroll', maxCount: 5, hand: state.hands.alice }, { type: 'pass' }],
    });
  });
});

describe('Bone Poker round 2', () => {
  it('GIVEN 2,2,4,5,1 WHEN alice rerolls 4, 5 and 1 in one message and gets 3,3,5 THEN her hand is 2,2,3,3,5', () => {
    const { state, events } = play(roundTwo(), { type: 'roll', player: 'alice', count: 3, reroll: [4, 5, 1] }, 3, 3, 5);
    expect(events).toEqual([
      { type: 'roll', player: 'alice', dice: [3, 3, 5], kept: [2, 2] },
      { type: 'hand', player: 'alice', rank: 'two_pairs', dice: [2, 2, 3, 3, 5], sum: 15 },
    ]);
    expect(state.hands.alice).toEqual([2, 2, 3, 3, 5]);
    expect(bonePokerEngine.expected(state)?.player).toBe('bob');
  });

  it('GIVEN 2,2,4,5,1 WHEN alice rerolls a repeated value (2, 2) THEN both twos go and the rest stay', () => {
    const { state, events } = play(roundTwo(), { type: 'roll', player: 'alice', count: 2, reroll: [2, 2] }, 6, 6);
    expect(events[0]).toEqual({ type: 'roll', player: 'alice', dice: [6, 6], kept: [4, 5, 1] });
    expect(state.hands.alice).toEqual([4, 5, 1, 6, 6]);
  });

  it('GIVEN 2,2,4,5,1 WHEN alice names all five dice THEN all five are rerolled', () => {
    const { state } = play(roundTwo(), { type: 'roll', player: 'alice', count: 5, reroll: [1, 2, 2, 4, 5] }, 6, 6, 6, 6, 5);
    expect(state.hands.alice).toEqual([6, 6, 6, 6, 5]);
  });

  it('GIVEN 2,2,4,5,1 WHEN alice rolls five without naming dice THEN the whole hand is rerolled', () => {
    const { state, events } = play(roundTwo(), poker('alice'), 1, 2, 3, 4, 5);
    expect(events[0]).toEqual({ type: 'roll', player: 'alice', dice: [1, 2, 3, 4, 5], kept: [] });
    expect(state.hands.alice).toEqual([1, 2, 3, 4, 5]);
  });

  it('GIVEN round 2 WHEN alice first says "Перебрасываю 4, 5 и 1" and then rolls three THEN the declared dice are rerolled', () => {
    const declared = play(roundTwo(), { type: 'reroll', player: 'alice', values: [4, 5, 1] });
    expect(declared.events).toEqual([{ type: 'reroll_declared', player: 'alice', values: [4, 5, 1] }]);
    expect(bonePokerEngine.expected(declared.state)).toEqual({
      player: 'alice',
      moves: [{ type: 'roll', count: 3 }, { type: 'reroll', maxCount: 5, hand: declared.state.hands.alice }, { type: 'pass' }],
    });
    expect(bonePokerEngine.autoMove(declared.state)).toEqual({ type: 'roll', player: 'alice', count: 3 });
    const rolled = play(declared.state, { type: 'roll', player: 'alice', count: 3 }, 3, 3, 5);
    expect(rolled.state.hands.alice).toEqual([2, 2, 3, 3, 5]);
    expect(rolled.state.declared).toBeNull();
  });

  it('GIVEN round 2 WHEN alice declares, changes her mind and declares again THEN the last declaration counts', () => {
    const first = play(roundTwo(), { type: 'reroll', player: 'alice', values: [4, 5, 1] });
    const second = play(first.state, { type: 'reroll', player: 'alice', values: [1] });
    const rolled = play(second.state, { type: 'roll', player: 'alice', count: 1 }, 2);
    expect(rolled.state.hands.alice).toEqual([2, 2, 4, 5, 2]);
  });

  it('GIVEN a reroll declared WHEN alice then says Пас THEN she keeps her hand', () => {
    const declared = play(roundTwo(), { type: 'reroll', player: 'alice', values: [4] });
    const passed = play(declared.state, { type: 'pass', player: 'alice' });
    expect(passed.state.hands.alice).toEqual([2, 2, 4, 5, 1]);
    expect(passed.state.declared).toBeNull();
  });

  it('GIVEN round 2 WHEN alice says Пас THEN her hand stays and the turn passes to bob', () => {
    const state = roundTwo();
    const result = bonePokerEngine.apply(state, { type: 'pass', player: 'alice' }, noDice);
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    expect(result.events).toEqual([
      { type: 'pass', player: 'alice' },
      { type: 'hand', player: 'alice', rank: 'pair', dice: [2, 2, 4, 5, 1], sum: 14 },
    ]);
    expect(result.state.hands).toEqual(state.hands);
    expect(bonePokerEngine.expected(result.state)?.player).toBe('bob');
  });

  it('GIVEN a player to move WHEN the clock runs out THEN the auto-move is a roll of five in round 1 and Пас in round 2', () => {
    expect(bonePokerEngine.autoMove(bonePokerEngine.setup(['a', 'b'], {}))).toEqual({ type: 'roll', player: 'a', count: 5 });
    expect(bonePokerEngine.autoMove(roundTwo())).toEqual({ type: 'pass', player: 'alice' });
  });
});
