// Dice drawn with pips: the ⚀–⚅ glyphs are tiny or missing in most fonts, a drawn face reads at any size.
import type { SKRSContext2D } from '@napi-rs/canvas';
import { PALETTE } from './palette.ts';

// Pip positions on a 3×3 grid (0 = left/top, 1 = middle, 2 = right/bottom) for faces 1..6.
const PIPS: Record<number, [number, number][]> = {
  1: [[1, 1]],
  2: [[0, 0], [2, 2]],
  3: [[0, 0], [1, 1], [2, 2]],
  4: [[0, 0], [2, 0], [0, 2], [2, 2]],
  5: [[0, 0], [2, 0], [1, 1], [0, 2], [2, 2]],
  6: [[0, 0], [2, 0], [0, 1], [2, 1], [0, 2], [2, 2]],
};

export function roundedRect(ctx: SKRSContext2D, x: number, y: number, w: number, h: number, r: number): void {
  ctx.beginPath();
  ctx.moveTo(x + r, y);
  ctx.arcTo(x + w, y, x + w, y + h, r);
  ctx.arcTo(x + w, y + h, x, y + h, r);
  ctx.arcTo(x, y + h, x, y, r);
  ctx.arcTo(x, y, x + w, y, r);
  ctx.closePath();
}

/** A die showing `value` (1..6) with its top-left corner at (x, y), `size` pixels square. */
export function drawDie(ctx: SKRSContext2D, value: number, x: number, y: number, size: number, faded = false): void {
  ctx.save();
  ctx.globalAlpha = faded ? 0.45 : 1;
  roundedRect(ctx, x, y, size, size, size * 0.18);
  ctx.fillStyle = PALETTE.die;
  ctx.fill();
  ctx.lineWidth = Math.max(1, size * 0.05);
  ctx.strokeStyle = PALETTE.dieEdge;
  ctx.stroke();
  ctx.fillStyle = PALETTE.pip;
  const step = size * 0.28;
  const radius = size * 0.095;
  for (const [col, row] of PIPS[value] ?? []) {
    ctx.beginPath();
    ctx.arc(x + size / 2 + (col - 1) * step, y + size / 2 + (row - 1) * step, radius, 0, Math.PI * 2);
    ctx.fill();
  }
  ctx.restore();
}

/** A row of dice; returns the x after the last one. */
export function drawDice(ctx: SKRSContext2D, dice: readonly number[], x: number, y: number, size: number, gap: number): number {
  let at = x;
  for (const value of dice) {
    drawDie(ctx, value, at, y, size);
    at += size + gap;
  }
  return at - gap;
}

/** A five-pointed star (the leader's and the winner's mark), centred at (cx, cy). */
export function drawStar(ctx: SKRSContext2D, cx: number, cy: number, radius: number, color: string): void {
  ctx.save();
  ctx.beginPath();
  for (let i = 0; i < 10; i++) {
    const r = i % 2 === 0 ? radius : radius * 0.45;
    const angle = -Math.PI / 2 + (i * Math.PI) / 5;
    const px = cx + r * Math.cos(angle);
    const py = cy + r * Math.sin(angle);
    if (i === 0) ctx.moveTo(px, py);
    else ctx.lineTo(px, py);
  }
  ctx.closePath();
  ctx.fillStyle = color;
  ctx.fill();
  ctx.restore();
}
