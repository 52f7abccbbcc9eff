// A record holds everything a game needs: replayed through its engine with the recorded dice, every game ends where
// it did — the same winners and the same scores.
import { describe, expect, it } from 'vitest';
import { scriptedDiceSource } from '../../src/dice/scripted-dice.ts';
import { ENGINES, settingsFor } from '../../src/games/registry.ts';
import { BOXES } from '../../src/games/dice-poker/boxes.ts';
import type { Action, GameId } from '../../src/games/types.ts';
import { toGameRecord } from '../../src/sessions/game-record.ts';
import { DEFAULT_GAMES } from '../../src/house/default-games.ts';
import { playAction } from '../../src/sessions/play.ts';
import { replayRecord } from '../../src/sessions/replay-record.ts';
import { emptySession, type ChannelSession } from '../../src/sessions/session.ts';

function started(id: GameId, players: string[]): ChannelSession {
  const settings = settingsFor(id, {});
  const state = ENGINES[id].setup(players, settings);
  const game = { id, players: players.map((p) => ({ id: p, name: p })), settings, state, clock: null, timeouts: {}, log: [], startedAt: 0 };
  return { ...emptySession(), game };
}

/** Plays the moves with the scripted dice; returns the record of the game they end. */
function play(id: GameId, players: string[], moves: Action[], dice: number[]) {
  const source = scriptedDiceSource(dice);
  let session = started(id, players);
  for (const move of moves) {
    const result = playAction(session, move, source);
    if (result.kind !== 'applied') throw new Error(`move refused: ${JSON.stringify(result.rejection)}`);
    session = result.session;
  }
  expect(session.ended).toBeDefined();
  return toGameRecord('console:replay', session.ended!, 1, (game, state) => DEFAULT_GAMES.recordNotes(game, state));
}

describe('replaying a game from its record', () => {
  it('GIVEN the record of a Craps game decided in the point round WHEN it is replayed THEN the replay names the same winner', () => {
    const roll = (player: string): Action => ({ type: 'roll', player, count: 2 });
    const record = play('craps', ['a', 'b'], [roll('a'), roll('b'), roll('a'), roll('b')], [2, 4, 3, 3, 3, 3, 1, 6]);
    expect(record.winners).toEqual(['a']);
    expect(replayRecord(record)).toEqual({ ok: true, over: true, winners: ['a'], scores: record.scores });
  });

  it('GIVEN the record of a solo Dice Poker game of 15 rounds WHEN it is replayed THEN the replay gives the same total and the same bonus facts', () => {
    const moves: Action[] = [];
    const dice: number[] = [];
    BOXES.forEach((box, i) => {
      moves.push({ type: 'roll', player: 'a', count: 5 }, { type: 'score', player: 'a', box });
      dice.push(...(i < 6 ? [i + 1, i + 1, i + 1, i + 1, (i + 1) % 6 + 1] : [2, 3, 4, 5, 6]));
    });
    const record = play('dice_poker', ['a'], moves, dice);
    expect(record.notes?.bonus).toEqual({ a: true });
    const replay = replayRecord(record);
    expect(replay).toEqual({ ok: true, over: true, winners: record.winners, scores: record.scores });
    expect(record.scores?.a).toBeGreaterThan(100);
  });

  it('GIVEN the record of a 1000 game won by five of a kind WHEN it is replayed THEN the replay gives the same winner and scores', () => {
    const record = play('thousand', ['a', 'b'], [{ type: 'roll', player: 'a', count: 5 }], [2, 2, 2, 2, 2]);
    expect(record.winners).toEqual(['a']);
    expect(replayRecord(record)).toEqual({ ok: true, over: true, winners: ['a'], scores: record.scores });
  });

  it('GIVEN a record with one die changed WHEN it is replayed THEN the replay ends elsewhere or says which move does not fit', () => {
    const roll = (player: string): Action => ({ type: 'roll', player, count: 2 });
    const record = play('craps', ['a', 'b'], [roll('a'), roll('b')], [3, 4, 1, 1]);
    const forged = structuredClone(record);
    forged.moves[0]!.d = [1, 1];
    const replay = replayRecord(forged);
    expect(replay.ok && replay.winners).not.toEqual(record.winners);
    forged.moves[1]!.d = [1];
    expect(replayRecord(forged)).toMatchObject({ ok: false, move: 2 });
  });
});
