// The game-over card, the picture people share: the game, the verdict (winner, draw, nobody), and every player
// ranked with their score or their last dice drawn with pips; under them, when the game's record gave one, each
// player's chance curve (a sparkline band: where the game turned), then the rating change.
import type { SKRSContext2D } from '@napi-rs/canvas';
import type { ImageText } from '../messages/index.ts';
import { curveBandHeight, drawCurveBand, type PictureCurve } from './curve-band.ts';
import { nameOf, paperCanvas, toPng } from './canvas.ts';
import { drawDice, drawStar, roundedRect } from './draw-die.ts';
import { drawFitted } from './fit-text.ts';
import { PALETTE } from './palette.ts';
import { drawRatingStrip, ratingStripHeight } from './rating-strip.ts';
import type { GameOverCard, Names, RatingChange } from '../core/image.ts';

export const CARD_WIDTH = 720;
const PAD = 20;
const HEADER = 64;
const VERDICT = 96;
const ROW = 68;

/** `imageText`: the chat's language's words for the picture. */
export function renderGameOverCard(
  card: GameOverCard,
  names: Names,
  imageText: ImageText,
  ratings: readonly RatingChange[] = [],
  curve?: PictureCurve,
): Buffer {
  const rowsBottom = HEADER + VERDICT + Math.max(1, card.rows.length) * ROW + PAD;
  const cardHeight = rowsBottom + curveBandHeight(curve) + PAD;
  const height = cardHeight + ratingStripHeight(ratings);
  const { canvas, ctx } = paperCanvas(CARD_WIDTH, height);
  ctx.fillStyle = PALETTE.felt;
  ctx.fillRect(0, 0, CARD_WIDTH, HEADER);
  ctx.fillStyle = PALETTE.feltText;
  drawFitted(ctx, card.title ?? imageText.gameTitle(card.game), { x: PAD, y: HEADER / 2, width: CARD_WIDTH / 2 }, { size: 30, minSize: 20, bold: true });
  ctx.fillStyle = PALETTE.feltMuted;
  drawFitted(ctx, imageText.card.over, { x: CARD_WIDTH / 2, y: HEADER / 2, width: CARD_WIDTH / 2 - PAD, align: 'right' }, { size: 22, minSize: 16 });

  drawVerdict(ctx, card, names, imageText);
  const winners = new Set(card.winners);
  card.rows.forEach((row, i) => {
    const top = HEADER + VERDICT + PAD + i * ROW;
    const won = winners.has(row.id);
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
    if (won) drawStar(ctx, PAD + 22, mid, 14, PALETTE.leader);
    ctx.fillStyle = row.left ? PALETTE.muted : PALETTE.ink;
    if (!row.left) drawFitted(ctx, imageText.card.place(place), { x: PAD + (won ? 38 : 8), y: mid, width: won ? 24 : 40, align: 'center' }, { size: 22, minSize: 14, bold: true });
    let right = CARD_WIDTH - PAD - 16;
    if (row.left) {
      ctx.fillStyle = PALETTE.muted;
      const drawn = drawFitted(ctx, imageText.card.left, { x: right - 160, y: mid, width: 160, align: 'right' }, { size: 20, minSize: 14 });
      right -= drawn.width + 16;
    } else if (row.hand) {
      // Bone Poker: the hand is the story (it decides the place), its sum only breaks ties.
      ctx.fillStyle = PALETTE.ink;
      const hand = drawFitted(ctx, imageText.card.handName(row.hand), { x: right - 150, y: mid - 9, width: 150, align: 'right' }, { size: 24, minSize: 16, bold: true });
      ctx.fillStyle = PALETTE.muted;
      const sum = row.score !== null ? drawFitted(ctx, imageText.card.sum(row.score), { x: right - 150, y: mid + 17, width: 150, align: 'right' }, { size: 16, minSize: 14 }) : { width: 0 };
      right -= Math.max(hand.width, sum.width) + 16;
    } else if (row.score !== null) {
      ctx.fillStyle = PALETTE.ink;
      const drawn = drawFitted(ctx, imageText.card.points(row.score), { x: right - 90, y: mid, width: 90, align: 'right' }, { size: 28, minSize: 18, bold: true });
      right -= Math.max(drawn.width, 40) + 16;
    }
    if (row.dice && row.dice.length > 0) {
      const size = 36;
      const width = row.dice.length * size + (row.dice.length - 1) * 6;
      drawDice(ctx, row.dice, right - width, mid - size / 2, size, 6);
      right -= width + 16;
    }
    ctx.fillStyle = row.left ? PALETTE.muted : PALETTE.ink;
    drawFitted(ctx, nameOf(names, row.id), { x: PAD + 66, y: mid, width: right - PAD - 66, height: ROW - 12 }, { size: 24, minSize: 16, bold: won });
  });
  drawCurveBand(ctx, curve, names, { top: rowsBottom, left: PAD, width: CARD_WIDTH - 2 * PAD, order: card.rows.map((row) => row.id) });
  // The ratings in the card's order (winners first), not in the order the players joined.
  const place = new Map(card.rows.map((row, i) => [row.id, i]));
  const ranked = [...ratings].sort((a, b) => (place.get(a.id) ?? place.size) - (place.get(b.id) ?? place.size));
  drawRatingStrip(ctx, ranked, names, imageText, { top: cardHeight - PAD / 2, left: PAD, width: CARD_WIDTH - 2 * PAD });
  return toPng(canvas);
}

function drawVerdict(ctx: SKRSContext2D, card: GameOverCard, names: Names, imageText: ImageText): void {
  const mid = HEADER + VERDICT / 2;
  const width = CARD_WIDTH - 2 * PAD;
  if (card.winners.length === 0) {
    ctx.fillStyle = PALETTE.muted;
    drawFitted(ctx, imageText.card.noWinner, { x: PAD, y: mid, width, align: 'center' }, { size: 30, minSize: 18, bold: true });
    return;
  }
  const label = card.winners.length === 1 ? imageText.card.winner : imageText.card.draw;
  ctx.fillStyle = PALETTE.muted;
  drawFitted(ctx, label, { x: PAD, y: mid - 22, width, align: 'center' }, { size: 20, minSize: 14 });
  ctx.fillStyle = PALETTE.ink;
  const who = card.winners.map((id) => nameOf(names, id)).join(' · ');
  drawFitted(ctx, who, { x: PAD, y: mid + 14, width, align: 'center' }, { size: 34, minSize: 18, bold: true });
}
