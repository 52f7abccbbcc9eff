// 1000's replies without their words: which events make which lines (and when the turn still goes on, so that
// "you may bank" is worth saying), why "bank" is refused, the notes beside each score, the buttons. Each language
// (messages/<lang>/thousand.ts) brings the words.
import { BARREL_FROM, GOAL, bankRefusal, pitExit, readSettings, type Combo, type ThousandEvent, type ThousandPlayer, type ThousandState } from '../../games/thousand/index.ts';
import type { GameSettings, PlayerId, Rejection } from '../../games/types.ts';
import { face, faces } from '../dice-faces.ts';
import { bold, lines, mention, type Button, type Rich, type Span } from '../rich.ts';
import type { GameMessages, RenderContext } from '../types.ts';
import { gameOverLines, type GameOverWords } from './game-over.ts';
import { entryOf } from '../../games/with-entry.ts';

/** Singles of one face are merged ("⚀1 ⚀1 = 20"); groups and straights stay as they are. */
export function mergeCombos(combos: readonly Combo[]): Combo[] {
  const merged: Combo[] = [];
  for (const combo of combos) {
    const last = merged.at(-1);
    if (combo.kind === 'single' && last?.kind === 'single' && last.dice[0] === combo.dice[0]) {
      merged[merged.length - 1] = { ...last, dice: [...last.dice, ...combo.dice], points: last.points + combo.points };
    } else {
      merged.push(combo);
    }
  }
  return merged;
}

/** Why banking is refused, with the numbers each reason needs; `have` = the turn total so far. */
export type BankReason =
  | { kind: 'barrel'; missing: number }
  | { kind: 'reroll_owed' }
  | { kind: 'not_opened'; need: number; have: number }
  | { kind: 'pit'; score: number; need: number; have: number }
  | { kind: 'other' };

export function bankReason(reason: string, state: ThousandState, need: number, have: number): BankReason {
  const score = state.players[state.current]?.score ?? 0;
  switch (reason) {
    case 'barrel':
      return { kind: 'barrel', missing: Math.max(0, GOAL - score - have) };
    case 'reroll_owed':
      return { kind: 'reroll_owed' };
    case 'not_opened':
      return { kind: 'not_opened', need, have };
    case 'pit':
      return { kind: 'pit', score, need, have };
    default:
      return { kind: 'other' };
  }
}

/** After a scoring roll that left the turn going: banking is allowed (and gives `total`), or refused for a reason. */
export type BankNow = { kind: 'allowed'; total: number } | { kind: 'refused'; reason: BankReason };

function bankNow(after: ThousandState): BankNow | null {
  const refusal = bankRefusal(after);
  const player = after.players[after.current]!;
  if (refusal === null) return { kind: 'allowed', total: player.score + after.turn.total };
  if (refusal.code !== 'cannot_bank') return null;
  const reason = String(refusal.params?.reason ?? '');
  if (reason === 'reroll_owed') return null; // the hot-dice line already says it
  const need = Number(refusal.params?.need ?? 0);
  return { kind: 'refused', reason: bankReason(reason, after, need, after.turn.total) };
}

/** The words of one language for the lines `thousandEvents` writes. */
export interface ThousandEventWords {
  roll(player: PlayerId, dice: readonly number[]): Rich;
  turnScore(points: number, combos: readonly Combo[], turnTotal: number): Rich;
  hotDice(): Rich;
  diceLeft(left: number): Rich;
  bank(now: BankNow): Rich;
  bust(event: Extract<ThousandEvent, { type: 'bust' }>): Rich;
  /** `pitExit`: the score a turn must reach to leave the pit the bank landed in, else null */
  banked(player: PlayerId, points: number, total: number, opened: boolean, pitExit: number | null): Rich;
  penalty(event: Extract<ThousandEvent, { type: 'penalty' }>): Rich;
  barrelOn(player: PlayerId, turns: number, climbed: boolean): Rich;
  barrelDropped(player: PlayerId): Rich;
  barrelTurn(left: number): Rich;
  bolt(bolts: number): Rich;
  mark(marks: number): Rich;
  gameOver: GameOverWords;
}

/** The game's end: the goal reached, or everyone else gone (RULES §6), then the final scores. */
function thousandOver(event: Extract<ThousandEvent, { type: 'game_over' }>, ctx: RenderContext, words: GameOverWords): Rich[] {
  const [winner] = event.winners;
  const lastLeft = winner !== undefined && (entryOf(event.scores, winner) ?? 0) < GOAL;
  return gameOverLines({ winners: event.winners, scores: event.scores, lastLeft, goal: GOAL }, ctx, words);
}

export function thousandEvents(
  all: readonly ThousandEvent[],
  after: ThousandState,
  ctx: RenderContext,
  words: ThousandEventWords,
): Rich {
  const out: Rich[] = [];
  all.forEach((event, index) => {
    switch (event.type) {
      case 'roll':
        out.push(words.roll(event.player, event.dice));
        break;
      case 'turn_score': {
        out.push(words.turnScore(event.points, mergeCombos(event.combos), event.turn_total));
        const turnGoesOn = !all.slice(index + 1).some((e) => e.type === 'bust' || e.type === 'game_over');
        if (!turnGoesOn) break;
        out.push(event.reroll_owed ? words.hotDice() : words.diceLeft(event.dice_left));
        if (after.winners === null && after.players[after.current]?.id === event.player) {
          const now = bankNow(after);
          if (now) out.push(words.bank(now));
        }
        break;
      }
      case 'bust':
        out.push(words.bust(event));
        break;
      case 'banked':
        out.push(words.banked(event.player, event.points, event.total, event.opened, pitExit(after, event.total)));
        break;
      case 'penalty':
        out.push(words.penalty(event));
        break;
      case 'barrel':
        if (event.status === 'on') out.push(words.barrelOn(event.player, event.turns ?? 3, event.reason === 'climb'));
        else if (event.reason === 'dropped') out.push(words.barrelDropped(event.player));
        // off after a fall: the penalty line has already said it
        break;
      case 'barrel_turn':
        out.push(words.barrelTurn(event.turns_left));
        break;
      case 'bolt':
        out.push(words.bolt(event.bolts));
        break;
      case 'mark':
        out.push(words.mark(event.marks));
        break;
      case 'forfeit':
        // The leave/kick headline (commands/remove-player.ts) already says who left: one sentence per event.
        break;
      case 'game_over':
        out.push(...thousandOver(event, ctx, words.gameOver));
        break;
    }
  });
  return lines(...out);
}

/** The notes beside a player's score in /status, only those the channel's rules make meaningful. */
export type PlayerNote =
  | { kind: 'not_opened' }
  | { kind: 'pit'; exit: number }
  | { kind: 'barrel'; turns: number }
  | { kind: 'bolts'; count: number }
  | { kind: 'marks'; count: number }
  | { kind: 'falls'; count: number };

export function playerNotes(state: ThousandState, player: ThousandPlayer): PlayerNote[] {
  const settings = state.settings;
  const notes: PlayerNote[] = [];
  if (!player.opened) notes.push({ kind: 'not_opened' });
  const exit = pitExit(state, player.score);
  if (exit !== null) notes.push({ kind: 'pit', exit });
  if (player.barrel !== null) notes.push({ kind: 'barrel', turns: player.barrel });
  if (settings.bolts === 'on' && player.bolts > 0) notes.push({ kind: 'bolts', count: player.bolts });
  if (settings.barrel === 'open' && player.marks > 0) notes.push({ kind: 'marks', count: player.marks });
  if (settings.barrel === 'points' && player.falls > 0) notes.push({ kind: 'falls', count: player.falls });
  return notes;
}

/** Where the turn on move stands in /status. */
export type TurnView = { kind: 'first' } | { kind: 'owed'; total: number } | { kind: 'going'; total: number; diceLeft: number };

export function turnView(state: ThousandState): TurnView {
  const t = state.turn;
  if (t.rolls === 0) return { kind: 'first' };
  if (t.rerollOwed) return { kind: 'owed', total: t.total };
  return { kind: 'going', total: t.total, diceLeft: t.diceLeft };
}

/** What a refused move of 1000 gets: roll first, reroll the hot dice, nothing scored yet, or a bank refusal. */
export type ThousandRefusal =
  | { kind: 'roll_first'; dice: number }
  | { kind: 'reroll_owed' }
  | { kind: 'nothing_scored'; dice: number }
  | { kind: 'cannot_bank'; reason: BankReason; dice: number };

export function thousandRefusal(rejected: Rejection, state: ThousandState): ThousandRefusal | null {
  if (state.winners !== null) return null;
  const dice = state.turn.diceLeft;
  if (rejected.code === 'roll_first') return { kind: 'roll_first', dice };
  if (rejected.code !== 'cannot_bank') return null;
  const params = rejected.params ?? {};
  const reason = String(params.reason ?? '');
  if (reason === 'reroll_owed') return { kind: 'reroll_owed' };
  if (reason === 'nothing_scored') return { kind: 'nothing_scored', dice };
  const have = Number(params.have ?? state.turn.total);
  const need = Number(params.need ?? 0);
  return { kind: 'cannot_bank', reason: bankReason(reason, state, need, have), dice };
}

/** Roll the dice left, and bank when the rules allow it; each button sends the phrase a player would type. */
export function thousandButtons(
  state: ThousandState,
  words: { roll(dice: number): Button; bank: Button },
): Button[] {
  if (state.winners !== null) return [];
  const out: Button[] = [words.roll(state.turn.diceLeft)];
  if (bankRefusal(state) === null) out.push(words.bank);
  return out;
}

/** Each variant of a union by its kind, with the fields that variant carries: a catalogue that lacks one fails. */
type ByKind<T extends { kind: string }, R> = { [K in T['kind']]: (value: Extract<T, { kind: K }>) => R };

/** 1000 in one language: only words and small templates; which line is said when is decided above and below. */
export interface ThousandWords {
  /** every name people type for the game after /newgame and /rules */
  names: readonly string[];
  title: string;
  rules(settings: GameSettings): Rich;
  /** the phrase that rolls `dice` dice in this game */
  rollPhrase(dice: number): string;
  /** the scoring groups by name ("three × ⚃4 = 40") and the straight's word ("straight ⚀1 … = 125") */
  group: Record<'three' | 'four' | 'five', string>;
  straight: string;
  /** a penalty's effect: "−100, now 200." or, when the score was 0 already, "nothing to take, still 0." */
  lost(points: number, total: number): string;
  nothingToTake(total: number): string;
  /** why banking is refused, in one clause */
  bankReason: ByKind<BankReason, string>;
  /** the lines of events (`player` is the player's mention) */
  line: {
    roll(player: Span, dice: string): Rich;
    /** "+50 (⚀1 = 10, …). This turn: 150." — `combos` already joined */
    turnScore(points: string, combos: string, turnTotal: string): Rich;
    hotDice: Rich;
    diceLeft(left: number): Rich;
    bankAllowed(total: number): Rich;
    bankRefused(reason: string): Rich;
    /** "💾 Alice banks 50, now **300**." with what the bank means after it */
    banked(player: Span, points: number, total: Span): Rich;
    opened: string;
    pit(exit: number): string;
    climbed(player: Span, turns: number): Rich;
    stillOnBarrel(player: Span, turns: number): Rich;
    barrelDropped(player: Span): Rich;
    barrelTurn(left: number): Rich;
    bolt(bolts: number): Rich;
    thirdBolt: Rich;
    mark(marks: number): Rich;
    sixthMark: Rich;
  };
  /** a penalty line; `now` is what `lost`/`nothingToTake` said */
  penalty: {
    bolts(player: Span, now: string): Rich;
    marks(player: Span, now: string): Rich;
    overtaken(by: Span, player: Span, now: string): Rich;
    dumptruck(player: Span): Rich;
    knockedOff(by: Span, player: Span): Rich;
    fell(player: Span): Rich;
    /** after the fall's cause: its cost, or the third fall's total */
    fallCost(now: string): string;
    thirdFall(total: number): string;
  };
  /** a bust line; `lost` is the points the turn had (0 = none) */
  bust: {
    lost(points: number): string;
    noScore: Rich;
    overshoot: Rich;
    timeout(player: Span): Rich;
  };
  note: ByKind<PlayerNote, string>;
  status: {
    goal: Rich;
    turn: ByKind<TurnView, (current: Span) => Rich>;
    over: Rich;
    overNoWinner: Rich;
  };
  refusal: {
    rollFirst(phrase: string): Rich;
    rerollOwed: Rich;
    nothingScored(phrase: string): Rich;
    cannotBank(reason: string, phrase: string): Rich;
  };
  button: { roll(dice: number): string; bank: Button };
  gameOver: GameOverWords;
}

/** "⚀1 ⚀1 = 20", "three × ⚃4 = 40", "straight ⚀1 ⚁2 ⚂3 ⚃4 ⚄5 = 125". */
function comboText(combo: Combo, words: ThousandWords): string {
  if (combo.kind === 'single') return `${faces(combo.dice)} = ${combo.points}`;
  if (combo.kind === 'straight') return `${words.straight} ${faces(combo.dice)} = ${combo.points}`;
  return `${words.group[combo.kind]} × ${face(combo.dice[0]!)} = ${combo.points}`;
}

const reasonText = (reason: BankReason, words: ThousandWords): string =>
  (words.bankReason[reason.kind] as (value: BankReason) => string)(reason);

function penaltyLine(event: Extract<ThousandEvent, { type: 'penalty' }>, ctx: RenderContext, words: ThousandWords): Rich {
  const who = (id: PlayerId) => mention(ctx.player(id));
  const now = event.points < 0 ? words.lost(event.points, event.total) : words.nothingToTake(event.total);
  const player = who(event.player);
  switch (event.kind) {
    case 'bolts':
      return words.penalty.bolts(player, now);
    case 'marks':
      return words.penalty.marks(player, now);
    case 'overtaken':
      return words.penalty.overtaken(who(event.by ?? ''), player, now);
    case 'dumptruck':
      return words.penalty.dumptruck(player);
    case 'barrel_fall': {
      const cause = event.by ? words.penalty.knockedOff(who(event.by), player) : words.penalty.fell(player);
      return ['🛢 ', ...cause, event.falls === 3 ? words.penalty.thirdFall(event.total) : words.penalty.fallCost(now)];
    }
  }
}

function bustLine(event: Extract<ThousandEvent, { type: 'bust' }>, ctx: RenderContext, words: ThousandWords): Rich {
  const lost = event.lost > 0 ? words.bust.lost(event.lost) : '';
  switch (event.reason) {
    case 'no_score':
      return [...words.bust.noScore, lost];
    case 'overshoot':
      return [...words.bust.overshoot, lost];
    case 'timeout':
      return [...words.bust.timeout(mention(ctx.player(event.player))), lost];
  }
}

function eventWords(ctx: RenderContext, words: ThousandWords): ThousandEventWords {
  const who = (id: PlayerId) => mention(ctx.player(id));
  const line = words.line;
  return {
    roll: (player, dice) => line.roll(who(player), faces(dice)),
    turnScore: (points, combos, total) =>
      line.turnScore(`+${points}`, combos.map((combo) => comboText(combo, words)).join(', '), String(total)),
    hotDice: () => line.hotDice,
    diceLeft: (left) => line.diceLeft(left),
    bank: (now) => (now.kind === 'allowed' ? line.bankAllowed(now.total) : line.bankRefused(reasonText(now.reason, words))),
    bust: (event) => bustLine(event, ctx, words),
    banked: (player, points, total, opened, exit) => [
      ...line.banked(who(player), points, bold(String(total))),
      `.${opened ? line.opened : ''}${exit !== null ? line.pit(exit) : ''}`,
    ],
    penalty: (event) => penaltyLine(event, ctx, words),
    barrelOn: (player, turns, climbed) => (climbed ? line.climbed : line.stillOnBarrel)(who(player), turns),
    barrelDropped: (player) => line.barrelDropped(who(player)),
    barrelTurn: (left) => line.barrelTurn(left),
    bolt: (bolts) => (bolts >= 3 ? line.thirdBolt : line.bolt(bolts)),
    mark: (marks) => (marks >= 6 ? line.sixthMark : line.mark(marks)),
    gameOver: words.gameOver,
  };
}

function status(state: ThousandState, ctx: RenderContext, words: ThousandWords): Rich {
  const running = state.winners === null;
  const rows: Rich[] = state.players.map((player, index) => {
    const notes = playerNotes(state, player).map((note) => (words.note[note.kind] as (value: PlayerNote) => string)(note));
    const marker = running && index === state.current ? '▶️ ' : '• ';
    return [marker, mention(ctx.player(player.id)), ' — ', bold(String(player.score)), notes.length ? ` · ${notes.join(' · ')}` : ''];
  });
  let turn: Rich | null = null;
  if (running && state.players.length > 0) {
    const view = turnView(state);
    const said = words.status.turn[view.kind] as (value: TurnView) => (current: Span) => Rich;
    turn = said(view)(mention(ctx.player(state.players[state.current]!.id)));
  }
  const over = running ? null : state.winners?.length ? words.status.over : words.status.overNoWinner;
  return lines(words.status.goal, ...rows, turn, over);
}

function rejection(rejected: Rejection, state: ThousandState, words: ThousandWords): Rich | null {
  const refusal = thousandRefusal(rejected, state);
  if (refusal === null) return null;
  switch (refusal.kind) {
    case 'roll_first':
      return words.refusal.rollFirst(words.rollPhrase(refusal.dice));
    case 'reroll_owed':
      return words.refusal.rerollOwed;
    case 'nothing_scored':
      return words.refusal.nothingScored(words.rollPhrase(refusal.dice));
    case 'cannot_bank':
      return words.refusal.cannotBank(reasonText(refusal.reason, words), words.rollPhrase(refusal.dice));
  }
}

/** The 1000 renderer of one language. */
export function thousandMessagesIn(words: ThousandWords): GameMessages<ThousandState, ThousandEvent> {
  return {
    names: words.names,
    title: words.title,
    rules: words.rules,
    events: (all, after, ctx) => thousandEvents(all, after, ctx, eventWords(ctx, words)),
    status: (state, ctx) => status(state, ctx, words),
    rejection: (rejected, state) => rejection(rejected, state, words),
    buttons: (state) =>
      thousandButtons(state, {
        roll: (dice) => ({ label: words.button.roll(dice), text: words.rollPhrase(dice) }),
        bank: words.button.bank,
      }),
  };
}

/** A labelled rule: "Ямы" and its sentence. */
interface Rule {
  label: string;
  text: string;
}

/** The words of 1000's rules; which lines the channel's settings show, and their order, are thousandRulesIn's. */
export interface ThousandRulesWords {
  title: string;
  /** after the title: players and the goal */
  intro(goal: number): string;
  play: string;
  points: {
    label: string;
    /** the ones, the fives and three of a kind, with the faces drawn */
    kinds(one: string, five: string): string;
    /** four and five of a kind, by scoring */
    classic: string;
    seed: string;
    straights: string;
    noStraights: string;
  };
  setAside: string;
  goal(goal: number): string;
  open: { label: string; from(points: number): string; none: string };
  pits: Rule;
  barrel: { label: string; points(from: number, goal: number): string; none(goal: number): string; open(goal: number): string };
  bolts: Rule;
  dumptruck: Rule;
  overtake: Rule;
  floor: string;
  hint: Rule;
}

/** The rules of 1000 as the channel has set them: a line for each rule in play. */
export function thousandRulesIn(w: ThousandRulesWords) {
  const rule = (r: Rule): Rich => [bold(r.label), ` ${r.text}`];
  return (given: GameSettings): Rich => {
    const s = readSettings(given);
    const open = Number(s.open);
    const barrel = { points: w.barrel.points(BARREL_FROM, GOAL), none: w.barrel.none(GOAL), open: w.barrel.open(GOAL) }[s.barrel];
    return lines(
      [bold(w.title), w.intro(GOAL)],
      [w.play],
      [
        bold(w.points.label),
        ` ${w.points.kinds(face(1), face(5))}`,
        ` ${s.scoring === 'seed' ? w.points.seed : w.points.classic}`,
        ` ${s.straights === 'on' ? w.points.straights : w.points.noStraights}`,
      ],
      [w.setAside],
      [w.goal(GOAL)],
      rule({ label: w.open.label, text: open > 0 ? w.open.from(open) : w.open.none }),
      s.pits === 'on' ? rule(w.pits) : null,
      rule({ label: w.barrel.label, text: barrel }),
      s.bolts === 'on' ? rule(w.bolts) : null,
      s.dumptruck === 'on' ? rule(w.dumptruck) : null,
      s.overtake === 'on' ? rule(w.overtake) : null,
      [w.floor],
      rule(w.hint),
    );
  };
}
