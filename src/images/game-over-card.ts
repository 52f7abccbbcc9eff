// The game-over card, the picture people share: the game, the result as its headline ("🏆 Ірина — Full house",
// "Draw: A · B", "No winner: everyone left"), and every player ranked — place, name, their score or their last dice
// (Craps: the sum and what it meant), their rating change — then, when the game's record gave one, the chance chart.
// From 7 players a Dice Poker sheet or a 1000 race ends in this card too (a ranked summary that stays readable at
// 400 px; the full sheet is on the game page).
import type { SKRSContext2D } from '@napi-rs/canvas';
import type { ImageText } from '../messages/index.ts';
import { chanceChartHeight, chartColour, chartShown, drawChanceChart, type PictureCurve } from './chance-chart.ts';
import { nameOf, paperCanvas, toPng } from './canvas.ts';
import { drawDice, drawStar, roundedRect } from './draw-die.ts';
import { drawFitted } from './fit-text.ts';
import { drawResultBand, HEADLINE, resultHeadline } from './headline.ts';
import { PALETTE } from './palette.ts';
import type { CardRow, GameOverCard, Names, RatingChange } from '../core/image.ts';
import { ratingColour, ratingDelta } from './rating-delta.ts';

export const CARD_WIDTH = 720;
const PAD = 20;
const HEADER = 64;
const ROW = 72;
const NOTE = 44;
const DELTA_WIDTH = 74;

export interface CardOptions {
  /** a ranked summary of a sheet or race: say where the full picture is */
  summary?: boolean;
}

/** `imageText`: the chat's language's words for the picture. */
export function renderGameOverCard(
  card: GameOverCard,
  names: Names,
  imageText: ImageText,
  ratings: readonly RatingChange[] = [],
  curve?: PictureCurve,
  options: CardOptions = {},
): Buffer {
  const rowsTop = HEADER + HEADLINE + PAD / 2;
  const rowsBottom = rowsTop + Math.max(1, card.rows.length) * ROW + PAD / 2;
  const note = options.summary ? NOTE : 0;
  const height = rowsBottom + note + chanceChartHeight(curve) + PAD / 2;
  const { canvas, ctx } = paperCanvas(CARD_WIDTH, height);
  ctx.fillStyle = PALETTE.felt;
  ctx.fillRect(0, 0, CARD_WIDTH, HEADER);
  ctx.fillStyle = PALETTE.feltText;
  const title = drawFitted(ctx, card.title ?? imageText.gameTitle(card.game), { x: PAD, y: HEADER / 2, width: CARD_WIDTH * 0.55 }, { size: 30, minSize: 22, bold: true });
  ctx.fillStyle = PALETTE.feltMuted;
  drawFitted(ctx, imageText.card.over, { x: PAD + title.width + 16, y: HEADER / 2, width: CARD_WIDTH - 2 * PAD - title.width - 16, align: 'right' }, { size: 24, minSize: 22 });

  const solo = card.rows.length === 1;
  drawResultBand(ctx, cardHeadline(card, names, imageText), HEADER, PAD, solo);
  const winners = new Set(solo ? [] : card.winners);
  const deltas = new Map(ratings.map((r) => [r.id, r]));
  const keyed = chartShown(curve) ? curve : undefined;
  card.rows.forEach((row, i) => drawRow(ctx, row, i, rowsTop + i * ROW, winners.has(row.id), names, imageText, deltas.get(row.id), keyed));
  if (options.summary) {
    ctx.fillStyle = PALETTE.muted;
    drawFitted(ctx, imageText.summary.fullSheet, { x: PAD, y: rowsBottom + NOTE / 2, width: CARD_WIDTH - 2 * PAD }, { size: 22, minSize: 22 });
  }
  drawChanceChart(ctx, curve, card.winners, imageText, { top: rowsBottom + note, left: PAD, width: CARD_WIDTH - 2 * PAD });
  return toPng(canvas);
}

/** The card's headline: the winner with what won (a score, a Bone Poker hand), a draw, or nobody. */
export function cardHeadline(card: GameOverCard, names: Names, imageText: ImageText): string {
  const first = card.rows.find((row) => row.id === card.winners[0]);
  const score = !first ? null : first.hand ? imageText.card.handName(first.hand) : first.score !== null ? imageText.card.points(first.score) : null;
  const nobodyLeft = card.everyoneLeft === true || (card.rows.length > 0 && card.rows.every((row) => row.left));
  return resultHeadline({ winners: card.winners, players: card.rows.map((row) => row.id), score, nobodyLeft }, names, imageText);
}

function drawRow(
  ctx: SKRSContext2D,
  row: CardRow,
  i: number,
  top: number,
  won: boolean,
  names: Names,
  imageText: ImageText,
  rating: RatingChange | undefined,
  curve: PictureCurve | undefined,
): void {
  roundedRect(ctx, PAD, top + 4, CARD_WIDTH - 2 * PAD, ROW - 8, 10);
  ctx.fillStyle = won ? PALETTE.turn : i % 2 === 0 ? PALETTE.stripe : PALETTE.paper;
  ctx.fill();
  if (won) {
    ctx.strokeStyle = PALETTE.turnEdge;
    ctx.lineWidth = 2;
    ctx.stroke();
  }
  const mid = top + ROW / 2;
  // The place (ties share one), a star beside it for a winner.
  const place = row.place ?? i + 1;
  if (won) drawStar(ctx, PAD + 22, mid, 15, PALETTE.leader);
  ctx.fillStyle = row.left ? PALETTE.muted : PALETTE.ink;
  if (!row.left) drawFitted(ctx, imageText.card.place(place), { x: PAD + (won ? 38 : 8), y: mid, width: won ? 30 : 44, align: 'center' }, { size: 24, minSize: 22, bold: true });
  let right = CARD_WIDTH - PAD - 12;
  if (rating) {
    ctx.fillStyle = ratingColour(rating);
    drawFitted(ctx, ratingDelta(imageText, rating), { x: right - DELTA_WIDTH, y: mid, width: DELTA_WIDTH, align: 'right' }, { size: 24, minSize: 22, bold: true });
    right -= DELTA_WIDTH + 12;
  }
  let under: string | null = null;
  if (row.left) {
    ctx.fillStyle = PALETTE.muted;
    const drawn = drawFitted(ctx, imageText.card.left, { x: right - 170, y: mid, width: 170, align: 'right' }, { size: 22, minSize: 22 });
    right -= drawn.width + 16;
  } else if (row.hand) {
    // Bone Poker: the hand is the story (it decides the place), its sum only breaks ties.
    ctx.fillStyle = PALETTE.ink;
    const hand = drawFitted(ctx, imageText.card.handName(row.hand), { x: right - 170, y: mid - 12, width: 170, align: 'right' }, { size: 24, minSize: 22, bold: true });
    ctx.fillStyle = PALETTE.muted;
    const sum = row.score !== null ? drawFitted(ctx, imageText.card.sum(row.score), { x: right - 170, y: mid + 16, width: 170, align: 'right' }, { size: 22, minSize: 22 }) : { width: 0 };
    right -= Math.max(hand.width, sum.width) + 14;
  } else if (row.score !== null) {
    ctx.fillStyle = PALETTE.ink;
    const drawn = drawFitted(ctx, imageText.card.points(row.score), { x: right - 90, y: mid, width: 90, align: 'right' }, { size: 30, minSize: 22, bold: true });
    right -= Math.max(drawn.width, 40) + 16;
  }
  if (row.roll) {
    const { crapsRoll } = imageText;
    under = row.roll.outcome === 'no_change' ? crapsRoll.no_change(row.roll.sum, row.roll.point ?? 0) : crapsRoll[row.roll.outcome](row.roll.sum);
  } else if (row.outRound !== undefined) {
    under = imageText.crapsRoll.out(row.outRound);
  }
  if (row.dice && row.dice.length > 0) {
    const size = row.dice.length > 2 ? 34 : 44;
    const width = row.dice.length * size + (row.dice.length - 1) * 6;
    drawDice(ctx, row.dice, right - width, mid - size / 2, size, 6);
    right -= width + 14;
  }
  let nameLeft = PAD + 74;
  if (curve) {
    // the player's colour on the chance chart below
    ctx.fillStyle = chartColour(curve, row.id);
    ctx.fillRect(nameLeft, mid - 5, 24, 10);
    nameLeft += 32;
  }
  ctx.fillStyle = row.left ? PALETTE.muted : PALETTE.ink;
  if (under === null) {
    drawFitted(ctx, nameOf(names, row.id), { x: nameLeft, y: mid, width: right - nameLeft, height: ROW - 12 }, { size: 26, minSize: 22, bold: won });
    return;
  }
  drawFitted(ctx, nameOf(names, row.id), { x: nameLeft, y: mid - 13, width: right - nameLeft, height: 30 }, { size: 24, minSize: 22, bold: won });
  ctx.fillStyle = PALETTE.muted;
  drawFitted(ctx, under, { x: nameLeft, y: mid + 16, width: right - nameLeft, height: 28 }, { size: 22, minSize: 22, bold: row.roll?.outcome === 'natural' || row.roll?.outcome === 'point_hit' });
}
