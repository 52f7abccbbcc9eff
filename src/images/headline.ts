// The line every picture leads with (issue 50): what a player wants first. At the end the result ("🏆 Анна — 334",
// "Ничья: A · B"), while the game runs whose turn it is and what to do next. Drawn in a band of its own under the
// felt header, in ink on the turn's yellow (the result) or on paper, big enough to read first at 400 px.
import type { SKRSContext2D } from '@napi-rs/canvas';
import type { ImageText } from '../messages/index.ts';
import type { Names } from '../core/image.ts';
import { nameOf } from './canvas.ts';
import { drawFitted } from './fit-text.ts';
import { PALETTE } from './palette.ts';

/** The band of a one-line headline (the result). */
export const HEADLINE = 68;

/** What a finished game's picture leads with. */
export interface Result {
  winners: readonly string[];
  /** everyone who played (a one-player game has no winner to crown, only a score) */
  players: readonly string[];
  /** the winners' score as the picture shows it, null where the game keeps none */
  score: string | null;
  /** everyone left before the end */
  nobodyLeft?: boolean;
}

/** The result line: the winner and score, a draw in words, a solo game's score, or why nobody won. */
export function resultHeadline(result: Result, names: Names, imageText: ImageText): string {
  const { headline } = imageText;
  if (result.winners.length === 0) return result.nobodyLeft ? headline.nobody : imageText.card.noWinner;
  const who = result.winners.map((id) => nameOf(names, id));
  if (result.players.length === 1) return headline.solo(who[0]!, result.score);
  return result.winners.length === 1 ? headline.won(who[0]!, result.score) : headline.draw(who, result.score);
}

/** Draws the result band from `top` across the picture's width. */
export function drawResultBand(ctx: SKRSContext2D, text: string, top: number, pad: number, solo: boolean): void {
  const width = ctx.canvas.width;
  ctx.fillStyle = solo ? PALETTE.stripe : PALETTE.turn;
  ctx.fillRect(0, top, width, HEADLINE);
  ctx.fillStyle = PALETTE.turnEdge;
  ctx.fillRect(0, top + HEADLINE - 3, width, 3);
  ctx.fillStyle = PALETTE.ink;
  drawFitted(ctx, text, { x: pad, y: top + HEADLINE / 2 - 1, width: width - 2 * pad, height: HEADLINE - 6 }, { size: 34, minSize: 22, bold: true });
}
