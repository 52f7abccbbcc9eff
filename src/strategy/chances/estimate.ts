// What the chances worker computes for one position (pure; the worker thread and the tests call it alike):
//  - the exact chances with every mover where the exact game is still small enough for the worker (Bone Poker
//    round 2, Dice Poker's last round: tens of milliseconds per extra mover — too slow for a reply, fine here);
//  - else playouts (playouts.ts) with the optimal policies, a stated number of them per game, stopping at a
//    position whose exact chances take one solve (one mover left).
// Which of these a game has is its chances part's (game-parts.ts); this file is the same for every game.
// The seed comes from the position itself (digest.ts), so the same position always gives the same figures.
import type { GameId, PlayerId } from '../../games/types.ts';
import { chancePartOf } from './game-parts.ts';
import { exactChances } from './index.ts';
import type { ChancePolicies } from './part.ts';
import { playoutChances } from './playouts.ts';
import type { Chances } from './types.ts';

/** The exact chances with up to the worker's bound of movers; null where that is not enough. */
export function workerExact(game: GameId, state: unknown, policies: ChancePolicies = {}): Record<PlayerId, number> | null {
  const part = chancePartOf(game);
  return part ? part.exact(state, policies) : (exactChances(game, state)?.players ?? null);
}

/** The best figures the worker can give for this position, or null (game over, no policy, no estimate kind). */
export function computeChances(
  game: GameId,
  state: unknown,
  policies: ChancePolicies,
  seed: number,
  /** playouts per estimate where the game's own count is not wanted (the chance curve: fewer per point) */
  playoutsWanted?: number,
  /**
   * playouts stop where the chat's exact chances are (one mover: about a millisecond), not at the worker's bound
   * (Bone Poker: three movers, ~80 ms a stop — 100 playouts of a 4-player round 1 took ~8 s): the game-over
   * picture's curve, whose work must stay within a couple of seconds
   */
  light = false,
): Chances | null {
  const exact = workerExact(game, state, policies);
  if (exact) return { players: exact, kind: 'exact' };
  const part = chancePartOf(game);
  const playouts = part?.playouts && (playoutsWanted ?? part.playouts);
  if (!playouts) return null;
  if (part.needs && !policies[part.needs]) return null;
  const exactAt = (!light && part.exactAt?.()) || ((s: unknown) => exactChances(game, s)?.players ?? null);
  return playoutChances(game, state, policies, { playouts, seed, exactAt });
}
