// Decoding rendered PNGs in tests: pixels read back through the same canvas library, so a test checks what a
// phone would show, not how we meant to draw it.
import { createCanvas, loadImage } from '@napi-rs/canvas';
import { expect } from 'vitest';

export interface Decoded {
  width: number;
  height: number;
  data: Uint8ClampedArray;
  /** [r, g, b] at (x, y) */
  pixel(x: number, y: number): [number, number, number];
}

export async function decodePng(png: Buffer): Promise<Decoded> {
  expect([...png.subarray(0, 8)]).toEqual([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
  const image = await loadImage(png);
  const canvas = createCanvas(image.width, image.height);
  const ctx = canvas.getContext('2d');
  ctx.drawImage(image, 0, 0);
  const { data } = ctx.getImageData(0, 0, image.width, image.height);
  return {
    width: image.width,
    height: image.height,
    data,
    pixel(x, y) {
      const i = (Math.round(y) * image.width + Math.round(x)) * 4;
      return [data[i]!, data[i + 1]!, data[i + 2]!];
    },
  };
}

export function hex(color: string): [number, number, number] {
  const n = Number.parseInt(color.slice(1), 16);
  return [(n >> 16) & 255, (n >> 8) & 255, n & 255];
}

/** Close enough for anti-aliased edges and colour management: every channel within `tolerance`. */
export function near(actual: [number, number, number], expected: [number, number, number], tolerance = 6): boolean {
  return actual.every((c, i) => Math.abs(c - expected[i]!) <= tolerance);
}

/** Share of pixels (0..1) in a rectangle that are close to `color`. */
export function shareOf(img: Decoded, color: [number, number, number], x: number, y: number, w: number, h: number, tolerance = 12): number {
  let hits = 0;
  for (let yy = y; yy < y + h; yy++) for (let xx = x; xx < x + w; xx++) if (near(img.pixel(xx, yy), color, tolerance)) hits++;
  return hits / (w * h);
}
