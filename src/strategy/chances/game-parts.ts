// Each game's chances part (part.ts), by game id. The chances worker runs in a thread of its own, with no Butler
// and no registry of game modules (house/, which strategy/ may not import), so it reaches the parts here; each
// house module carries its game's part too (GameModule.chances), for the callers that have the registry.
// Data keyed by game, not a branch: a game without an entry has the chat's exact chances and no estimate.
import type { BonePokerState } from '../../games/bone-poker/state.ts';
import type { CrapsState } from '../../games/craps/state.ts';
import type { PlayerId } from '../../games/types.ts';
import { bonePokerChances as solveBonePoker } from './bone-poker.ts';
import { crapsChances as solveCraps } from './craps.ts';
import { dicePokerChancePart } from './dice-poker-part.ts';
import type { ChancePart } from './part.ts';
import { thousandChancePart } from './thousand-part.ts';

export { dicePokerChancePart } from './dice-poker-part.ts';
export { thousandChancePart } from './thousand-part.ts';

/** Craps: the exact chances of the round, nothing to estimate. */
export const crapsChancePart: ChancePart<CrapsState> = {
  exact: (state) => solveCraps(state),
};

/**
 * Bone Poker: exact with up to three movers of round 2 (each further mover multiplies the work by ~100: 2 movers
 * ~30 ms, 3 ~80 ms on the shared machine); in round 1, playouts that each roll the hands still unrolled and end in
 * one exact round-2 solve — whose hands repeat across playouts, so each is solved once per estimate.
 */
const BONE_POKER_MOVERS = 3;
export const bonePokerChancePart: ChancePart<BonePokerState> = {
  exact: (state) => solveBonePoker(state, BONE_POKER_MOVERS),
  playouts: 200,
  exactAt() {
    const seen = new Map<string, Record<PlayerId, number> | null>();
    return (state) => {
      const key = JSON.stringify(state);
      if (!seen.has(key)) seen.set(key, solveBonePoker(state, BONE_POKER_MOVERS));
      return seen.get(key)!;
    };
  },
};

export const CHANCE_PARTS: Readonly<Record<string, ChancePart>> = {
  craps: crapsChancePart,
  bone_poker: bonePokerChancePart,
  dice_poker: dicePokerChancePart,
  thousand: thousandChancePart,
};

/** The game's chances part; undefined for a game without one. */
export function chancePartOf(game: string): ChancePart | undefined {
  return Object.hasOwn(CHANCE_PARTS, game) ? CHANCE_PARTS[game] : undefined;
}
