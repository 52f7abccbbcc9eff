import { createCanvas } from '@napi-rs/canvas';
import { describe, expect, it } from 'vitest';
import { drawFitted, fitText } from '../../src/images/fit-text.ts';
import { ensureFonts, font } from '../../src/images/font.ts';

ensureFonts();
const ctx = createCanvas(10, 10).getContext('2d');
const width = (text: string, size: number, bold = false) => {
  ctx.font = font(size, bold);
  return ctx.measureText(text).width;
};

// Long names in the three scripts the channel uses; each is wider than a six-player column (≈ 80 px).
const LONG = {
  russian: 'Александра Константиновна Щербакова',
  ukrainian: 'Ґалина Їжакевич-Євтушенко',
  english: 'Christopher Montgomery-Wellington',
};

describe('text fits its cell', () => {
  for (const [script, name] of Object.entries(LONG)) {
    it(`GIVEN a long ${script} name WHEN fitted into 80 px THEN it is shrunk to the floor and cut with an ellipsis`, () => {
      const fitted = fitText(ctx, name, 80, { size: 20, minSize: 14, bold: true });
      expect(fitted.size).toBe(14);
      expect(fitted.text.endsWith('…')).toBe(true);
      expect(name.startsWith(fitted.text.slice(0, -1))).toBe(true);
      expect(width(fitted.text, 14, true)).toBeLessThanOrEqual(80);
      expect(fitted.width).toBeLessThanOrEqual(80);
    });

    it(`GIVEN a long ${script} name WHEN fitted into a cell 80% of its width THEN it is only shrunk, never cut`, () => {
      const full = width(name, 20);
      const fitted = fitText(ctx, name, full * 0.8, { size: 20, minSize: 12 });
      expect(fitted.text).toBe(name);
      expect(fitted.size).toBeLessThan(20);
      expect(fitted.width).toBeLessThanOrEqual(full * 0.8);
    });
  }

  it('GIVEN a short name WHEN fitted into 80 px THEN it is drawn as is at full size', () => {
    expect(fitText(ctx, 'Ян', 80, { size: 20, minSize: 14 })).toMatchObject({ text: 'Ян', size: 20 });
  });

  it('GIVEN a cell too narrow for even one letter and the ellipsis WHEN a name is fitted into it THEN nothing is drawn rather than overflow', () => {
    const fitted = fitText(ctx, 'Їжак', 3, { size: 20, minSize: 14 });
    expect(fitted.text).toBe('');
    expect(fitted.width).toBe(0);
  });

  it('GIVEN Ukrainian letters WHEN they are measured in the picture font THEN it has real glyphs for them (no fallback boxes of one width)', () => {
    // Missing glyphs all render as the same .notdef box; real ones differ in width.
    const widths = ['Ґ', 'Є', 'Ї', 'І', 'ґ', 'є', 'ї'].map((ch) => width(ch, 40));
    expect(new Set(widths.map((w) => w.toFixed(2))).size).toBeGreaterThan(3);
  });
});

describe('names that would leave their cell', () => {
  it('GIVEN a zalgo name (stacks of combining marks) WHEN drawn in a 40 px tall cell THEN no ink falls outside the cell', () => {
    const canvas = createCanvas(300, 200);
    const c = canvas.getContext('2d');
    c.fillStyle = '#ffffff';
    c.fillRect(0, 0, 300, 200);
    c.fillStyle = '#000000';
    const zalgo = 'Z̷̢̛̛̛̛̛̛̛̛a̵͎̔̔̔̔̔̔̔̔̔l̸̨̛̛̛̛̛̛̛̛g̶̱̈́̈́̈́̈́̈́̈́̈́̈́o̴̧͝͝͝͝͝͝͝͝͝';
    drawFitted(c, zalgo, { x: 50, y: 100, width: 200, height: 40 }, { size: 20, minSize: 14 });
    const { data } = c.getImageData(0, 0, 300, 200);
    const inked = (y: number) => Array.from({ length: 300 }, (_, x) => data[(y * 300 + x) * 4]!).some((v) => v < 250);
    expect(inked(100)).toBe(true);
    for (const y of [0, 40, 75, 125, 160, 199]) expect(inked(y)).toBe(false);
  });

  it('GIVEN a computer player’s name «🤖 Дживс» WHEN measured THEN the mark counts as the drawn icon, and the name is cut after it, never through it', () => {
    const fitted = fitText(ctx, '🤖 Дживс Дживсович Дживсов', 80, { size: 20, minSize: 14 });
    expect(fitted.text.startsWith('🤖')).toBe(true);
    expect(fitted.text.endsWith('…')).toBe(true);
    expect(fitted.width).toBeLessThanOrEqual(80);
  });
});
