// What the chances worker computes for one position (pure; the worker thread and the tests call it alike):
//  - the exact chances with every mover where the exact game is still small enough for the worker (Bone Poker
//    round 2, Dice Poker's last round: tens of milliseconds per extra mover — too slow for a reply, fine here);
//  - else playouts (playouts.ts) with the optimal policies, a stated number of them per game, stopping at a
//    position whose exact chances take one solve (one mover left).
// The seed comes from the position itself (digest.ts), so the same position always gives the same figures.
import type { BonePokerState } from '../../games/bone-poker/state.ts';
import type { DicePokerState } from '../../games/dice-poker/index.ts';
import type { GameId, PlayerId } from '../../games/types.ts';
import { bonePokerChances } from './bone-poker.ts';
import { dicePokerLastRoundChances } from './dice-poker-last-round.ts';
import { exactChances } from './index.ts';
import { playoutChances, type PlayoutPolicies } from './playouts.ts';
import type { ThousandDuel } from './thousand-duel.ts';
import type { ThousandState } from '../../games/thousand/state.ts';
import type { Chances } from './types.ts';

/**
 * Movers the worker solves exactly: each further one multiplies the work by ~100 (Bone Poker round 2: 2 movers
 * ~30 ms, 3 ~80 ms on the shared machine; Dice Poker's last round is heavier per mover — two rerolls a turn).
 */
export const WORKER_MOVERS: Partial<Record<GameId, number>> = { bone_poker: 3, dice_poker: 2 };

/** Playouts per estimate (docs/chances.md gives the margin each implies). */
export const PLAYOUTS: Partial<Record<GameId, number>> = {
  /** round 1 only: each playout rolls the hands still unrolled and ends in one exact round-2 solve */
  bone_poker: 200,
  dice_poker: 400,
  thousand: 400,
};

/** Games a playout estimate needs a policy for (none: the worker has no estimate for that game yet). */
export function needsPolicy(game: GameId): 'dice_poker_table' | 'thousand_policy' | null {
  if (game === 'dice_poker') return 'dice_poker_table';
  if (game === 'thousand') return 'thousand_policy';
  return null;
}

/** The exact chances with up to the worker's bound of movers; null where that is not enough. */
export function workerExact(game: GameId, state: unknown): Record<PlayerId, number> | null {
  const bound = WORKER_MOVERS[game];
  if (game === 'bone_poker') return bonePokerChances(state as BonePokerState, bound);
  if (game === 'dice_poker') return dicePokerLastRoundChances(state as DicePokerState, bound);
  return exactChances(game, state)?.players ?? null;
}

/** The best figures the worker can give for this position, or null (game over, no policy, no estimate kind). */
export function computeChances(
  game: GameId,
  state: unknown,
  policies: PlayoutPolicies & { thousandDuel?: ThousandDuel | null },
  seed: number,
  /** playouts per estimate where the game's own count (PLAYOUTS) is not wanted (the chance curve: fewer per point) */
  playoutsWanted?: number,
): Chances | null {
  const exact = game === 'thousand' ? (policies.thousandDuel?.chances(state as ThousandState) ?? null) : workerExact(game, state);
  if (exact) return { players: exact, kind: 'exact' };
  const playouts = PLAYOUTS[game] && (playoutsWanted ?? PLAYOUTS[game]);
  if (!playouts) return null;
  if (game === 'dice_poker' && !policies.dicePokerTable) return null;
  if (game === 'thousand' && !policies.thousandPolicy) return null;
  // Bone Poker: every playout ends at the start of round 2, whose hands repeat across playouts: solved once each.
  const seen = new Map<string, Record<PlayerId, number> | null>();
  const exactAt = (s: unknown) => {
    if (game !== 'bone_poker') return exactChances(game, s)?.players ?? null;
    const key = JSON.stringify(s);
    if (!seen.has(key)) seen.set(key, bonePokerChances(s as BonePokerState, WORKER_MOVERS.bone_poker));
    return seen.get(key)!;
  };
  return playoutChances(game, state, policies, { playouts, seed, exactAt });
}
