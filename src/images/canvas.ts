// A canvas with the fonts registered and the paper laid, and its PNG bytes.
import { stripBidi, visibleName } from '../core/display-name.ts';
import { createCanvas, type Canvas, type SKRSContext2D } from '@napi-rs/canvas';
import { ensureFonts } from './font.ts';
import { PALETTE } from './palette.ts';
import { encodePng } from './png-encode.ts';
import type { Names } from '../core/image.ts';
import { entryOf } from '../games/with-entry.ts';

// Canvases kept for reuse, by size. A fresh 720×966 canvas costs ~10 ms before the first pixel (its 2.8 MB of
// memory touched page by page); the sizes repeat (a sheet's size depends only on how many players and whether
// someone is on turn), so a render worker keeps the last few. Rendering is synchronous and one picture at a time
// per thread, so a kept canvas is never drawn by two renders at once.
const KEPT_CANVASES = 4;
const kept = new Map<string, Canvas>();

export function paperCanvas(width: number, height: number): { canvas: Canvas; ctx: SKRSContext2D } {
  ensureFonts();
  const canvas = keptCanvas(Math.round(width), Math.round(height));
  const ctx = canvas.getContext('2d');
  // Back to the default state (transform, clip, styles, line width, alpha) and the whole sheet repainted.
  ctx.reset();
  // Pinned, not the host's language: it picks locale glyph forms, and a picture must not change with the server.
  ctx.lang = 'en';
  ctx.fillStyle = PALETTE.paper;
  ctx.fillRect(0, 0, canvas.width, canvas.height);
  return { canvas, ctx };
}

function keptCanvas(width: number, height: number): Canvas {
  const key = `${width}x${height}`;
  let canvas = kept.get(key);
  if (canvas) kept.delete(key);
  else canvas = createCanvas(width, height);
  // Most recently used last; the oldest size goes when there are too many.
  kept.set(key, canvas);
  if (kept.size > KEPT_CANVASES) kept.delete(kept.keys().next().value!);
  return canvas;
}

export function toPng(canvas: Canvas): Buffer {
  return encodePng(canvas);
}

/** A name as a picture draws it: without bidi controls or invisible characters (core/display-name.ts), each name drawn as a text of its own. */
export const nameOf = (names: Names, id: string): string => visibleName(stripBidi(entryOf(names, id) ?? id)) || '…';
