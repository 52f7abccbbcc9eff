// The Dice Poker score sheet as a picture: one column per player, the filled boxes, and for the player on turn what
// the current hand would score in each free box (italic blue, never mistaken for a written number). It leads with a
// headline (issue 50): at the end the result, while the game runs whose turn it is and what to do — the hint's best
// move when hints are on. The upper sum shows the bonus progress ("47 / 64"), the leader (or at the end the
// winners) gets a star; at the end a row under the total gives each player's rating change, and the chance chart
// follows. Every text is at least 12 px when the picture is shown 400 px wide (fit-text.ts), so from 7 players a
// finished game is a ranked summary instead (game-over-card.ts) and a running one packs all columns into one block.
import { chanceChartHeight, chartColour, chartShown, drawChanceChart, type PictureCurve } from './chance-chart.ts';
import { drawResultBand, HEADLINE, resultHeadline } from './headline.ts';
import { gameOverCard } from './game-over-data.ts';
import type { SKRSContext2D } from '@napi-rs/canvas';
import {
  BOXES,
  ROLLS_PER_TURN,
  ROUNDS,
  UPPER_BONUS_ABOVE,
  UPPER_BOXES,
  bestFreeBoxes,
  filledCount,
  totalOf,
  upperBonus,
  upperSum,
  type DicePokerBox,
  type DicePokerState,
  type Sheet,
} from '../games/dice-poker/index.ts';
import { dicePokerPlaces } from '../games/dice-poker/places.ts';
import type { ImageText } from '../messages/index.ts';
import { nameOf, paperCanvas, toPng } from './canvas.ts';
import { drawDice, drawStar, roundedRect } from './draw-die.ts';
import { drawFitted, drawFittedTwoLines, fitText } from './fit-text.ts';
import { PALETTE } from './palette.ts';
import { ratingColour, ratingDelta } from './rating-delta.ts';
import type { ChancesPicture, GameOverCard, Names, PictureAdvice, RatingChange } from '../core/image.ts';
import { chanceStripHeight, drawChanceStrip, type ChanceText } from './chance-strip.ts';
import { entryOf } from '../games/with-entry.ts';
import { percent } from '../messages/shared/chances.ts';

/** Phone width at 2x: Telegram and Discord show it full width without scaling text below ~11 pt. */
export const SHEET_WIDTH = 720;
/** From this many players a finished game's picture is the ranked summary (the sheet would not stay readable). */
export const SUMMARY_FROM = 7;

const PAD = 16;
const HEADER = 64;
const TURN_BAR = 88;
const NAME_ROW = 52;
const ROW = 33;
const LABEL_WIDTH = 182;
// Five or more columns: the labels give up some room so that names stay readable.
const LABEL_WIDTH_CROWDED = 168;
// Seven or eight columns (a running game; a finished one is the ranked summary): the numbers need the room.
const LABEL_WIDTH_PACKED = 150;
const FOOTER = 66;
const GAP = 12;

type Row =
  | { kind: 'box'; box: DicePokerBox }
  | { kind: 'upper_sum' }
  | { kind: 'upper_bonus' }
  | { kind: 'poker_bonus' }
  | { kind: 'total' };

const ROWS: Row[] = [
  ...UPPER_BOXES.map((box): Row => ({ kind: 'box', box })),
  { kind: 'upper_sum' },
  { kind: 'upper_bonus' },
  ...BOXES.filter((box) => !(UPPER_BOXES as readonly string[]).includes(box)).map((box): Row => ({ kind: 'box', box })),
  { kind: 'poker_bonus' },
  { kind: 'total' },
];

/** A player's sheet: in play, or kept aside after leaving. */
const sheetOf = (state: DicePokerState, player: string): Sheet => entryOf(state.sheets, player) ?? entryOf(state.left, player) ?? ({} as Sheet);

/** upper + upper bonus + lower + poker bonuses, for a player in play or one who left. */
function totalFor(state: DicePokerState, player: string): number {
  const sheet = sheetOf(state, player);
  const lower = BOXES.filter((box) => !(UPPER_BOXES as readonly string[]).includes(box)).reduce((sum, box) => sum + (sheet[box] ?? 0), 0);
  return upperSum(sheet) + upperBonus(sheet) + lower + (entryOf(state.pokerBonus, player) ?? 0);
}

/** The columns: the players in turn order, then those who left (greyed, so their written boxes still show). */
export const sheetColumns = (state: DicePokerState): string[] => [...state.players, ...Object.keys(state.left ?? {})];

/** Who gets the star: the winners once the game is over, else whoever leads with more than 0. */
export function starred(state: DicePokerState): Set<string> {
  // one player: nobody to beat, nothing to star
  if (sheetColumns(state).length <= 1) return new Set();
  if (state.over) return new Set(state.winners);
  const totals = state.players.map((p) => totalFor(state, p));
  const best = Math.max(0, ...totals);
  return new Set(best > 0 ? state.players.filter((_, i) => totals[i] === best) : []);
}

/** A finished game of many players as the ranked card: place, name, total, rating change. */
export function sheetSummary(state: DicePokerState): GameOverCard {
  const rows = [
    ...state.players.map((id) => ({ id, score: totalOf(state, id) })),
    ...Object.keys(state.left ?? {}).map((id) => ({ id, score: null, out: true, left: true })),
  ];
  return gameOverCard('dice_poker', state.winners, rows, dicePokerPlaces(state));
}

/** `imageText`: the chat's language's words for the picture. */
export function renderDicePokerSheet(
  state: DicePokerState,
  names: Names,
  imageText: ImageText,
  ratings: readonly RatingChange[] = [],
  chances?: { chances: ChancesPicture; text: ChanceText },
  curve?: PictureCurve,
  advice?: PictureAdvice,
): Buffer {
  const columns = sheetColumns(state);
  const turnBar = !state.over && state.current !== null;
  // 7+ players on /status: the sheet of the player on turn (full labels, their free boxes' points) and everyone's
  // totals by rank under it, each with their chance; seven narrow columns would cut every name to three letters
  const packed = turnBar && columns.length >= SUMMARY_FROM;
  const ratingRow = state.over && ratings.length > 0;
  const blockHeight = NAME_ROW + (ROWS.length + (ratingRow ? 1 : 0)) * ROW;
  const options = state.current && !state.over ? bestFreeBoxes(state, state.current) : [];
  const potential = new Map(options.map((o) => [o.box, o.points]));
  // running: the chances now (none for a one-player game); over: how they went
  const shownChances = !state.over && state.players.length > 1 ? chances : undefined;
  const strip = state.over ? chanceChartHeight(curve) : packed ? standingsHeight(columns) : chanceStripHeight(shownChances?.chances, state.players);
  const footer = potential.size > 0 ? FOOTER : 0;
  const top = HEADER + (turnBar ? TURN_BAR : state.over ? HEADLINE : 0) + GAP;
  const height = top + blockHeight + GAP + strip + footer;
  const { canvas, ctx } = paperCanvas(SHEET_WIDTH, height);

  drawHeader(ctx, state, imageText);
  if (turnBar) drawTurnBar(ctx, state, names, HEADER, imageText, advice);
  if (state.over) {
    const winner = state.winners[0];
    const score = winner !== undefined ? String(totalOf(state, winner)) : null;
    const nobodyLeft = state.players.length === 0;
    const text = resultHeadline({ winners: state.winners, players: columns, score, nobodyLeft }, names, imageText);
    drawResultBand(ctx, text, HEADER, PAD, columns.length === 1);
  }
  const stars = starred(state);
  // The best free box (best first: most points, ties to the box that is cheapest to give up) is ringed.
  const best = options[0]?.box ?? null;
  const keyed = state.over && chartShown(curve) ? curve : undefined;
  const byId = new Map(ratings.map((r) => [r.id, r]));
  drawBlock(ctx, state, names, packed ? [state.current!] : columns, top, stars, potential, best, imageText, ratingRow ? byId : null, keyed);
  let y = top + blockHeight + GAP;
  if (packed) drawStandings(ctx, state, names, columns, stars, imageText, shownChances?.chances, y);
  else if (shownChances && strip > 0) {
    drawChanceStrip(ctx, shownChances.chances, state.players, names, shownChances.text, { top: y, left: PAD, width: SHEET_WIDTH - 2 * PAD }, () => PALETTE.felt);
  }
  if (state.over) drawChanceChart(ctx, curve, state.winners, imageText, { top: y, left: PAD, width: SHEET_WIDTH - 2 * PAD });
  y += strip;
  if (footer > 0) {
    ctx.fillStyle = PALETTE.potential;
    drawFittedTwoLines(
      ctx,
      imageText.sheetNext.potential,
      { x: PAD, y: y + FOOTER / 2, width: SHEET_WIDTH - 2 * PAD, lineHeight: 27, height: FOOTER },
      { size: 22, minSize: 22, wrapBelow: 23, italic: true },
    );
  }
  return toPng(canvas);
}

const STANDING_ROW = 38;
const STANDINGS_TITLE = 44;

const standingsHeight = (columns: readonly string[]): number => STANDINGS_TITLE + Math.ceil(columns.length / 2) * STANDING_ROW + 6;

/** Everyone's total by rank, two columns (players who left last, greyed), with the chance to win when known. */
function drawStandings(
  ctx: SKRSContext2D,
  state: DicePokerState,
  names: Names,
  columns: readonly string[],
  stars: Set<string>,
  imageText: ImageText,
  chances: ChancesPicture | undefined,
  top: number,
): void {
  const gone = (id: string) => !state.players.includes(id);
  const ranked = [...columns].sort((a, b) => Number(gone(a)) - Number(gone(b)) || totalFor(state, b) - totalFor(state, a));
  ctx.fillStyle = PALETTE.ink;
  drawFitted(ctx, imageText.sheet.total, { x: PAD, y: top + STANDINGS_TITLE / 2, width: SHEET_WIDTH - 2 * PAD }, { size: 24, minSize: 22, bold: true });
  const perColumn = Math.ceil(ranked.length / 2);
  const colWidth = (SHEET_WIDTH - 2 * PAD - 20) / 2;
  ranked.forEach((id, i) => {
    const x = PAD + Math.floor(i / perColumn) * (colWidth + 20);
    const y = top + STANDINGS_TITLE + (i % perColumn) * STANDING_ROW + STANDING_ROW / 2;
    if (i % perColumn % 2 === 1) {
      ctx.fillStyle = PALETTE.stripe;
      ctx.fillRect(x, y - STANDING_ROW / 2, colWidth, STANDING_ROW);
    }
    if (id === state.current) {
      ctx.fillStyle = PALETTE.turn;
      ctx.fillRect(x, y - STANDING_ROW / 2, colWidth, STANDING_ROW);
    }
    let right = x + colWidth - 6;
    const chance = chances ? entryOf(chances.players, id) : undefined;
    ctx.fillStyle = PALETTE.muted;
    if (chance !== undefined) {
      const drawn = drawFitted(ctx, percent(chance), { x: right - 64, y, width: 64, align: 'right' }, { size: 22, minSize: 22 });
      right -= Math.max(drawn.width, 44) + 10;
    }
    ctx.fillStyle = gone(id) ? PALETTE.muted : PALETTE.ink;
    const total = drawFitted(ctx, String(totalFor(state, id)), { x: right - 60, y, width: 60, align: 'right' }, { size: 24, minSize: 22, bold: true });
    right -= Math.max(total.width, 30) + 10;
    const starSpace = stars.has(id) ? 26 : 0;
    if (starSpace) drawStar(ctx, x + 16, y, 11, PALETTE.leader);
    drawFitted(ctx, nameOf(names, id), { x: x + 6 + starSpace, y, width: right - x - 6 - starSpace, height: STANDING_ROW }, { size: 24, minSize: 22, bold: id === state.current });
  });
}

function drawHeader(ctx: SKRSContext2D, state: DicePokerState, imageText: ImageText): void {
  ctx.fillStyle = PALETTE.felt;
  ctx.fillRect(0, 0, SHEET_WIDTH, HEADER);
  ctx.fillStyle = PALETTE.feltText;
  const title = drawFitted(ctx, imageText.gameTitle('dice_poker'), { x: PAD, y: HEADER / 2, width: 360 }, { size: 30, minSize: 22, bold: true });
  const player = state.current ?? state.players[0];
  const round = player ? Math.min(ROUNDS, filledCount(entryOf(state.sheets, player)!) + 1) : ROUNDS;
  const right = state.over ? imageText.sheet.final : imageText.sheet.round(round, ROUNDS);
  ctx.fillStyle = PALETTE.feltMuted;
  drawFitted(ctx, right, { x: PAD + title.width + 16, y: HEADER / 2, width: SHEET_WIDTH - 2 * PAD - title.width - 16, align: 'right' }, { size: 24, minSize: 22 });
}

/** What the player on turn can do now, in words: the hint's best move when given, else the choices of the moment. */
export function sheetNextStep(state: DicePokerState, imageText: ImageText, advice?: PictureAdvice): string {
  if (advice && 'move' in advice) return imageText.headline.tip(imageText.headline.move(advice.move));
  const { rolls } = state.turn;
  if (rolls === 0) return imageText.sheetNext.firstRoll;
  return rolls >= ROLLS_PER_TURN ? imageText.sheetNext.write : imageText.sheetNext.reroll(rolls, ROLLS_PER_TURN);
}

/** The headline of a running game: whose turn (with their dice drawn with pips), then what to do next. */
function drawTurnBar(ctx: SKRSContext2D, state: DicePokerState, names: Names, y: number, imageText: ImageText, advice?: PictureAdvice): void {
  ctx.fillStyle = PALETTE.turn;
  ctx.fillRect(0, y, SHEET_WIDTH, TURN_BAR);
  ctx.fillStyle = PALETTE.turnEdge;
  ctx.fillRect(0, y + TURN_BAR - 3, SHEET_WIDTH, 3);
  const mid = y + TURN_BAR / 2 - 1;
  const dice = state.turn.dice;
  const diceSize = 40;
  const diceWidth = dice.length > 0 ? dice.length * diceSize + (dice.length - 1) * 6 : 0;
  const textWidth = SHEET_WIDTH - 2 * PAD - diceWidth - (diceWidth > 0 ? 14 : 0);
  ctx.fillStyle = PALETTE.ink;
  drawFitted(ctx, imageText.headline.next(nameOf(names, state.current!)), { x: PAD, y: mid - 17, width: textWidth, height: 36 }, { size: 30, minSize: 22, bold: true });
  drawFitted(ctx, sheetNextStep(state, imageText, advice), { x: PAD, y: mid + 20, width: SHEET_WIDTH - 2 * PAD - (advice ? 0 : 0), height: 34 }, { size: 24, minSize: 22, bold: advice !== undefined });
  if (dice.length > 0) drawDice(ctx, dice, SHEET_WIDTH - PAD - diceWidth, mid - 17 - diceSize / 2 + 2, diceSize, 6);
}

function drawBlock(
  ctx: SKRSContext2D,
  state: DicePokerState,
  names: Names,
  players: readonly string[],
  top: number,
  stars: Set<string>,
  potential: Map<DicePokerBox, number>,
  best: DicePokerBox | null,
  imageText: ImageText,
  ratings: Map<string, RatingChange> | null,
  curve: PictureCurve | undefined,
): void {
  const left = PAD;
  const width = SHEET_WIDTH - 2 * PAD;
  const labelWidth = players.length > 6 ? LABEL_WIDTH_PACKED : players.length > 4 ? LABEL_WIDTH_CROWDED : LABEL_WIDTH;
  const colWidth = players.length > 0 ? (width - labelWidth) / players.length : 0;
  const colX = (i: number) => left + labelWidth + i * colWidth;
  const rowsTop = top + NAME_ROW;
  const rowCount = ROWS.length + (ratings ? 1 : 0);

  // Row backgrounds: stripes, the sum rows tinted, the total row in felt, the rating row tinted.
  ROWS.forEach((row, r) => {
    const y = rowsTop + r * ROW;
    ctx.fillStyle = row.kind === 'total' ? PALETTE.felt : row.kind !== 'box' ? PALETTE.sum : r % 2 === 0 ? PALETTE.paper : PALETTE.stripe;
    ctx.fillRect(left, y, width, ROW);
  });
  if (ratings) {
    ctx.fillStyle = PALETTE.sum;
    ctx.fillRect(left, rowsTop + ROWS.length * ROW, width, ROW);
  }
  // The column of the player on turn, over the stripes but under the numbers.
  const turnIndex = state.over ? -1 : players.indexOf(state.current ?? '');
  if (turnIndex >= 0) {
    ctx.fillStyle = PALETTE.turn;
    ctx.fillRect(colX(turnIndex), top, colWidth, NAME_ROW + (ROWS.length - 1) * ROW);
    ctx.strokeStyle = PALETTE.turnEdge;
    ctx.lineWidth = 3;
    ctx.strokeRect(colX(turnIndex) + 1.5, top + 1.5, colWidth - 3, NAME_ROW + ROWS.length * ROW - 3);
  }

  // Names, with a star for the leader / winners, and the player's colour on the chance chart under it.
  const gone = (player: string) => !state.players.includes(player);
  players.forEach((player, i) => {
    // a narrow column keeps its room for the name: the gold total and the headline mark the leader there
    const star = stars.has(player) && colWidth >= 120;
    const starSpace = star ? 26 : 0;
    ctx.fillStyle = gone(player) ? PALETTE.muted : PALETTE.ink;
    if (curve && !gone(player)) {
      ctx.fillStyle = chartColour(curve, player);
      ctx.fillRect(colX(i) + 8, top + NAME_ROW - 7, colWidth - 16, 5);
      ctx.fillStyle = PALETTE.ink;
    }
    // A player who left: the name on the first line, "left" under it.
    const nameY = gone(player) ? top + NAME_ROW / 2 - 11 : top + NAME_ROW / 2 - (curve ? 2 : 0);
    const drawn = gone(player)
      ? [drawFitted(ctx, nameOf(names, player), { x: colX(i) + 4, y: nameY, width: colWidth - 8, align: 'center', height: 26 }, { size: 22, minSize: 22, bold: true })]
      : drawFittedTwoLines(
          ctx,
          nameOf(names, player),
          { x: colX(i) + 4 + starSpace, y: nameY, width: colWidth - 8 - starSpace, align: 'center', lineHeight: 23, height: NAME_ROW - 4 },
          { size: 24, minSize: 22, wrapBelow: 23, bold: true },
        );
    if (gone(player)) drawFitted(ctx, imageText.sheet.left, { x: colX(i) + 4, y: nameY + 23, width: colWidth - 8, align: 'center' }, { size: 22, minSize: 22 });
    if (star) {
      const widest = Math.max(...drawn.map((line) => line.width));
      const textLeft = colX(i) + 4 + starSpace + (colWidth - 8 - starSpace - widest) / 2;
      drawStar(ctx, textLeft - 14, nameY, 12, PALETTE.leader);
    }
  });

  // Labels and values.
  ROWS.forEach((row, r) => {
    const y = rowsTop + r * ROW + ROW / 2;
    const onFelt = row.kind === 'total';
    ctx.fillStyle = onFelt ? PALETTE.feltText : PALETTE.ink;
    drawFitted(ctx, rowLabel(row, imageText), { x: left + 8, y, width: labelWidth - 12 }, { size: 22, minSize: 22, bold: row.kind !== 'box' });
    players.forEach((player, i) => {
      const onTurn = player === state.current && !state.over;
      const cell = cellText(state, player, row, onTurn ? potential : null, imageText);
      if (!cell) return;
      const ringed = onTurn && row.kind === 'box' && row.box === best && cell.potential;
      if (ringed) {
        roundedRect(ctx, colX(i) + 5, y - ROW / 2 + 3, colWidth - 10, ROW - 6, 6);
        ctx.strokeStyle = PALETTE.potential;
        ctx.lineWidth = 2.5;
        ctx.stroke();
      }
      ctx.fillStyle = onFelt
        ? stars.has(player) ? '#ffd866' : PALETTE.feltText
        : gone(player) || cell.muted ? PALETTE.muted : cell.potential ? PALETTE.potential : cell.dimmed ? PALETTE.dim : cell.color ?? PALETTE.ink;
      const box = { x: colX(i) + 3, y, width: colWidth - 6, align: 'center' as const, height: ROW };
      // a narrow column: the short form ("47" for "47 / 64") rather than a cut one
      const fits = !cell.short || fitText(ctx, cell.text, box.width, { size: 22, minSize: 22, bold: true }).text === cell.text;
      drawFitted(ctx, fits ? cell.text : cell.short!, box, { size: row.kind === 'total' ? 26 : 24, minSize: 22, bold: ringed || (cell.bold ?? row.kind !== 'box'), italic: cell.potential ?? false });
    });
  });
  if (ratings) {
    const y = rowsTop + ROWS.length * ROW + ROW / 2;
    ctx.fillStyle = PALETTE.ink;
    drawFitted(ctx, imageText.rating.title, { x: left + 8, y, width: labelWidth - 12 }, { size: 22, minSize: 22, bold: true });
    players.forEach((player, i) => {
      const change = ratings.get(player);
      if (!change) return;
      ctx.fillStyle = ratingColour(change);
      drawFitted(ctx, ratingDelta(imageText, change), { x: colX(i) + 3, y, width: colWidth - 6, align: 'center', height: ROW }, { size: 24, minSize: 22, bold: true });
    });
  }

  // Grid: the label column edge and the column separators.
  ctx.strokeStyle = PALETTE.grid;
  ctx.lineWidth = 1;
  for (let i = 0; i <= players.length; i++) {
    const x = Math.round(colX(i)) + 0.5;
    ctx.beginPath();
    ctx.moveTo(x, top);
    ctx.lineTo(x, rowsTop + rowCount * ROW);
    ctx.stroke();
  }
  ctx.beginPath();
  ctx.moveTo(left, rowsTop + 0.5);
  ctx.lineTo(left + width, rowsTop + 0.5);
  ctx.stroke();
  roundedRect(ctx, left + 0.5, top + 0.5, width - 1, NAME_ROW + rowCount * ROW - 1, 6);
  ctx.stroke();
}

function rowLabel(row: Row, imageText: ImageText): string {
  switch (row.kind) {
    case 'box':
      return imageText.sheet.box(row.box);
    case 'upper_sum':
      return imageText.sheet.upperSum;
    case 'upper_bonus':
      return imageText.sheet.upperBonus;
    case 'poker_bonus':
      return imageText.sheet.pokerBonus;
    case 'total':
      return imageText.sheet.total;
  }
}

interface Cell {
  text: string;
  /** decoration (an empty box's dot, a bonus not earned) */
  dimmed?: boolean;
  /** what the hand on turn would score here */
  potential?: boolean;
  /** a written 0: quieter than the points */
  muted?: boolean;
  bold?: boolean;
  color?: string;
  /** what to write when the text does not fit the column at the floor size */
  short?: string;
}

function cellText(
  state: DicePokerState,
  player: string,
  row: Row,
  potential: Map<DicePokerBox, number> | null,
  imageText: ImageText,
): Cell | null {
  const sheet = sheetOf(state, player);
  switch (row.kind) {
    case 'box': {
      const value = sheet[row.box] ?? null;
      if (value !== null) return { text: String(value), bold: false, muted: value === 0 };
      const points = potential?.get(row.box);
      return points !== undefined ? { text: String(points), potential: true, bold: false } : { text: '·', dimmed: true, bold: false };
    }
    case 'upper_sum': {
      const sum = upperSum(sheet);
      const reached = sum > UPPER_BONUS_ABOVE;
      return { text: imageText.sheet.upperProgress(sum, UPPER_BONUS_ABOVE + 1), short: String(sum), color: reached ? PALETTE.good : PALETTE.ink };
    }
    case 'upper_bonus': {
      const bonus = upperBonus(sheet);
      return bonus > 0 ? { text: `+${bonus}`, color: PALETTE.good } : { text: '—', dimmed: true };
    }
    case 'poker_bonus': {
      const bonus = entryOf(state.pokerBonus, player) ?? 0;
      return bonus > 0 ? { text: `+${bonus}`, color: PALETTE.good } : { text: '—', dimmed: true };
    }
    case 'total':
      return { text: String(totalFor(state, player)) };
  }
}
