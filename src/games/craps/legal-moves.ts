// The moves a Craps player may make now: the player on turn rolls two dice (RULES.md §2); nothing else is a move.
import type { Action, PlayerId } from '../types.ts';
import { currentPlayer, type CrapsState } from './state.ts';

const TWO_DICE = 2;

export function legalMoves(state: CrapsState, player: PlayerId): Action[] {
  return currentPlayer(state) === player ? [{ type: 'roll', player, count: TWO_DICE }] : [];
}
