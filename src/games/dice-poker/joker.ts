// The poker bonus and the joker (RULES.md §4): five of a kind written while the poker box already holds 50.
//
// The joker forces the box: the matching upper box if it is free; else any free lower box, where the roll scores
// that box's full value (full house 25, straights 30/40, the others the sum); else 0 into any free upper box.
// A poker box holding 0 (or still free) gives no bonus and no joker: the roll is scored normally.
import { LOWER_BOXES, UPPER_BOXES, isUpperBox, upperBoxFor, type DicePokerBox } from './boxes.ts';
import { POKER_POINTS } from './constants.ts';
import { fiveOfAKind, fullValue, scoreFor } from './score-box.ts';
import { freeBoxes } from './sheet.ts';
import type { Sheet } from './state.ts';

/** The boxes a joker roll may go to, or null when the dice are not a joker for this sheet. */
export function jokerBoxes(sheet: Sheet, dice: readonly number[]): DicePokerBox[] | null {
  const face = fiveOfAKind(dice);
  if (face === null || sheet.poker !== POKER_POINTS) return null;
  const upper = upperBoxFor(face);
  if (sheet[upper] === null) return [upper];
  const lower = LOWER_BOXES.filter((box) => sheet[box] === null);
  if (lower.length > 0) return lower;
  return UPPER_BOXES.filter((box) => sheet[box] === null);
}

/** What writing `dice` into `box` of this sheet scores, the joker included. */
export function pointsFor(sheet: Sheet, dice: readonly number[], box: DicePokerBox): number {
  if (!isUpperBox(box) && jokerBoxes(sheet, dice)) return fullValue(dice, box);
  return scoreFor(dice, box);
}

/** The boxes `dice` may be written to now: the joker's, or every free box. */
export function allowedBoxes(sheet: Sheet, dice: readonly number[]): DicePokerBox[] {
  return jokerBoxes(sheet, dice) ?? freeBoxes(sheet);
}
