import type { DiceRoller } from '../../games/types.ts';
import { contextFor, contextHash, moveDiceStream } from './construction.ts';
import type { SeedPhrase } from './construction.ts';
import { openSecret } from './seal-key.ts';

/** The part of a running game the dice depend on (kept structural so that sessions/ and records/ both fit). */
export interface SealedGame {
  players: readonly { id: string }[];
  fair?:
    | { by: string; secret: string; commitment: string; seeds: readonly SeedPhrase[]; scheme?: string | undefined; contextHash?: string | undefined }
    | undefined;
  log?: readonly unknown[] | undefined;
  /** how many actions the game has logged (the log itself is kept by the store, not with the game) */
  moves?: number | undefined;
}

/**
 * The dice for the next action of a game: a fairly sealed game draws from the construction (in the layout its seal
 * names), keyed by the number of actions already logged; a game seeded by `--seed`/`--dice` (or stored by an older
 * build, without a seal) draws from the Butler's dice source as before.
 */
export function gameDice(game: SealedGame, fallback: DiceRoller): DiceRoller {
  const fair = game.fair;
  if (fair?.by !== 'hmac') return fallback;
  // A game a player left by /forgetme keeps the digest of its context as it was (their id is gone from the seats).
  const digest = fair.contextHash
    ? Buffer.from(fair.contextHash, 'hex')
    : contextHash(
        contextFor(
          fair.scheme,
          game.players.map((p) => p.id),
          fair.seeds,
        ),
      );
  const move = game.moves ?? game.log?.length ?? 0;
  // Opened only when a die is drawn: a move without dice (a forfeit, a box written) never needs the key.
  let stream: DiceRoller | null = null;
  return { roll: (count) => (stream ??= moveDiceStream(Buffer.from(openSecret(fair), 'hex'), digest, move)).roll(count) };
}
