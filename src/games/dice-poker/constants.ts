// The numbers of the Dice Poker rules (RULES.md §4).

export const ROUNDS = 15;
export const DICE = 5;
export const ROLLS_PER_TURN = 3;

/** The upper bonus is paid when the upper sum is MORE than this (63 → nothing, 64 → +35; the seed says "більше 63"). */
export const UPPER_BONUS_ABOVE = 63;
export const UPPER_BONUS = 35;

/** Paid for every further five of a kind written while the poker box holds 50. */
export const POKER_BONUS = 100;

export const FULL_HOUSE_POINTS = 25;
export const SMALL_STRAIGHT_POINTS = 30;
export const LARGE_STRAIGHT_POINTS = 40;
export const POKER_POINTS = 50;
