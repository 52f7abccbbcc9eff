// The chances to win under a picture (issue 29): a titled band with a small bar per player — the share of the bar
// filled is the chance — and the figure beside it («24 %», «<1 %»). One column up to three players, two beyond. The
// bar's colour is the player's line colour on the race chart (its own colour is the key there) and the felt green on
// the sheet; names and figures are ink on paper (contrast as in palette.ts), the bar's empty part a grid line.
import type { SKRSContext2D } from '@napi-rs/canvas';
import type { ChancesPicture, Names } from '../core/image.ts';
import type { Messages } from '../messages/index.ts';
import { nameOf } from './canvas.ts';
import { roundedRect } from './draw-die.ts';
import { drawFitted } from './fit-text.ts';
import { PALETTE } from './palette.ts';
import { WIDE_MARGIN } from './chance-chart.ts';
import { entryOf } from '../games/with-entry.ts';

export type ChanceText = Messages['chances']['chancesText']['picture'];

const TITLE = 42;
const ROW = 36;
const BOTTOM = 10;
const COLUMN_GAP = 24;
const BAR_HEIGHT = 14;

const columnsFor = (count: number) => (count > 3 ? 2 : 1);

/** The players the band lists: those with a figure, in the order given (turn order). */
function listed(chances: ChancesPicture | undefined, order: readonly string[]): string[] {
  // an estimate too rough to read as figures is left out, as the chart at the end is (chance-chart.ts)
  if (!chances || (chances.margin !== undefined && chances.margin > WIDE_MARGIN)) return [];
  const ids = order.filter((id) => entryOf(chances.players, id) !== undefined);
  // one player: no race, no chances to show
  return ids.length > 1 ? ids : [];
}

/** The band's height (0 without chances: the picture is as before). */
export function chanceStripHeight(chances: ChancesPicture | undefined, order: readonly string[]): number {
  const ids = listed(chances, order);
  if (ids.length === 0) return 0;
  return TITLE + Math.ceil(ids.length / columnsFor(ids.length)) * ROW + BOTTOM;
}

export function drawChanceStrip(
  ctx: SKRSContext2D,
  chances: ChancesPicture | undefined,
  order: readonly string[],
  names: Names,
  text: ChanceText,
  area: { top: number; left: number; width: number },
  colorOf: (id: string, index: number) => string,
): void {
  const ids = listed(chances, order);
  if (!chances || ids.length === 0) return;
  const { top, left, width } = area;
  ctx.fillStyle = PALETTE.muted;
  const title = chances.margin !== undefined ? text.estimateTitle(chances.margin) : text.title;
  drawFitted(ctx, title, { x: left, y: top + TITLE / 2, width }, { size: 19, minSize: 14, bold: true });
  const columns = columnsFor(ids.length);
  const colWidth = (width - (columns - 1) * COLUMN_GAP) / columns;
  const perColumn = Math.ceil(ids.length / columns);
  ids.forEach((id, i) => {
    const x = left + Math.floor(i / perColumn) * (colWidth + COLUMN_GAP);
    const y = top + TITLE + (i % perColumn) * ROW + ROW / 2;
    const chance = entryOf(chances.players, id)!;
    // two columns: the names take half a column (a shorter bar), so they stay readable at 400 px
    const nameWidth = colWidth * (columns > 1 ? 0.5 : 0.38);
    const figureWidth = columns > 1 ? 58 : 64;
    const barX = x + nameWidth + 8;
    const barWidth = colWidth - nameWidth - figureWidth - 16;
    ctx.fillStyle = PALETTE.ink;
    drawFitted(ctx, nameOf(names, id), { x, y, width: nameWidth }, { size: 18, minSize: 15 });
    roundedRect(ctx, barX, y - BAR_HEIGHT / 2, barWidth, BAR_HEIGHT, BAR_HEIGHT / 2);
    ctx.fillStyle = PALETTE.stripe;
    ctx.fill();
    ctx.strokeStyle = PALETTE.grid;
    ctx.lineWidth = 1;
    ctx.stroke();
    const filled = Math.max(chance > 0 ? BAR_HEIGHT : 0, barWidth * Math.min(1, chance));
    if (filled > 0) {
      roundedRect(ctx, barX, y - BAR_HEIGHT / 2, filled, BAR_HEIGHT, BAR_HEIGHT / 2);
      ctx.fillStyle = colorOf(id, order.indexOf(id));
      ctx.fill();
    }
    ctx.fillStyle = PALETTE.ink;
    drawFitted(ctx, text.percent(chance), { x: x + colWidth - figureWidth, y, width: figureWidth, align: 'right' }, { size: 18, minSize: 15, bold: true });
  });
}
