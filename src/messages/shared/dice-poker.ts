// Dice Poker's replies without their words: which events make which lines, the score-sheet table's layout, the
// choice of boxes a refusal or a button names. Each language (messages/<lang>/dice-poker.ts) brings the words, so
// the three languages always say the same facts in the same order.
import {
  BOXES,
  UPPER_BOXES,
  bestFreeBoxes,
  filledCount,
  ROUNDS,
  totalOf,
  upperBonus,
  upperSum,
  type BoxOption,
  type DicePokerBox,
  type DicePokerEvent,
  type DicePokerState,
} from '../../games/dice-poker/index.ts';
import type { PlayerId } from '../../games/types.ts';
import { faces } from '../dice-faces.ts';
import { lines, type Button, type Rich } from '../rich.ts';
import type { RenderContext } from '../types.ts';
import { gameOverLines, type GameOverWords } from './game-over.ts';

/** The hand with the kept dice in brackets first: "[⚄5 ⚄5] + ⚀1 ⚂3 ⚅6" (`thrown` = the dice this roll threw). */
export function handText(thrown: readonly number[], kept: readonly number[] | undefined): string {
  if (!kept || kept.length === 0) return faces(thrown);
  return `[${faces(kept)}] + ${faces(thrown)}`;
}

/** Every free box the current hand fits (worth more than 0), best first; the boxes worth 0 are not advice. */
export function scoringBoxes(state: DicePokerState, player: PlayerId): BoxOption[] {
  return bestFreeBoxes(state, player).filter(({ points }) => points > 0);
}

/** Where a second poker may go: its own upper box, a 0 in an upper box, or any free lower box at full price. */
export type JokerWhere =
  | { kind: 'own'; box: DicePokerBox }
  | { kind: 'zero'; boxes: readonly DicePokerBox[] }
  | { kind: 'lower'; boxes: readonly DicePokerBox[] };

export function jokerWhere(boxes: readonly DicePokerBox[], face: number): JokerWhere {
  if (boxes.length === 1 && boxes[0] === UPPER_BOXES[face - 1]) return { kind: 'own', box: boxes[0]! };
  if (boxes.every((box) => (UPPER_BOXES as readonly string[]).includes(box))) return { kind: 'zero', boxes };
  return { kind: 'lower', boxes };
}

/** The words of one language for the lines `dicePokerEvents` writes. */
export interface DicePokerEventWords {
  roll(player: PlayerId, hand: string, rollsLeft: number): Rich;
  /** the best free boxes after a roll, or null when the hand fits none */
  best(state: DicePokerState, player: PlayerId): Rich | null;
  joker(where: JokerWhere): Rich;
  rerollNamed(player: PlayerId, values: readonly number[], kept: readonly number[]): Rich;
  scored(player: PlayerId, box: DicePokerBox, points: number): Rich;
  /** appended to the "scored" line when no bonus followed: " · всего 42" */
  totalSuffix(total: number): string;
  /** a line of its own after the bonuses that went into the total */
  totalLine(total: number): Rich;
  bonus(kind: 'upper' | 'poker', points: number): Rich;
  gameOver: GameOverWords;
}

export function dicePokerEvents(
  all: readonly DicePokerEvent[],
  after: DicePokerState,
  ctx: RenderContext,
  words: DicePokerEventWords,
): Rich {
  const out: Rich[] = [];
  const ends = all.some((event) => event.type === 'game_over');
  // The new total goes on the "scored" line, or on a line of its own after the bonuses that went into it.
  let written: { line: Rich; total: number; bonuses: number } | null = null;
  const flushTotal = () => {
    if (written && !ends) {
      if (written.bonuses === 0) written.line.push(words.totalSuffix(written.total));
      else out.push(words.totalLine(written.total));
    }
    written = null;
  };
  for (const event of all) {
    if (event.type !== 'bonus') flushTotal();
    switch (event.type) {
      case 'roll':
        out.push(words.roll(event.player, handText(event.dice, event.kept), event.rollsLeft));
        out.push(words.best(after, event.player) ?? []);
        break;
      case 'joker':
        out.push(words.joker(jokerWhere(event.boxes, event.face)));
        break;
      case 'reroll_named':
        out.push(words.rerollNamed(event.player, event.values, event.kept));
        break;
      case 'scored': {
        const line = words.scored(event.player, event.box, event.points);
        out.push(line);
        written = { line, total: event.total, bonuses: 0 };
        break;
      }
      case 'bonus':
        if (written) written.bonuses++;
        out.push(words.bonus(event.kind === 'upper' ? 'upper' : 'poker', event.points));
        break;
      case 'forfeit':
        // The leave/kick headline already says who left; the next-move line says whose turn it is now.
        break;
      case 'game_over': {
        // RULES §6: the last one left of two or more wins at once
        const lastLeft = all.some((e) => e.type === 'forfeit') && Object.keys(event.scores).length === 1;
        out.push(...gameOverLines({ winners: event.winners, scores: event.scores, lastLeft, goal: null }, ctx, words.gameOver));
        break;
      }
    }
  }
  flushTotal();
  return lines(...out);
}

/** Column width per player: narrow enough for a phone (label 8 + 2 × 8 = 24 for two players). */
function columnWidth(players: number): number {
  return Math.max(4, Math.min(7, Math.floor(24 / Math.max(1, players)) - 1));
}

/**
 * The names cut to the column width, so that no two look the same: "alexandra" and "alexander" in 5 columns are
 * "alex1" and "alex2", not "alex…" twice. A name that fits stays as it is.
 */
export function shortNames(names: readonly string[], width: number): string[] {
  const cut = names.map((name) => (name.length <= width ? name : `${name.slice(0, width - 1)}…`));
  const seen = new Map<string, number>();
  for (const c of cut) seen.set(c, (seen.get(c) ?? 0) + 1);
  const numbered = new Map<string, number>();
  return cut.map((c, i) => {
    if ((seen.get(c) ?? 0) < 2) return c;
    const n = (numbered.get(c) ?? 0) + 1;
    numbered.set(c, n);
    const suffix = String(n);
    return `${names[i]!.slice(0, width - suffix.length)}${suffix}`;
  });
}

/** The row names of the text score sheet, each at most 8 characters. */
export interface SheetLabels {
  box(box: DicePokerBox): string;
  upper: string;
  bonus: string;
  jokers: string;
  total: string;
}

const LABEL = 8;

/**
 * The score sheet as a monospace table for a phone: the player on turn first (the column they need), then the
 * others in turn order; free boxes show "·"; the poker-bonus row only when someone has one.
 */
export function sheetTable(state: DicePokerState, ctx: RenderContext, labels: SheetLabels): string {
  const current = state.current;
  const order =
    current !== null && state.players.includes(current)
      ? [current, ...state.players.filter((p) => p !== current)]
      : [...state.players];
  const width = columnWidth(order.length);
  const row = (label: string, cells: string[]) =>
    [label.padEnd(LABEL), ...cells.map((c) => c.padStart(width))].join(' ').trimEnd();
  const each = (value: (player: PlayerId) => string) => order.map(value);
  const sheetOf = (player: PlayerId) => state.sheets[player]!;
  const boxRow = (box: DicePokerBox) => row(labels.box(box), each((player) => String(sheetOf(player)[box] ?? '·')));
  const rule = '─'.repeat(LABEL + order.length * (width + 1));
  const jokers = order.some((player) => (state.pokerBonus[player] ?? 0) > 0);

  return [
    row('', shortNames(order.map((player) => ctx.player(player).name), width)),
    ...UPPER_BOXES.map(boxRow),
    row(labels.upper, each((player) => String(upperSum(sheetOf(player))))),
    row(labels.bonus, each((player) => String(upperBonus(sheetOf(player))))),
    rule,
    ...BOXES.filter((box) => !(UPPER_BOXES as readonly string[]).includes(box)).map(boxRow),
    ...(jokers ? [row(labels.jokers, each((player) => String(state.pokerBonus[player] ?? 0)))] : []),
    rule,
    row(labels.total, each((player) => String(totalOf(state, player)))),
  ].join('\n');
}

/** The round the player on turn is in (1…ROUNDS). */
export function roundOf(state: DicePokerState, player: PlayerId): number {
  return Math.min(ROUNDS, filledCount(state.sheets[player]!) + 1);
}

/** A refusal lists only the few boxes that matter: a long list on a phone hides the answer. */
const FEW_BOXES = 4;

/** What a refusal offers: the best few boxes that score, or the few where a 0 costs least, or nothing. */
export type FreeChoice = { scoring: BoxOption[] } | { zeros: DicePokerBox[] } | null;

export function freeChoice(state: DicePokerState): FreeChoice {
  const options = state.current ? bestFreeBoxes(state, state.current) : [];
  if (options.length === 0) return null;
  const scoring = options.filter(({ points }) => points > 0);
  if (scoring.length > 0) return { scoring: scoring.slice(0, FEW_BOXES) };
  return { zeros: options.slice(0, FEW_BOXES).map(({ box }) => box) };
}

/** Buttons for the three best boxes once the dice are rolled; each sends the phrase that writes into the box. */
export function boxButtons(
  state: DicePokerState,
  label: (box: DicePokerBox, points: number) => string,
  phrase: (box: DicePokerBox) => string,
): Button[] {
  if (state.over || state.current === null || state.turn.rolls === 0) return [];
  return bestFreeBoxes(state, state.current, 3).map(({ box, points }) => ({ label: label(box, points), text: phrase(box) }));
}

const isKnownBox = (box: string): box is DicePokerBox => (BOXES as readonly string[]).includes(box);
export { isKnownBox };

/** "стрит" / "стріт" / "straight" without "small"/"large" (as typed: any letter case, ё/е, a Latin i). */
export const isBareStraight = (typed: string) => /^(стр[иіi]т|straight)$/.test(typed.trim().toLowerCase());
