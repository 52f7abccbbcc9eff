// English picture labels: English letters only, and each fits its cell whole (measured with the pictures' own
// fit function and font, at the narrowest layout).
import { describe, expect, it } from 'vitest';
import * as en from '../../../src/messages/en/images.ts';
import * as ru from '../../../src/messages/ru/images.ts';
import { notEnglish } from '../../helpers/alphabet.ts';
import { labelsCut } from '../../helpers/image-cells.ts';
import { imageSamples } from '../../helpers/message-samples-b.ts';

const s = imageSamples(en);

describe('en/images', () => {
  it('GIVEN every picture label WHEN it is rendered in English THEN none has a Cyrillic letter', () => {
    expect(notEnglish(s)).toEqual({});
  });

  it('GIVEN the Russian labels WHEN the harness measures them in their cells THEN they fit (so a failure below is the translation)', () => {
    expect(labelsCut(imageSamples(ru))).toEqual({});
  });

  it('GIVEN every English label WHEN it is drawn in its cell THEN none is cut with “…”', () => {
    expect(labelsCut(s)).toEqual({});
  });

  it('GIVEN a turn count, a box and a hand WHEN a picture labels them THEN English plurals and English names', () => {
    expect([s.turns1, s.turns3]).toEqual(['1 turn', '3 turns']);
    expect(s['box:small_straight']).toBe('Small straight'); // the full name, as the parser reads it
    expect(s['hand:full_house']).toBe('full house');
  });
});
