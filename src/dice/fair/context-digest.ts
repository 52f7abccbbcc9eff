// Which H (SHA-256 of the context) a game's dice are drawn from, for the running game and its record alike.
// v3 (bound-context.ts) builds it from the seats and phrases as stored — ids and names, or their digests after
// /forgetme; v1 and v2 build it from the ids and phrases, unless a player was forgotten under them, when the seal
// keeps the digest of the context as it was (`contextHash`: the record's word, which v3 makes unnecessary).
import { boundContext, type BindingProblem, type BoundSeat, type BoundSeed } from './bound-context.ts';
import { contextFor, contextHash, FAIR_V3 } from './construction.ts';

export interface ContextSeal {
  scheme?: string | undefined;
  seeds: readonly BoundSeed[];
  /** v3: one entry per seat, in join order */
  seats?: readonly BoundSeat[] | undefined;
  /** v1/v2 after a /forgetme: the digest of the context as it was */
  contextHash?: string | undefined;
}

export function contextDigest(
  fair: ContextSeal,
  players: readonly { id: string; name: string }[],
): { ok: true; hash: Buffer } | { ok: false; problem: BindingProblem } {
  if (fair.scheme === FAIR_V3) {
    const built = boundContext(players, fair.seats ?? [], fair.seeds);
    return built.ok ? { ok: true, hash: contextHash(built.context) } : built;
  }
  if (fair.contextHash) return { ok: true, hash: Buffer.from(fair.contextHash, 'hex') };
  const seeds = fair.seeds.map((s) => ({ player: s.player, text: s.text ?? '' }));
  return { ok: true, hash: contextHash(contextFor(fair.scheme, players.map((p) => p.id), seeds)) };
}
