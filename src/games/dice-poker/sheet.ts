// Reading a score sheet: free boxes, sums, bonus and totals.
import { BOXES, UPPER_BOXES, isUpperBox, type DicePokerBox } from './boxes.ts';
import { UPPER_BONUS, UPPER_BONUS_ABOVE } from './constants.ts';
import type { DicePokerState, Sheet } from './state.ts';
import { entryOf } from '../with-entry.ts';

export function emptySheet(): Sheet {
  return Object.fromEntries(BOXES.map((box) => [box, null])) as Sheet;
}

export function freeBoxes(sheet: Sheet): DicePokerBox[] {
  return BOXES.filter((box) => sheet[box] === null);
}

export function filledCount(sheet: Sheet): number {
  return BOXES.length - freeBoxes(sheet).length;
}

export function upperSum(sheet: Sheet): number {
  return UPPER_BOXES.reduce((sum, box) => sum + (sheet[box] ?? 0), 0);
}

export function upperBonus(sheet: Sheet): number {
  return upperSum(sheet) > UPPER_BONUS_ABOVE ? UPPER_BONUS : 0;
}

export function lowerSum(sheet: Sheet): number {
  return BOXES.filter((box) => !isUpperBox(box)).reduce((sum, box) => sum + (sheet[box] ?? 0), 0);
}

/** upper + upper bonus + lower + poker bonuses */
export function totalOf(state: DicePokerState, player: string): number {
  const sheet = entryOf(state.sheets, player);
  if (!sheet) return 0;
  return upperSum(sheet) + upperBonus(sheet) + lowerSum(sheet) + (entryOf(state.pokerBonus, player) ?? 0);
}

export function totals(state: DicePokerState): Record<string, number> {
  return Object.fromEntries(state.players.map((player) => [player, totalOf(state, player)]));
}
