// The rating on a familiar scale: whole Elo-like points around 1500.
import { describe, expect, it } from 'vitest';
import { shownRating, shownRatingChange } from '../../src/core/rating-scale.ts';
import { textFor } from '../../src/messages/index.ts';

describe('the shown rating', () => {
  it('GIVEN a new player (ordinal 0) WHEN shown THEN 1500', () => {
    expect(shownRating(0)).toBe(1500);
  });

  it('GIVEN the ratings 0,0 → −3,8 of a lost first game WHEN shown in the band THEN whole points that add up', () => {
    const band = textFor('en').images.imageText.rating;
    expect(band.change(0, -3.8)).toBe('1500 → 1424');
    expect(band.delta(0, -3.8)).toBe('−76');
    expect(band.delta(1.01, 1.02)).toBe('±0');
    expect(shownRatingChange(2.04, 3.1)).toBe(shownRating(3.1) - shownRating(2.04));
  });
});
