// A finished game's chances to win as one chart, in the manner of a chess site's evaluation graph (issue 50): one
// 0–100 % axis with its ticks written out, every player's line in their own colour (≥ 3:1 on the paper, palette.ts),
// the winner's line thick and drawn last. The colours are keyed where the picture lists its players (a card's rows,
// a sheet's column heads, the race's legend), so the chart itself carries no legend of its own. Not drawn for a
// one-player game (nobody to race) nor when the estimates' margin is so wide that the lines would tell a story the
// figures cannot back.
import type { SKRSContext2D } from '@napi-rs/canvas';
import type { ImageText } from '../messages/index.ts';
import type { CurvePicture } from '../core/image.ts';
import type { Messages } from '../messages/index.ts';
import { drawFitted } from './fit-text.ts';
import { PALETTE, SERIES } from './palette.ts';
import { entryOf } from '../games/with-entry.ts';

/** A game-over picture's curve with its words (the chat's language). */
export interface PictureCurve {
  curve: CurvePicture;
  text: Messages['chances']['chancesText']['curve'];
}

/** What the chart needs of it: the curve (its words are the picture's, imageText.chart). */
type Charted = Pick<PictureCurve, 'curve'>;

/** Above this margin (±15 points) the estimates are too rough to draw as lines. */
export const WIDE_MARGIN = 0.15;

const TITLE = 54;
const PLOT = 184;
const X_LABELS = 34;
const BOTTOM = 8;
const AXIS_WIDTH = 78;
export const CHART_TICKS = [0, 0.25, 0.5, 0.75, 1] as const;

/** `anyMargin`: drawn however rough the estimates (the stand-alone picture someone asked for: chance-curve.ts). */
export interface ChartOptions {
  anyMargin?: boolean;
}

/** Whether the picture draws the chart: a curve of two or more players, with points to join, not too rough. */
export function chartShown<C extends Charted>(curve: C | undefined, options: ChartOptions = {}): curve is C {
  if (!curve) return false;
  const { players, points, margin } = curve.curve;
  return players.length > 1 && points.length > 1 && (margin === null || margin <= WIDE_MARGIN || options.anyMargin === true);
}

export function chanceChartHeight(curve: Charted | undefined, options: ChartOptions = {}): number {
  return chartShown(curve, options) ? TITLE + PLOT + X_LABELS + BOTTOM : 0;
}

/** A player's line colour: their join order's (the curve lists players in join order). */
export const chartColour = (curve: Charted, id: string): string => SERIES[Math.max(0, curve.curve.players.indexOf(id)) % SERIES.length]!;

export function drawChanceChart(
  ctx: SKRSContext2D,
  curve: Charted | undefined,
  winners: readonly string[],
  imageText: ImageText,
  area: { top: number; left: number; width: number },
  colourOf: (id: string) => string = (id) => (curve ? chartColour(curve, id) : PALETTE.ink),
  options: ChartOptions = {},
): void {
  if (!chartShown(curve, options)) return;
  const { top, left, width } = area;
  const { players, points, margin } = curve.curve;
  ctx.fillStyle = PALETTE.ink;
  drawFitted(ctx, margin === null ? imageText.chart.title : imageText.chart.rough, { x: left, y: top + TITLE / 2 - 6, width }, { size: 26, minSize: 22, bold: true });
  const plotTop = top + TITLE;
  const plotBottom = plotTop + PLOT;
  const x0 = left + AXIS_WIDTH;
  const x1 = left + width - 10;
  const lastMove = Math.max(1, points.at(-1)?.move ?? 1);
  const xOf = (move: number) => x0 + ((x1 - x0) * move) / lastMove;
  const yOf = (p: number) => plotBottom - PLOT * Math.min(1, Math.max(0, p));
  // The axis: a line and its written figure at each quarter; 50 % a little stronger (the even-chances line).
  for (const tick of CHART_TICKS) {
    const y = Math.round(yOf(tick)) + 0.5;
    ctx.strokeStyle = tick === 0.5 ? PALETTE.muted : PALETTE.grid;
    ctx.lineWidth = 1;
    ctx.beginPath();
    ctx.moveTo(x0, y);
    ctx.lineTo(x1, y);
    ctx.stroke();
    ctx.fillStyle = PALETTE.muted;
    drawFitted(ctx, `${Math.round(tick * 100)} %`, { x: left, y, width: AXIS_WIDTH - 10, align: 'right' }, { size: 22, minSize: 22 });
  }
  ctx.fillStyle = PALETTE.muted;
  drawFitted(ctx, imageText.chart.start, { x: x0, y: plotBottom + X_LABELS / 2 + 2, width: (x1 - x0) / 2 }, { size: 22, minSize: 22 });
  drawFitted(ctx, imageText.chart.end, { x: (x0 + x1) / 2, y: plotBottom + X_LABELS / 2 + 2, width: (x1 - x0) / 2, align: 'right' }, { size: 22, minSize: 22 });
  // The others first, thin; the winners last and thick, so that their line is on top.
  const won = new Set(winners);
  const order = [...players].sort((a, b) => Number(won.has(a)) - Number(won.has(b)));
  for (const id of order) {
    const emphasised = won.has(id);
    ctx.save();
    ctx.strokeStyle = colourOf(id);
    ctx.lineWidth = emphasised ? 6 : 3;
    ctx.lineJoin = 'round';
    ctx.lineCap = 'round';
    ctx.beginPath();
    points.forEach((point, k) => {
      const px = xOf(point.move);
      const py = yOf(entryOf(point.players, id) ?? 0);
      if (k === 0) ctx.moveTo(px, py);
      else ctx.lineTo(px, py);
    });
    ctx.stroke();
    const last = points.at(-1)!;
    ctx.fillStyle = colourOf(id);
    ctx.beginPath();
    ctx.arc(xOf(last.move), yOf(entryOf(last.players, id) ?? 0), emphasised ? 8 : 5, 0, Math.PI * 2);
    ctx.fill();
    ctx.restore();
  }
}
