// The rating as players see it: Elo-like whole points. The rating itself is OpenSkill's conservative estimate
// (its ordinal, μ − 3σ: 0 for a new player); shown, it is 1500 + 20 × that, rounded — 1500 at the start, a game
// moves it by tens of points like a chess rating, and "1540 → 1563 (+23)" reads at a glance where "2,0 → 3,1"
// meant nothing to a player. /top, the game-over pictures and the docs use this one scale.

export const RATING_START = 1500;
export const RATING_POINTS_PER_ORDINAL = 20;

export function shownRating(ordinal: number): number {
  return Math.round(RATING_START + RATING_POINTS_PER_ORDINAL * ordinal);
}

/** The change as shown: the difference of the two shown numbers, so that they add up. */
export function shownRatingChange(before: number, after: number): number {
  return shownRating(after) - shownRating(before);
}
