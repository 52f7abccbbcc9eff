// Text that stays inside its cell: measured, shrunk down to a floor, then cut with an ellipsis. Player names come
// from the platforms and may be of any length and script; a name must never run into the next column, and marks
// stacked on a letter (zalgo) must not run into the next row: what is drawn is clipped to its cell. The computer
// player's 🤖 is drawn as an icon of our own (bot-icon.ts), measured as one wide character.
import type { SKRSContext2D } from '@napi-rs/canvas';
import { BOT_MARK_PATTERN, botIconAdvance, drawBotIcon } from './bot-icon.ts';
import { font } from './font.ts';

export interface FitOptions {
  size: number;
  /** the smallest size worth reading on a phone; below it the text is cut instead */
  minSize: number;
  bold?: boolean;
  italic?: boolean;
}

export interface Fitted {
  text: string;
  size: number;
  width: number;
}

const ELLIPSIS = '…';

/**
 * The smallest font size any text on a picture `canvasWidth` px wide may have: 12 px once the picture is shown 400 px
 * wide, as a chat shows it on a phone (issue 50). A text that does not fit at the floor is cut, never shrunk below it.
 */
export const textFloor = (canvasWidth: number): number => Math.ceil((12 * canvasWidth) / 400);

/** One text as drawn: where, how big, on how wide a picture (the layout tests check each against the floor). */
export interface DrawnText {
  text: string;
  size: number;
  x: number;
  y: number;
  width: number;
  bold: boolean;
  italic: boolean;
  canvasWidth: number;
}

let recording: DrawnText[] | null = null;

/** Runs `draw` (a synchronous render) and returns every text it drew: the picture's layout, read without OCR. */
export function recordTexts<T>(draw: () => T): { result: T; texts: DrawnText[] } {
  const texts: DrawnText[] = [];
  const before = recording;
  recording = texts;
  try {
    return { result: draw(), texts };
  } finally {
    recording = before;
  }
}

/** The text and font size to draw `text` within `maxWidth` pixels. Sets ctx.font to the chosen font. */
export function fitText(ctx: SKRSContext2D, text: string, maxWidth: number, options: FitOptions): Fitted {
  const bold = options.bold ?? false;
  const floor = textFloor(ctx.canvas.width);
  const minSize = Math.max(floor, options.minSize);
  for (let size = Math.max(options.size, minSize); size >= minSize; size -= 1) {
    ctx.font = font(size, bold, options.italic ?? false);
    const width = measure(ctx, text, size);
    if (width <= maxWidth) return { text, size, width };
  }
  const size = minSize;
  ctx.font = font(size, bold, options.italic ?? false);
  // Cut whole characters as a reader sees them (grapheme clusters: an emoji sequence, a letter with its marks, a
  // surrogate pair are never split) until text + "…" fits.
  const chars = graphemes(text);
  let low = 0;
  let high = chars.length;
  while (low < high) {
    const mid = Math.ceil((low + high) / 2);
    const candidate = chars.slice(0, mid).join('').trimEnd() + ELLIPSIS;
    if (measure(ctx, candidate, size) <= maxWidth) low = mid;
    else high = mid - 1;
  }
  const cut = low > 0 ? chars.slice(0, low).join('').trimEnd() + ELLIPSIS : '';
  return { text: cut, size, width: measure(ctx, cut, size) };
}

const segmenter = new Intl.Segmenter(undefined, { granularity: 'grapheme' });
const graphemes = (text: string): string[] => Array.from(segmenter.segment(text), (s) => s.segment);

/** The width of `text` in the current font of `size` px, each 🤖 counted as the drawn icon. */
function measure(ctx: SKRSContext2D, text: string, size: number): number {
  const parts = text.split(BOT_MARK_PATTERN);
  let width = (parts.length - 1) * botIconAdvance(size);
  for (const part of parts) if (part) width += ctx.measureText(part).width;
  return width;
}

/** Draws `text` from x (left edge) at middle y in the current font of `size` px, each 🤖 as the icon. */
function paint(ctx: SKRSContext2D, text: string, x: number, y: number, size: number): void {
  const parts = text.split(BOT_MARK_PATTERN);
  let at = x;
  parts.forEach((part, i) => {
    if (i > 0) {
      drawBotIcon(ctx, at, y, size);
      at += botIconAdvance(size);
    }
    if (!part) return;
    ctx.fillText(part, at, y);
    at += ctx.measureText(part).width;
  });
}

export type Align = 'left' | 'center' | 'right';

const COMBINING = /\p{M}/u;

export interface TextBox {
  x: number;
  /** the middle of the line */
  y: number;
  width: number;
  align?: Align;
  /** how tall the cell is: nothing is drawn outside it (default: 1.8 × the size, a line with room for accents) */
  height?: number;
}

/** Draws `text` fitted into the box [x, x + width] with its middle at y. Returns what was drawn. */
export function drawFitted(ctx: SKRSContext2D, text: string, box: TextBox, options: FitOptions): Fitted {
  const fitted = fitText(ctx, text, box.width, options);
  const align = box.align ?? 'left';
  const x = align === 'left' ? box.x : align === 'center' ? box.x + (box.width - fitted.width) / 2 : box.x + box.width - fitted.width;
  ctx.textAlign = 'left';
  ctx.textBaseline = 'middle';
  if (recording && fitted.text) recording.push({ text: fitted.text, size: fitted.size, x, y: box.y, width: fitted.width, bold: options.bold ?? false, italic: options.italic ?? false, canvasWidth: ctx.canvas.width });
  // Only text with combining marks can reach above or below its line (the width is fitted already); the clip costs
  // a save and restore, so the hundred labels and numbers of a sheet go without it.
  if (!COMBINING.test(fitted.text)) {
    paint(ctx, fitted.text, x, box.y, fitted.size);
    return fitted;
  }
  const height = box.height ?? fitted.size * 1.8;
  ctx.save();
  ctx.beginPath();
  // A pixel of slack on each side: anti-aliased edges of a text that fits exactly are not shaved.
  ctx.rect(box.x - 2, box.y - height / 2, box.width + 4, height);
  ctx.clip();
  paint(ctx, fitted.text, x, box.y, fitted.size);
  ctx.restore();
  return fitted;
}

/**
 * Like drawFitted, but a text that would have to shrink below `wrapBelow` is broken at a space or hyphen into two
 * lines first (long names in narrow columns read better on two lines than in tiny type). Returns the drawn lines.
 */
export function drawFittedTwoLines(
  ctx: SKRSContext2D,
  text: string,
  box: TextBox & { lineHeight: number },
  options: FitOptions & { wrapBelow: number },
): Fitted[] {
  const single = fitText(ctx, text, box.width, options);
  const breakAt = bestBreak(text);
  if ((single.size >= options.wrapBelow && single.text === text) || breakAt === null) {
    return [drawFitted(ctx, text, box, options)];
  }
  const first = text.slice(0, breakAt).trimEnd();
  const second = text.slice(breakAt).trimStart();
  const lineOptions = { ...options, minSize: Math.min(options.minSize, options.wrapBelow) };
  // Both lines share the size of the one that needs the smaller font, so the name reads as one block.
  const size = Math.min(
    fitText(ctx, first, box.width, lineOptions).size,
    fitText(ctx, second, box.width, lineOptions).size,
  );
  const sized = { ...options, size, minSize: Math.min(size, options.minSize) };
  const height = box.height !== undefined ? box.height / 2 : undefined;
  return [
    drawFitted(ctx, first, { ...box, y: box.y - box.lineHeight / 2, height: height ?? box.lineHeight }, sized),
    drawFitted(ctx, second, { ...box, y: box.y + box.lineHeight / 2, height: height ?? box.lineHeight }, sized),
  ];
}

/** Chinese and Japanese are written without spaces and may break between any two characters. */
const BREAK_ANYWHERE = /^[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}ー]{2,}$/u;

/**
 * The index to break a text into two lines nearest its middle: after a space or a hyphen, or between two characters
 * of a Chinese or Japanese name; null when none.
 */
function bestBreak(text: string): number | null {
  if (BREAK_ANYWHERE.test(text)) {
    const chars = graphemes(text);
    return chars.slice(0, Math.ceil(chars.length / 2)).join('').length;
  }
  let best: number | null = null;
  for (let i = 1; i < text.length - 1; i++) {
    const ch = text[i];
    const at = ch === ' ' ? i : ch === '-' ? i + 1 : -1;
    if (at < 0) continue;
    if (best === null || Math.abs(at - text.length / 2) < Math.abs(best - text.length / 2)) best = at;
  }
  return best;
}
