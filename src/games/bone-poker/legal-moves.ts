// The moves a Bone Poker player may make now (RULES.md §3): round 1 — roll five dice; round 2 — pass, or reroll any
// non-empty part of the hand (each rolled at once; a declared reroll is also open as the plain roll it owes).
import { rerollChoices } from '../reroll-choices.ts';
import type { Action, PlayerId } from '../types.ts';
import { currentPlayer, HAND_SIZE, type BonePokerState } from './state.ts';
import { entryOf } from '../with-entry.ts';

export function legalMoves(state: BonePokerState, player: PlayerId): Action[] {
  if (currentPlayer(state) !== player) return [];
  if (state.round === 1) return [{ type: 'roll', player, count: HAND_SIZE }];
  const hand = entryOf(state.hands, player) ?? [];
  const moves: Action[] = [{ type: 'pass', player }];
  if (state.declared !== null) moves.push({ type: 'roll', player, count: state.declared.length });
  for (const values of rerollChoices(hand)) moves.push({ type: 'roll', player, count: values.length, reroll: values });
  return moves;
}
