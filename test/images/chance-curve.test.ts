// A finished game's chance curve, read back from the PNG: each player's line runs in their colour, high where their
// chance was high and low where it was low; the guide stands at the turn that moved the chances most; an estimated
// curve says so in its title.
import { describe, expect, it } from 'vitest';
import { chanceCurveHeight, renderChanceCurve, turningPoint } from '../../src/images/chance-curve.ts';
import { PALETTE, SERIES } from '../../src/images/palette.ts';
import { textFor } from '../../src/messages/index.ts';
import type { ChanceCurve } from '../../src/strategy/chances/curve.ts';
import { decodePng, hex, near, type Decoded } from './png.ts';

const text = textFor('en').chances.chancesText.curve;

// ann led, bob's turn at move 20 turned the game, bob won
const curve: ChanceCurve = {
  game: 'dice_poker',
  players: ['ann', 'bob'],
  points: [
    { move: 0, players: { ann: 0.5, bob: 0.5 }, kind: 'estimate' },
    { move: 10, players: { ann: 0.8, bob: 0.2 }, kind: 'estimate' },
    { move: 20, players: { ann: 0.1, bob: 0.9 }, kind: 'estimate' },
    { move: 30, players: { ann: 0, bob: 1 }, kind: 'result' },
  ],
  margin: 0.07,
};

/** The rows (y) in column x holding `color`, as the mean height; null where the column has none. */
function meanY(img: Decoded, x: number, color: string, from: number, to: number): number | null {
  const target = hex(color);
  const ys: number[] = [];
  for (let y = from; y < to; y++) if (near(img.pixel(x, y), target, 40)) ys.push(y);
  return ys.length ? ys.reduce((a, b) => a + b, 0) / ys.length : null;
}

describe('chance curve picture', () => {
  it('GIVEN a game bob turned round WHEN drawn THEN the lines rise and fall with the chances and the guide marks the turn', async () => {
    const img = await decodePng(renderChanceCurve(curve, { ann: 'Ann', bob: 'Bob' }, text));
    expect(img.height).toBe(chanceCurveHeight(curve));
    const rowA = [52, 52 + 64] as const;
    const rowB = [52 + 64, 52 + 128] as const;
    // sparkline x: from 24 + 150 + 12 = 186 to 720 - 24 - 70 - 12 = 614 over moves 0..30
    const xAt = (move: number) => Math.round(186 + ((614 - 186) * move) / 30);
    const a10 = meanY(img, xAt(10), SERIES[0], ...rowA)!;
    const a25 = meanY(img, xAt(25), SERIES[0], ...rowA)!;
    expect(a10).toBeLessThan(a25 - 20); // ann high at move 10, low after bob's turn
    const b10 = meanY(img, xAt(10), SERIES[1], ...rowB)!;
    const b25 = meanY(img, xAt(25), SERIES[1], ...rowB)!;
    expect(b25).toBeLessThan(b10 - 20);
    expect(turningPoint(curve)).toBe(2);
    const guide = hex(PALETTE.turnEdge);
    let guidePixels = 0;
    for (let y = rowA[0]; y < rowB[1]; y++) for (const dx of [-1, 0, 1]) if (near(img.pixel(xAt(20) + dx, y), guide, 30)) guidePixels++;
    expect(guidePixels).toBeGreaterThan(20);
  });

  it('the title says the figures are estimates with their margin, or not', () => {
    expect(text.estimateTitle(0.07)).toContain('±7 %');
    expect(turningPoint({ ...curve, points: curve.points.slice(0, 1) })).toBe(-1);
  });
});
