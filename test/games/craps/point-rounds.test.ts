// Craps point rounds (RULES §2): hit, seven-out or nothing; judged only when everyone in play has rolled.
import { describe, expect, it } from 'vitest';
import { type CrapsState, crapsEngine } from '../../../src/games/craps/index.ts';
import { scriptedDice } from '../../helpers/dice.ts';
import { ofType, rolls } from './rolls.ts';


/** alice point 4, bob point 9, carol point 6 (nobody out). */
function threeWithPoints(): CrapsState {
  const start = crapsEngine.setup(['alice', 'bob', 'carol'], {});
  return rolls(start, ['alice', 1, 3], ['bob', 4, 5], ['carol', 3, 3]).state;
}

describe('Craps point rounds', () => {
  it('GIVEN a point round WHEN a player rolls again THEN the roll event has the two dice thrown and nothing kept', () => {
    const { events } = rolls(threeWithPoints(), ['alice', 2, 3]);
    expect(events[0]).toEqual({ type: 'roll', player: 'alice', dice: [2, 3] });
  });

  it('GIVEN points WHEN each rolls THEN each roll says hit / seven-out / no change against their own point', () => {
    const state = threeWithPoints();
    const a = rolls(state, ['alice', 2, 3]);
    expect(a.events[1]).toEqual({ type: 'craps_roll', player: 'alice', outcome: 'no_change', sum: 5, point: 4 });
    const b = rolls(a.state, ['bob', 3, 4]);
    expect(b.events[1]).toEqual({ type: 'craps_roll', player: 'bob', outcome: 'seven_out', sum: 7, point: 9 });
    const c = rolls(b.state, ['carol', 1, 5]);
    expect(c.events[1]).toEqual({ type: 'craps_roll', player: 'carol', outcome: 'point_hit', sum: 6, point: 6 });
  });

  it('GIVEN point rounds WHEN exactly one player hits the point in the round THEN that player wins, even if the hit came first', () => {
    const { state, events } = rolls(threeWithPoints(), ['alice', 2, 2], ['bob', 1, 1], ['carol', 3, 4]);
    expect(events.slice(2)).toEqual([
      { type: 'craps_round', round: 'point', verdict: 'single_winner', players: ['alice'] },
      { type: 'game_over', game: 'craps', winners: ['alice'] },
    ]);
    expect(state.winners).toEqual(['alice']);
  });

  it('GIVEN point rounds WHEN two players hit THEN a draw: the others are out and the hitters replay from a new come-out', () => {
    const { state, events } = rolls(threeWithPoints(), ['alice', 1, 3], ['bob', 2, 2], ['carol', 2, 4]);
    expect(ofType(events, 'craps_round')).toEqual([
      { type: 'craps_round', round: 'point', verdict: 'draw', players: ['alice', 'carol'] },
    ]);
    expect(ofType(events, 'eliminated')).toEqual([{ type: 'eliminated', players: ['bob'] }]);
    expect(ofType(events, 'replay')).toEqual([{ type: 'replay', players: ['alice', 'carol'] }]);
    expect(state.phase).toBe('come_out');
    expect(state.points).toEqual({});
    expect(crapsEngine.players(state)).toEqual(['alice', 'carol']);
  });

  it('GIVEN point rounds WHEN nobody hits THEN the sevened-out players are out and the rest roll again for the same points', () => {
    const { state, events } = rolls(threeWithPoints(), ['alice', 5, 2], ['bob', 1, 1], ['carol', 6, 5]);
    expect(ofType(events, 'craps_round')).toEqual([
      { type: 'craps_round', round: 'point', verdict: 'go_on', players: ['bob', 'carol'] },
    ]);
    expect(ofType(events, 'eliminated')).toEqual([{ type: 'eliminated', players: ['alice'] }]);
    expect(state.phase).toBe('point');
    expect(state.points).toEqual({ bob: 9, carol: 6 });
    expect(state.rolls).toEqual({});
    expect(crapsEngine.expected(state)?.player).toBe('bob');
  });

  it('GIVEN point rounds WHEN nobody hits and nobody rolls seven THEN nothing changes and everybody rolls again', () => {
    const { state, events } = rolls(threeWithPoints(), ['alice', 1, 1], ['bob', 6, 6], ['carol', 5, 5]);
    expect(ofType(events, 'eliminated')).toEqual([]);
    expect(crapsEngine.players(state)).toEqual(['alice', 'bob', 'carol']);
    expect(state.round).toBe(3);
  });

  it('GIVEN point rounds WHEN everyone in play sevens out THEN a draw: all of them replay from a new come-out', () => {
    const { state, events } = rolls(threeWithPoints(), ['alice', 3, 4], ['bob', 1, 6], ['carol', 2, 5]);
    expect(events.slice(2)).toEqual([
      { type: 'craps_round', round: 'point', verdict: 'all_lost', players: ['alice', 'bob', 'carol'] },
      { type: 'replay', players: ['alice', 'bob', 'carol'] },
    ]);
    expect(state.phase).toBe('come_out');
    expect(state.out).toEqual([]);
  });

  it('GIVEN point rounds WHEN all but one seven out THEN the last player standing wins at once', () => {
    const { state, events } = rolls(threeWithPoints(), ['alice', 3, 4], ['bob', 5, 5], ['carol', 2, 5]);
    expect(ofType(events, 'eliminated')).toEqual([{ type: 'eliminated', players: ['alice', 'carol'] }]);
    expect(ofType(events, 'game_over')).toEqual([{ type: 'game_over', game: 'craps', winners: ['bob'] }]);
    expect(state.winners).toEqual(['bob']);
  });

  it('GIVEN the first player is out WHEN the next round starts THEN it starts with the first player still in play', () => {
    const { state } = rolls(threeWithPoints(), ['alice', 3, 4], ['bob', 1, 1], ['carol', 1, 1]);
    expect(crapsEngine.expected(state)).toEqual({ player: 'bob', moves: [{ type: 'roll', count: 2 }] });
  });

  it('GIVEN a draw between bob and carol WHEN the replay begins THEN the replay starts with bob (join order), not with alice', () => {
    const start = crapsEngine.setup(['alice', 'bob', 'carol'], {});
    // carol and bob tie with naturals; alice is out
    const { state } = rolls(start, ['alice', 2, 2], ['bob', 3, 4], ['carol', 5, 6]);
    expect(crapsEngine.expected(state)?.player).toBe('bob');
    const next = crapsEngine.apply(state, { type: 'roll', player: 'carol', count: 2 }, scriptedDice(1, 1));
    expect(next).toEqual({ ok: false, code: 'not_your_turn' });
  });

  it('GIVEN a long game WHEN it is played through THEN it ends with one winner after point rounds and a replay', () => {
    const start = crapsEngine.setup(['alice', 'bob'], {});
    const played = rolls(
      start,
      ['alice', 2, 3], // point 5
      ['bob', 4, 4], // point 8
      ['alice', 1, 1], // nothing
      ['bob', 2, 2], // nothing
      ['alice', 4, 1], // hit
      ['bob', 5, 3], // hit → both replay
      ['alice', 3, 4], // natural
      ['bob', 6, 6], // craps → alice wins
    );
    expect(played.state.winners).toEqual(['alice']);
  });
});
