// The moves a 1000 player may make now (RULES.md §5): roll the dice left; bank when the rules allow it.
import type { Action, PlayerId } from '../types.ts';
import { bankRefusal } from './bank.ts';
import { currentPlayer, type ThousandState } from './state.ts';

export function legalMoves(state: ThousandState, player: PlayerId): Action[] {
  if (state.winners !== null || currentPlayer(state).id !== player) return [];
  const moves: Action[] = [{ type: 'roll', player, count: state.turn.diceLeft }];
  if (bankRefusal(state) === null) moves.push({ type: 'bank', player });
  return moves;
}
