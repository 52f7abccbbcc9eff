import { describe, expect, it } from 'vitest';
import { thousandEngine } from '../../../src/games/thousand/index.ts';
import { bank, endTurn, game, ofType, player, refused, roll, score, types } from './helpers.ts';

// A roll of five that scores nothing: the turn busts.
const NOTHING = [2, 3, 4, 6, 6] as const;

describe('1000: the barrel (barrel: points)', () => {
  it('GIVEN 850 WHEN a bank reaches 890 THEN the player sits on the barrel with three turns', () => {
    const state = game({ ann: { score: 850 }, bob: {} }, {}, { total: 40, diceLeft: 1, rolls: 2 });
    const { state: after, events } = bank(state, 'ann');
    expect(events).toEqual([
      { type: 'banked', player: 'ann', points: 40, total: 890, opened: false },
      { type: 'barrel', player: 'ann', status: 'on', reason: 'climb', turns: 3 },
    ]);
    expect(player(after, 'ann').barrel).toBe(3);
  });

  it('GIVEN a player on the barrel WHEN they try to bank or bust THEN banking is refused and the bust gives no bolt', () => {
    let state = game({ ann: { score: 900 }, bob: {} });
    state = roll(state, 'ann', 1, 1, 5, 2, 3).state; // 25
    expect(thousandEngine.expected(state)?.moves).toEqual([{ type: 'roll', count: 2 }]);
    expect(refused(state, { type: 'bank', player: 'ann' }).params).toEqual({ reason: 'barrel' });
    const { state: after, events } = roll(state, 'ann', 2, 3);
    expect(types(events)).toEqual(['roll', 'bust', 'barrel_turn']);
    expect(ofType(events, 'barrel_turn')[0]).toEqual({ type: 'barrel_turn', player: 'ann', turns_left: 2 });
    expect(player(after, 'ann')).toMatchObject({ score: 900, barrel: 2, bolts: 0 });
  });

  it('GIVEN a player on the barrel WHEN three turns pass without 1000 THEN they fall off: −100', () => {
    let state = game({ ann: { score: 900 }, bob: { score: 100 } });
    for (const left of [2, 1]) {
      state = roll(state, 'ann', ...NOTHING).state;
      expect(player(state, 'ann').barrel).toBe(left);
      state = bank(roll(state, 'bob', 5, 2, 3, 4, 6).state, 'bob').state;
    }
    const { state: after, events } = roll(state, 'ann', ...NOTHING);
    expect(events.slice(2)).toEqual([
      { type: 'penalty', player: 'ann', kind: 'barrel_fall', points: -100, total: 800, falls: 1 },
      { type: 'barrel', player: 'ann', status: 'off', reason: 'fall' },
    ]);
    expect(player(after, 'ann')).toMatchObject({ score: 800, barrel: null, falls: 1 });
  });

  it('GIVEN two falls WHEN the player falls a third time THEN the score is 0 and the count starts again', () => {
    const state = game({ ann: { score: 950, falls: 2, barrel: 1 }, bob: {} });
    const { state: after, events } = roll(state, 'ann', ...NOTHING);
    expect(ofType(events, 'penalty')).toEqual([
      { type: 'penalty', player: 'ann', kind: 'barrel_fall', points: -950, total: 0, falls: 3 },
    ]);
    expect(player(after, 'ann')).toMatchObject({ score: 0, opened: true, barrel: null, falls: 0 });
  });

  it('GIVEN a fall that leaves 880+ WHEN the player sits again THEN three new turns and nobody is knocked off', () => {
    const state = game({ ann: { score: 990, barrel: 1 }, bob: { score: 900, barrel: 2 } });
    const { state: after, events } = endTurn(state, 'ann');
    expect(events.slice(1)).toEqual([
      { type: 'penalty', player: 'ann', kind: 'barrel_fall', points: -100, total: 890, falls: 1 },
      { type: 'barrel', player: 'ann', status: 'on', reason: 'again', turns: 3 },
    ]);
    expect(player(after, 'ann').barrel).toBe(3);
    expect(player(after, 'bob')).toMatchObject({ score: 900, barrel: 2 });
  });

  it('GIVEN players on the barrel WHEN another climbs onto it THEN everyone sitting there is knocked off (a fall that counts)', () => {
    const state = game(
      { ann: { score: 850 }, bob: { score: 900, barrel: 2 }, cid: { score: 950, barrel: 1, falls: 2 } },
      { overtake: 'off' },
      { total: 50, diceLeft: 2, rolls: 1 },
    );
    const { state: after, events } = bank(state, 'ann');
    expect(events).toEqual([
      { type: 'banked', player: 'ann', points: 50, total: 900, opened: false },
      { type: 'barrel', player: 'ann', status: 'on', reason: 'climb', turns: 3 },
      { type: 'penalty', player: 'bob', kind: 'barrel_fall', points: -100, total: 800, falls: 1, by: 'ann' },
      { type: 'barrel', player: 'bob', status: 'off', reason: 'fall' },
      { type: 'penalty', player: 'cid', kind: 'barrel_fall', points: -950, total: 0, falls: 3, by: 'ann' },
      { type: 'barrel', player: 'cid', status: 'off', reason: 'fall' },
    ]);
    expect(player(after, 'bob')).toMatchObject({ barrel: null, falls: 1 });
  });

  it('GIVEN a player on the barrel WHEN overtaken below 880 THEN they leave it without a fall, and nobody is left to knock off', () => {
    const state = game({ ann: { score: 850 }, bob: { score: 900, barrel: 2 } }, {}, { total: 60, diceLeft: 2, rolls: 1 });
    const { state: after, events } = bank(state, 'ann');
    expect(events).toEqual([
      { type: 'banked', player: 'ann', points: 60, total: 910, opened: false },
      { type: 'penalty', player: 'bob', kind: 'overtaken', points: -50, total: 850, by: 'ann' },
      { type: 'barrel', player: 'bob', status: 'off', reason: 'dropped' },
      { type: 'barrel', player: 'ann', status: 'on', reason: 'climb', turns: 3 },
    ]);
    expect(player(after, 'bob')).toMatchObject({ score: 850, barrel: null, falls: 0 });
  });

  it('GIVEN a player on the barrel WHEN overtaken but still on it, then knocked off THEN −50 and −100', () => {
    const state = game({ ann: { score: 850 }, bob: { score: 940, barrel: 3 } }, {}, { total: 100, diceLeft: 2, rolls: 1 });
    const { state: after, events } = bank(state, 'ann');
    expect(ofType(events, 'penalty').map((e) => [e.kind, e.points, e.total])).toEqual([
      ['overtaken', -50, 890],
      ['barrel_fall', -100, 790],
    ]);
    expect(player(after, 'bob')).toMatchObject({ score: 790, barrel: null, falls: 1 });
  });

  it('GIVEN a score below 880 WHEN the turn reaches 1000 THEN the player wins at once, without banking or sitting on the barrel', () => {
    let state = game({ ann: { score: 850 }, bob: { score: 300 } });
    state = roll(state, 'ann', 1, 5, 2, 3, 4).state; // 15 → 865
    state = roll(state, 'ann', 1, 1, 1).state; // +100 → 965, all five scored
    expect(state.winners).toBeNull();
    const { state: after, events } = roll(state, 'ann', 5, 5, 5, 2, 3); // +50 → 1015
    expect(types(events)).toEqual(['roll', 'turn_score', 'game_over']);
    expect(after.winners).toEqual(['ann']);
    expect(player(after, 'ann')).toMatchObject({ score: 1015, barrel: null });
  });

  it('GIVEN 850 WHEN one turn jumps past 1000 THEN the player wins at once, with an owed re-roll ignored', () => {
    let state = game({ ann: { score: 850 }, bob: { score: 300 } });
    const { state: after, events } = roll(state, 'ann', 1, 1, 1, 5, 5); // 110: all five scored, 960
    expect(after.winners).toBeNull();
    const last = roll(after, 'ann', 1, 1, 1, 1, 2); // +500 → 1460
    expect(ofType(last.events, 'turn_score')[0].reroll_owed).toBe(false);
    expect(last.events.at(-1)).toEqual({ type: 'game_over', game: 'thousand', winners: ['ann'], scores: { ann: 1460, bob: 300 } });
    expect(types(events)).toEqual(['roll', 'turn_score']);
  });

  it('GIVEN a player on the barrel WHEN they reach 1000 THEN they win', () => {
    const state = game({ ann: { score: 900, barrel: 1 }, bob: {} });
    const { state: after, events } = roll(state, 'ann', 1, 1, 1, 2, 3);
    expect(events.at(-1)).toEqual({ type: 'game_over', game: 'thousand', winners: ['ann'], scores: { ann: 1000, bob: 0 } });
    expect(thousandEngine.isOver(after)).toBe(true);
    expect(player(after, 'ann').barrel).toBeNull();
  });

  it('GIVEN hot dice owing a re-roll WHEN the turn reaches 1000 THEN the win needs no re-roll', () => {
    const state = game({ ann: { score: 890, barrel: 3 }, bob: {} });
    const { state: after } = roll(state, 'ann', 1, 1, 1, 5, 5); // 110 → 1000, all five scored
    expect(after.winners).toEqual(['ann']);
  });

  it('GIVEN a player on the barrel WHEN the turn ends by end_turn THEN it uses one of the three turns', () => {
    const state = game({ ann: { score: 900 }, bob: {} });
    expect(thousandEngine.autoMove(state)).toEqual({ type: 'end_turn', player: 'ann' });
    expect(player(endTurn(state, 'ann').state, 'ann').barrel).toBe(2);
  });

  it('GIVEN barrel: none WHEN a player at 880+ banks THEN it is allowed and the first to reach 1000 or more wins', () => {
    let state = game({ ann: { score: 950 }, bob: {} }, { barrel: 'none' }, { total: 10, diceLeft: 4, rolls: 1 });
    expect(player(state, 'ann').barrel).toBeNull();
    state = bank(state, 'ann').state;
    expect(score(state, 'ann')).toBe(960);
    state = roll(state, 'bob', ...NOTHING).state;
    const { state: after } = roll(state, 'ann', 1, 1, 1, 1, 3); // +500
    expect(after.winners).toEqual(['ann']);
    expect(score(after, 'ann')).toBe(1460);
  });
});
