// The fair-dice seal of one game: drawn at /startgame, kept in the stored session (so a move re-applied after a
// crash, or applied by another instance on the same PostgreSQL, rolls the same dice), revealed with the record.
// The secret is stored encrypted when BUTLER_SEAL_KEY is set (seal-key.ts).
import { randomBytes } from 'node:crypto';
import { commitmentOf, FAIR_V3, type FairScheme, type SeedPhrase } from './construction.ts';
import { newSalt, type BoundSeat } from './bound-context.ts';
import { closeSecret } from './seal-key.ts';

/**
 * Where a game's dice come from: `hmac` = the fair construction with this seal's secret; `seed` and `script` =
 * the `--seed` / `--dice` sources of tests and demos (the record says so: such a game was not fairly seeded).
 */
export type DiceOrigin = 'hmac' | 'seed' | 'script';

/**
 * Who throws a game's dice: the Butler (one of its origins) or, in a Telegram chat set to `dice telegram`, the
 * players themselves with Telegram's animated 🎲 (issue 44): such a game has no secret to reveal, its record links
 * each die to its Telegram message instead.
 */
export type SealBy = DiceOrigin | 'telegram';

export interface FairSeal {
  by: SealBy;
  /** 32 bytes as hex, or encrypted (seal-key.ts); secret until the game's record is written */
  secret: string;
  /** SHA-256 of the secret, hex: published when the game starts */
  commitment: string;
  seeds: SeedPhrase[];
  /** the context layout; absent in seals stored before v2, which keep v1 to the end of their game */
  scheme?: FairScheme;
  /** v3: each seat's salt in join order (after /forgetme, that seat's digest instead) */
  seats?: BoundSeat[];
  /** the seed window in seconds the game started with (fair games) */
  window?: number;
  /** epoch ms: when the first die was drawn */
  rolledAt?: number;
}

/**
 * A game on `--seed`/`--dice` dice is not fairly seeded whatever its seal says, so it gets no random secret: all
 * zeros, which also keeps such runs reproducible (the reliability tests compare stored sessions byte for byte).
 */
const UNSEALED_SECRET = '00'.repeat(32);

/**
 * A new game's seal, under v3: each seat gets a salt of its own, and so does each lobby phrase that came without
 * one (/seed draws it when typed; a lobby stored by an older build has none).
 */
export function sealGame(by: SealBy, players: readonly unknown[], seeds: readonly SeedPhrase[]): FairSeal {
  const secret = by === 'hmac' ? randomBytes(32).toString('hex') : UNSEALED_SECRET;
  const commitment = commitmentOf(secret);
  const stored = by === 'hmac' ? closeSecret(secret, commitment) : secret;
  return {
    by,
    secret: stored,
    commitment,
    seeds: seeds.map((s) => (s.salt ? { ...s } : withSalt(s, saltFor(by)))),
    scheme: FAIR_V3,
    seats: players.map(() => ({ salt: saltFor(by) })),
  };
}

/** A fair game's salts are random; a `--seed`/`--dice` game's are zeros, like its secret, so its runs reproduce. */
export function saltFor(by: string): string {
  return by === 'hmac' ? newSalt() : '00'.repeat(16);
}

/** The phrase with its salt, keys in the stored order (player, text, salt, at). */
function withSalt(seed: SeedPhrase, salt: string): SeedPhrase {
  return { player: seed.player, text: seed.text, salt, ...(seed.at !== undefined ? { at: seed.at } : {}) };
}
