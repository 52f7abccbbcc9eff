// Recomputes every roll of a record from its revealed secret (the same check docs/verify-dice.py and
// docs/verify.html make, written independently there so that nobody has to trust this file).
import { commitmentOf, fairContext, fairMoveDice, moveDiceStream } from './construction.ts';

export interface RecordToVerify {
  players: { id: string }[];
  fair: { by: string; commitment: string; secret: string; seeds: { player: string; text: string }[]; contextHash?: string } | null;
  moves: { d: number[] }[];
}

export type Verdict =
  | { ok: true; rolls: number }
  | { ok: false; problem: 'not_fair'; by: string | null }
  | { ok: false; problem: 'bad_secret' }
  | { ok: false; problem: 'commitment'; expected: string; actual: string }
  | { ok: false; problem: 'roll'; roll: number; move: number; recorded: number[]; expected: number[] };

/** `roll` and `move` in a mismatch are 1-based, as a person counts them. */
export function verifyRecord(record: RecordToVerify): Verdict {
  const fair = record.fair;
  if (!fair || fair.by !== 'hmac') return { ok: false, problem: 'not_fair', by: fair?.by ?? null };
  if (!/^[0-9a-f]{64}$/i.test(fair.secret)) return { ok: false, problem: 'bad_secret' };
  const actual = commitmentOf(fair.secret);
  if (actual !== fair.commitment.toLowerCase()) return { ok: false, problem: 'commitment', expected: fair.commitment, actual };
  const context = fairContext(
    record.players.map((p) => p.id),
    fair.seeds,
  );
  let rolls = 0;
  for (let i = 0; i < record.moves.length; i++) {
    const recorded = record.moves[i]!.d;
    if (recorded.length === 0) continue;
    rolls++;
    // a record with a forgotten player keeps only the digest of the context (its ids are gone)
    const expected = (
      fair.contextHash
        ? moveDiceStream(Buffer.from(fair.secret, 'hex'), Buffer.from(fair.contextHash, 'hex'), i)
        : fairMoveDice(fair.secret, context, i)
    ).roll(recorded.length);
    if (expected.some((die, k) => die !== recorded[k])) {
      return { ok: false, problem: 'roll', roll: rolls, move: i + 1, recorded, expected };
    }
  }
  return { ok: true, rolls };
}
