// Ukrainian picture labels: no Russian-only letters, and each fits its cell whole (measured with the pictures' own
// fit function and font, at the narrowest layout).
import { describe, expect, it } from 'vitest';
import * as uk from '../../../src/messages/uk/images.ts';
import { notUkrainian } from '../../helpers/alphabet.ts';
import { labelsCut } from '../../helpers/image-cells.ts';
import { imageSamples } from '../../helpers/message-samples-b.ts';

const s = imageSamples(uk);

describe('uk/images', () => {
  it('GIVEN every picture label WHEN it is rendered in Ukrainian THEN none has ы, э, ъ or ё', () => {
    expect(notUkrainian(s)).toEqual({});
  });

  it('GIVEN every Ukrainian label WHEN it is drawn in its cell THEN none is cut with «…»', () => {
    expect(labelsCut(s)).toEqual({});
  });

  it('GIVEN turn counts and a box WHEN a picture labels them THEN Ukrainian plurals (1 хід, 3 ходи, 25 ходів) and the Ukrainian box name', () => {
    expect([s.turns1, s.turns3, s.turns25]).toEqual(['1 хід', '3 ходи', '25 ходів']);
    expect(s['box:fives']).toBe('П’ятірки');
  });
});
