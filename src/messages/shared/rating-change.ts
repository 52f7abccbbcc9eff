// The rating band of a game-over picture, alike in every language but for its title: ratings on the shown scale
// (core/rating-scale.ts), whole points.
import { shownRating, shownRatingChange } from '../../core/rating-scale.ts';
import type { GameOverRatings } from '../../core/records.ts';
import { lines, type Rich } from '../rich.ts';

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

/** The words of the rating lines in a game-over reply, per language (<lang>/game-over.ts). */
export interface RatingWords {
  heading: Rich;
  /** one player: their name and "1500 → 1523 (+23)" */
  row(name: string, change: string): Rich;
  /** the game is rated but its numbers could not be read now */
  later: Rich;
}

/** The lines under a game-over reply: a heading and one row per player, the promise of /top, or nothing. */
export function gameOverRatingLines(ratings: GameOverRatings, words: RatingWords): Rich | null {
  if (ratings.kind === 'unrated') return null;
  if (ratings.kind === 'later') return words.later;
  const band = ratingBand('');
  const rows = ratings.changes.map((c) =>
    words.row(c.name, `${band.change(c.before, c.after)} (${band.delta(c.before, c.after)})`),
  );
  return lines(words.heading, ...rows);
}
