// The third context layout, `butler-fair-v3` (docs/fair-dice.md, "Bound to the record"): every seat and every
// phrase enters the context as a salted digest of its own, so a record can hold either the thing itself (id and
// name, phrase text, each with its salt) or, after /forgetme, only its digest — and in both cases the dice are drawn
// from exactly what the record says. A record can no longer bring a context digest of its own (v1/v2's
// `contextHash`): a changed id, name, author or phrase changes the context and every die.
// The salts are random (16 bytes each, drawn when the seat is sealed or the phrase typed) and go with the erased
// thing, so a forgotten seat's digest cannot be reversed by trying every possible id or name.
import { createHash, randomBytes } from 'node:crypto';
import { count, FAIR_V3, field } from './construction.ts';

/** A seat as the context sees it, in join order beside `players[]`: its salt while the id and name are there. */
export type BoundSeat = { salt: string } | { digest: string };

/** A /seed phrase of a v3 game: its text and salt, or (its text erased) the digest they gave. `at`: epoch ms typed. */
export interface BoundSeed {
  player: string;
  text?: string | undefined;
  salt?: string | undefined;
  digest?: string | undefined;
  at?: number | undefined;
}

const SALT = /^[0-9a-f]{32}$/i;
const DIGEST = /^[0-9a-f]{64}$/i;

/** A fresh salt: 16 bytes from the CSPRNG, as 32 lowercase hex digits. */
export function newSalt(): string {
  return randomBytes(16).toString('hex');
}

/** The digest a seat enters the context as: SHA-256(salt ‖ field(id) ‖ field(name)), hex. */
export function seatDigest(salt: string, id: string, name: string): string {
  return createHash('sha256').update(Buffer.from(salt, 'hex')).update(field(id)).update(field(name)).digest('hex');
}

/** The digest a phrase enters the context as: SHA-256(salt ‖ field(text)), hex. */
export function phraseDigest(salt: string, text: string): string {
  return createHash('sha256').update(Buffer.from(salt, 'hex')).update(field(text)).digest('hex');
}

/** What does not hold in a v3 binding (the verifiers word it). `index` is 1-based, as a person counts. */
export type BindingProblem =
  | { what: 'seats'; players: number; seats: number }
  | { what: 'seat'; index: number }
  | { what: 'phrase'; index: number }
  | { what: 'author'; player: string };

/**
 * The v3 context: field("butler-fair-v3") ‖ u32(seats) ‖ each seat's digest (32 bytes) ‖ u32(phrases) ‖ for each
 * phrase: u32(its author's seat, 0-based) ‖ its digest (32 bytes). A seat or phrase that has neither a well-formed
 * salt with its text nor a digest, or an author who is not a player, is a problem, not a guess.
 */
export function boundContext(
  players: readonly { id: string; name: string }[],
  seats: readonly BoundSeat[],
  seeds: readonly BoundSeed[],
): { ok: true; context: Buffer } | { ok: false; problem: BindingProblem } {
  if (seats.length !== players.length) return { ok: false, problem: { what: 'seats', players: players.length, seats: seats.length } };
  const parts: Buffer[] = [field(FAIR_V3), count(players.length)];
  for (let i = 0; i < players.length; i++) {
    const seat = seats[i]! as { salt?: unknown; digest?: unknown };
    let digest: string;
    if (typeof seat.salt === 'string' && SALT.test(seat.salt) && seat.digest === undefined) {
      digest = seatDigest(seat.salt, players[i]!.id, players[i]!.name);
    } else if (typeof seat.digest === 'string' && DIGEST.test(seat.digest) && seat.salt === undefined) digest = seat.digest;
    else return { ok: false, problem: { what: 'seat', index: i + 1 } };
    parts.push(Buffer.from(digest, 'hex'));
  }
  parts.push(count(seeds.length));
  for (let k = 0; k < seeds.length; k++) {
    const seed = seeds[k]!;
    const author = players.findIndex((p) => p.id === seed.player);
    if (author < 0) return { ok: false, problem: { what: 'author', player: String(seed.player) } };
    let digest: string;
    if (typeof seed.text === 'string' && typeof seed.salt === 'string' && SALT.test(seed.salt) && seed.digest === undefined) {
      digest = phraseDigest(seed.salt, seed.text);
    } else if (typeof seed.digest === 'string' && DIGEST.test(seed.digest) && seed.text === undefined && seed.salt === undefined) {
      digest = seed.digest;
    } else return { ok: false, problem: { what: 'phrase', index: k + 1 } };
    parts.push(count(author), Buffer.from(digest, 'hex'));
  }
  return { ok: true, context: Buffer.concat(parts) };
}

/** A seat whose id and name are erased (/forgetme): its digest stands for them, the salt goes with them. */
export function erasedSeat(seat: BoundSeat, id: string, name: string): BoundSeat {
  return 'salt' in seat ? { digest: seatDigest(seat.salt, id, name) } : seat;
}

/**
 * A phrase whose text is erased: `{ player, digest, at }` — the digest of the salt and the text stands for both.
 * (The rule docs/fair-dice.md gives for /forgetme; a phrase without a salt, of a v1/v2 game, is returned as it is.)
 */
export function erasedSeed(seed: BoundSeed): BoundSeed {
  if (seed.text === undefined || seed.salt === undefined) return seed;
  const digest = phraseDigest(seed.salt, seed.text);
  return seed.at === undefined ? { player: seed.player, digest } : { player: seed.player, digest, at: seed.at };
}

