// A fresh canvas with the fonts registered, and its PNG bytes.
import { createCanvas, type Canvas, type SKRSContext2D } from '@napi-rs/canvas';
import { ensureFonts } from './font.ts';
import { PALETTE } from './palette.ts';

export function paperCanvas(width: number, height: number): { canvas: Canvas; ctx: SKRSContext2D } {
  ensureFonts();
  const canvas = createCanvas(Math.round(width), Math.round(height));
  const ctx = canvas.getContext('2d');
  ctx.fillStyle = PALETTE.paper;
  ctx.fillRect(0, 0, canvas.width, canvas.height);
  return { canvas, ctx };
}

export function toPng(canvas: Canvas): Buffer {
  return canvas.toBuffer('image/png');
}

/** Player names by id, as the text replies show them (an unknown id shows as itself). */
export type Names = Record<string, string>;

export const nameOf = (names: Names, id: string): string => names[id] ?? id;
