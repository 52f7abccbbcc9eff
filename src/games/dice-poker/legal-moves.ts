// The moves a Dice Poker player may make now (RULES.md §4): before the first roll — roll five dice; after roll 1 or
// 2 — reroll any non-empty part of the hand (rolled at once; a declared reroll is also open as the roll it owes) or
// write a box; after roll 3 — write a box. The boxes are those the hand may go into (the joker's, or every free one).
import { rerollChoices } from '../reroll-choices.ts';
import type { Action, PlayerId } from '../types.ts';
import { DICE, ROLLS_PER_TURN } from './constants.ts';
import { allowedBoxes } from './joker.ts';
import type { DicePokerState } from './state.ts';
import { entryOf } from '../with-entry.ts';

export function legalMoves(state: DicePokerState, player: PlayerId): Action[] {
  if (state.over || state.current !== player) return [];
  const { rolls, dice, reroll } = state.turn;
  if (rolls === 0) return [{ type: 'roll', player, count: DICE }];
  const moves: Action[] = [];
  if (rolls < ROLLS_PER_TURN) {
    if (reroll !== null) moves.push({ type: 'roll', player, count: reroll.length });
    for (const values of rerollChoices(dice)) moves.push({ type: 'roll', player, count: values.length, reroll: values });
  }
  const sheet = entryOf(state.sheets, player);
  if (sheet) for (const box of allowedBoxes(sheet, dice)) moves.push({ type: 'score', player, box });
  return moves;
}
