// The Bone Poker game state: plain JSON, validated with zod whenever it is read back from storage.
import { z } from 'zod';
import type { PlayerId } from '../types.ts';

export const HAND_SIZE = 5;

const playerId = z.string().min(1);
const die = z.number().int().min(1).max(6);

export const bonePokerStateSchema = z.object({
  game: z.literal('bone_poker'),
  /** everyone who started, in join order */
  players: z.array(playerId),
  /** players still in the game, in join order (turn order) */
  inPlay: z.array(playerId),
  /** players who left or were kicked */
  left: z.array(playerId),
  round: z.union([z.literal(1), z.literal(2)]),
  /** each player's current five dice (round 1: as rolled; round 2: kept dice first, then the new ones) */
  hands: z.record(playerId, z.array(die).length(HAND_SIZE)),
  /** players who have made their move in the current round, in the order they made it */
  moved: z.array(playerId),
  /** dice the current player named to reroll ("Перебрасываю 4, 5") and has not rolled yet */
  declared: z.array(die).min(1).max(HAND_SIZE).nullable(),
  /** null while the game runs; the winners (several = a shared win, [] = everybody left) once it is over */
  winners: z.array(playerId).nullable(),
});

export type BonePokerState = z.infer<typeof bonePokerStateSchema>;

/**
 * The state with some fields changed, as one literal in the schema's key order: every Bone Poker state after the
 * first is made here, not by `{ ...state, … }` (see games/craps/state.ts `crapsState` for what that cost). `change`
 * must be a plain literal too.
 */
export function bonePokerState(state: BonePokerState, change: Partial<BonePokerState>): BonePokerState {
  return {
    game: 'bone_poker',
    players: change.players ?? state.players,
    inPlay: change.inPlay ?? state.inPlay,
    left: change.left ?? state.left,
    round: change.round ?? state.round,
    hands: change.hands ?? state.hands,
    moved: change.moved ?? state.moved,
    declared: change.declared !== undefined ? change.declared : state.declared,
    winners: change.winners !== undefined ? change.winners : state.winners,
  };
}

/** Both rounds go in join order, so the player to move is the first one in the game who has not moved yet. */
export function currentPlayer(state: BonePokerState): PlayerId | null {
  if (state.winners !== null) return null;
  for (const p of state.inPlay) if (!state.moved.includes(p)) return p;
  return null;
}

export function roundComplete(state: BonePokerState): boolean {
  for (const p of state.inPlay) if (!state.moved.includes(p)) return false;
  return true;
}
