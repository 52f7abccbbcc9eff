// A finished game's chance curve (issue 29's review): one row per player — name, a sparkline of their chance to win
// at the start of each turn (strategy/chances/curve.ts), the final figure — in the race chart's line colours. A
// dashed guide marks where the game turned: the turn whose change of some player's chance was the largest. The
// sparkline's faint line is 50 %; names and figures ink on paper (contrast as in palette.ts).
import type { SKRSContext2D } from '@napi-rs/canvas';
import type { CurvePicture, Names } from '../core/image.ts';
import type { Messages } from '../messages/index.ts';
import { nameOf, paperCanvas, toPng } from './canvas.ts';
import { drawFitted } from './fit-text.ts';
import { PALETTE, SERIES } from './palette.ts';
import { entryOf } from '../games/with-entry.ts';

export type CurveText = Messages['chances']['chancesText']['curve'];

const WIDTH = 720;
const PAD = 24;
const TITLE_HEIGHT = 52;
const ROW_HEIGHT = 64;
const NAME_WIDTH = 150;
const FIGURE_WIDTH = 70;
const LINE = 3;

/** Where and how big: the game-over card draws a smaller band (rows in its own order, colours still by join order). */
export interface CurveLayout {
  top: number;
  left: number;
  width: number;
  /** the title's and each player's row height */
  title?: number;
  row?: number;
  /** the rows' order (default: join order); a player's colour stays their join order's */
  order?: readonly string[];
  /** the names' column */
  nameWidth?: number;
}

/** The turn (index into the points) where some player's chance moved most from the point before; -1 for none. */
export function turningPoint(curve: CurvePicture): number {
  let best = -1;
  let swing = 0;
  for (let i = 1; i < curve.points.length; i++) {
    for (const id of curve.players) {
      const d = Math.abs((entryOf(curve.points[i]!.players, id) ?? 0) - (entryOf(curve.points[i - 1]!.players, id) ?? 0));
      if (d > swing + 1e-12) {
        swing = d;
        best = i;
      }
    }
  }
  return best;
}

export function chanceCurveHeight(curve: CurvePicture, title = TITLE_HEIGHT, row = ROW_HEIGHT): number {
  return title + curve.players.length * row + PAD;
}

export function renderChanceCurve(curve: CurvePicture, names: Names, text: CurveText): Buffer {
  const { canvas, ctx } = paperCanvas(WIDTH, chanceCurveHeight(curve));
  drawChanceCurve(ctx, curve, names, text, { top: 0, left: PAD, width: WIDTH - 2 * PAD });
  return toPng(canvas);
}

export function drawChanceCurve(
  ctx: SKRSContext2D,
  curve: CurvePicture,
  names: Names,
  text: CurveText,
  area: CurveLayout,
): void {
  const { top, left, width } = area;
  const titleHeight = area.title ?? TITLE_HEIGHT;
  const rowHeight = area.row ?? ROW_HEIGHT;
  const order = area.order?.filter((id) => curve.players.includes(id)) ?? curve.players;
  // anyone the order leaves out still gets a row, after the others
  const rows = [...order, ...curve.players.filter((id) => !order.includes(id))];
  ctx.fillStyle = PALETTE.muted;
  const title = curve.margin !== null ? text.estimateTitle(curve.margin) : text.title;
  drawFitted(ctx, title, { x: left, y: top + titleHeight / 2, width }, { size: 21, minSize: 15, bold: true });
  const nameWidth = area.nameWidth ?? NAME_WIDTH;
  const x0 = left + nameWidth + 12;
  const x1 = left + width - FIGURE_WIDTH - 12;
  const lastMove = Math.max(1, curve.points.at(-1)?.move ?? 1);
  const xOf = (move: number) => x0 + ((x1 - x0) * move) / lastMove;
  const turn = turningPoint(curve);
  const rowsTop = top + titleHeight;
  const rowsBottom = rowsTop + curve.players.length * rowHeight;
  rows.forEach((_, i) => {
    if (i % 2 === 0) return;
    ctx.fillStyle = PALETTE.stripe;
    ctx.fillRect(left, rowsTop + i * rowHeight, width, rowHeight);
  });
  if (turn > 0) {
    // between the turn before and the turn that moved the chances: that turn's start
    const x = xOf(curve.points[turn]!.move);
    ctx.save();
    ctx.strokeStyle = PALETTE.turnEdge;
    ctx.lineWidth = 2;
    ctx.setLineDash([6, 5]);
    ctx.beginPath();
    ctx.moveTo(x, rowsTop + 4);
    ctx.lineTo(x, rowsBottom - 4);
    ctx.stroke();
    ctx.restore();
  }
  rows.forEach((id, i) => {
    const y = rowsTop + i * rowHeight;
    const inset = Math.max(6, Math.round(rowHeight / 6.4));
    const low = y + rowHeight - inset;
    const high = y + inset;
    const yOf = (p: number) => low - (low - high) * Math.min(1, Math.max(0, p));
    ctx.strokeStyle = PALETTE.grid;
    ctx.lineWidth = 1;
    ctx.beginPath();
    ctx.moveTo(x0, yOf(0.5));
    ctx.lineTo(x1, yOf(0.5));
    ctx.stroke();
    const colour = curve.players.indexOf(id);
    ctx.strokeStyle = SERIES[colour % SERIES.length]!;
    ctx.lineWidth = LINE;
    ctx.lineJoin = 'round';
    ctx.beginPath();
    curve.points.forEach((point, k) => {
      const px = xOf(point.move);
      const py = yOf(entryOf(point.players, id) ?? 0);
      if (k === 0) ctx.moveTo(px, py);
      else ctx.lineTo(px, py);
    });
    ctx.stroke();
    const final = entryOf(curve.points.at(-1)?.players, id) ?? 0;
    ctx.fillStyle = PALETTE.ink;
    drawFitted(ctx, nameOf(names, id), { x: left, y: y + rowHeight / 2, width: nameWidth }, { size: 19, minSize: 14 });
    drawFitted(ctx, text.percent(final), { x: left + width - FIGURE_WIDTH, y: y + rowHeight / 2, width: FIGURE_WIDTH, align: 'right' }, { size: 19, minSize: 14, bold: true });
  });
}
