// The computer player's mark, drawn: the 🤖 the Butler puts before a computer player's name is an emoji that a
// monochrome font draws as a blob at name size, so pictures draw a small robot head of their own instead, in the
// text's colour (a greyed name has a grey robot).
import type { SKRSContext2D } from '@napi-rs/canvas';

/** The mark as it stands in names (with or without the emoji variation selector). */
export const BOT_MARK_PATTERN = /\u{1F916}\u{FE0F}?/u;

/** How wide the drawn mark is at a font size, the gap after it included. */
export const botIconAdvance = (size: number): number => Math.round(size * 1.05);

/** A robot head for text of `size` px, its left edge at x and its middle at y, in the current fill colour. */
export function drawBotIcon(ctx: SKRSContext2D, x: number, y: number, size: number): void {
  const w = size * 0.72;
  const h = size * 0.62;
  const left = x + size * 0.1;
  const top = y - h / 2 + size * 0.1;
  const r = size * 0.14;
  ctx.save();
  // Antenna: a stalk and a ball.
  ctx.lineWidth = Math.max(1, size * 0.08);
  ctx.strokeStyle = ctx.fillStyle;
  ctx.beginPath();
  ctx.moveTo(left + w / 2, top);
  ctx.lineTo(left + w / 2, top - size * 0.16);
  ctx.stroke();
  ctx.beginPath();
  ctx.arc(left + w / 2, top - size * 0.2, size * 0.08, 0, Math.PI * 2);
  ctx.fill();
  // Head (an outline, so it reads on any background: paper, stripe, the turn's yellow), ears, eyes and a mouth.
  ctx.beginPath();
  ctx.roundRect(left, top, w, h, r);
  ctx.stroke();
  ctx.fillRect(left - size * 0.1, top + h * 0.3, size * 0.07, h * 0.4);
  ctx.fillRect(left + w + size * 0.03, top + h * 0.3, size * 0.07, h * 0.4);
  ctx.beginPath();
  ctx.arc(left + w * 0.32, top + h * 0.42, size * 0.08, 0, Math.PI * 2);
  ctx.arc(left + w * 0.68, top + h * 0.42, size * 0.08, 0, Math.PI * 2);
  ctx.fill();
  ctx.fillRect(left + w * 0.32, top + h * 0.7, w * 0.36, Math.max(1, size * 0.07));
  ctx.restore();
}
