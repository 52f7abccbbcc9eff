// A finished game's chance curve as a picture of its own (`npx butler chances <record.json> --png`): the same chart
// as under a game-over picture (chance-chart.ts: one 0–100 % axis, a line per player, the winner's thick) and under
// it the key — each player's colour, name and final figure. Unlike the chat's picture it is drawn however rough the
// estimates are: whoever asks for it asks for the curve, and the title says when it is rough.
import type { CurvePicture, Names } from '../core/image.ts';
import type { ImageText, Messages } from '../messages/index.ts';
import { nameOf, paperCanvas, toPng } from './canvas.ts';
import { chanceChartHeight, chartColour, drawChanceChart } from './chance-chart.ts';
import { drawFitted } from './fit-text.ts';
import { PALETTE } from './palette.ts';
import { entryOf } from '../games/with-entry.ts';

export type CurveText = Messages['chances']['chancesText']['curve'];

const WIDTH = 720;
const PAD = 20;
const KEY_ROW = 40;

export function chanceCurveHeight(curve: CurvePicture): number {
  return PAD / 2 + chanceChartHeight({ curve }, { anyMargin: true }) + curve.players.length * KEY_ROW + PAD;
}

/** `text`: the figures' words (the CLI's language); `imageText`: the chart's. */
export function renderChanceCurve(curve: CurvePicture, names: Names, text: CurveText, imageText: ImageText): Buffer {
  const { canvas, ctx } = paperCanvas(WIDTH, chanceCurveHeight(curve));
  const picture = { curve };
  const last = curve.points.at(-1)?.players ?? {};
  const best = Math.max(...curve.players.map((id) => entryOf(last, id) ?? 0));
  // the winners as the result point has them: the players at the top at the end
  const winners = curve.points.at(-1)?.kind === 'result' ? curve.players.filter((id) => (entryOf(last, id) ?? 0) === best) : [];
  const area = { top: PAD / 2, left: PAD, width: WIDTH - 2 * PAD };
  drawChanceChart(ctx, picture, winners, imageText, area, undefined, { anyMargin: true });
  const keyTop = area.top + chanceChartHeight(picture, { anyMargin: true });
  curve.players.forEach((id, i) => {
    const mid = keyTop + i * KEY_ROW + KEY_ROW / 2;
    ctx.fillStyle = chartColour(picture, id);
    ctx.fillRect(PAD, mid - 5, 28, 10);
    ctx.fillStyle = PALETTE.ink;
    drawFitted(ctx, nameOf(names, id), { x: PAD + 40, y: mid, width: WIDTH - 2 * PAD - 40 - 100, height: KEY_ROW }, { size: 24, minSize: 22, bold: winners.includes(id) });
    drawFitted(ctx, text.percent(entryOf(last, id) ?? 0), { x: WIDTH - PAD - 90, y: mid, width: 90, align: 'right' }, { size: 24, minSize: 22, bold: true });
  });
  return toPng(canvas);
}
