// The Dice Poker score sheet as a picture: one column per player (up to six side by side, more in stacked blocks),
// the filled boxes, and for the player on turn what the current hand would score in each free box, dimmed. The
// upper sum shows the bonus progress ("47 / 64"), the leader (or at game over the winners) gets a star.
import { curveBandHeight, drawCurveBand, idsByPlace, type PictureCurve } from './curve-band.ts';
import type { SKRSContext2D } from '@napi-rs/canvas';
import {
  BOXES,
  ROLLS_PER_TURN,
  ROUNDS,
  UPPER_BONUS_ABOVE,
  UPPER_BOXES,
  bestFreeBoxes,
  filledCount,
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
import { drawFitted, drawFittedTwoLines } from './fit-text.ts';
import { PALETTE } from './palette.ts';
import { byPlace, drawRatingStrip, ratingStripHeight } from './rating-strip.ts';
import type { ChancesPicture, Names, RatingChange } from '../core/image.ts';
import { chanceStripHeight, drawChanceStrip, type ChanceText } from './chance-strip.ts';
import { entryOf } from '../games/with-entry.ts';

/** Phone width at 2x: Telegram and Discord show it full width without scaling text below ~11 pt. */
export const SHEET_WIDTH = 720;
export const MAX_COLUMNS = 6;

const PAD = 16;
const HEADER = 64;
const TURN_BAR = 72;
const NAME_ROW = 52;
const ROW = 38;
const LABEL_WIDTH = 172;
// Five or six columns: the labels give up some room so that names stay readable.
const LABEL_WIDTH_CROWDED = 150;
const BLOCK_GAP = 20;
const FOOTER = 40;

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

/** Splits the players into blocks of at most six, as even as possible (7 → 4 + 3, not 6 + 1). */
export function columnBlocks<T>(players: readonly T[]): T[][] {
  const blocks = Math.max(1, Math.ceil(players.length / MAX_COLUMNS));
  const size = Math.ceil(players.length / blocks);
  const out: T[][] = [];
  for (let i = 0; i < players.length; i += size) out.push(players.slice(i, i + size));
  return out.length > 0 ? out : [[]];
}

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
  if (state.over) return new Set(state.winners);
  const totals = state.players.map((p) => totalFor(state, p));
  const best = Math.max(0, ...totals);
  return new Set(best > 0 ? state.players.filter((_, i) => totals[i] === best) : []);
}

/** `imageText`: the chat's language's words for the picture. */
export function renderDicePokerSheet(
  state: DicePokerState,
  names: Names,
  imageText: ImageText,
  ratings: readonly RatingChange[] = [],
  chances?: { chances: ChancesPicture; text: ChanceText },
  curve?: PictureCurve,
): Buffer {
  const blocks = columnBlocks(sheetColumns(state));
  const turnBar = !state.over && state.current !== null;
  const blockHeight = NAME_ROW + ROWS.length * ROW;
  // running: the chances now; over: how they went (the game's curve, when its record gave one)
  const strip = state.over ? curveBandHeight(curve) : chanceStripHeight(chances?.chances, state.players);
  const sheetHeight = HEADER + (turnBar ? TURN_BAR : 0) + PAD + blocks.length * blockHeight + (blocks.length - 1) * BLOCK_GAP + strip + FOOTER;
  const height = sheetHeight + ratingStripHeight(ratings);
  const { canvas, ctx } = paperCanvas(SHEET_WIDTH, height);

  drawHeader(ctx, state, imageText);
  let y = HEADER;
  if (turnBar) {
    drawTurnBar(ctx, state, names, y, imageText);
    y += TURN_BAR;
  }
  y += PAD;
  const stars = starred(state);
  const options = state.current ? bestFreeBoxes(state, state.current) : [];
  const potential = new Map(options.map((o) => [o.box, o.points]));
  // The best free box (best first: most points, ties to the box that is cheapest to give up) is ringed.
  const best = options[0]?.box ?? null;
  for (const block of blocks) {
    drawBlock(ctx, state, names, block, y, stars, potential, best, imageText);
    y += blockHeight + BLOCK_GAP;
  }
  if (strip > 0 && chances && !state.over) {
    drawChanceStrip(ctx, chances.chances, state.players, names, chances.text, { top: y - BLOCK_GAP + 8, left: PAD, width: SHEET_WIDTH - 2 * PAD }, () => PALETTE.felt);
  }
  if (state.over) drawCurveBand(ctx, curve, names, { top: y - BLOCK_GAP + 8, left: PAD, width: SHEET_WIDTH - 2 * PAD, order: idsByPlace(state.players, dicePokerPlaces(state)) });
  ctx.fillStyle = PALETTE.potential;
  if (potential.size > 0) {
    drawFitted(ctx, imageText.sheet.dimmedMeans, { x: PAD, y: sheetHeight - FOOTER / 2, width: SHEET_WIDTH - 2 * PAD }, { size: 18, minSize: 12 });
  }
  drawRatingStrip(ctx, byPlace(ratings, dicePokerPlaces(state)), names, imageText, { top: sheetHeight - FOOTER / 2, left: PAD, width: SHEET_WIDTH - 2 * PAD });
  return toPng(canvas);
}

function drawHeader(ctx: SKRSContext2D, state: DicePokerState, imageText: ImageText): void {
  ctx.fillStyle = PALETTE.felt;
  ctx.fillRect(0, 0, SHEET_WIDTH, HEADER);
  ctx.fillStyle = PALETTE.feltText;
  drawFitted(ctx, imageText.gameTitle('dice_poker'), { x: PAD, y: HEADER / 2, width: 360 }, { size: 30, minSize: 20, bold: true });
  const player = state.current ?? state.players[0];
  const round = player ? Math.min(ROUNDS, filledCount(entryOf(state.sheets, player)!) + 1) : ROUNDS;
  const right = state.over ? imageText.sheet.final : imageText.sheet.round(round, ROUNDS);
  ctx.fillStyle = PALETTE.feltMuted;
  drawFitted(ctx, right, { x: SHEET_WIDTH / 2, y: HEADER / 2, width: SHEET_WIDTH / 2 - PAD, align: 'right' }, { size: 22, minSize: 16 });
}

/** Who is on turn, their dice drawn with pips, and which roll this is. */
function drawTurnBar(ctx: SKRSContext2D, state: DicePokerState, names: Names, y: number, imageText: ImageText): void {
  ctx.fillStyle = PALETTE.turn;
  ctx.fillRect(0, y, SHEET_WIDTH, TURN_BAR);
  ctx.fillStyle = PALETTE.turnEdge;
  ctx.fillRect(0, y + TURN_BAR - 3, SHEET_WIDTH, 3);
  const mid = y + TURN_BAR / 2;
  const dice = state.turn.dice;
  const diceSize = 44;
  const diceWidth = dice.length > 0 ? dice.length * diceSize + (dice.length - 1) * 8 : 0;
  const textWidth = SHEET_WIDTH - 2 * PAD - diceWidth - (diceWidth > 0 ? 16 : 0);
  ctx.fillStyle = PALETTE.ink;
  drawFitted(ctx, `${imageText.sheet.turn}: ${nameOf(names, state.current!)}`, { x: PAD, y: mid - 13, width: textWidth }, { size: 24, minSize: 16, bold: true });
  ctx.fillStyle = PALETTE.muted;
  const roll = state.turn.rolls > 0 ? imageText.sheet.roll(state.turn.rolls, ROLLS_PER_TURN) : imageText.sheet.notRolled;
  drawFitted(ctx, roll, { x: PAD, y: mid + 15, width: textWidth }, { size: 19, minSize: 14 });
  if (dice.length > 0) drawDice(ctx, dice, SHEET_WIDTH - PAD - diceWidth, mid - diceSize / 2, diceSize, 8);
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
): void {
  const left = PAD;
  const width = SHEET_WIDTH - 2 * PAD;
  const labelWidth = players.length > 4 ? LABEL_WIDTH_CROWDED : LABEL_WIDTH;
  const colWidth = players.length > 0 ? (width - labelWidth) / players.length : 0;
  const colX = (i: number) => left + labelWidth + i * colWidth;
  const rowsTop = top + NAME_ROW;

  // Row backgrounds: stripes, the sum rows tinted, the total row in felt.
  ROWS.forEach((row, r) => {
    const y = rowsTop + r * ROW;
    ctx.fillStyle = row.kind === 'total' ? PALETTE.felt : row.kind !== 'box' ? PALETTE.sum : r % 2 === 0 ? PALETTE.paper : PALETTE.stripe;
    ctx.fillRect(left, y, width, ROW);
  });
  // The column of the player on turn, over the stripes but under the numbers.
  const turnIndex = state.over ? -1 : players.indexOf(state.current ?? '');
  if (turnIndex >= 0) {
    ctx.fillStyle = PALETTE.turn;
    ctx.fillRect(colX(turnIndex), top, colWidth, NAME_ROW + (ROWS.length - 1) * ROW);
    ctx.strokeStyle = PALETTE.turnEdge;
    ctx.lineWidth = 3;
    ctx.strokeRect(colX(turnIndex) + 1.5, top + 1.5, colWidth - 3, NAME_ROW + ROWS.length * ROW - 3);
  }

  // Names, with a star for the leader / winners.
  const gone = (player: string) => !state.players.includes(player);
  players.forEach((player, i) => {
    const star = stars.has(player);
    const starSpace = star ? 24 : 0;
    ctx.fillStyle = gone(player) ? PALETTE.muted : PALETTE.ink;
    // A player who left: the name on the first line, "left" under it.
    const nameY = gone(player) ? top + NAME_ROW / 2 - 9 : top + NAME_ROW / 2;
    const drawn = gone(player)
      ? [drawFitted(ctx, nameOf(names, player), { x: colX(i) + 5, y: nameY, width: colWidth - 10, align: 'center', height: 26 }, { size: 18, minSize: 14, bold: true })]
      : drawFittedTwoLines(
          ctx,
          nameOf(names, player),
          { x: colX(i) + 5 + starSpace, y: nameY, width: colWidth - 10 - starSpace, align: 'center', lineHeight: 21, height: NAME_ROW - 4 },
          { size: 20, minSize: 15, wrapBelow: 18, bold: true },
        );
    if (gone(player)) drawFitted(ctx, imageText.sheet.left, { x: colX(i) + 5, y: nameY + 20, width: colWidth - 10, align: 'center' }, { size: 15, minSize: 14 });
    if (star) {
      const widest = Math.max(...drawn.map((line) => line.width));
      const textLeft = colX(i) + 5 + starSpace + (colWidth - 10 - starSpace - widest) / 2;
      drawStar(ctx, textLeft - 13, nameY, 10, PALETTE.leader);
    }
  });

  // Labels and values.
  ROWS.forEach((row, r) => {
    const y = rowsTop + r * ROW + ROW / 2;
    const onFelt = row.kind === 'total';
    ctx.fillStyle = onFelt ? PALETTE.feltText : PALETTE.ink;
    drawFitted(ctx, rowLabel(row, imageText), { x: left + 10, y, width: labelWidth - 16 }, { size: 20, minSize: 13, bold: row.kind !== 'box' });
    players.forEach((player, i) => {
      const onTurn = player === state.current && !state.over;
      const cell = cellText(state, player, row, onTurn ? potential : null, imageText);
      if (!cell) return;
      const ringed = onTurn && row.kind === 'box' && row.box === best && cell.potential;
      if (ringed) {
        roundedRect(ctx, colX(i) + 6, y - ROW / 2 + 4, colWidth - 12, ROW - 8, 6);
        ctx.strokeStyle = PALETTE.potential;
        ctx.lineWidth = 2.5;
        ctx.stroke();
      }
      ctx.fillStyle = onFelt
        ? stars.has(player) ? '#ffd866' : PALETTE.feltText
        : gone(player) || cell.muted ? PALETTE.muted : cell.potential ? PALETTE.potential : cell.dimmed ? PALETTE.dim : cell.color ?? PALETTE.ink;
      const box = { x: colX(i) + 4, y, width: colWidth - 8, align: 'center' as const, height: ROW };
      drawFitted(ctx, cell.text, box, { size: row.kind === 'total' ? 22 : 20, minSize: 12, bold: ringed || (cell.bold ?? row.kind !== 'box') });
    });
  });

  // Grid: the label column edge and the column separators.
  ctx.strokeStyle = PALETTE.grid;
  ctx.lineWidth = 1;
  for (let i = 0; i <= players.length; i++) {
    const x = Math.round(colX(i)) + 0.5;
    ctx.beginPath();
    ctx.moveTo(x, top);
    ctx.lineTo(x, rowsTop + ROWS.length * ROW);
    ctx.stroke();
  }
  ctx.beginPath();
  ctx.moveTo(left, rowsTop + 0.5);
  ctx.lineTo(left + width, rowsTop + 0.5);
  ctx.stroke();
  roundedRect(ctx, left + 0.5, top + 0.5, width - 1, NAME_ROW + ROWS.length * ROW - 1, 6);
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
      return { text: imageText.sheet.upperProgress(sum, UPPER_BONUS_ABOVE + 1), color: reached ? PALETTE.good : PALETTE.ink };
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
