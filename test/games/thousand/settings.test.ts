import { describe, expect, it } from 'vitest';
import { THOUSAND_SETTINGS, thousandEngine } from '../../../src/games/thousand/index.ts';
import { bank, game, ofType, player, roll, score } from './helpers.ts';

const ALL_OFF = {
  scoring: 'classic',
  straights: 'on',
  open: '0',
  pits: 'off',
  barrel: 'none',
  bolts: 'off',
  dumptruck: 'off',
  overtake: 'off',
};

describe('1000: settings', () => {
  it('GIVEN the 1000 engine WHEN its settings are listed THEN each comes with its values and default', () => {
    expect(thousandEngine.settings).toBe(THOUSAND_SETTINGS);
    expect(Object.fromEntries(THOUSAND_SETTINGS.map((s) => [s.key, [s.default, ...s.values]]))).toEqual({
      scoring: ['seed', 'seed', 'classic'],
      straights: ['off', 'off', 'on'],
      open: ['50', '0', '50', '60', '75'],
      pits: ['on', 'on', 'off'],
      barrel: ['points', 'points', 'none', 'open'],
      bolts: ['on', 'on', 'off'],
      dumptruck: ['on', 'on', 'off'],
      overtake: ['on', 'on', 'off'],
    });
    expect(thousandEngine).toMatchObject({ id: 'thousand', minPlayers: 1, maxPlayers: 6 });
  });

  it('GIVEN missing or unknown setting values WHEN a game is set up THEN the defaults are used', () => {
    expect(game(['ann'], { barrel: 'wooden' }).settings).toEqual({
      scoring: 'seed',
      straights: 'off',
      open: '50',
      pits: 'on',
      barrel: 'points',
      bolts: 'on',
      dumptruck: 'on',
      overtake: 'on',
    });
  });

  it('GIVEN every rule switched off WHEN the game is played THEN bank anything, no pits, no barrel, no bolts, no dump truck, no overtaking', () => {
    let state = game({ ann: {}, bob: { score: 30 } }, ALL_OFF);
    state = roll(state, 'ann', 6, 2, 3, 4, 5).state; // straight 2-6: 250, all five scored
    expect(state.turn).toMatchObject({ total: 250, diceLeft: 5, rerollOwed: true });
    state = roll(state, 'ann', 5, 1, 3, 4, 2).state; // straight 1-5: +125
    expect(state.turn.total).toBe(375);
    state = roll(state, 'ann', 3, 3, 3, 3, 2).state; // classic four 3s = 60
    expect(state.turn.total).toBe(435);
    const banked = bank(state, 'ann');
    expect(ofType(banked.events, 'penalty')).toEqual([]); // bob at 30 passed: no overtaking
    state = banked.state;
    expect(score(state, 'bob')).toBe(30);
    expect(score(state, 'ann')).toBe(435);
    state = roll(state, 'bob', 2, 2, 3, 4, 6).state; // an opened player busts: no bolt
    expect(player(state, 'bob').bolts).toBe(0);
    const at = game({ ann: { score: 250 }, bob: { score: 505 } }, ALL_OFF, { total: 50, diceLeft: 2, rolls: 1, current: 'bob' });
    expect(score(bank(at, 'bob').state, 'bob')).toBe(555);
    const pit = game({ ann: { score: 250 }, bob: {} }, ALL_OFF, { total: 5, diceLeft: 4, rolls: 1 });
    expect(score(bank(pit, 'ann').state, 'ann')).toBe(255);
    const barrel = game({ ann: { score: 900 }, bob: {} }, ALL_OFF, { total: 5, diceLeft: 4, rolls: 1 });
    const atBarrel = bank(barrel, 'ann');
    expect(ofType(atBarrel.events, 'barrel')).toEqual([]);
    expect(score(atBarrel.state, 'ann')).toBe(905);
  });
});
