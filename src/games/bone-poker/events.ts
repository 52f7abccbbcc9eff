// Bone Poker-specific events; the common ones (roll, forfeit, game_over) come from ../types.ts.
// A round-1 roll is `roll` {dice}; a round-2 reroll is `roll` {dice: the new dice, kept: the dice that stayed}.
import type { CommonEvent, PlayerId } from '../types.ts';
import type { HandRank } from './hand-rank.ts';

/** A player's hand after a roll or a pass. */
export interface HandEvent {
  type: 'hand';
  player: PlayerId;
  rank: HandRank;
  dice: number[];
  sum: number;
}

/** "Пас": the player keeps the hand (a `hand` event follows). */
export interface PassEvent {
  type: 'pass';
  player: PlayerId;
}

/** "Перебрасываю 4, 5 и 1" alone: the dice are named, the roll of that many dice is pending. */
export interface RerollDeclaredEvent {
  type: 'reroll_declared';
  player: PlayerId;
  values: number[];
}

/** Round 1 is complete: round 2 (reroll or pass) begins. */
export interface RoundStartedEvent {
  type: 'round_started';
  round: 2;
}

/** The end of round 2: every hand still in the game, best first (a game_over follows). */
export interface ShowdownEvent {
  type: 'showdown';
  hands: { player: PlayerId; rank: HandRank; dice: number[]; sum: number }[];
}

export type BonePokerEvent =
  | CommonEvent
  | HandEvent
  | PassEvent
  | RerollDeclaredEvent
  | RoundStartedEvent
  | ShowdownEvent;
