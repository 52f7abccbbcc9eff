// The fair-dice seal of one game: drawn at /startgame, kept in the stored session (so a move re-applied after a
// crash, or applied by another instance on the same PostgreSQL, rolls the same dice), revealed with the record.
import { randomBytes } from 'node:crypto';
import { commitmentOf, type SeedPhrase } from './construction.ts';

/**
 * Where a game's dice come from: `hmac` = the fair construction with this seal's secret; `seed` and `script` =
 * the `--seed` / `--dice` sources of tests and demos (the record says so: such a game was not fairly seeded).
 */
export type DiceOrigin = 'hmac' | 'seed' | 'script';

export interface FairSeal {
  by: DiceOrigin;
  /** 32 bytes as hex; secret until the game's record is written */
  secret: string;
  /** SHA-256 of the secret, hex: published when the game starts */
  commitment: string;
  seeds: SeedPhrase[];
}

/**
 * A game on `--seed`/`--dice` dice is not fairly seeded whatever its seal says, so it gets no random secret: all
 * zeros, which also keeps such runs reproducible (the reliability tests compare stored sessions byte for byte).
 */
const UNSEALED_SECRET = '00'.repeat(32);

export function sealGame(by: DiceOrigin, seeds: readonly SeedPhrase[]): FairSeal {
  const secret = by === 'hmac' ? randomBytes(32).toString('hex') : UNSEALED_SECRET;
  return { by, secret, commitment: commitmentOf(secret), seeds: [...seeds] };
}
