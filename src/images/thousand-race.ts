// The 1000 race as a line chart: every player's score after each finished turn, with the pits (200–299, 600–699)
// and the barrel zone (880+) shaded as the channel's settings have them, the goal line, and the winner's star.
// Readable at 400 px wide: the vertical axis shows the range in play (0 up to a little above the best score, the
// goal once someone nears it), each line ends in its player's name and score, the leaders' lines are thick and the
// others thin, lines at 0 sit just above the axis so nobody is hidden, and on /status a bar says whose turn it is,
// the points of this turn and the dice left.
import { curveBandHeight, drawCurveBand, idsByPlace, type PictureCurve } from './curve-band.ts';
import type { SKRSContext2D } from '@napi-rs/canvas';
import { BARREL_FROM, GOAL, readScoreLog, type ThousandState } from '../games/thousand/index.ts';
import { thousandPlaces } from '../games/thousand/places.ts';
import type { ImageText } from '../messages/index.ts';
import { nameOf, paperCanvas, toPng } from './canvas.ts';
import { drawStar } from './draw-die.ts';
import { drawFitted } from './fit-text.ts';
import { PALETTE, SERIES } from './palette.ts';
import { byPlace, drawRatingStrip, ratingStripHeight } from './rating-strip.ts';
import type { ChancesPicture, Names, RatingChange } from '../core/image.ts';
import { chanceStripHeight, drawChanceStrip, type ChanceText } from './chance-strip.ts';
import { entryOf } from '../games/with-entry.ts';

export const RACE_WIDTH = 720;
const PAD = 16;
const HEADER = 64;
const TURN_BAR = 60;
const PLOT_GAP = 28;
const PLOT_HEIGHT = 360;
const PLOT_LEFT = 64;
/** room right of the plot for the names at the line ends */
const END_LABELS = 168;
const PLOT_RIGHT = RACE_WIDTH - END_LABELS - 8;
const X_LABELS = 34;
const LEGEND_ROW = 40;
/** the smallest vertical distance between two end labels */
const LABEL_GAP = 24;

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
  if (!last || Object.entries(current).some(([id, score]) => entryOf(last, id) !== score)) snapshots.push(current);
  const ids = [...state.players.map((p) => p.id)];
  for (const snapshot of snapshots) for (const id of Object.keys(snapshot)) if (!ids.includes(id)) ids.push(id);
  return ids.map((id) => {
    const points: number[] = [];
    for (const snapshot of snapshots) {
      const score = entryOf(snapshot, id);
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
  chances?: { chances: ChancesPicture; text: ChanceText },
  curve?: PictureCurve,
): Buffer {
  const series = raceSeries(state);
  const over = state.winners !== null;
  const turnBar = !over && state.players.length > 0;
  const { plotTop, turns, top, x, y } = raceScale(state, series);
  const legendRows = Math.ceil(series.length / 2);
  const legendEnd = plotTop + PLOT_HEIGHT + X_LABELS + legendRows * LEGEND_ROW;
  const ids = series.map((s) => s.id);
  // running: the chances now; over: how they went (the game's curve, when its record gave one)
  const strip = over ? curveBandHeight(curve) : chanceStripHeight(chances?.chances, ids);
  const chartHeight = legendEnd + strip + PAD;
  const height = chartHeight + ratingStripHeight(ratings);
  const { canvas, ctx } = paperCanvas(RACE_WIDTH, height);

  drawHeader(ctx, turns, imageText);
  if (turnBar) drawTurnBar(ctx, state, names, imageText);
  drawZones(ctx, state, y, top, imageText);
  drawAxes(ctx, turns, top, x, y, plotTop);
  const places = thousandPlaces(state);
  const leaders = leadersOf(state);
  // Leaders last, so their lines are on top.
  const order = [...series.keys()].sort((a, b) => Number(leaders.has(series[a]!.id)) - Number(leaders.has(series[b]!.id)));
  for (const index of order) drawLine(ctx, series[index]!, SERIES[index % SERIES.length]!, leaders.has(series[index]!.id), over, x, y);
  drawEndLabels(ctx, series, names, leaders, y, plotTop);
  drawLegend(ctx, series, names, places, leaders, over, plotTop + PLOT_HEIGHT + X_LABELS);
  // each bar in its player's line colour: the colour is the key on this chart
  if (over) drawCurveBand(ctx, curve, names, { top: legendEnd, left: PAD, width: RACE_WIDTH - 2 * PAD, order: idsByPlace(ids, places) });
  if (strip > 0 && chances && !over) {
    drawChanceStrip(ctx, chances.chances, ids, names, chances.text, { top: legendEnd, left: PAD, width: RACE_WIDTH - 2 * PAD }, (_, i) => SERIES[i % SERIES.length]!);
  }
  drawRatingStrip(ctx, byPlace(ratings, places), names, imageText, { top: chartHeight, left: PAD, width: RACE_WIDTH - 2 * PAD });
  return toPng(canvas);
}

/** Where the plot is and how turns and scores map to pixels (the tests find lines and zones by it). */
export function raceScale(state: ThousandState, series: RaceSeries[] = raceSeries(state)) {
  const turnBar = state.winners === null && state.players.length > 0;
  const plotTop = HEADER + (turnBar ? TURN_BAR : 0) + PLOT_GAP;
  const turns = Math.max(0, ...series.map((s) => s.points.length - 1));
  const top = axisTop(Math.max(0, ...series.flatMap((s) => s.points)));
  // A little room under 0, so that lines of players still at 0 are seen above the axis, not on it.
  const bottom = -top * 0.04;
  const x = (turn: number) => PLOT_LEFT + (turns === 0 ? 0 : (turn / turns) * (PLOT_RIGHT - PLOT_LEFT));
  const y = (score: number) => plotTop + PLOT_HEIGHT - ((Math.min(score, top) - bottom) / (top - bottom)) * PLOT_HEIGHT;
  return { plotTop, plotRight: PLOT_RIGHT, turns, top, x, y };
}

/** The top of the vertical axis: a round 100 a little above the best score, at least 200; the goal once near it. */
export function axisTop(best: number): number {
  const above = Math.max(200, Math.ceil((best * 1.1 + 20) / 100) * 100);
  return above >= BARREL_FROM ? Math.max(GOAL, Math.ceil(best / 100) * 100) : above;
}

/** The winners once the game is over; while it runs, whoever has the highest score above 0. */
function leadersOf(state: ThousandState): Set<string> {
  if (state.winners !== null) return new Set(state.winners);
  const best = Math.max(0, ...state.players.map((p) => p.score));
  return new Set(best > 0 ? state.players.filter((p) => p.score === best).map((p) => p.id) : []);
}

function drawHeader(ctx: SKRSContext2D, turns: number, imageText: ImageText): void {
  ctx.fillStyle = PALETTE.felt;
  ctx.fillRect(0, 0, RACE_WIDTH, HEADER);
  ctx.fillStyle = PALETTE.feltText;
  drawFitted(ctx, imageText.race.title, { x: PAD, y: HEADER / 2, width: 420 }, { size: 30, minSize: 20, bold: true });
  ctx.fillStyle = PALETTE.feltMuted;
  drawFitted(ctx, imageText.race.turns(turns), { x: RACE_WIDTH / 2, y: HEADER / 2, width: RACE_WIDTH / 2 - PAD, align: 'right' }, { size: 22, minSize: 16 });
}

/** Whose turn it is, the points of this turn (not banked yet) and the dice the next roll takes. */
function drawTurnBar(ctx: SKRSContext2D, state: ThousandState, names: Names, imageText: ImageText): void {
  const player = state.players[state.current] ?? state.players[0]!;
  ctx.fillStyle = PALETTE.turn;
  ctx.fillRect(0, HEADER, RACE_WIDTH, TURN_BAR);
  ctx.fillStyle = PALETTE.turnEdge;
  ctx.fillRect(0, HEADER + TURN_BAR - 3, RACE_WIDTH, 3);
  const mid = HEADER + TURN_BAR / 2;
  const rightWidth = 300;
  ctx.fillStyle = PALETTE.ink;
  drawFitted(ctx, `${imageText.race.turn}: ${nameOf(names, player.id)}`, { x: PAD, y: mid, width: RACE_WIDTH - 2 * PAD - rightWidth - 12 }, { size: 24, minSize: 16, bold: true });
  drawFitted(ctx, imageText.race.turnPoints(state.turn.total), { x: RACE_WIDTH - PAD - rightWidth, y: mid - 12, width: rightWidth, align: 'right' }, { size: 20, minSize: 15, bold: true });
  ctx.fillStyle = PALETTE.muted;
  drawFitted(ctx, imageText.race.diceLeft(state.turn.diceLeft), { x: RACE_WIDTH - PAD - rightWidth, y: mid + 13, width: rightWidth, align: 'right' }, { size: 18, minSize: 14 });
}

function drawZones(ctx: SKRSContext2D, state: ThousandState, y: (score: number) => number, top: number, imageText: ImageText): void {
  const band = (from: number, to: number, fill: string, label: string, color: string) => {
    if (from >= top) return; // above the range in play
    const upTo = Math.min(to, top);
    ctx.fillStyle = fill;
    ctx.fillRect(PLOT_LEFT, y(upTo), PLOT_RIGHT - PLOT_LEFT, y(from) - y(upTo));
    ctx.fillStyle = color;
    drawFitted(ctx, label, { x: PLOT_LEFT + 8, y: (y(from) + y(upTo)) / 2, width: 120, height: Math.max(16, y(from) - y(upTo)) }, { size: 16, minSize: 14, bold: true });
  };
  if (state.settings.pits === 'on') for (const [from, to] of PITS) band(from, to, PALETTE.pit, imageText.race.pit, PALETTE.pitText);
  if (state.settings.barrel === 'points') band(BARREL_FROM, GOAL, PALETTE.barrel, imageText.race.barrel, PALETTE.barrelText);
}

function drawAxes(ctx: SKRSContext2D, turns: number, top: number, x: (t: number) => number, y: (s: number) => number, plotTop: number): void {
  ctx.lineWidth = 1;
  const step = top <= 400 ? 50 : top <= 800 ? 100 : 200;
  for (let score = 0; score <= top; score += step) {
    ctx.strokeStyle = PALETTE.grid;
    ctx.beginPath();
    ctx.moveTo(PLOT_LEFT, Math.round(y(score)) + 0.5);
    ctx.lineTo(PLOT_RIGHT, Math.round(y(score)) + 0.5);
    ctx.stroke();
    ctx.fillStyle = PALETTE.muted;
    drawFitted(ctx, String(score), { x: PAD - 4, y: y(score), width: PLOT_LEFT - PAD - 4, align: 'right' }, { size: 16, minSize: 14 });
  }
  if (top >= GOAL) {
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
  }
  // Turn numbers: about six labels whatever the length of the game.
  const turnStep = Math.max(1, Math.ceil(turns / 6));
  ctx.fillStyle = PALETTE.muted;
  for (let turn = 0; turn <= turns; turn += turnStep) {
    drawFitted(ctx, String(turn), { x: x(turn) - 30, y: plotTop + PLOT_HEIGHT + X_LABELS / 2, width: 60, align: 'center' }, { size: 16, minSize: 14 });
  }
}

function drawLine(
  ctx: SKRSContext2D,
  series: RaceSeries,
  color: string,
  leader: boolean,
  over: boolean,
  x: (t: number) => number,
  y: (s: number) => number,
): void {
  if (series.points.length === 0) return;
  ctx.save();
  ctx.strokeStyle = color;
  ctx.lineWidth = leader ? 6 : 3;
  ctx.lineJoin = 'round';
  ctx.lineCap = 'round';
  ctx.globalAlpha = series.inGame ? 1 : 0.5;
  ctx.beginPath();
  series.points.forEach((score, i) => (i === 0 ? ctx.moveTo(x(i), y(score)) : ctx.lineTo(x(i), y(score))));
  ctx.stroke();
  const lastTurn = series.points.length - 1;
  const lastScore = series.points[series.points.length - 1]!;
  if (leader && over) {
    drawStar(ctx, x(lastTurn), y(lastScore), 15, PALETTE.leader);
  } else {
    ctx.fillStyle = color;
    ctx.beginPath();
    ctx.arc(x(lastTurn), y(lastScore), leader ? 7 : 5, 0, Math.PI * 2);
    ctx.fill();
  }
  ctx.restore();
}

/** Each line's name and score right of the plot, at the height its line ends, pushed apart where they would touch. */
function drawEndLabels(
  ctx: SKRSContext2D,
  series: RaceSeries[],
  names: Names,
  leaders: Set<string>,
  y: (s: number) => number,
  plotTop: number,
): void {
  const labels = series
    .map((s, index) => ({ s, index, at: y(s.points[s.points.length - 1] ?? 0) }))
    .filter((label) => label.s.points.length > 0)
    .sort((a, b) => a.at - b.at);
  // Top-down then bottom-up: every label at least LABEL_GAP from the next, all inside the plot's height.
  const low = plotTop + LABEL_GAP / 2;
  const high = plotTop + PLOT_HEIGHT;
  labels.forEach((label, i) => (label.at = Math.max(label.at, i === 0 ? low : labels[i - 1]!.at + LABEL_GAP)));
  for (let i = labels.length - 1; i >= 0; i--) labels[i]!.at = Math.min(labels[i]!.at, i === labels.length - 1 ? high : labels[i + 1]!.at - LABEL_GAP);
  const left = PLOT_RIGHT + 12;
  for (const { s, index, at } of labels) {
    const leader = leaders.has(s.id);
    const color = SERIES[index % SERIES.length]!;
    ctx.fillStyle = color;
    ctx.fillRect(left, at - 2, 8, 4);
    ctx.fillStyle = s.inGame ? PALETTE.ink : PALETTE.muted;
    const score = String(s.points[s.points.length - 1] ?? 0);
    const scoreWidth = drawFitted(ctx, score, { x: RACE_WIDTH - PAD - 44, y: at, width: 44, align: 'right', height: LABEL_GAP }, { size: 17, minSize: 14, bold: true }).width;
    drawFitted(ctx, nameOf(names, s.id), { x: left + 12, y: at, width: RACE_WIDTH - PAD - left - 12 - Math.max(scoreWidth, 30) - 6, height: LABEL_GAP }, { size: 17, minSize: 14, bold: leader });
  }
}

/** The players by place (ties share the number), with their colour, score, and a star for the winners. */
function drawLegend(
  ctx: SKRSContext2D,
  series: RaceSeries[],
  names: Names,
  places: Record<string, number>,
  leaders: Set<string>,
  over: boolean,
  top: number,
): void {
  const colWidth = (RACE_WIDTH - 2 * PAD) / 2;
  const byScore = (s: RaceSeries) => s.points[s.points.length - 1] ?? 0;
  // At the end by place; while the game runs by score (the places to be), players who left last.
  const ordered = series
    .map((s, index) => ({ s, index }))
    .sort((a, b) =>
      over
        ? (entryOf(places, a.s.id) ?? 99) - (entryOf(places, b.s.id) ?? 99) || a.index - b.index
        : Number(b.s.inGame) - Number(a.s.inGame) || byScore(b.s) - byScore(a.s) || a.index - b.index,
    );
  ordered.forEach(({ s, index }, i) => {
    const col = i % 2;
    const row = Math.floor(i / 2);
    const left = PAD + col * colWidth;
    const mid = top + row * LEGEND_ROW + LEGEND_ROW / 2;
    const place = over ? entryOf(places, s.id) : undefined;
    ctx.fillStyle = PALETTE.muted;
    if (place !== undefined && s.inGame) drawFitted(ctx, `${place}.`, { x: left, y: mid, width: 28, align: 'right' }, { size: 18, minSize: 14, bold: true });
    ctx.fillStyle = SERIES[index % SERIES.length]!;
    ctx.fillRect(left + 34, mid - 3, 22, 6);
    const score = String(byScore(s));
    ctx.fillStyle = s.inGame ? PALETTE.ink : PALETTE.muted;
    const scoreWidth = 64;
    drawFitted(ctx, score, { x: left + colWidth - scoreWidth - 12, y: mid, width: scoreWidth, align: 'right' }, { size: 22, minSize: 16, bold: true });
    const star = over && leaders.has(s.id);
    const starSpace = star ? 24 : 0;
    if (star) drawStar(ctx, left + 74, mid, 10, PALETTE.leader);
    drawFitted(ctx, nameOf(names, s.id), { x: left + 64 + starSpace, y: mid, width: colWidth - 64 - starSpace - scoreWidth - 20, height: LEGEND_ROW }, { size: 20, minSize: 14, bold: leaders.has(s.id) });
  });
}
