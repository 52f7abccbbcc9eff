import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { renderImage } from '../../src/images/render-image.ts';
import { GOLDEN_CASES, GOLDEN_DIR } from './golden-cases.ts';
import { decodePng } from './png.ts';

// Small differences are allowed (font hinting and anti-aliasing differ a little between builds of the rasteriser);
// a moved cell, a changed colour or a missing line is not.
const MEAN_DIFF = 1.5;
const CHANGED_SHARE = 0.005;

describe('golden images (regenerate with `npm run golden`)', () => {
  for (const [name, spec] of Object.entries(GOLDEN_CASES)) {
    it(`GIVEN the ${name} case WHEN drawn THEN it matches test/images/golden/${name}.png`, async () => {
      const actual = await decodePng(renderImage(spec()));
      const golden = await decodePng(readFileSync(new URL(`${name}.png`, GOLDEN_DIR)));
      expect([actual.width, actual.height]).toEqual([golden.width, golden.height]);
      let total = 0;
      let changed = 0;
      for (let i = 0; i < actual.data.length; i += 4) {
        let pixel = 0;
        for (let c = 0; c < 3; c++) pixel = Math.max(pixel, Math.abs(actual.data[i + c]! - golden.data[i + c]!));
        total += pixel;
        if (pixel > 40) changed++;
      }
      const pixels = actual.data.length / 4;
      expect(total / pixels).toBeLessThanOrEqual(MEAN_DIFF);
      expect(changed / pixels).toBeLessThanOrEqual(CHANGED_SHARE);
    });
  }
});
