// Dice Poker's replies without their words: which events make which lines, the score-sheet table's layout, the
// choice of boxes a refusal or a button names. Each language (messages/<lang>/dice-poker.ts) brings the words, so
// the three languages always say the same facts in the same order.
import {
  BOXES,
  ROLLS_PER_TURN,
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
import type { PlayerId, Rejection } from '../../games/types.ts';
import { faces } from '../dice-faces.ts';
import { who } from '../mentions.ts';
import { bold, lines, mention, pre, type Button, type Rich, type Span } from '../rich.ts';
import type { GameMessages, RenderContext } from '../types.ts';
import { gameOverLines, type GameOverWords } from './game-over.ts';
import { entryOf } from '../../games/with-entry.ts';

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
  const sheetOf = (player: PlayerId) => entryOf(state.sheets, player)!;
  const boxRow = (box: DicePokerBox) => row(labels.box(box), each((player) => String(sheetOf(player)[box] ?? '·')));
  const rule = '─'.repeat(LABEL + order.length * (width + 1));
  const jokers = order.some((player) => (entryOf(state.pokerBonus, player) ?? 0) > 0);

  return [
    row('', shortNames(order.map((player) => ctx.player(player).name), width)),
    ...UPPER_BOXES.map(boxRow),
    row(labels.upper, each((player) => String(upperSum(sheetOf(player))))),
    row(labels.bonus, each((player) => String(upperBonus(sheetOf(player))))),
    rule,
    ...BOXES.filter((box) => !(UPPER_BOXES as readonly string[]).includes(box)).map(boxRow),
    ...(jokers ? [row(labels.jokers, each((player) => String(entryOf(state.pokerBonus, player) ?? 0)))] : []),
    rule,
    row(labels.total, each((player) => String(totalOf(state, player)))),
  ].join('\n');
}

/** The round the player on turn is in (1…ROUNDS). */
export function roundOf(state: DicePokerState, player: PlayerId): number {
  return Math.min(ROUNDS, filledCount(entryOf(state.sheets, player)!) + 1);
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

/** Dice Poker in one language: only words and small templates; which line is said when is decided here. */
export interface DicePokerWords {
  /** every name people type for the game after /newgame and /rules */
  names: readonly string[];
  title: string;
  rules(): Rich;
  /** each box: as in a list ("four of a kind") and as its score-sheet row (at most 8 characters) */
  box: Record<DicePokerBox, { title: string; short: string }>;
  /** the phrase that writes into a box, exactly as a player would type it: "Записываю в тройку" */
  write(box: DicePokerBox): string;
  /** the turn's first roll as a button (a whole game can be played by taps, issue 51) */
  rollButton: Button;
  /** "2 rolls left" (left > 0), and what is said when none is left */
  rollsLeft(left: number): string;
  noRollsLeft: string;
  /** "Best: pair — 26, …" (the list already joined) */
  best(list: string): string;
  /** poker again: where the joker may go, and the line that says it */
  joker: { own(box: DicePokerBox): string; zero(list: string): string; lower(list: string): string; line(where: string): Rich };
  /** "Alice rerolls ⚀1 ⚁2" and, when dice are kept, " and keeps …." */
  rerolls(player: Span, values: string): Rich;
  keeps(kept: string): string;
  /** "✍️ Alice scores **chance — 22**" */
  scored(player: Span, what: Span): Rich;
  totalSuffix(total: number): string;
  totalLine(total: number): Rich;
  bonus: { upper(points: number): Rich; poker(points: number): Rich };
  sheet: Omit<SheetLabels, 'box'>;
  status: {
    over: Rich;
    /** "Game over. Won by: " before the winners */
    wonBy: string;
    notRolled(round: number, player: Span): Rich;
    rolled(round: number, player: Span, dice: string, left: string): Rich;
    named(dice: string): Rich;
  };
  /** the free boxes a refusal lists: the best that score, or where a 0 costs least (lists already joined) */
  free: { scoring(list: string): string; zeros(list: string): string };
  refusal: {
    taken(title: string): string;
    whichStraight(small: string, large: string): string;
    unknown(typed: string): string;
    whichBox: string;
    jokerOnly(list: string): string;
    example(phrase: string): string;
  };
  gameOver: GameOverWords;
}

/** The box names of one language, for the hint, the pictures and the phrase replies. */
export function boxNamesIn(words: DicePokerWords) {
  return {
    /** the name of a box as it reads in a list; an unknown id is returned as is */
    boxTitle: (box: string): string => (isKnownBox(box) ? words.box[box].title : box),
    /** the score-sheet row name of a box, as in the text table and the picture */
    boxShort: (box: DicePokerBox): string => words.box[box].short,
    /** the phrase that writes into a box */
    writePhrase: (box: DicePokerBox): string => words.write(box),
  };
}

const capitalize = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

/** The Dice Poker renderer of one language. */
export function dicePokerMessagesIn(words: DicePokerWords): GameMessages<DicePokerState, DicePokerEvent> {
  const { boxTitle, boxShort } = boxNamesIn(words);
  const titles = (boxes: readonly string[]) => boxes.map(boxTitle).join(', ');
  const optionList = (options: readonly BoxOption[]) => options.map(({ box, points }) => `${boxTitle(box)} — ${points}`).join(', ');
  const rollsLeft = (left: number) => (left <= 0 ? words.noRollsLeft : words.rollsLeft(left));
  const bestLine = (state: DicePokerState, player: PlayerId): Rich | null => {
    const best = scoringBoxes(state, player);
    return best.length > 0 ? [words.best(optionList(best))] : null;
  };
  const jokerText = (where: JokerWhere) =>
    where.kind === 'own' ? words.joker.own(where.box) : where.kind === 'zero' ? words.joker.zero(titles(where.boxes)) : words.joker.lower(titles(where.boxes));
  const freeList = (state: DicePokerState): string => {
    const choice = freeChoice(state);
    if (choice === null) return '';
    return 'scoring' in choice ? words.free.scoring(optionList(choice.scoring)) : words.free.zeros(titles(choice.zeros));
  };
  const sheet: SheetLabels = { box: boxShort, ...words.sheet };

  const events = (all: readonly DicePokerEvent[], after: DicePokerState, ctx: RenderContext): Rich =>
    dicePokerEvents(all, after, ctx, {
      roll: (player, hand, left) => ['🎲 ', mention(ctx.player(player)), `: ${hand} — ${rollsLeft(left)}`],
      best: bestLine,
      joker: (where) => words.joker.line(jokerText(where)),
      rerollNamed: (player, values, kept) => [
        ...words.rerolls(mention(ctx.player(player)), faces(values)),
        kept.length > 0 ? words.keeps(faces(kept)) : '.',
      ],
      scored: (player, box, points) => words.scored(mention(ctx.player(player)), bold(`${boxTitle(box)} — ${points}`)),
      totalSuffix: words.totalSuffix,
      totalLine: words.totalLine,
      bonus: (kind, points) => words.bonus[kind](points),
      gameOver: words.gameOver,
    });

  const status = (state: DicePokerState, ctx: RenderContext): Rich => {
    const table = state.players.length > 0 ? pre(sheetTable(state, ctx, sheet)) : null;
    if (state.over || state.current === null) {
      const verdict = state.winners.length > 0 ? [words.status.wonBy, ...who(state.winners, ctx)] : words.status.over;
      return lines(table, verdict);
    }
    const player = state.current;
    const round = roundOf(state, player);
    const { rolls, dice, reroll } = state.turn;
    const turn: Rich =
      rolls === 0
        ? words.status.notRolled(round, mention(ctx.player(player)))
        : words.status.rolled(round, mention(ctx.player(player)), faces(dice), rollsLeft(ROLLS_PER_TURN - rolls));
    const named = reroll ? words.status.named(faces(reroll)) : null;
    return lines(table, turn, named, rolls > 0 ? bestLine(state, player) : null);
  };

  const rejection = (rejected: Rejection, state: DicePokerState): Rich | null => {
    const params = rejected.params ?? {};
    switch (rejected.code) {
      case 'box_taken':
        return [`${words.refusal.taken(boxTitle(String(params.box)))}${freeList(state)}`];
      case 'unknown_box':
        if (isBareStraight(String(params.box ?? ''))) {
          return [`${words.refusal.whichStraight(words.write('small_straight'), words.write('large_straight'))}${freeList(state)}`];
        }
        return [params.box ? words.refusal.unknown(String(params.box)) : words.refusal.whichBox, freeList(state)];
      case 'joker_box_required': {
        const boxes = ((params.boxes ?? []) as string[]).filter(isKnownBox);
        const first = boxes[0];
        return [words.refusal.jokerOnly(titles(boxes)), first ? words.refusal.example(words.write(first)) : ''];
      }
      default:
        return null;
    }
  };

  return {
    names: words.names,
    title: words.title,
    rules: words.rules,
    events,
    status,
    rejection,
    // the turn's first roll, then the best boxes (beside the dice tray while a reroll is open)
    buttons: (state) =>
      !state.over && state.current !== null && state.turn.rolls === 0
        ? [{ ...words.rollButton }]
        : boxButtons(state, (box, points) => `${capitalize(boxTitle(box))} — ${points}`, words.write),
  };
}
