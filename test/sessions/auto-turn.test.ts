// A quiet player's turn played out by the engine's least harmful moves (timeouts, /skip): the turn passes, the
// player's silent turns are counted, and the third in a row removes them.
import { describe, expect, it } from 'vitest';
import { scriptedDiceSource } from '../../src/dice/scripted-dice.ts';
import { engineFor } from '../../src/games/registry.ts';
import type { GameId } from '../../src/games/types.ts';
import { playOutTurn, TIMEOUTS_TO_REMOVE } from '../../src/sessions/auto-turn.ts';
import { emptySession, type ChannelSession } from '../../src/sessions/session.ts';

function tableOf(id: GameId, names: string[], timeouts: Record<string, number> = {}): ChannelSession {
  const state = engineFor(id).setup(names, {});
  const players = names.map((name) => ({ id: name, name }));
  return { ...emptySession(), game: { id, players, settings: {}, state, clock: null, timeouts } };
}

describe('playOutTurn', () => {
  it('GIVEN no running game WHEN a turn is played out THEN nothing happens', () => {
    expect(playOutTurn(emptySession(), scriptedDiceSource([]))).toBeNull();
  });

  it('GIVEN alice to roll in Craps WHEN her turn is played out THEN she rolls, bob is next, and one silent turn is counted', () => {
    const before = tableOf('craps', ['alice', 'bob']);
    const turn = playOutTurn(before, scriptedDiceSource([2, 3]))!;
    expect(turn.player).toBe('alice');
    expect(turn.events[0]).toMatchObject({ type: 'roll', player: 'alice', dice: [2, 3] });
    expect(engineFor('craps').expected(turn.session.game!.state)?.player).toBe('bob');
    expect(turn.session.game!.timeouts).toEqual({ alice: 1 });
    expect(turn.removed).toBe(false);
    expect(before.game!.timeouts).toEqual({}); // the session it started from is not changed
  });

  it('GIVEN alice to move in Dice Poker WHEN her turn is played out THEN she rolls and writes a box, and bob is next', () => {
    const turn = playOutTurn(tableOf('dice_poker', ['alice', 'bob']), scriptedDiceSource([6, 6, 6, 2, 1]))!;
    const types = turn.events.map((e) => e.type);
    expect(types[0]).toBe('roll');
    expect(types.length).toBeGreaterThan(1);
    expect(engineFor('dice_poker').expected(turn.session.game!.state)?.player).toBe('bob');
  });

  it(`GIVEN alice silent ${TIMEOUTS_TO_REMOVE - 1} turns in a row WHEN her next turn is played out THEN she is removed and the others play on`, () => {
    const before = tableOf('craps', ['alice', 'bob', 'carol'], { alice: TIMEOUTS_TO_REMOVE - 1 });
    const turn = playOutTurn(before, scriptedDiceSource([2, 3]))!;
    expect(turn.removed).toBe(true);
    expect(turn.events.map((e) => e.type)).toContain('forfeit');
    expect(engineFor('craps').players(turn.session.game!.state)).not.toContain('alice');
    expect(turn.over).toBe(false);
  });
});
