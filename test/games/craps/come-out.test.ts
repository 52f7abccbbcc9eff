// Craps come-out rounds (RULES §2): the round must be completed before anything is decided.
import { describe, expect, it } from 'vitest';
import { crapsEngine } from '../../../src/games/craps/index.ts';
import { ofType, rolls } from './rolls.ts';


describe('Craps come-out round', () => {
  it('GIVEN a natural from the first player WHEN the second has not rolled yet THEN nothing is decided', () => {
    const start = crapsEngine.setup(['alice', 'bob'], {});
    const { state, events } = rolls(start, ['alice', 3, 4]);
    expect(crapsEngine.isOver(state)).toBe(false);
    expect(events).toEqual([
      { type: 'roll', player: 'alice', dice: [3, 4] },
      { type: 'craps_roll', player: 'alice', outcome: 'natural', sum: 7 },
    ]);
    expect(crapsEngine.expected(state)).toEqual({ player: 'bob', moves: [{ type: 'roll', count: 2 }] });
  });

  it('GIVEN a come-out WHEN one player rolls a natural (11) and another a point THEN the natural wins the game on the roll that completes the round', () => {
    const start = crapsEngine.setup(['alice', 'bob'], {});
    const { state, events } = rolls(start, ['alice', 5, 6], ['bob', 2, 2]);
    expect(crapsEngine.isOver(state)).toBe(true);
    expect(crapsEngine.expected(state)).toBeNull();
    expect(events).toEqual([
      { type: 'roll', player: 'bob', dice: [2, 2] },
      { type: 'craps_roll', player: 'bob', outcome: 'point_set', sum: 4, point: 4 },
      { type: 'craps_round', round: 'come_out', verdict: 'single_winner', players: ['alice'] },
      { type: 'game_over', game: 'craps', winners: ['alice'] },
    ]);
  });

  it('GIVEN a come-out WHEN only the second player rolls a natural THEN the second player wins', () => {
    const start = crapsEngine.setup(['alice', 'bob', 'carol'], {});
    const { state, events } = rolls(start, ['alice', 1, 1], ['bob', 3, 4], ['carol', 4, 5]);
    expect(state.winners).toEqual(['bob']);
    expect(ofType(events, 'game_over')).toEqual([{ type: 'game_over', game: 'craps', winners: ['bob'] }]);
  });

  it('GIVEN four players WHEN two of them roll naturals THEN a draw: the others are out and the two replay from a new come-out', () => {
    const start = crapsEngine.setup(['alice', 'bob', 'carol', 'dave'], {});
    const { state, events } = rolls(start, ['alice', 4, 3], ['bob', 2, 2], ['carol', 6, 5], ['dave', 1, 1]);
    expect(crapsEngine.isOver(state)).toBe(false);
    expect(ofType(events, 'craps_round')).toEqual([
      { type: 'craps_round', round: 'come_out', verdict: 'draw', players: ['alice', 'carol'] },
    ]);
    expect(ofType(events, 'eliminated')).toEqual([{ type: 'eliminated', players: ['bob', 'dave'] }]);
    expect(ofType(events, 'replay')).toEqual([{ type: 'replay', players: ['alice', 'carol'] }]);
    expect(crapsEngine.players(state)).toEqual(['alice', 'carol']);
    expect(state.phase).toBe('come_out');
    expect(state.out).toEqual(['bob', 'dave']);
    expect(state.rolls).toEqual({});
    expect(crapsEngine.expected(state)?.player).toBe('alice');
  });

  it('GIVEN three players WHEN all three roll naturals THEN all three replay and nobody is out', () => {
    const start = crapsEngine.setup(['alice', 'bob', 'carol'], {});
    const { state, events } = rolls(start, ['alice', 1, 6], ['bob', 5, 6], ['carol', 2, 5]);
    expect(ofType(events, 'eliminated')).toEqual([]);
    expect(ofType(events, 'replay')).toEqual([{ type: 'replay', players: ['alice', 'bob', 'carol'] }]);
    expect(state.phase).toBe('come_out');
    expect(state.round).toBe(2);
    expect(crapsEngine.players(state)).toEqual(['alice', 'bob', 'carol']);
  });

  it('GIVEN five players WHEN three roll naturals THEN the three replay with only them, then a single natural wins', () => {
    const start = crapsEngine.setup(['a', 'b', 'c', 'd', 'e'], {});
    const drawn = rolls(start, ['a', 3, 4], ['b', 1, 2], ['c', 5, 6], ['d', 6, 1], ['e', 4, 4]);
    expect(ofType(drawn.events, 'eliminated')).toEqual([{ type: 'eliminated', players: ['b', 'e'] }]);
    expect(crapsEngine.players(drawn.state)).toEqual(['a', 'c', 'd']);
    // the replay is a fresh come-out: points and naturals as in the first round
    const replay = rolls(drawn.state, ['a', 2, 2], ['c', 6, 6], ['d', 5, 2]);
    expect(replay.state.winners).toEqual(['d']);
  });

  it('GIVEN a come-out WHEN everyone rolls 2, 3 or 12 THEN a draw: all of them replay from a new come-out', () => {
    const start = crapsEngine.setup(['alice', 'bob', 'carol'], {});
    const { state, events } = rolls(start, ['alice', 1, 1], ['bob', 1, 2], ['carol', 6, 6]);
    expect(events.slice(2)).toEqual([
      { type: 'craps_round', round: 'come_out', verdict: 'all_lost', players: ['alice', 'bob', 'carol'] },
      { type: 'replay', players: ['alice', 'bob', 'carol'] },
    ]);
    expect(state.out).toEqual([]);
    expect(state.phase).toBe('come_out');
    expect(crapsEngine.expected(state)?.player).toBe('alice');
  });

  it('GIVEN a come-out WHEN nobody rolls a natural THEN the crappers are out and the point holders go on to point rounds with their points', () => {
    const start = crapsEngine.setup(['alice', 'bob', 'carol'], {});
    const { state, events } = rolls(start, ['alice', 2, 2], ['bob', 1, 2], ['carol', 4, 5]);
    expect(ofType(events, 'craps_round')).toEqual([
      { type: 'craps_round', round: 'come_out', verdict: 'go_on', players: ['alice', 'carol'] },
    ]);
    expect(ofType(events, 'eliminated')).toEqual([{ type: 'eliminated', players: ['bob'] }]);
    expect(state.phase).toBe('point');
    expect(state.points).toEqual({ alice: 4, carol: 9 });
    expect(crapsEngine.players(state)).toEqual(['alice', 'carol']);
    expect(crapsEngine.expected(state)?.player).toBe('alice');
  });

  it('GIVEN a come-out WHEN nobody rolls a natural and nobody craps THEN everyone goes on and nobody is eliminated', () => {
    const start = crapsEngine.setup(['alice', 'bob'], {});
    const { state, events } = rolls(start, ['alice', 3, 3], ['bob', 5, 5]);
    expect(ofType(events, 'eliminated')).toEqual([]);
    expect(state.points).toEqual({ alice: 6, bob: 10 });
  });

  it('GIVEN a come-out WHEN all but one crap out THEN the last player standing wins at once', () => {
    const start = crapsEngine.setup(['alice', 'bob', 'carol'], {});
    const { state, events } = rolls(start, ['alice', 6, 6], ['bob', 4, 4], ['carol', 1, 2]);
    expect(events.slice(2)).toEqual([
      { type: 'craps_round', round: 'come_out', verdict: 'go_on', players: ['bob'] },
      { type: 'eliminated', players: ['alice', 'carol'] },
      { type: 'game_over', game: 'craps', winners: ['bob'] },
    ]);
    expect(state.winners).toEqual(['bob']);
    expect(crapsEngine.expected(state)).toBeNull();
    expect(crapsEngine.autoMove(state)).toBeNull();
  });
});
