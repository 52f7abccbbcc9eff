// The ways a game record can be changed after the fact (issue 27), each applied to a copy of a real record: what
// verification must refuse. The forged copy holds together on its own (a new secret, its commitment, every die
// recomputed); only the commitment the chat showed at the start tells it from the original.
import { randomBytes } from 'node:crypto';
import { commitmentOf, contextFor, fairMoveDice } from '../../src/dice/fair/construction.ts';
import { GAME_IDS } from '../../src/games/types.ts';
import type { GameRecord } from '../../src/storage/records/game-record.ts';

type Tamper = (record: GameRecord) => GameRecord;

const other = (record: GameRecord, id: string) => record.players.find((p) => p.id !== id)!.id;

export const TAMPERINGS: Record<string, Tamper> = {
  'an action made by another player': (r) => {
    const move = r.moves[0]!;
    move.a = { ...move.a, player: other(r, move.a.player) };
    return r;
  },
  'the last move dropped': (r) => ({ ...r, moves: r.moves.slice(0, -1) }),
  'a move added after the end': (r) => ({ ...r, moves: [...r.moves, structuredClone(r.moves.at(-1)!)] }),
  'other winners': (r) => ({ ...r, winners: r.players.map((p) => p.id).filter((id) => !r.winners.includes(id)) }),
  'other scores': (r) => {
    const first = r.players[0]!.id;
    return { ...r, scores: { ...(r.scores ?? {}), [first]: (r.scores?.[first] ?? 0) + 10 } };
  },
  'another game': (r) => ({ ...r, game: GAME_IDS.find((g) => g !== r.game)! }),
  'a roll stored with fewer dice': (r) => {
    const move = r.moves.find((m) => m.d.length > 0)!;
    move.d.pop();
    return r;
  },
  'a die changed': (r) => {
    const move = r.moves.filter((m) => m.d.length > 0).at(-1)!;
    move.d[0] = (move.d[0]! % 6) + 1;
    return r;
  },
  'a seed whose author is not a player': (r) => {
    r.fair!.seeds.push({ player: 'mallory', text: 'x' });
    return resealed(r, r.fair!.secret);
  },
  'a forged secret with its commitment and every die recomputed': (r) => resealed(r, randomBytes(32).toString('hex')),
};

/** The record under `secret`: its commitment and every die recomputed, so that it is consistent in itself. */
export function resealed(record: GameRecord, secret: string): GameRecord {
  const fair = { ...record.fair!, secret, commitment: commitmentOf(secret) };
  const context = contextFor(
    fair.scheme,
    record.players.map((p) => p.id),
    fair.seeds,
  );
  const moves = record.moves.map((m, i) => ({ a: m.a, d: m.d.length ? fairMoveDice(secret, context, i).roll(m.d.length) : [] }));
  return { ...record, fair, moves };
}

export function tampered(record: GameRecord, how: string): GameRecord {
  return TAMPERINGS[how]!(structuredClone(record));
}
