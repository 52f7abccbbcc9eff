// A finished game's chance curve as a picture of its own (npx butler chances --png), read back from the PNG and from
// the layout: each player's line runs in their colour on one 0–100 % axis, high where their chance was high; the key
// under it names each colour with the final figure; a rough curve says "rough", never its margin.
import { describe, expect, it } from 'vitest';
import { chanceCurveHeight, renderChanceCurve } from '../../src/images/chance-curve.ts';
import { recordTexts } from '../../src/images/fit-text.ts';
import { SERIES } from '../../src/images/palette.ts';
import { textFor } from '../../src/messages/index.ts';
import type { ChanceCurve } from '../../src/strategy/chances/curve.ts';
import { decodePng, hex, near, type Decoded } from './png.ts';

const EN = textFor('en');
const text = EN.chances.chancesText.curve;
const imageText = EN.images.imageText;

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
  it('GIVEN a game bob turned round WHEN drawn THEN the lines rise and fall with the chances on one axis', async () => {
    const { result, texts } = recordTexts(() => renderChanceCurve(curve, { ann: 'Ann', bob: 'Bob' }, text, imageText));
    const img = await decodePng(result);
    expect(img.height).toBe(chanceCurveHeight(curve));
    // the plot: from the 100 % tick to the 0 % tick, from the axis labels to the right edge
    const top = texts.find((t) => t.text === '100 %')!.y;
    const bottom = texts.find((t) => t.text === '0 %')!.y;
    const x0 = 20 + 78;
    const x1 = 720 - 20 - 10;
    const xAt = (move: number) => Math.round(x0 + ((x1 - x0) * move) / 30);
    const a10 = meanY(img, xAt(10), SERIES[0], top - 5, bottom + 5)!;
    const a25 = meanY(img, xAt(25), SERIES[0], top - 5, bottom + 5)!;
    expect(a10).toBeLessThan(a25 - 40); // ann high at move 10, low after bob's turn
    const b10 = meanY(img, xAt(10), SERIES[1], top - 5, bottom + 5)!;
    const b25 = meanY(img, xAt(25), SERIES[1], top - 5, bottom + 5)!;
    expect(b25).toBeLessThan(b10 - 40);
    // ann at 80 % at move 10: four fifths of the way up
    expect(Math.abs(a10 - (bottom - 0.8 * (bottom - top)))).toBeLessThan(6);
    // the key: each name with the final figure
    for (const shown of ['Ann', 'Bob', '0 %', '100 %']) expect(texts.some((t) => t.text === shown)).toBe(true);
  });

  it('GIVEN estimates WHEN drawn THEN the title says rough, not the margin, and even a wide margin is drawn here', () => {
    const wide = recordTexts(() => renderChanceCurve({ ...curve, margin: 0.3 }, { ann: 'Ann', bob: 'Bob' }, text, imageText)).texts;
    expect(wide.some((t) => t.text === imageText.chart.rough)).toBe(true);
    expect(wide.some((t) => t.text.includes('±'))).toBe(false);
    const exact = recordTexts(() => renderChanceCurve({ ...curve, margin: null }, { ann: 'Ann', bob: 'Bob' }, text, imageText)).texts;
    expect(exact.some((t) => t.text === imageText.chart.title)).toBe(true);
  });
});
