export { dicePokerEngine } from './engine.ts';
export { dicePokerStateSchema, type DicePokerState, type Sheet, type Turn } from './state.ts';
export type { DicePokerEvent } from './events.ts';
export { BOXES, UPPER_BOXES, LOWER_BOXES, isBox, isUpperBox, type DicePokerBox, type UpperBox } from './boxes.ts';
export { scoreFor, fits, fiveOfAKind } from './score-box.ts';
export { jokerBoxes, pointsFor } from './joker.ts';
export { bestFreeBoxes, type BoxOption } from './best-boxes.ts';
export { freeBoxes, filledCount, upperSum, upperBonus, lowerSum, totalOf, totals } from './sheet.ts';
export {
  ROUNDS,
  ROLLS_PER_TURN,
  UPPER_BONUS,
  UPPER_BONUS_ABOVE,
  POKER_BONUS,
} from './constants.ts';
