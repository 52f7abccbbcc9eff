import { describe, expect, it } from 'vitest';
import { thousandEngine } from '../../../src/games/thousand/index.ts';
import { bank, game, ofType, player, refused, roll, score } from './helpers.ts';

describe('1000: opening the game', () => {
  it('GIVEN 45 in the first turn WHEN the player banks THEN it is refused: 50 needed', () => {
    let state = roll(game(['ann', 'bob']), 'ann', 1, 1, 5, 2, 3).state; // 25, two dice left
    state = roll(state, 'ann', 1, 5).state; // all five scored: hot dice at 40
    expect(refused(state, { type: 'bank', player: 'ann' }).params).toEqual({ reason: 'reroll_owed' });
    state = roll(state, 'ann', 5, 2, 3, 4, 6).state; // 45, four dice left
    expect(thousandEngine.expected(state)?.moves).toEqual([{ type: 'roll', count: 4 }]);
    expect(refused(state, { type: 'bank', player: 'ann' })).toEqual({
      ok: false,
      code: 'cannot_bank',
      params: { reason: 'not_opened', need: 50, have: 45 },
    });
    expect(thousandEngine.autoMove(state)).toEqual({ type: 'end_turn', player: 'ann' });
  });

  it('GIVEN exactly 50 in the first turn WHEN the player banks THEN the turn is banked and the player is opened', () => {
    const state = roll(game(['ann', 'bob']), 'ann', 5, 5, 5, 2, 3).state;
    expect(thousandEngine.autoMove(state)).toEqual({ type: 'bank', player: 'ann' });
    const { state: after, events } = bank(state, 'ann');
    expect(events).toEqual([{ type: 'banked', player: 'ann', points: 50, total: 50, opened: true }]);
    expect(player(after, 'ann').opened).toBe(true);
  });

  it.each([
    ['60', 55, false],
    ['60', 60, true],
    ['75', 70, false],
    ['75', 75, true],
  ])('GIVEN open: %s and a first turn of %i WHEN the player banks THEN it is allowed: %s', (open, total, allowed) => {
    const state = game(['ann', 'bob'], { open }, { total, diceLeft: 2, rolls: 2 });
    expect(thousandEngine.expected(state)?.moves.some((m) => m.type === 'bank')).toBe(allowed);
  });

  it('GIVEN open: 0 WHEN the game starts THEN everyone is opened and may bank 5', () => {
    const state = roll(game(['ann', 'bob'], { open: '0' }), 'ann', 5, 2, 3, 4, 6).state;
    expect(score(bank(state, 'ann').state, 'ann')).toBe(5);
  });

  it('GIVEN an opened player back at 0 after the dump truck WHEN they bank a small turn THEN they are still opened and it is allowed', () => {
    let state = game({ ann: { score: 505 }, bob: {} }, {}, { total: 50, diceLeft: 2, rolls: 1 });
    const dumped = bank(state, 'ann');
    expect(player(dumped.state, 'ann')).toMatchObject({ score: 0, opened: true });
    state = game({ ann: { score: 0, opened: true }, bob: {} });
    state = roll(state, 'ann', 5, 2, 3, 4, 6).state;
    expect(score(bank(state, 'ann').state, 'ann')).toBe(5);
  });
});

describe('1000: pits 200–299 and 600–699', () => {
  it('GIVEN a score below a pit WHEN a bank lands in the pit THEN it is allowed', () => {
    const state = game({ ann: { score: 150 }, bob: {} }, {}, { total: 60, diceLeft: 2, rolls: 2 });
    expect(score(bank(state, 'ann').state, 'ann')).toBe(210);
  });

  it('GIVEN 250 and a turn of 40 WHEN the player banks THEN banking is refused: 50 needed to reach 300', () => {
    const state = game({ ann: { score: 250 }, bob: {} }, {}, { total: 40, diceLeft: 2, rolls: 2 });
    expect(refused(state, { type: 'bank', player: 'ann' })).toEqual({
      ok: false,
      code: 'cannot_bank',
      params: { reason: 'pit', need: 50, have: 40 },
    });
  });

  it('GIVEN 250 and a turn of 50 WHEN the player banks THEN the bank lifts out to 300', () => {
    const state = game({ ann: { score: 250 }, bob: {} }, {}, { total: 50, diceLeft: 2, rolls: 2 });
    expect(score(bank(state, 'ann').state, 'ann')).toBe(300);
  });

  it('GIVEN 650 WHEN a turn is played THEN 700 is needed; a turn that does not lift out can only go on or bust', () => {
    let state = game({ ann: { score: 650 }, bob: {} });
    state = roll(state, 'ann', 1, 5, 5, 2, 3).state; // 20
    expect(refused(state, { type: 'bank', player: 'ann' }).params).toEqual({ reason: 'pit', need: 50, have: 20 });
    const { state: after, events } = roll(state, 'ann', 2, 3);
    expect(ofType(events, 'bust')).toHaveLength(1);
    expect(ofType(events, 'bolt')).toHaveLength(0); // no bolts in a pit
    expect(score(after, 'ann')).toBe(650);
  });

  it('GIVEN pits: off and a score of 250 WHEN the player banks 10 THEN it is allowed', () => {
    const state = game({ ann: { score: 250 }, bob: {} }, { pits: 'off' }, { total: 10, diceLeft: 4, rolls: 1 });
    expect(score(bank(state, 'ann').state, 'ann')).toBe(260);
  });
});
