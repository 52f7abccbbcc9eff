// Forfeits in Craps (RULES §6): leaving removes the player; the round may complete or the game may end.
import { describe, expect, it } from 'vitest';
import { type CrapsEvent, type CrapsState, crapsEngine } from '../../../src/games/craps/index.ts';
import { noDice, scriptedDice } from '../../helpers/dice.ts';
import { scriptedPlay } from '../../helpers/engine.ts';
import { rolls } from './rolls.ts';

const play = scriptedPlay(crapsEngine);

const roll = (state: CrapsState, player: string, a: number, b: number): CrapsState => rolls(state, [player, a, b]).state;

// leaving never rolls dice: no dice are scripted, so a roll would fail the test
const leave = (state: CrapsState, player: string): { state: CrapsState; events: CrapsEvent[] } =>
  play(state, { type: 'forfeit', player });

describe('Craps forfeits', () => {
  it('GIVEN it is bob’s turn WHEN bob leaves THEN the turn passes to carol and the round goes on', () => {
    const start = crapsEngine.setup(['alice', 'bob', 'carol'], {});
    const { state, events } = leave(roll(start, 'alice', 2, 2), 'bob');
    expect(events).toEqual([{ type: 'forfeit', player: 'bob' }]);
    expect(crapsEngine.players(state)).toEqual(['alice', 'carol']);
    expect(state.left).toEqual(['bob']);
    expect(crapsEngine.expected(state)?.player).toBe('carol');
  });

  it('GIVEN it is alice’s turn WHEN carol (not to move) leaves THEN alice still moves', () => {
    const start = crapsEngine.setup(['alice', 'bob', 'carol'], {});
    const { state } = leave(start, 'carol');
    expect(crapsEngine.expected(state)?.player).toBe('alice');
    expect(crapsEngine.isOver(state)).toBe(false);
  });

  it('GIVEN two naturals rolled and the last player yet to roll WHEN that player leaves THEN the round is judged: a draw', () => {
    const start = crapsEngine.setup(['alice', 'bob', 'carol'], {});
    const { state, events } = leave(roll(roll(start, 'alice', 3, 4), 'bob', 5, 6), 'carol');
    expect(events).toEqual([
      { type: 'forfeit', player: 'carol' },
      { type: 'craps_round', round: 'come_out', verdict: 'draw', players: ['alice', 'bob'] },
      { type: 'replay', players: ['alice', 'bob'] },
    ]);
    expect(state.phase).toBe('come_out');
    expect(crapsEngine.expected(state)?.player).toBe('alice');
  });

  it('GIVEN one natural and the last player yet to roll WHEN that player leaves THEN the natural wins', () => {
    const start = crapsEngine.setup(['alice', 'bob', 'carol'], {});
    const { state, events } = leave(roll(roll(start, 'alice', 3, 4), 'bob', 2, 2), 'carol');
    expect(events.slice(1)).toEqual([
      { type: 'craps_round', round: 'come_out', verdict: 'single_winner', players: ['alice'] },
      { type: 'game_over', game: 'craps', winners: ['alice'] },
    ]);
    expect(state.winners).toEqual(['alice']);
  });

  it('GIVEN a player who rolled a natural WHEN that player leaves THEN their roll no longer counts', () => {
    const start = crapsEngine.setup(['alice', 'bob', 'carol'], {});
    const { state } = leave(roll(start, 'alice', 3, 4), 'alice');
    expect(state.rolls).toEqual({});
    const done = crapsEngine.apply(
      roll(state, 'bob', 2, 2),
      { type: 'roll', player: 'carol', count: 2 },
      scriptedDice(3, 3),
    );
    expect(done.ok && done.state.points).toEqual({ bob: 4, carol: 6 });
  });

  it('GIVEN two players WHEN one leaves THEN the other wins at once', () => {
    const start = crapsEngine.setup(['alice', 'bob'], {});
    const { state, events } = leave(roll(start, 'alice', 2, 2), 'alice');
    expect(events).toEqual([
      { type: 'forfeit', player: 'alice' },
      { type: 'game_over', game: 'craps', winners: ['bob'] },
    ]);
    expect(crapsEngine.isOver(state)).toBe(true);
    expect(crapsEngine.expected(state)).toBeNull();
  });

  it('GIVEN a point round of two among three started WHEN one of the two leaves THEN the other wins', () => {
    const start = crapsEngine.setup(['alice', 'bob', 'carol'], {});
    const points = roll(roll(roll(start, 'alice', 1, 1), 'bob', 2, 2), 'carol', 3, 3);
    const { state, events } = leave(points, 'carol');
    expect(events.at(-1)).toEqual({ type: 'game_over', game: 'craps', winners: ['bob'] });
    expect(state.winners).toEqual(['bob']);
  });

  it('GIVEN a player already knocked out WHEN they forfeit THEN not_in_game', () => {
    const start = crapsEngine.setup(['alice', 'bob', 'carol'], {});
    const points = roll(roll(roll(start, 'alice', 1, 1), 'bob', 2, 2), 'carol', 3, 3);
    expect(crapsEngine.apply(points, { type: 'forfeit', player: 'alice' }, noDice)).toEqual({
      ok: false,
      code: 'not_in_game',
    });
  });
});
