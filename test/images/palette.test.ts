import { describe, expect, it } from 'vitest';
import { contrastRatio, over } from '../../src/images/contrast.ts';
import { PALETTE, SERIES } from '../../src/images/palette.ts';

// What a reader sees behind a line or a label: the paper, the stripes, the turn's yellow, the sum rows, and the race's
// translucent pit and barrel bands laid over the paper.
const PIT = over(PALETTE.pit, PALETTE.paper);
const BARREL = over(PALETTE.barrel, PALETTE.paper);
const BACKGROUNDS = { paper: PALETTE.paper, stripe: PALETTE.stripe, turn: PALETTE.turn, sum: PALETTE.sum, pit: PIT, barrel: BARREL };

describe('palette contrast (WCAG)', () => {
  it('GIVEN the chart line colours WHEN set on every background a line crosses THEN each is at least 3:1', () => {
    for (const colour of SERIES) {
      for (const [name, background] of Object.entries(BACKGROUNDS)) {
        expect(contrastRatio(colour, background), `${colour} on ${name}`).toBeGreaterThanOrEqual(3);
      }
    }
  });

  it('GIVEN the chart line colours WHEN compared with one another THEN no two are the same', () => {
    expect(new Set(SERIES).size).toBe(SERIES.length);
  });

  it('GIVEN the leader star WHEN drawn on paper, a stripe or the winner row THEN at least 3:1', () => {
    for (const background of [PALETTE.paper, PALETTE.stripe, PALETTE.turn]) expect(contrastRatio(PALETTE.leader, background)).toBeGreaterThanOrEqual(3);
  });

  it('GIVEN the pit and barrel labels WHEN on their paper label or their band THEN at least 4.5:1', () => {
    expect(contrastRatio(PALETTE.pitText, PALETTE.paper)).toBeGreaterThanOrEqual(4.5);
    expect(contrastRatio(PALETTE.pitText, PIT)).toBeGreaterThanOrEqual(4.5);
    expect(contrastRatio(PALETTE.barrelText, PALETTE.paper)).toBeGreaterThanOrEqual(4.5);
    expect(contrastRatio(PALETTE.barrelText, BARREL)).toBeGreaterThanOrEqual(4.5);
  });

  it('GIVEN every text colour WHEN on the backgrounds it is drawn on THEN at least 4.5:1', () => {
    for (const text of [PALETTE.ink, PALETTE.muted, PALETTE.potential, PALETTE.good, PALETTE.bad]) {
      for (const background of [PALETTE.paper, PALETTE.stripe, PALETTE.turn, PALETTE.sum]) expect(contrastRatio(text, background)).toBeGreaterThanOrEqual(4.5);
    }
    expect(contrastRatio(PALETTE.feltText, PALETTE.felt)).toBeGreaterThanOrEqual(4.5);
    expect(contrastRatio(PALETTE.feltMuted, PALETTE.felt)).toBeGreaterThanOrEqual(4.5);
  });

  it('GIVEN the WCAG formula WHEN black on white THEN 21:1', () => {
    expect(contrastRatio('#000000', '#ffffff')).toBeCloseTo(21, 5);
  });
});
