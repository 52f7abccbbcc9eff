// What five dice score in one box by the ordinary rules (no joker; see joker.ts for that).
//
// A combination that contains a lesser one fits it too: four of a kind fits pair and three of a kind, a full house
// fits pair, two pairs and three of a kind, five of a kind fits pair, three and four of a kind.
// **Decision:** five of a kind is NOT a full house and NOT two pairs (both need two different values, as in
// Yahtzee); it scores there only through the joker rule. Likewise four of a kind is not two pairs (2-2-2-2-5 has
// one value twice over, not two values).
import { diceSum } from '../dice-sum.ts';
import { isUpperBox, upperFace, type DicePokerBox } from './boxes.ts';
import {
  FULL_HOUSE_POINTS,
  LARGE_STRAIGHT_POINTS,
  POKER_POINTS,
  SMALL_STRAIGHT_POINTS,
} from './constants.ts';

/** How many dice show each face: counts[face] for face 1..6 (index 0 unused). */
export function faceCounts(dice: readonly number[]): number[] {
  const counts = [0, 0, 0, 0, 0, 0, 0];
  for (const die of dice) counts[die] = (counts[die] ?? 0) + 1;
  return counts;
}

function hasRun(dice: readonly number[], from: number, length: number): boolean {
  for (let face = from; face < from + length; face++) if (!dice.includes(face)) return false;
  return true;
}

/** The face shown by all five dice, or null. */
export function fiveOfAKind(dice: readonly number[]): number | null {
  return dice.length === 5 && dice.every((die) => die === dice[0]) ? dice[0]! : null;
}

/** Whether the dice fit the box at all (the upper boxes and chance always fit; they may still score 0). */
export function fits(dice: readonly number[], box: DicePokerBox): boolean {
  const counts = faceCounts(dice).slice(1);
  const most = Math.max(...counts);
  switch (box) {
    case 'pair':
      return most >= 2;
    case 'two_pairs':
      return counts.filter((n) => n >= 2).length >= 2;
    case 'three_kind':
      return most >= 3;
    case 'four_kind':
      return most >= 4;
    case 'full_house':
      return counts.includes(3) && counts.includes(2);
    case 'small_straight':
      return hasRun(dice, 1, 4) || hasRun(dice, 2, 4) || hasRun(dice, 3, 4);
    case 'large_straight':
      return hasRun(dice, 1, 5) || hasRun(dice, 2, 5);
    case 'poker':
      return most === 5;
    default:
      return true;
  }
}

/** The points a box pays when it fits, whatever the dice: the fixed value or the sum of all five dice. */
export function fullValue(dice: readonly number[], box: DicePokerBox): number {
  if (isUpperBox(box)) {
    const face = upperFace(box);
    return dice.filter((die) => die === face).length * face;
  }
  switch (box) {
    case 'full_house':
      return FULL_HOUSE_POINTS;
    case 'small_straight':
      return SMALL_STRAIGHT_POINTS;
    case 'large_straight':
      return LARGE_STRAIGHT_POINTS;
    case 'poker':
      return POKER_POINTS;
    default:
      return diceSum(dice);
  }
}

/** What `dice` score in `box` by the ordinary rules: the box's value if the dice fit it, else 0. */
export function scoreFor(dice: readonly number[], box: DicePokerBox): number {
  return fits(dice, box) ? fullValue(dice, box) : 0;
}
