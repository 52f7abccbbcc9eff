// The chances to win, one door for the rest of the Butler: which computation answers for which game. Exact figures
// are computed on the spot (fast: see bench/bots.ts for the time per /status); estimates come from the playout
// worker's cache (estimate-service.ts) and are never waited for.
import type { BonePokerState } from '../../games/bone-poker/state.ts';
import type { CrapsState } from '../../games/craps/state.ts';
import type { DicePokerState } from '../../games/dice-poker/index.ts';
import type { GameId, PlayerId } from '../../games/types.ts';
import { bonePokerChances } from './bone-poker.ts';
import { crapsChances } from './craps.ts';
import { dicePokerLastRoundChances } from './dice-poker-last-round.ts';
import type { Position } from './digest.ts';
import { lastChances, requestChances } from './estimate-service.ts';
import type { Chances } from './types.ts';

export type { Chances } from './types.ts';

type ExactChances = (state: any) => Record<PlayerId, number> | null;

/**
 * On a chat's path (/status, a move's reply) the sequential games are solved only with one player left to move: one
 * solve, about a millisecond. With more still to move the work grows ~100-fold per mover (tens of milliseconds), so
 * those positions go to the chances worker (estimate.ts). The bots solve in full (their move must not depend on how
 * busy the machine is).
 */
export const INLINE_MOVERS = 1;

const EXACT: Partial<Record<GameId, ExactChances>> = {
  craps: (state: CrapsState) => crapsChances(state),
  bone_poker: (state: BonePokerState) => bonePokerChances(state, INLINE_MOVERS),
  dice_poker: (state: DicePokerState) => dicePokerLastRoundChances(state, INLINE_MOVERS),
};

/** The exact chances where this game's position allows them; null elsewhere (and for a game that is over). */
export function exactChances(game: GameId, state: unknown): Chances | null {
  const players = EXACT[game]?.(state) ?? null;
  return players ? { players, kind: 'exact' } : null;
}

/**
 * What /status shows: the worker's figures for this very position when it has finished them (exact with more
 * movers, or an estimate), else the exact chances computed here, else none. Never waits: a position the worker has
 * not seen is handed to it (`requestChances`) for the next ask.
 */
export function knownChances(game: Position, owner: string | null = null): Chances | null {
  const ready = lastChances(game);
  if (ready) return ready;
  const exact = exactChances(game.id, game.state);
  if (!exact) requestChances(game, owner);
  return exact;
}

export { requestChances } from './estimate-service.ts';
