import { describe, expect, it } from 'vitest';
import { thousandEngine } from '../../../src/games/thousand/index.ts';
import type { Action } from '../../../src/games/types.ts';
import { bank, game, play, ofType, player, refused, roll, score, types } from './helpers.ts';

describe('1000: a turn', () => {
  it('GIVEN a new game WHEN it starts THEN the first player rolls five and may not bank yet', () => {
    const state = game(['ann', 'bob']);
    expect(thousandEngine.expected(state)).toEqual({ player: 'ann', moves: [{ type: 'roll', count: 5 }] });
    expect(refused(state, { type: 'bank', player: 'ann' })).toEqual({ ok: false, code: 'roll_first' });
  });

  it('GIVEN a roll with scoring dice WHEN it is scored THEN those dice are set aside and the rest are asked for by number', () => {
    const { state, events } = roll(game(['ann', 'bob']), 'ann', 1, 2, 3, 4, 6);
    expect(events).toEqual([
      { type: 'roll', player: 'ann', dice: [1, 2, 3, 4, 6] },
      {
        type: 'turn_score',
        player: 'ann',
        points: 10,
        turn_total: 10,
        dice_left: 4,
        scoring: [1],
        combos: [{ kind: 'single', dice: [1], points: 10 }],
        reroll_owed: false,
      },
    ]);
    expect(state.turn).toEqual({ total: 10, diceLeft: 4, rolls: 1, rerollOwed: false });
    expect(refused(state, { type: 'roll', player: 'ann', count: 5 })).toEqual({
      ok: false,
      code: 'wrong_dice_count',
      params: { expected: 4, got: 5 },
    });
    const next = roll(state, 'ann', 5, 5, 2, 3);
    expect(next.state.turn).toEqual({ total: 20, diceLeft: 2, rolls: 2, rerollOwed: false });
  });

  it('GIVEN one die set aside WHEN the player rolls the four left THEN the roll event has the four dice thrown and nothing kept', () => {
    const first = roll(game(['ann', 'bob']), 'ann', 1, 2, 3, 4, 6);
    const { events } = roll(first.state, 'ann', 5, 2, 3, 4);
    expect(events[0]).toEqual({ type: 'roll', player: 'ann', dice: [5, 2, 3, 4] });
  });

  it('GIVEN a 4 set aside WHEN two more 4s come in a later roll THEN they score nothing: combinations count only within one roll', () => {
    let { state } = roll(game(['ann', 'bob']), 'ann', 4, 4, 1, 2, 3);
    expect(state.turn.total).toBe(10);
    const { state: after, events } = roll(state, 'ann', 4, 2, 3, 6);
    expect(types(events)).toEqual(['roll', 'bust']);
    expect(after.current).toBe(1);
  });

  it('GIVEN a new turn WHEN all five dice score in one roll (hot dice) THEN five come back and a roll is owed before banking', () => {
    const start = game({ ann: { score: 300 }, bob: {} });
    const { state, events } = roll(start, 'ann', 1, 1, 1, 5, 5);
    expect(ofType(events, 'turn_score')[0]).toMatchObject({ points: 110, dice_left: 5, reroll_owed: true });
    expect(thousandEngine.expected(state)?.moves).toEqual([{ type: 'roll', count: 5 }]);
    expect(refused(state, { type: 'bank', player: 'ann' })).toEqual({
      ok: false,
      code: 'cannot_bank',
      params: { reason: 'reroll_owed' },
    });
    const again = roll(state, 'ann', 1, 2, 3, 4, 6);
    expect(again.state.turn).toEqual({ total: 120, diceLeft: 4, rolls: 2, rerollOwed: false });
    expect(thousandEngine.expected(again.state)?.moves).toEqual([{ type: 'roll', count: 4 }, { type: 'bank' }]);
    expect(score(bank(again.state, 'ann').state, 'ann')).toBe(420);
  });

  it('GIVEN dice set aside over several rolls WHEN the last dice score THEN all five come back', () => {
    let state = roll(game(['ann']), 'ann', 1, 5, 2, 3, 4).state;
    expect(state.turn.diceLeft).toBe(3);
    state = roll(state, 'ann', 1, 1, 5).state;
    expect(state.turn).toEqual({ total: 40, diceLeft: 5, rolls: 2, rerollOwed: true });
  });

  it('GIVEN hot dice WHEN the next roll busts THEN the whole turn burns', () => {
    let state = roll(game({ ann: { score: 100 }, bob: {} }), 'ann', 1, 1, 1, 5, 5).state;
    const { state: after, events } = roll(state, 'ann', 2, 3, 4, 6, 6);
    expect(ofType(events, 'bust')).toEqual([{ type: 'bust', player: 'ann', reason: 'no_score', lost: 110 }]);
    expect(score(after, 'ann')).toBe(100);
    expect(after.current).toBe(1);
    expect(after.turn).toEqual({ total: 0, diceLeft: 5, rolls: 0, rerollOwed: false });
  });

  it('GIVEN points in the turn WHEN a roll scores nothing THEN the turn points burn and the turn passes', () => {
    let state = game({ ann: { score: 100 }, bob: { score: 40 } });
    state = roll(state, 'ann', 1, 5, 2, 3, 4).state;
    const { state: after, events } = roll(state, 'ann', 2, 3, 4);
    expect(events).toEqual([
      { type: 'roll', player: 'ann', dice: [2, 3, 4] },
      { type: 'bust', player: 'ann', reason: 'no_score', lost: 15 },
      { type: 'bolt', player: 'ann', bolts: 1 },
    ]);
    expect(score(after, 'ann')).toBe(100);
    expect(thousandEngine.expected(after)).toEqual({ player: 'bob', moves: [{ type: 'roll', count: 5 }] });
  });

  it('GIVEN a turn worth banking WHEN the player banks THEN the turn is added, the player is opened and the turn passes on', () => {
    const state = roll(game(['ann', 'bob']), 'ann', 1, 1, 1, 5, 2).state;
    const { state: after, events } = bank(state, 'ann');
    expect(events).toEqual([{ type: 'banked', player: 'ann', points: 105, total: 105, opened: true }]);
    expect(player(after, 'ann')).toMatchObject({ score: 105, opened: true });
    expect(thousandEngine.expected(after)).toEqual({ player: 'bob', moves: [{ type: 'roll', count: 5 }] });
    expect(thousandEngine.scores(after)).toEqual({ ann: 105, bob: 0 });
  });
});

describe('1000: refused moves change nothing and roll nothing', () => {
  const state = roll(game(['ann', 'bob']), 'ann', 1, 2, 3, 4, 6).state;

  it.each([
    [{ type: 'roll', player: 'bob', count: 4 }, 'not_your_turn'],
    [{ type: 'roll', player: 'eve', count: 4 }, 'not_in_game'],
    [{ type: 'bank', player: 'bob' }, 'not_your_turn'],
    [{ type: 'pass', player: 'ann' }, 'move_not_allowed'],
    [{ type: 'reroll', player: 'ann', values: [2, 3] }, 'move_not_allowed'],
    [{ type: 'score', player: 'ann', box: 'pair' }, 'move_not_allowed'],
    [{ type: 'roll', player: 'ann', count: 3 }, 'wrong_dice_count'],
    [{ type: 'bank', player: 'ann' }, 'cannot_bank'],
    [{ type: 'end_turn', player: 'bob' }, 'not_your_turn'],
    [{ type: 'forfeit', player: 'eve' }, 'not_in_game'],
  ] satisfies [Action, string][])('GIVEN ann to move WHEN %j THEN refused with %s', (action, code) => {
    expect(refused(state, action).code).toBe(code);
  });

  it('GIVEN a finished game WHEN anyone moves or leaves THEN it is refused', () => {
    const over = roll(game(['ann', 'bob']), 'ann', 1, 1, 1, 1, 1).state;
    expect(thousandEngine.isOver(over)).toBe(true);
    for (const action of [
      { type: 'roll', player: 'bob', count: 5 },
      { type: 'bank', player: 'ann' },
      { type: 'forfeit', player: 'bob' },
      { type: 'end_turn', player: 'bob' },
    ] satisfies Action[]) {
      expect(refused(over, action).code).toBe('game_over');
    }
    expect(thousandEngine.expected(over)).toBeNull();
    expect(thousandEngine.autoMove(over)).toBeNull();
  });

  it('GIVEN dice left to roll WHEN the player names values to reroll THEN they are ignored and the dice left are rolled', () => {
    const after = play(state, { type: 'roll', player: 'ann', count: 4, reroll: [2, 3, 4, 6] }, 5, 2, 3, 4);
    expect(after.state.turn.total).toBe(15);
  });
});
