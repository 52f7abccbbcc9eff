// The rating change under a game-over picture: a titled band with each player's rating before and after the game
// (the number /top shows) and the difference, green for a gain and red for a loss. One column up to three players,
// two columns beyond, so that six players still fit the phone's width with their names readable.
import type { SKRSContext2D } from '@napi-rs/canvas';
import type { ImageText } from '../messages/index.ts';
import { nameOf } from './canvas.ts';
import { drawFitted } from './fit-text.ts';
import { PALETTE } from './palette.ts';
import type { Names, RatingChange } from '../core/image.ts';
import { entryOf } from '../games/with-entry.ts';

const TITLE = 44;
const ROW = 36;
const BOTTOM = 12;
const COLUMN_GAP = 24;
const ONE_COLUMN_UP_TO = 3;

const columnsFor = (count: number) => (count > ONE_COLUMN_UP_TO ? 2 : 1);

/** The changes by place (1 first; ties and unplaced players keep their order), as the legends list players. */
export function byPlace(changes: readonly RatingChange[], places: Record<string, number>): RatingChange[] {
  const last = Math.max(0, ...Object.values(places)) + 1;
  return changes
    .map((change, index) => ({ change, index }))
    .sort((a, b) => (entryOf(places, a.change.id) ?? last) - (entryOf(places, b.change.id) ?? last) || a.index - b.index)
    .map(({ change }) => change);
}

/** The band's height for these changes (0 when there are none: the picture is as before). */
export function ratingStripHeight(changes: readonly RatingChange[]): number {
  if (changes.length === 0) return 0;
  return TITLE + Math.ceil(changes.length / columnsFor(changes.length)) * ROW + BOTTOM;
}

/** Draws the band from `top`, across [left, left + width]. */
export function drawRatingStrip(
  ctx: SKRSContext2D,
  changes: readonly RatingChange[],
  names: Names,
  imageText: ImageText,
  place: { top: number; left: number; width: number },
): void {
  const { top, left, width } = place;
  if (changes.length === 0) return;
  ctx.fillStyle = PALETTE.sum;
  ctx.fillRect(0, top, ctx.canvas.width, ctx.canvas.height - top); // to the bottom edge: the band closes the picture
  ctx.fillStyle = PALETTE.grid;
  ctx.fillRect(0, top, ctx.canvas.width, 1);
  ctx.fillStyle = PALETTE.ink;
  drawFitted(ctx, imageText.rating.title, { x: left, y: top + TITLE / 2 + 2, width }, { size: 22, minSize: 16, bold: true });
  const columns = columnsFor(changes.length);
  const perColumn = Math.ceil(changes.length / columns);
  const columnWidth = (width - (columns - 1) * COLUMN_GAP) / columns;
  changes.forEach((change, i) => {
    const x = left + Math.floor(i / perColumn) * (columnWidth + COLUMN_GAP);
    const y = top + TITLE + (i % perColumn) * ROW + ROW / 2;
    // From the right: the difference, then the two ratings; the name takes what is left.
    const gained = Math.round(change.after * 10) - Math.round(change.before * 10);
    ctx.fillStyle = gained > 0 ? PALETTE.good : gained < 0 ? PALETTE.bad : PALETTE.muted;
    const delta = drawFitted(ctx, imageText.rating.delta(change.before, change.after), { x, y, width: columnWidth, align: 'right' }, { size: 20, minSize: 16, bold: true });
    const deltaSpace = Math.max(delta.width, 52) + 10;
    ctx.fillStyle = PALETTE.muted;
    const values = drawFitted(ctx, imageText.rating.change(change.before, change.after), { x, y, width: columnWidth - deltaSpace, align: 'right' }, { size: 19, minSize: 14 });
    ctx.fillStyle = PALETTE.ink;
    drawFitted(ctx, nameOf(names, change.id), { x, y, width: columnWidth - deltaSpace - values.width - 12 }, { size: 20, minSize: 14 });
  });
}
