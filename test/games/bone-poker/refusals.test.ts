// Refused Bone Poker moves: the right code, the state untouched, and no dice rolled.
import { describe, expect, it } from 'vitest';
import { type BonePokerState, bonePokerEngine } from '../../../src/games/bone-poker/index.ts';
import type { Action } from '../../../src/games/types.ts';
import { scriptedDice } from '../../helpers/dice.ts';
import { refusedMove, scriptedPlay } from '../../helpers/engine.ts';

const playMove = scriptedPlay(bonePokerEngine);
const play = (state: BonePokerState, action: Action, ...dice: number[]): BonePokerState => playMove(state, action, ...dice).state;

const refused = (state: BonePokerState, action: Action) => refusedMove(bonePokerEngine, state, action);

const start = bonePokerEngine.setup(['alice', 'bob'], {});
/** round 2, alice to move with 2,2,4,5,1 */
const roundTwo = play(
  play(start, { type: 'roll', player: 'alice', count: 5 }, 2, 2, 4, 5, 1),
  { type: 'roll', player: 'bob', count: 5 },
  6,
  6,
  3,
  1,
  2,
);

describe('Bone Poker refusals in round 1', () => {
  it('GIVEN round 1 with alice to roll WHEN she rolls 3 dice THEN wrong_dice_count {expected 5, got 3}', () => {
    expect(refused(start, { type: 'roll', player: 'alice', count: 3 })).toEqual({
      ok: false,
      code: 'wrong_dice_count',
      params: { expected: 5, got: 3 },
    });
  });

  it('GIVEN round 1 with alice to roll WHEN she says Пас or names dice THEN move_not_allowed', () => {
    expect(refused(start, { type: 'pass', player: 'alice' })).toEqual({ ok: false, code: 'move_not_allowed' });
    expect(refused(start, { type: 'reroll', player: 'alice', values: [1] })).toMatchObject({ code: 'move_not_allowed' });
    expect(refused(start, { type: 'roll', player: 'alice', count: 1, reroll: [1] })).toMatchObject({
      code: 'move_not_allowed',
    });
    expect(refused(start, { type: 'bank', player: 'alice' })).toMatchObject({ code: 'move_not_allowed' });
  });

  it('GIVEN round 1 with alice to roll WHEN bob rolls out of turn THEN not_your_turn; a stranger gets not_in_game', () => {
    expect(refused(start, { type: 'roll', player: 'bob', count: 5 })).toEqual({ ok: false, code: 'not_your_turn' });
    expect(refused(start, { type: 'pass', player: 'bob' })).toEqual({ ok: false, code: 'not_your_turn' });
    expect(refused(start, { type: 'roll', player: 'zoe', count: 5 })).toEqual({ ok: false, code: 'not_in_game' });
  });
});

describe('Bone Poker refusals in round 2', () => {
  it('GIVEN 2,2,4,5,1 WHEN alice rerolls a 6 she does not hold THEN values_not_held and nothing changes', () => {
    expect(refused(roundTwo, { type: 'roll', player: 'alice', count: 1, reroll: [6] })).toEqual({
      ok: false,
      code: 'values_not_held',
      params: { values: [6] },
    });
    expect(refused(roundTwo, { type: 'reroll', player: 'alice', values: [4, 6] })).toEqual({
      ok: false,
      code: 'values_not_held',
      params: { values: [6] },
    });
  });

  it('GIVEN only one 4 WHEN alice names 4, 4 THEN values_not_held {values: [4]}', () => {
    expect(refused(roundTwo, { type: 'reroll', player: 'alice', values: [4, 4] })).toEqual({
      ok: false,
      code: 'values_not_held',
      params: { values: [4] },
    });
  });

  it('GIVEN round 2 with alice to move WHEN she names three dice but rolls two THEN reroll_count_mismatch {named 3, count 2}', () => {
    expect(refused(roundTwo, { type: 'roll', player: 'alice', count: 2, reroll: [4, 5, 1] })).toEqual({
      ok: false,
      code: 'reroll_count_mismatch',
      params: { named: 3, count: 2 },
    });
  });

  it('GIVEN a declared reroll of 4, 5, 1 WHEN alice rolls five THEN reroll_count_mismatch', () => {
    const declared = play(roundTwo, { type: 'reroll', player: 'alice', values: [4, 5, 1] });
    expect(refused(declared, { type: 'roll', player: 'alice', count: 5 })).toEqual({
      ok: false,
      code: 'reroll_count_mismatch',
      params: { named: 3, count: 5 },
    });
  });

  it('GIVEN round 2 with alice to move WHEN she rolls two dice without naming any THEN name_dice_first', () => {
    expect(refused(roundTwo, { type: 'roll', player: 'alice', count: 2 })).toEqual({ ok: false, code: 'name_dice_first' });
    expect(refused(roundTwo, { type: 'reroll', player: 'alice', values: [] })).toEqual({
      ok: false,
      code: 'name_dice_first',
    });
  });

  it('GIVEN round 2 with alice to move WHEN she rolls 6 dice THEN wrong_dice_count', () => {
    expect(refused(roundTwo, { type: 'roll', player: 'alice', count: 6 })).toEqual({
      ok: false,
      code: 'wrong_dice_count',
      params: { expected: 5, got: 6 },
    });
  });

  it('GIVEN round 2 with alice to move WHEN bob passes before her THEN not_your_turn; a declared reroll of alice cannot be used by bob', () => {
    expect(refused(roundTwo, { type: 'pass', player: 'bob' })).toEqual({ ok: false, code: 'not_your_turn' });
    const declared = play(roundTwo, { type: 'reroll', player: 'alice', values: [4] });
    expect(refused(declared, { type: 'roll', player: 'bob', count: 1 })).toEqual({ ok: false, code: 'not_your_turn' });
  });

  it('GIVEN the game is over WHEN anyone moves THEN game_over', () => {
    const over = play(play(roundTwo, { type: 'pass', player: 'alice' }), { type: 'pass', player: 'bob' });
    expect(bonePokerEngine.isOver(over)).toBe(true);
    expect(refused(over, { type: 'pass', player: 'alice' })).toEqual({ ok: false, code: 'game_over' });
    expect(refused(over, { type: 'forfeit', player: 'alice' })).toEqual({ ok: false, code: 'game_over' });
  });

  it('GIVEN a valid reroll WHEN applied THEN the input state is not mutated', () => {
    const saved = JSON.stringify(roundTwo);
    const result = bonePokerEngine.apply(
      roundTwo,
      { type: 'roll', player: 'alice', count: 2, reroll: [2, 2] },
      scriptedDice(6, 6),
    );
    expect(result.ok).toBe(true);
    expect(JSON.stringify(roundTwo)).toBe(saved);
  });
});
