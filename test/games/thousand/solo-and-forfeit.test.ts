import { describe, expect, it } from 'vitest';
import { thousandEngine } from '../../../src/games/thousand/index.ts';
import { bank, game, ofType, play, player, roll, score, types } from './helpers.ts';

describe('1000: a solo training game', () => {
  it('GIVEN one player WHEN they play turn after turn THEN they reach 1000 and win', () => {
    let state = game(['ann']);
    expect(state.solo).toBe(true);
    state = roll(state, 'ann', 1, 1, 1, 1, 2).state; // 500
    state = bank(state, 'ann').state;
    expect(thousandEngine.expected(state)).toEqual({ player: 'ann', moves: [{ type: 'roll', count: 5 }] });
    state = roll(state, 'ann', 5, 5, 5, 5, 2).state; // 250
    state = bank(state, 'ann').state;
    expect(score(state, 'ann')).toBe(750);
    state = roll(state, 'ann', 1, 1, 1, 2, 3).state; // 100
    const bust = roll(state, 'ann', 2, 2);
    expect(types(bust.events)).toEqual(['roll', 'bust', 'bolt']);
    state = bust.state;
    state = roll(state, 'ann', 3, 3, 3, 3, 1).state; // 160, all five scored → 910 if banked, but a roll is owed
    expect(thousandEngine.expected(state)?.moves).toEqual([{ type: 'roll', count: 5 }]);
    const win = roll(state, 'ann', 1, 1, 1, 2, 3); // +100 → 1010
    expect(win.events.at(-1)).toEqual({ type: 'game_over', game: 'thousand', winners: ['ann'], scores: { ann: 1010 } });
    expect(thousandEngine.isOver(win.state)).toBe(true);
  });

  it('GIVEN a solo game WHEN the only player leaves THEN the game ends without a winner', () => {
    const { state, events } = play(game(['ann']), { type: 'forfeit', player: 'ann' });
    expect(events).toEqual([
      { type: 'forfeit', player: 'ann' },
      { type: 'game_over', game: 'thousand', winners: [], scores: {} },
    ]);
    expect(thousandEngine.isOver(state)).toBe(true);
    expect(thousandEngine.players(state)).toEqual([]);
  });
});

describe('1000: forfeit', () => {
  it('GIVEN two players WHEN one leaves THEN the other wins with their score', () => {
    const state = game({ ann: { score: 300 }, bob: { score: 100 } });
    const { state: after, events } = play(state, { type: 'forfeit', player: 'bob' });
    expect(events).toEqual([
      { type: 'forfeit', player: 'bob' },
      { type: 'game_over', game: 'thousand', winners: ['ann'], scores: { ann: 300 } },
    ]);
    expect(thousandEngine.isOver(after)).toBe(true);
  });

  it('GIVEN a turn in progress WHEN a player not on turn leaves THEN the turn goes on untouched', () => {
    let state = game(['ann', 'bob', 'cid']);
    state = roll(state, 'ann', 1, 5, 2, 3, 4).state;
    const { state: after, events } = play(state, { type: 'forfeit', player: 'cid' });
    expect(events).toEqual([{ type: 'forfeit', player: 'cid' }]);
    expect(thousandEngine.players(after)).toEqual(['ann', 'bob']);
    expect(thousandEngine.expected(after)).toEqual({ player: 'ann', moves: [{ type: 'roll', count: 3 }] });
  });

  it('GIVEN a turn in progress WHEN a player before the current one leaves THEN the turn stays with the same player', () => {
    let state = game({ ann: {}, bob: {}, cid: {} }, {}, { current: 'bob', total: 15, diceLeft: 3, rolls: 1 });
    const { state: after } = play(state, { type: 'forfeit', player: 'ann' });
    expect(thousandEngine.expected(after)?.player).toBe('bob');
    expect(after.turn.total).toBe(15);
  });

  it('GIVEN a turn in progress WHEN the player on turn leaves THEN the next player starts a fresh turn (wrapping around)', () => {
    let state = game({ ann: {}, bob: {}, cid: {} }, {}, { current: 'cid', total: 15, diceLeft: 3, rolls: 1 });
    const { state: after } = play(state, { type: 'forfeit', player: 'cid' });
    expect(thousandEngine.expected(after)).toEqual({ player: 'ann', moves: [{ type: 'roll', count: 5 }] });
    state = game({ ann: {}, bob: {}, cid: {} }, {}, { current: 'bob', total: 15, diceLeft: 3, rolls: 1 });
    expect(thousandEngine.expected(play(state, { type: 'forfeit', player: 'bob' }).state)?.player).toBe('cid');
  });

  it('GIVEN a player who left WHEN the others play on THEN the leaver is not overtaken or knocked off any more', () => {
    const state = game({ ann: { score: 850 }, bob: { score: 900 }, cid: {} }, {}, { total: 100, diceLeft: 2, rolls: 1 });
    const left = play(state, { type: 'forfeit', player: 'bob' }).state;
    const { events } = bank(left, 'ann');
    expect(ofType(events, 'penalty')).toEqual([]);
    expect(player(left, 'ann').score).toBe(850);
  });
});
