import { describe, expect, it } from 'vitest';
import { bank, endTurn, game, ofType, player, roll, score } from './helpers.ts';

const NOTHING = [2, 3, 4, 6, 6] as const;

describe('1000: bolts', () => {
  it('GIVEN an opened player WHEN they bust THEN a bolt, and a later bank does not clear it', () => {
    let state = game({ ann: { score: 100 }, bob: {} });
    const busted = roll(state, 'ann', ...NOTHING);
    expect(ofType(busted.events, 'bolt')).toEqual([{ type: 'bolt', player: 'ann', bolts: 1 }]);
    state = game({ ann: { score: 100, bolts: 2 }, bob: {} }, {}, { total: 50, diceLeft: 2, rolls: 1 });
    expect(player(bank(state, 'ann').state, 'ann').bolts).toBe(2);
  });

  it('GIVEN two bolts WHEN the third comes THEN it costs 100 and the count starts again', () => {
    const state = game({ ann: { score: 420, bolts: 2 }, bob: {} });
    const { state: after, events } = roll(state, 'ann', ...NOTHING);
    expect(events.slice(1)).toEqual([
      { type: 'bust', player: 'ann', reason: 'no_score', lost: 0 },
      { type: 'bolt', player: 'ann', bolts: 3 },
      { type: 'penalty', player: 'ann', kind: 'bolts', points: -100, total: 320 },
    ]);
    expect(player(after, 'ann')).toMatchObject({ score: 320, bolts: 0 });
  });

  it('GIVEN 40 points WHEN a bolt penalty comes THEN it takes 40: no score goes below 0', () => {
    const state = game({ ann: { score: 40, bolts: 2 }, bob: {} });
    const { state: after, events } = roll(state, 'ann', ...NOTHING);
    expect(ofType(events, 'penalty')).toEqual([{ type: 'penalty', player: 'ann', kind: 'bolts', points: -40, total: 0 }]);
    expect(score(after, 'ann')).toBe(0);
  });

  it('GIVEN 655 and two bolts WHEN a bust brings the third and its penalty lands on 555 THEN the dump truck drops it to 0', () => {
    const state = game({ ann: { score: 655, bolts: 2 }, bob: {} }, { pits: 'off' });
    const { state: after } = roll(state, 'ann', ...NOTHING);
    expect(score(after, 'ann')).toBe(0);
  });

  it('GIVEN a player not yet opened WHEN they bust THEN no bolt', () => {
    const { state, events } = roll(game(['ann', 'bob']), 'ann', ...NOTHING);
    expect(ofType(events, 'bolt')).toEqual([]);
    expect(player(state, 'ann').bolts).toBe(0);
  });

  it('GIVEN a player in a pit WHEN they bust THEN no bolt (but one with pits off)', () => {
    expect(ofType(roll(game({ ann: { score: 250 }, bob: {} }), 'ann', ...NOTHING).events, 'bolt')).toEqual([]);
    expect(ofType(roll(game({ ann: { score: 650 }, bob: {} }), 'ann', ...NOTHING).events, 'bolt')).toEqual([]);
    const pitsOff = roll(game({ ann: { score: 250 }, bob: {} }, { pits: 'off' }), 'ann', ...NOTHING);
    expect(ofType(pitsOff.events, 'bolt')).toHaveLength(1);
  });

  it('GIVEN a player on the barrel WHEN they bust THEN no bolt', () => {
    const { events } = roll(game({ ann: { score: 900 }, bob: {} }), 'ann', ...NOTHING);
    expect(ofType(events, 'bolt')).toEqual([]);
  });

  it('GIVEN a turn in progress WHEN it ends by end_turn (a timeout) THEN it is a bust: the turn burns and a bolt follows', () => {
    let state = game({ ann: { score: 100 }, bob: {} });
    state = roll(state, 'ann', 1, 5, 2, 3, 4).state;
    const { state: after, events } = endTurn(state, 'ann');
    expect(events).toEqual([
      { type: 'bust', player: 'ann', reason: 'timeout', lost: 15 },
      { type: 'bolt', player: 'ann', bolts: 1 },
    ]);
    expect(score(after, 'ann')).toBe(100);
    expect(after.current).toBe(1);
  });

  it('GIVEN bolts: off WHEN an opened player busts THEN nothing but the lost turn', () => {
    const state = game({ ann: { score: 420, bolts: 2 }, bob: {} }, { bolts: 'off' });
    const { state: after, events } = roll(state, 'ann', ...NOTHING);
    expect(events.map((e) => e.type)).toEqual(['roll', 'bust']);
    expect(player(after, 'ann')).toMatchObject({ score: 420, bolts: 2 });
  });
});
