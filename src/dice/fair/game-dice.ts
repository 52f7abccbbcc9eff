import type { DiceRoller } from '../../games/types.ts';
import { moveDiceStream } from './construction.ts';
import type { SeedPhrase } from './construction.ts';
import type { BoundSeat } from './bound-context.ts';
import { contextDigest } from './context-digest.ts';
import { openSecret } from './seal-key.ts';

/** The part of a running game the dice depend on (kept structural so that sessions/ and records/ both fit). */
export interface SealedGame {
  players: readonly { id: string; name: string }[];
  fair?:
    | {
        by: string;
        secret: string;
        commitment: string;
        seeds: readonly SeedPhrase[];
        scheme?: string | undefined;
        seats?: readonly BoundSeat[] | undefined;
        contextHash?: string | undefined;
      }
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
  // v3: from the seats and phrases as stored (a forgotten seat by its digest); v1/v2 after a /forgetme: from the
  // digest of the context as it was (the ids are gone from the seats).
  const digest = contextDigest(fair, game.players);
  if (!digest.ok) throw new Error(`the game's dice context does not hold: ${JSON.stringify(digest.problem)}`);
  const move = game.moves ?? game.log?.length ?? 0;
  // Opened only when a die is drawn: a move without dice (a forfeit, a box written) never needs the key.
  let stream: DiceRoller | null = null;
  return { roll: (count) => (stream ??= moveDiceStream(Buffer.from(openSecret(fair), 'hex'), digest.hash, move)).roll(count) };
}
