// The rating band of a game-over picture, alike in every language but for its title: ratings on the shown scale
// (core/rating-scale.ts), whole points.
import { shownRating, shownRatingChange } from '../../core/rating-scale.ts';

/** A signed whole number with a real minus sign: "+23", "−7", "±0". */
export function signedPoints(points: number): string {
  if (points === 0) return '±0';
  return `${points > 0 ? '+' : '−'}${Math.abs(points)}`;
}

export function ratingBand(title: string) {
  return {
    title,
    /** the rating /top shows, before and after this game: "1540 → 1563" */
    change: (before: number, after: number): string => `${shownRating(before)} → ${shownRating(after)}`,
    /** the difference of the two numbers as written (so that they add up): "+23", "−7", "±0" */
    delta: (before: number, after: number): string => signedPoints(shownRatingChange(before, after)),
  };
}
