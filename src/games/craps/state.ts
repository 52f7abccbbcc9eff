// The Craps game state: plain JSON, validated with zod whenever it is read back from storage.
import { z } from 'zod';
import { firstWithout } from '../turn-order.ts';
import type { PlayerId } from '../types.ts';

const playerId = z.string().min(1);
const die = z.number().int().min(1).max(6);

export const crapsStateSchema = z.object({
  game: z.literal('craps'),
  /** everyone who started, in join order */
  players: z.array(playerId),
  /** players still in play, in join order (turn order) */
  inPlay: z.array(playerId),
  /** players knocked out by the dice (crapped on a come-out, sevened out, or outside a draw) */
  out: z.array(playerId),
  /** players who left or were kicked */
  left: z.array(playerId),
  /** the round in which each knocked-out player went out (their place at the end); absent in older stored games */
  outRound: z.record(playerId, z.number().int().min(1)).optional(),
  /** come-out round (first roll of everyone) or point round */
  phase: z.enum(['come_out', 'point']),
  /** number of the current round, from 1; counts every round, replays included */
  round: z.number().int().min(1),
  /** each player's point, set by the come-out round; only during point rounds */
  points: z.record(playerId, z.number().int().min(4).max(10)),
  /** this round's rolls of the players who have rolled already */
  rolls: z.record(playerId, z.array(die).length(2)),
  /** null while the game runs; the winner (or [] when everybody left) once it is over */
  winners: z.array(playerId).nullable(),
});

export type CrapsState = z.infer<typeof crapsStateSchema>;
export type CrapsPhase = CrapsState['phase'];

/**
 * The state with some fields changed, built as one literal in the schema's key order (`outRound` only when there is
 * one). Every Craps state after the first is made here, not by `{ ...state, … }`: in Node 20 a spread copy of an
 * object of more than four keys keeps most of them outside the object, so a copy of a copy takes V8's slow path
 * (~0.3–0.6 µs each, measured; a literal ~0.03 µs). `change` must be a plain literal too, never a spread.
 */
export function crapsState(state: CrapsState, change: Partial<CrapsState>): CrapsState {
  const outRound = change.outRound ?? state.outRound;
  const players = change.players ?? state.players;
  const inPlay = change.inPlay ?? state.inPlay;
  const out = change.out ?? state.out;
  const left = change.left ?? state.left;
  const phase = change.phase ?? state.phase;
  const round = change.round ?? state.round;
  const points = change.points ?? state.points;
  const rolls = change.rolls ?? state.rolls;
  const winners = change.winners !== undefined ? change.winners : state.winners;
  return outRound === undefined
    ? { game: 'craps', players, inPlay, out, left, phase, round, points, rolls, winners }
    : { game: 'craps', players, inPlay, out, left, outRound, phase, round, points, rolls, winners };
}

export function hasRolled(state: CrapsState, player: PlayerId): boolean {
  return Object.hasOwn(state.rolls, player);
}

/** Every round starts with the first player in play (join order) and goes in join order, so the player to roll is
 *  simply the first one in play who has not rolled in this round. */
export function currentPlayer(state: CrapsState): PlayerId | null {
  if (state.winners !== null) return null;
  return firstWithout(state.inPlay, state.rolls);
}

export function roundComplete(state: CrapsState): boolean {
  return firstWithout(state.inPlay, state.rolls) === null;
}

