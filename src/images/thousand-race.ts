// The 1000 race as a line chart: every player's score after each finished turn, with the pits (200–299, 600–699)
// and the barrel zone (880+) shaded as the channel's settings have them, the goal line, and the winner's star.
// Readable at 400 px wide: the vertical axis shows the range in play (0 up to a little above the best score, the
// goal once someone nears it), each line ends in its player's name and score, the leaders' lines are thick and the
// others thin, lines at 0 sit just above the axis so nobody is hidden. It leads with a headline (issue 50): on
// /status whose turn it is, what they can do ("roll 3 or stop: +120", the hint's choice when hints are on) and the
// dice the next roll takes; at the end the result. At the end the legend gives each player's rating change and the
// chance chart follows, its lines in the race's colours; from 7 players the end is the ranked summary instead.
import { chanceChartHeight, drawChanceChart, type PictureCurve } from './chance-chart.ts';
import { drawResultBand, HEADLINE, resultHeadline } from './headline.ts';
import { gameOverCard } from './game-over-data.ts';
import type { SKRSContext2D } from '@napi-rs/canvas';
import { BARREL_FROM, GOAL, bankRefusal, readScoreLog, type ThousandState } from '../games/thousand/index.ts';
import { thousandPlaces } from '../games/thousand/places.ts';
import type { ImageText } from '../messages/index.ts';
import { nameOf, paperCanvas, toPng } from './canvas.ts';
import { drawDice, drawStar, roundedRect } from './draw-die.ts';
import { drawFitted, fitText } from './fit-text.ts';
import { PALETTE, SERIES } from './palette.ts';
import { ratingColour, ratingDelta } from './rating-delta.ts';
import type { ChancesPicture, GameOverCard, Names, PictureAdvice, RatingChange } from '../core/image.ts';
import { chanceStripHeight, drawChanceStrip, type ChanceText } from './chance-strip.ts';
import { entryOf } from '../games/with-entry.ts';

export const RACE_WIDTH = 720;
const PAD = 16;
const HEADER = 64;
const TURN_BAR = 88;
const PLOT_GAP = 24;
const PLOT_HEIGHT = 360;
const PLOT_LEFT = 78;
/** room right of the plot for the names at the line ends */
const END_LABELS = 190;
const PLOT_RIGHT = RACE_WIDTH - END_LABELS - 8;
const X_LABELS = 36;
const LEGEND_ROW = 44;
/** the smallest vertical distance between two end labels */
const LABEL_GAP = 27;

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

/** A finished race of many players as the ranked card: place, name, score, rating change. */
export function raceSummary(state: ThousandState): GameOverCard {
  const places = thousandPlaces(state);
  const rows = raceSeries(state).map((s) => (s.inGame ? { id: s.id, score: s.points.at(-1) ?? 0 } : { id: s.id, score: null, out: true, left: true }));
  return gameOverCard('thousand', state.winners ?? [], rows, places);
}

/** `imageText`: the chat's language's words for the picture. */
export function renderThousandRace(
  state: ThousandState,
  names: Names,
  imageText: ImageText,
  ratings: readonly RatingChange[] = [],
  chances?: { chances: ChancesPicture; text: ChanceText },
  curve?: PictureCurve,
  advice?: PictureAdvice,
): Buffer {
  const series = raceSeries(state);
  const over = state.winners !== null;
  const turnBar = !over && state.players.length > 0;
  const { plotTop, turns, top, x, y } = raceScale(state, series);
  const legendRows = Math.ceil(series.length / 2);
  const legendEnd = plotTop + PLOT_HEIGHT + X_LABELS + legendRows * LEGEND_ROW;
  const ids = series.map((s) => s.id);
  // running: the chances now (none for one player); over: how they went (the game's curve, when its record gave one)
  const shownChances = !over && state.players.length > 1 ? chances : undefined;
  const strip = over ? chanceChartHeight(curve) : chanceStripHeight(shownChances?.chances, ids);
  const height = legendEnd + 8 + strip + PAD;
  const { canvas, ctx } = paperCanvas(RACE_WIDTH, height);

  drawHeader(ctx, turns, imageText);
  if (turnBar) drawTurnBar(ctx, state, names, imageText, advice);
  const solo = series.length <= 1;
  if (over) {
    const winner = state.winners![0];
    const score = winner !== undefined ? String(state.players.find((p) => p.id === winner)?.score ?? GOAL) : null;
    const text = resultHeadline({ winners: state.winners!, players: ids, score, nobodyLeft: state.players.length === 0 }, names, imageText);
    drawResultBand(ctx, text, HEADER, PAD, solo);
  }
  const zoneLabels = drawZones(ctx, state, y, top, imageText);
  drawAxes(ctx, turns, top, x, y, plotTop);
  drawZoneLabels(ctx, zoneLabels);
  const places = thousandPlaces(state);
  // one player: nobody to lead, nothing to star
  const leaders = solo ? new Set<string>() : leadersOf(state);
  // Leaders last, so their lines are on top.
  const order = [...series.keys()].sort((a, b) => Number(leaders.has(series[a]!.id)) - Number(leaders.has(series[b]!.id)));
  for (const index of order) drawLine(ctx, series[index]!, SERIES[index % SERIES.length]!, leaders.has(series[index]!.id), over, x, y);
  drawEndLabels(ctx, series, names, leaders, y, plotTop);
  const deltas = new Map(ratings.map((r) => [r.id, r]));
  drawLegend(ctx, series, names, places, leaders, over, plotTop + PLOT_HEIGHT + X_LABELS, deltas, imageText);
  // each line in its player's race colour: the legend above is the key
  const colourOf = (id: string) => SERIES[Math.max(0, ids.indexOf(id)) % SERIES.length]!;
  if (over) drawChanceChart(ctx, curve, state.winners ?? [], imageText, { top: legendEnd + 8, left: PAD, width: RACE_WIDTH - 2 * PAD }, colourOf);
  if (strip > 0 && shownChances && !over) {
    drawChanceStrip(ctx, shownChances.chances, ids, names, shownChances.text, { top: legendEnd + 8, left: PAD, width: RACE_WIDTH - 2 * PAD }, (_, i) => SERIES[i % SERIES.length]!);
  }
  return toPng(canvas);
}

/** Where the plot is and how turns and scores map to pixels (the tests find lines and zones by it). */
export function raceScale(state: ThousandState, series: RaceSeries[] = raceSeries(state)) {
  const turnBar = state.winners === null && state.players.length > 0;
  const plotTop = HEADER + (turnBar ? TURN_BAR : state.winners !== null ? HEADLINE : 0) + PLOT_GAP;
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
  const title = drawFitted(ctx, imageText.race.title, { x: PAD, y: HEADER / 2, width: 420 }, { size: 30, minSize: 22, bold: true });
  ctx.fillStyle = PALETTE.feltMuted;
  drawFitted(ctx, imageText.race.turns(turns), { x: PAD + title.width + 16, y: HEADER / 2, width: RACE_WIDTH - 2 * PAD - title.width - 16, align: 'right' }, { size: 24, minSize: 22 });
}

/** What the player on turn can do now: the hint's choice when given, else roll the dice left or, when the rules allow, stop. */
export function raceNextStep(state: ThousandState, imageText: ImageText, advice?: PictureAdvice): string {
  const { raceNext, headline } = imageText;
  const dice = nextRollDice(state);
  const points = state.turn.total;
  if (advice && 'best' in advice) return headline.tip(advice.best === 'bank' ? raceNext.stop(points) : raceNext.roll(advice.dice));
  return bankRefusal(state) === null ? raceNext.rollOrStop(dice, points) : raceNext.roll(dice);
}

/** The dice the next roll takes: a full hand at the turn's start or after all five scored, else the dice left. */
const nextRollDice = (state: ThousandState): number => (state.turn.rerollOwed || state.turn.rolls === 0 ? 5 : state.turn.diceLeft);

/** The headline of a running race: whose turn, what they can do, and the dice the next roll takes (drawn blank). */
function drawTurnBar(ctx: SKRSContext2D, state: ThousandState, names: Names, imageText: ImageText, advice?: PictureAdvice): void {
  const player = state.players[state.current] ?? state.players[0]!;
  ctx.fillStyle = PALETTE.turn;
  ctx.fillRect(0, HEADER, RACE_WIDTH, TURN_BAR);
  ctx.fillStyle = PALETTE.turnEdge;
  ctx.fillRect(0, HEADER + TURN_BAR - 3, RACE_WIDTH, 3);
  const mid = HEADER + TURN_BAR / 2 - 1;
  const dice = nextRollDice(state);
  const size = 34;
  const diceWidth = dice * size + (dice - 1) * 6;
  ctx.fillStyle = PALETTE.ink;
  drawFitted(ctx, imageText.headline.next(nameOf(names, player.id)), { x: PAD, y: mid - 17, width: RACE_WIDTH - 2 * PAD - diceWidth - 14, height: 36 }, { size: 30, minSize: 22, bold: true });
  drawFitted(ctx, raceNextStep(state, imageText, advice), { x: PAD, y: mid + 20, width: RACE_WIDTH - 2 * PAD, height: 34 }, { size: 24, minSize: 22, bold: advice !== undefined });
  drawDice(ctx, new Array<number>(dice).fill(0), RACE_WIDTH - PAD - diceWidth, mid - 17 - size / 2, size, 6);
}

function drawZones(ctx: SKRSContext2D, state: ThousandState, y: (score: number) => number, top: number, imageText: ImageText): { label: string; color: string; at: number }[] {
  const band = (from: number, to: number, fill: string, label: string, color: string) => {
    if (from >= top) return; // above the range in play
    const upTo = Math.min(to, top);
    ctx.fillStyle = fill;
    ctx.fillRect(PLOT_LEFT, y(upTo), PLOT_RIGHT - PLOT_LEFT, y(from) - y(upTo));
    labels.push({ label, color, at: (y(from) + y(upTo)) / 2 });
  };
  const labels: { label: string; color: string; at: number }[] = [];
  if (state.settings.pits === 'on') for (const [from, to] of PITS) band(from, to, PALETTE.pit, imageText.race.pit, PALETTE.pitText);
  if (state.settings.barrel === 'points') band(BARREL_FROM, GOAL, PALETTE.barrel, imageText.race.barrel, PALETTE.barrelText);
  return labels;
}

/**
 * The zones' names, drawn after the gridlines on a paper label of their own: no gridline strikes them, and their
 * colour keeps 4.5:1 on the paper (palette.ts).
 */
function drawZoneLabels(ctx: SKRSContext2D, labels: { label: string; color: string; at: number }[]): void {
  for (const { label, color, at } of labels) {
    const fitted = fitText(ctx, label, 140, { size: 22, minSize: 22, bold: true });
    roundedRect(ctx, PLOT_LEFT + 6, at - 15, fitted.width + 14, 30, 6);
    ctx.fillStyle = PALETTE.paper;
    ctx.fill();
    ctx.fillStyle = color;
    drawFitted(ctx, label, { x: PLOT_LEFT + 13, y: at, width: 140 }, { size: 22, minSize: 22, bold: true });
  }
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
    drawFitted(ctx, String(score), { x: 4, y: y(score), width: PLOT_LEFT - 12, align: 'right' }, { size: 22, minSize: 22 });
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
  // Turn numbers: about six labels whatever the length of the game, at a round step (5, 10, 20 … not 39).
  const turnStep = niceStep(turns / 6);
  ctx.fillStyle = PALETTE.muted;
  for (let turn = 0; turn <= turns; turn += turnStep) {
    drawFitted(ctx, String(turn), { x: x(turn) - 30, y: plotTop + PLOT_HEIGHT + X_LABELS / 2, width: 60, align: 'center' }, { size: 22, minSize: 22 });
  }
}

/** The smallest round step (1, 2, 5, 10, 20, 25, 50, 100 …) at least `raw`. */
export function niceStep(raw: number): number {
  if (raw <= 1) return 1;
  for (let scale = 1; ; scale *= 10) {
    for (const step of [1, 2, 2.5, 5]) {
      const candidate = step * scale;
      if (candidate >= raw && Number.isInteger(candidate)) return candidate;
    }
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
    const scoreWidth = drawFitted(ctx, score, { x: RACE_WIDTH - PAD - 56, y: at, width: 56, align: 'right', height: LABEL_GAP }, { size: 22, minSize: 22, bold: true }).width;
    drawFitted(ctx, nameOf(names, s.id), { x: left + 12, y: at, width: RACE_WIDTH - PAD - left - 12 - Math.max(scoreWidth, 30) - 6, height: LABEL_GAP }, { size: 22, minSize: 22, bold: leader });
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
  ratings: Map<string, RatingChange>,
  imageText: ImageText,
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
    const right = left + colWidth - (col === 0 ? 14 : 0);
    const mid = top + row * LEGEND_ROW + LEGEND_ROW / 2;
    const place = over ? entryOf(places, s.id) : undefined;
    ctx.fillStyle = PALETTE.muted;
    if (place !== undefined && s.inGame) drawFitted(ctx, `${place}.`, { x: left, y: mid, width: 30, align: 'right' }, { size: 22, minSize: 22, bold: true });
    ctx.fillStyle = SERIES[index % SERIES.length]!;
    ctx.fillRect(left + 34, mid - 4, 20, 8);
    // from the right: the rating change (at the end), the score; the name takes what is left
    let end = right;
    const change = ratings.get(s.id);
    if (change) {
      ctx.fillStyle = ratingColour(change);
      const drawn = drawFitted(ctx, ratingDelta(imageText, change), { x: end - 58, y: mid, width: 58, align: 'right' }, { size: 22, minSize: 22, bold: true });
      end -= Math.max(drawn.width, 40) + 10;
    }
    ctx.fillStyle = s.inGame ? PALETTE.ink : PALETTE.muted;
    const score = drawFitted(ctx, String(byScore(s)), { x: end - 60, y: mid, width: 60, align: 'right' }, { size: 24, minSize: 22, bold: true });
    end -= Math.max(score.width, 30) + 10;
    const star = over && leaders.has(s.id);
    const starSpace = star ? 26 : 0;
    if (star) drawStar(ctx, left + 72, mid, 12, PALETTE.leader);
    drawFitted(ctx, nameOf(names, s.id), { x: left + 60 + starSpace, y: mid, width: end - left - 60 - starSpace, height: LEGEND_ROW }, { size: 24, minSize: 22, bold: leaders.has(s.id) });
  });
}
