// The chance curve as a band of a game-over picture (the card, the final sheet, the finished race): a title line and
// a small sparkline row per player (chance-curve.ts), under the result and above the rating change. Players in the
// picture's own order (winners first), each line in their join-order colour — the race chart's line colour.
import type { SKRSContext2D } from '@napi-rs/canvas';
import type { CurvePicture, Names } from '../core/image.ts';
import { drawChanceCurve, type CurveText } from './chance-curve.ts';
import { entryOf } from '../games/with-entry.ts';

const TITLE = 40;
const ROW = 44;
const BOTTOM = 10;
/** wider than the stand-alone picture's names: at a phone's 400 px a long name must not shrink to nothing */
const NAME_WIDTH = 200;

/** A game-over picture's curve with its words (the chat's language). */
export interface PictureCurve {
  curve: CurvePicture;
  text: CurveText;
}

/** Player ids by place (1 first; ties and unplaced players keep their order): the band's rows as the legends. */
export function idsByPlace(ids: readonly string[], places: Record<string, number>): string[] {
  const last = Math.max(0, ...Object.values(places)) + 1;
  return ids
    .map((id, index) => ({ id, index }))
    .sort((a, b) => (entryOf(places, a.id) ?? last) - (entryOf(places, b.id) ?? last) || a.index - b.index)
    .map(({ id }) => id);
}

/** The band's height (0 without a curve: the picture is as before). */
export function curveBandHeight(curve: PictureCurve | undefined): number {
  return curve ? TITLE + curve.curve.players.length * ROW + BOTTOM : 0;
}

export function drawCurveBand(
  ctx: SKRSContext2D,
  curve: PictureCurve | undefined,
  names: Names,
  area: { top: number; left: number; width: number; order?: readonly string[] },
): void {
  if (!curve) return;
  drawChanceCurve(ctx, curve.curve, names, curve.text, { ...area, title: TITLE, row: ROW, nameWidth: NAME_WIDTH });
}
