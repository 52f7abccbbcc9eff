// The 1000 race as a line chart: every player's score after each finished turn, with the pits (200–299, 600–699)
// and the barrel zone (880+) shaded as the channel's settings have them, the goal line, and the winner's star.
import type { SKRSContext2D } from '@napi-rs/canvas';
import { BARREL_FROM, GOAL, readScoreLog, type ThousandState } from '../games/thousand/index.ts';
import type { ImageText } from '../messages/index.ts';
import { nameOf, paperCanvas, toPng } from './canvas.ts';
import { drawStar } from './draw-die.ts';
import { drawFitted } from './fit-text.ts';
import { PALETTE, SERIES } from './palette.ts';
import { drawRatingStrip, ratingStripHeight } from './rating-strip.ts';
import type { Names, RatingChange } from '../core/image.ts';

export const RACE_WIDTH = 720;
const PAD = 16;
const HEADER = 64;
const PLOT_TOP = HEADER + 28;
const PLOT_HEIGHT = 340;
const PLOT_LEFT = 64;
const PLOT_RIGHT = RACE_WIDTH - 28;
const X_LABELS = 34;
const LEGEND_ROW = 40;

const PITS: [number, number][] = [
  [200, 300],
  [600, 700],
];

export interface RaceSeries {
  id: string;
  /** score after each recorded turn, from the start (0) */
  points: number[];
  /** still in the game (a player who left keeps their line up to the turn they left) */
  inGame: boolean;
}

/** Every player's line from the state's history: players in turn order first, then those who left. */
export function raceSeries(state: ThousandState): RaceSeries[] {
  const history = readScoreLog(state.history);
  // A game recorded from its start begins at 0; an older stored game only from its first recorded turn.
  const snapshots = state.history !== undefined ? [zeroes(state, history), ...history] : [];
  const current = Object.fromEntries(state.players.map((p) => [p.id, p.score]));
  const last = history[history.length - 1];
  // The scores now, when something changed since the last recorded turn (a forfeit, or no history at all).
  if (!last || Object.entries(current).some(([id, score]) => last[id] !== score)) snapshots.push(current);
  const ids = [...state.players.map((p) => p.id)];
  for (const snapshot of snapshots) for (const id of Object.keys(snapshot)) if (!ids.includes(id)) ids.push(id);
  return ids.map((id) => {
    const points: number[] = [];
    for (const snapshot of snapshots) {
      const score = snapshot[id];
      if (score === undefined) {
        if (points.length > 0) break; // left the game: the line stops
        continue;
      }
      points.push(score);
    }
    return { id, points, inGame: state.players.some((p) => p.id === id) };
  });
}

function zeroes(state: ThousandState, history: Record<string, number>[]): Record<string, number> {
  const ids = new Set([...state.players.map((p) => p.id), ...history.flatMap((h) => Object.keys(h))]);
  return Object.fromEntries([...ids].map((id) => [id, 0]));
}

/** `imageText`: the chat's language's words for the picture. */
export function renderThousandRace(
  state: ThousandState,
  names: Names,
  imageText: ImageText,
  ratings: readonly RatingChange[] = [],
): Buffer {
  const series = raceSeries(state);
  const legendRows = Math.ceil(series.length / 2);
  const chartHeight = PLOT_TOP + PLOT_HEIGHT + X_LABELS + legendRows * LEGEND_ROW + PAD;
  const height = chartHeight + ratingStripHeight(ratings);
  const { canvas, ctx } = paperCanvas(RACE_WIDTH, height);
  const turns = Math.max(0, ...series.map((s) => s.points.length - 1));
  const top = Math.max(GOAL, ...series.flatMap((s) => s.points));
  const x = (turn: number) => PLOT_LEFT + (turns === 0 ? 0 : (turn / turns) * (PLOT_RIGHT - PLOT_LEFT));
  const y = (score: number) => PLOT_TOP + PLOT_HEIGHT - (Math.min(score, top) / top) * PLOT_HEIGHT;

  drawHeader(ctx, turns, imageText);
  drawZones(ctx, state, y, imageText);
  drawAxes(ctx, turns, top, x, y);
  const winners = new Set(state.winners ?? []);
  // Winners last, so their line is on top.
  const order = [...series.keys()].sort((a, b) => Number(winners.has(series[a]!.id)) - Number(winners.has(series[b]!.id)));
  for (const index of order) drawLine(ctx, series[index]!, SERIES[index % SERIES.length]!, winners.has(series[index]!.id), x, y);
  drawLegend(ctx, series, names, winners, PLOT_TOP + PLOT_HEIGHT + X_LABELS);
  drawRatingStrip(ctx, ratings, names, imageText, { top: chartHeight, left: PAD, width: RACE_WIDTH - 2 * PAD });
  return toPng(canvas);
}

function drawHeader(ctx: SKRSContext2D, turns: number, imageText: ImageText): void {
  ctx.fillStyle = PALETTE.felt;
  ctx.fillRect(0, 0, RACE_WIDTH, HEADER);
  ctx.fillStyle = PALETTE.feltText;
  drawFitted(ctx, imageText.race.title, { x: PAD, y: HEADER / 2, width: 420 }, { size: 30, minSize: 20, bold: true });
  ctx.fillStyle = PALETTE.feltMuted;
  drawFitted(ctx, imageText.race.turns(turns), { x: RACE_WIDTH / 2, y: HEADER / 2, width: RACE_WIDTH / 2 - PAD, align: 'right' }, { size: 22, minSize: 16 });
}

function drawZones(ctx: SKRSContext2D, state: ThousandState, y: (score: number) => number, imageText: ImageText): void {
  const band = (from: number, to: number, fill: string, label: string, color: string) => {
    ctx.fillStyle = fill;
    ctx.fillRect(PLOT_LEFT, y(to), PLOT_RIGHT - PLOT_LEFT, y(from) - y(to));
    ctx.fillStyle = color;
    drawFitted(ctx, label, { x: PLOT_LEFT + 8, y: (y(from) + y(to)) / 2, width: 120 }, { size: 16, minSize: 12, bold: true });
  };
  if (state.settings.pits === 'on') for (const [from, to] of PITS) band(from, to, PALETTE.pit, imageText.race.pit, PALETTE.pitText);
  if (state.settings.barrel === 'points') band(BARREL_FROM, GOAL, PALETTE.barrel, imageText.race.barrel, PALETTE.barrelText);
}

function drawAxes(ctx: SKRSContext2D, turns: number, top: number, x: (t: number) => number, y: (s: number) => number): void {
  ctx.lineWidth = 1;
  for (let score = 0; score <= top; score += 200) {
    ctx.strokeStyle = PALETTE.grid;
    ctx.beginPath();
    ctx.moveTo(PLOT_LEFT, Math.round(y(score)) + 0.5);
    ctx.lineTo(PLOT_RIGHT, Math.round(y(score)) + 0.5);
    ctx.stroke();
    ctx.fillStyle = PALETTE.muted;
    drawFitted(ctx, String(score), { x: PAD - 4, y: y(score), width: PLOT_LEFT - PAD - 4, align: 'right' }, { size: 16, minSize: 12 });
  }
  // The goal: a dashed line at 1000.
  ctx.save();
  ctx.setLineDash([8, 6]);
  ctx.strokeStyle = PALETTE.ink;
  ctx.lineWidth = 2;
  ctx.beginPath();
  ctx.moveTo(PLOT_LEFT, y(GOAL));
  ctx.lineTo(PLOT_RIGHT, y(GOAL));
  ctx.stroke();
  ctx.restore();
  // Turn numbers: about six labels whatever the length of the game.
  const step = Math.max(1, Math.ceil(turns / 6));
  ctx.fillStyle = PALETTE.muted;
  for (let turn = 0; turn <= turns; turn += step) {
    drawFitted(ctx, String(turn), { x: x(turn) - 30, y: PLOT_TOP + PLOT_HEIGHT + X_LABELS / 2, width: 60, align: 'center' }, { size: 16, minSize: 12 });
  }
}

function drawLine(
  ctx: SKRSContext2D,
  series: RaceSeries,
  color: string,
  winner: boolean,
  x: (t: number) => number,
  y: (s: number) => number,
): void {
  if (series.points.length === 0) return;
  ctx.save();
  ctx.strokeStyle = color;
  ctx.lineWidth = winner ? 6 : 3.5;
  ctx.lineJoin = 'round';
  ctx.lineCap = 'round';
  ctx.globalAlpha = series.inGame ? 1 : 0.5;
  ctx.beginPath();
  series.points.forEach((score, i) => (i === 0 ? ctx.moveTo(x(i), y(score)) : ctx.lineTo(x(i), y(score))));
  ctx.stroke();
  const lastTurn = series.points.length - 1;
  const lastScore = series.points[series.points.length - 1]!;
  if (winner) {
    drawStar(ctx, x(lastTurn), y(lastScore), 15, PALETTE.leader);
  } else {
    ctx.fillStyle = color;
    ctx.beginPath();
    ctx.arc(x(lastTurn), y(lastScore), 6, 0, Math.PI * 2);
    ctx.fill();
  }
  ctx.restore();
}

function drawLegend(ctx: SKRSContext2D, series: RaceSeries[], names: Names, winners: Set<string>, top: number): void {
  const colWidth = (RACE_WIDTH - 2 * PAD) / 2;
  series.forEach((s, i) => {
    const col = i % 2;
    const row = Math.floor(i / 2);
    const left = PAD + col * colWidth;
    const mid = top + row * LEGEND_ROW + LEGEND_ROW / 2;
    ctx.fillStyle = SERIES[i % SERIES.length]!;
    ctx.fillRect(left, mid - 3, 26, 6);
    const score = String(s.points[s.points.length - 1] ?? 0);
    ctx.fillStyle = PALETTE.ink;
    const scoreWidth = 64;
    drawFitted(ctx, score, { x: left + colWidth - scoreWidth - 12, y: mid, width: scoreWidth, align: 'right' }, { size: 22, minSize: 16, bold: true });
    const starSpace = winners.has(s.id) ? 26 : 0;
    if (starSpace) drawStar(ctx, left + 46, mid, 11, PALETTE.leader);
    ctx.fillStyle = s.inGame ? PALETTE.ink : PALETTE.muted;
    drawFitted(ctx, nameOf(names, s.id), { x: left + 36 + starSpace, y: mid, width: colWidth - 36 - starSpace - scoreWidth - 20 }, { size: 21, minSize: 14, bold: winners.has(s.id) });
  });
}
