// Checks a whole game from its record: its seal (the secret matches the commitment, and the commitment the one the
// chat was shown, when given), its public contribution (every seed's author is a player), and its course (replayed
// through the engine: every action legal in turn, each move's dice exactly what it draws and what the secret gives,
// the outcome as recorded). docs/verify-dice.py and docs/verify.html make the dice part of the check, written
// independently so that nobody has to trust this file.
import { commitmentOf, FAIR_SCHEMES, FAIR_V3, moveDiceStream } from './construction.ts';
import type { BindingProblem, BoundSeat, BoundSeed } from './bound-context.ts';
import { contextDigest } from './context-digest.ts';
import { replayGame, type RecordToReplay, type ReplayProblem } from './replay-game.ts';

export interface RecordToVerify extends RecordToReplay {
  players: { id: string; name: string }[];
  fair: {
    by: string;
    commitment: string;
    secret: string;
    seeds: BoundSeed[];
    scheme?: string;
    contextHash?: string;
    seats?: BoundSeat[];
  } | null;
}

export interface VerifyOptions {
  /** the commitment the chat showed at the start: all 64 hex digits or a prefix of at least 16 */
  commitment?: string | undefined;
}

export type Verdict =
  | { ok: true; rolls: number; moves: number; commitment: string; compared: boolean }
  /**
   * The players threw Telegram's 🎲 (issue 44): the moves and the outcome follow from the recorded dice, and each die
   * names its message (`links` where Telegram gives public addresses, else message ids); that the values are the ones
   * Telegram chose is Telegram's word, not something a record can prove. `butlerMoves`: moves whose dice the Butler
   * rolled instead (a turn played out at its deadline, a computer player's sendDice lost in a restart).
   */
  | { ok: true; telegram: true; rolls: number; moves: number; messages: string[]; butlerMoves: number[] }
  | { ok: false; problem: 'not_fair'; by: string | null }
  | { ok: false; problem: 'bad_secret' }
  | { ok: false; problem: 'scheme'; scheme: string }
  | { ok: false; problem: 'commitment'; expected: string; actual: string }
  | { ok: false; problem: 'published'; published: string; actual: string }
  | { ok: false; problem: 'seed_author'; player: string }
  /** v3: a seat or phrase has neither its salt with what it stands for nor a digest (`index` 1-based) */
  | ({ ok: false; problem: 'binding' } & Exclude<BindingProblem, { what: 'author' }>)
  /** a v3 record brings a context digest of its own: its dice must come from what it says, so it is refused */
  | { ok: false; problem: 'context_hash' }
  /**
   * A v1/v2 record with a player forgotten before v3: its dice and moves hold, but they are drawn from a context
   * digest the record merely states (`contextHash`), so who played and which phrases counted cannot be checked.
   */
  | { ok: false; problem: 'unbound'; rolls: number; moves: number; commitment: string }
  | { ok: false; problem: 'no_message'; move: number }
  | { ok: false; problem: 'roll'; roll: number; move: number; recorded: number[]; expected: number[] }
  | ({ ok: false } & ReplayProblem);

/** A commitment as typed: 16..64 hex digits. */
export function isCommitmentPrefix(value: string): boolean {
  return /^[0-9a-fA-F]{16,64}$/.test(value);
}

/** `roll` and `move` in a mismatch are 1-based, as a person counts them. */
export function verifyRecord(record: RecordToVerify, options: VerifyOptions = {}): Verdict {
  const fair = record.fair;
  if (fair?.by === 'telegram') return verifyThrown(record as RecordToVerify & { chat?: string });
  if (!fair || fair.by !== 'hmac') return { ok: false, problem: 'not_fair', by: fair?.by ?? null };
  if (!/^[0-9a-f]{64}$/i.test(fair.secret)) return { ok: false, problem: 'bad_secret' };
  if (fair.scheme !== undefined && !(FAIR_SCHEMES as readonly string[]).includes(fair.scheme)) {
    return { ok: false, problem: 'scheme', scheme: String(fair.scheme) };
  }
  const actual = commitmentOf(fair.secret);
  if (actual !== String(fair.commitment).toLowerCase()) return { ok: false, problem: 'commitment', expected: fair.commitment, actual };
  // A forged record (a new secret, its commitment, every die recomputed) holds together; only the commitment the
  // chat saw before the first roll tells it from the real one.
  if (options.commitment !== undefined && !actual.startsWith(options.commitment.toLowerCase())) {
    return { ok: false, problem: 'published', published: options.commitment.toLowerCase(), actual };
  }
  const ids = record.players.map((p) => p.id);
  const stranger = fair.seeds.find((s) => !ids.includes(s.player));
  if (stranger) return { ok: false, problem: 'seed_author', player: stranger.player };
  // v3 binds every seat and phrase into the context; a digest brought along could stand for any context at all.
  if (fair.scheme === FAIR_V3 && fair.contextHash !== undefined) return { ok: false, problem: 'context_hash' };
  const bound = contextDigest(fair, record.players);
  if (!bound.ok) {
    const p = bound.problem;
    return p.what === 'author' ? { ok: false, problem: 'seed_author', player: p.player } : { ok: false, problem: 'binding', ...p };
  }
  const digest = bound.hash;
  const key = Buffer.from(fair.secret, 'hex');
  let rolls = 0;
  const problem = replayGame(record, (index, recorded) => {
    rolls++;
    const expected = moveDiceStream(key, digest, index).roll(recorded.length);
    if (expected.every((die, k) => die === recorded[k])) return null;
    return { problem: 'roll' as const, roll: rolls, move: index + 1, recorded, expected };
  });
  if (problem) return { ok: false, ...problem };
  // (v1/v2 with a forgotten player: everything else holds, but the context is the record's word)
  if (fair.scheme !== FAIR_V3 && fair.contextHash !== undefined) {
    return { ok: false, problem: 'unbound', rolls, moves: record.moves.length, commitment: actual };
  }
  return { ok: true, rolls, moves: record.moves.length, commitment: actual, compared: options.commitment !== undefined };
}

/**
 * A game whose players threw Telegram's 🎲: replayed against its recorded dice (every move legal, the outcome as
 * recorded); each die must name the message it came in (0: the Butler rolled it, said so).
 */
function verifyThrown(record: RecordToVerify & { chat?: string }): Verdict {
  let rolls = 0;
  const messages: string[] = [];
  const butlerMoves: number[] = [];
  const problem = replayGame(record, (index, recorded) => {
    rolls++;
    const ids = (record.moves[index]!.a as { tg?: unknown }).tg;
    if (ids === undefined) {
      butlerMoves.push(index + 1);
      return null;
    }
    if (!Array.isArray(ids) || ids.length !== recorded.length || ids.some((id) => !Number.isInteger(id))) {
      return { problem: 'no_message' as const, move: index + 1 };
    }
    for (const id of ids as number[]) {
      if (id === 0) {
        if (!butlerMoves.includes(index + 1)) butlerMoves.push(index + 1);
      } else messages.push(messageLink(record.chat, id));
    }
    return null;
  });
  if (problem) return { ok: false, ...problem };
  return { ok: true, telegram: true, rolls, moves: record.moves.length, messages, butlerMoves };
}

/**
 * Where a die's message can be seen: a supergroup's message has a t.me/c address (its members can open it); any
 * other chat only its id.
 */
export function messageLink(chat: string | undefined, id: number): string {
  const match = /^tg:-100(\d+)(?::(\d+))?$/.exec(chat ?? '');
  if (!match) return `#${id}`;
  return match[2] ? `https://t.me/c/${match[1]}/${match[2]}/${id}` : `https://t.me/c/${match[1]}/${id}`;
}
