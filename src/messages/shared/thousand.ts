// 1000's replies without their words: which events make which lines (and when the turn still goes on, so that
// "you may bank" is worth saying), why "bank" is refused, the notes beside each score, the buttons. Each language
// (messages/<lang>/thousand.ts) brings the words.
import { GOAL, bankRefusal, pitExit, type Combo, type ThousandEvent, type ThousandPlayer, type ThousandState } from '../../games/thousand/index.ts';
import type { PlayerId, Rejection } from '../../games/types.ts';
import { lines, type Button, type Rich } from '../rich.ts';
import type { RenderContext } from '../types.ts';
import { gameOverLines, type GameOverWords } from './game-over.ts';

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
  const lastLeft = winner !== undefined && (event.scores[winner] ?? 0) < GOAL;
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
