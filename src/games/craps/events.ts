// Craps-specific events; the common ones (roll, eliminated, replay, forfeit, game_over) come from ../types.ts.
import type { CommonEvent, PlayerId } from '../types.ts';

export type CrapsRollOutcome =
  /** come-out 7 or 11 */
  | 'natural'
  /** come-out 2, 3 or 12 */
  | 'craps'
  /** come-out 4, 5, 6, 8, 9, 10: that becomes the player's point */
  | 'point_set'
  /** point round: rolled one's own point */
  | 'point_hit'
  /** point round: rolled 7 */
  | 'seven_out'
  /** point round: anything else */
  | 'no_change';

/** What one roll means; follows the `roll` event of the same player. `point` = the point set or aimed at. */
export interface CrapsRollEvent {
  type: 'craps_roll';
  player: PlayerId;
  outcome: CrapsRollOutcome;
  sum: number;
  point?: number;
}

export type CrapsVerdict =
  /** exactly one natural / hit: `players` = [the winner]; a game_over follows */
  | 'single_winner'
  /** two or more naturals / hits: `players` = them; the rest are eliminated, they replay from a new come-out */
  | 'draw'
  /** everyone crapped / sevened out: `players` = all of them; they all replay from a new come-out */
  | 'all_lost'
  /** no natural / hit: crappers / sevened-out players are eliminated, `players` = those who go on */
  | 'go_on';

/** The judgement of a completed round; comes in the same result as the move that completed it. */
export interface CrapsRoundEvent {
  type: 'craps_round';
  round: 'come_out' | 'point';
  verdict: CrapsVerdict;
  players: PlayerId[];
}

export type CrapsEvent = CommonEvent | CrapsRollEvent | CrapsRoundEvent;
