// A player's rating change on a game-over picture: beside their name (the card's rows, the race's legend) or in a
// row under the sheet's total — the difference /top's rating made, green for a gain and red for a loss.
import type { ImageText } from '../messages/index.ts';
import type { RatingChange } from '../core/image.ts';
import { PALETTE } from './palette.ts';

/** "+23", "−7", "±0": the difference of the two ratings as /top writes them. */
export const ratingDelta = (imageText: ImageText, change: RatingChange): string => imageText.rating.delta(change.before, change.after);

/** Green for a gain, red for a loss, grey for none (by the ratings as shown, to a tenth). */
export function ratingColour(change: RatingChange): string {
  const gained = Math.round(change.after * 10) - Math.round(change.before * 10);
  return gained > 0 ? PALETTE.good : gained < 0 ? PALETTE.bad : PALETTE.muted;
}
