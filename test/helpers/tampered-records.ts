// The ways a game record can be changed after the fact (issue 27), each applied to a copy of a real record: what
// verification must refuse. The forged copy holds together on its own (a new secret, its commitment, every die
// recomputed); only the commitment the chat showed at the start tells it from the original.
import { randomBytes } from 'node:crypto';
import { commitmentOf, moveDiceStream } from '../../src/dice/fair/construction.ts';
import { contextDigest } from '../../src/dice/fair/context-digest.ts';
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
  ...BINDING_TAMPERINGS(),
};

/**
 * Changes to who played and what they seeded, each consistent everywhere else in the record (issue 49): the rules
 * replay as before, so only the binding of the context to the record can refuse them. Also for the dice-only
 * checkers (docs/verify-dice.py, docs/verify.html).
 */
function BINDING_TAMPERINGS(): Record<string, Tamper> {
  return {
    "a player's id changed everywhere": (r) => withId(r, r.players[0]!.id, 'mallory'),
    'a player renamed': (r) => {
      r.players[0]!.name = 'Mallory';
      return r;
    },
    'a seed removed': (r) => {
      r.fair!.seeds.pop();
      return r;
    },
    "a seed's text changed": (r) => {
      r.fair!.seeds[0]!.text = 'другая фраза';
      return r;
    },
    "a seed's author changed to another player": (r) => {
      const seed = r.fair!.seeds[0]!;
      seed.player = other(r, seed.player);
      return r;
    },
    // the attack of issue 49: seeds removed, a player renamed, the original context's digest added
    'seeds removed, a player renamed and a contextHash added': (r) => {
      const digest = contextDigest(r.fair!, r.players);
      r.fair!.seeds = [];
      r.players[1]!.name = 'Mallory';
      r.fair!.contextHash = digest.ok ? digest.hash.toString('hex') : '00'.repeat(32);
      return r;
    },
  };
}

export const BINDING_TAMPERS = Object.keys(BINDING_TAMPERINGS());

/** The record with a player's id replaced by another wherever it stands (as /forgetme would, but without the digest). */
function withId(r: GameRecord, from: string, to: string): GameRecord {
  const swap = (id: string) => (id === from ? to : id);
  const keys = <T,>(map: Record<string, T> | null | undefined) => (map ? Object.fromEntries(Object.entries(map).map(([k, v]) => [swap(k), v])) : map);
  r.players = r.players.map((p) => ({ ...p, id: swap(p.id) }));
  r.winners = r.winners.map(swap);
  r.scores = keys(r.scores) ?? null;
  if (r.places) r.places = keys(r.places)!;
  if (r.notes?.bonus) r.notes.bonus = keys(r.notes.bonus)!;
  r.fair!.seeds = r.fair!.seeds.map((s) => ({ ...s, player: swap(s.player) }));
  r.moves = r.moves.map((m) => ({ ...m, a: { ...m.a, player: swap(m.a.player) } }));
  return r;
}

/** The record under `secret`: its commitment and every die recomputed, so that it is consistent in itself. */
export function resealed(record: GameRecord, secret: string): GameRecord {
  const fair = { ...record.fair!, secret, commitment: commitmentOf(secret) };
  // (a context that does not hold — a seed by a stranger — keeps the dice: the verifier refuses it before them)
  const digest = contextDigest(fair, record.players);
  const key = Buffer.from(secret, 'hex');
  const moves = record.moves.map((m, i) => ({
    a: m.a,
    d: m.d.length && digest.ok ? moveDiceStream(key, digest.hash, i).roll(m.d.length) : m.d,
  }));
  return { ...record, fair, moves };
}

export function tampered(record: GameRecord, how: string): GameRecord {
  return TAMPERINGS[how]!(structuredClone(record));
}
