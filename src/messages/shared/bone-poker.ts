// The Bone Poker replies' layout, for every language: how a hand came about (a roll, a reroll with the kept dice,
// a pass), the showdown rows with the winners' cups, the /status rows and the buttons. Each language gives the words.
import {
  type BonePokerEvent,
  type BonePokerState,
  type HandRank,
  handValue,
  type ShowdownEvent,
} from '../../games/bone-poker/index.ts';
import type { PlayerId } from '../../games/types.ts';
import { faces } from '../dice-faces.ts';
import { bold, lines, mention, type Button, type Rich, type Span } from '../rich.ts';
import type { GameMessages, RenderContext } from '../types.ts';
import { gameOverLines, winnersOnly, type GameOverWords } from './game-over.ts';
import { entryOf } from '../../games/with-entry.ts';

export interface BonePokerWords {
  title: string;
  rules(): Rich;
  hands: Record<HandRank, string>;
  /** ", сумма 15" after the hand's name */
  sum(sum: number): string;
  /** "✋ Alice — pass: <hand>" */
  passed(player: Span, hand: Rich): Rich;
  /** the first line of a round-2 roll; `kept` empty = all five rerolled; `dice` = the new dice */
  rerolled(player: Span, kept: string | null, dice: string): Rich;
  declared(player: Span, values: string): Rich;
  roundTwo: Rich;
  showdown: string;
  gameOver: GameOverWords;
  status: {
    over: Rich;
    roundOne: Rich;
    roundTwo: Rich;
    notRolled: string;
    declared(values: string): string;
  };
  buttons: {
    /** round 1: roll the five dice */
    rollAll: Button;
    /** round 2, after naming n dice: roll them */
    rollNamed(n: number): Button;
    pass: Button;
  };
}

/** "⚁2 ⚁2 ⚂3 ⚂3 ⚄5 — две пары, сумма 15" */
function hand(dice: readonly number[], rank: HandRank, sum: number, words: BonePokerWords): Rich {
  return [`${faces(dice)} — `, bold(words.hands[rank]), words.sum(sum)];
}

function showdown(event: ShowdownEvent, winners: readonly PlayerId[], ctx: RenderContext, words: BonePokerWords): Rich {
  const rows = event.hands.map((h): Rich => [
    winners.includes(h.player) ? '🏆 ' : '• ',
    mention(ctx.player(h.player)),
    ': ',
    ...hand(h.dice, h.rank, h.sum, words),
  ]);
  return lines([words.showdown], ...rows);
}

function events(all: readonly BonePokerEvent[], ctx: RenderContext, words: BonePokerWords): Rich {
  const out: Rich[] = [];
  // The roll or pass just before a `hand` event says how the hand came about.
  let lead: { kind: 'roll'; dice: number[]; kept?: number[] } | { kind: 'pass' } | null = null;
  const winners = all.flatMap((e) => (e.type === 'game_over' ? e.winners : []));
  for (const event of all) {
    switch (event.type) {
      case 'roll':
        lead = { kind: 'roll', dice: event.dice, ...(event.kept ? { kept: event.kept } : {}) };
        break;
      case 'pass':
        lead = { kind: 'pass' };
        break;
      case 'hand': {
        const player = mention(ctx.player(event.player));
        const made = hand(event.dice, event.rank, event.sum, words);
        if (lead?.kind === 'pass') out.push(words.passed(player, made));
        else if (lead?.kind === 'roll' && lead.kept !== undefined) {
          const kept = lead.kept.length > 0 ? faces(lead.kept) : null;
          out.push(lines(words.rerolled(player, kept, faces(lead.dice)), ['→ ', ...made]));
        } else out.push(['🎲 ', player, ': ', ...made]);
        lead = null;
        break;
      }
      case 'reroll_declared':
        out.push(words.declared(mention(ctx.player(event.player)), faces(event.values)));
        break;
      case 'round_started':
        out.push(words.roundTwo);
        break;
      case 'showdown':
        out.push(showdown(event, winners, ctx, words));
        break;
      case 'forfeit':
        // The leave/kick headline (commands/remove-player.ts) already says who left.
        break;
      case 'game_over':
        out.push(...gameOverLines(winnersOnly(event.winners), ctx, words.gameOver));
        break;
    }
  }
  return lines(...out);
}

function status(state: BonePokerState, ctx: RenderContext, words: BonePokerWords): Rich {
  const head = state.winners !== null ? words.status.over : state.round === 1 ? words.status.roundOne : words.status.roundTwo;
  const rows: Rich[] = state.inPlay.map((id) => {
    const dice = entryOf(state.hands, id);
    const moved = state.round === 2 && state.moved.includes(id) ? ' ✓' : '';
    if (!dice) return ['• ', mention(ctx.player(id)), words.status.notRolled];
    const { rank, sum } = handValue(dice);
    return ['• ', mention(ctx.player(id)), ': ', ...hand(dice, rank, sum, words), moved];
  });
  const declared = state.declared && state.winners === null ? [words.status.declared(faces(state.declared))] : null;
  const over = state.winners !== null ? lines(...gameOverLines(winnersOnly(state.winners), ctx, words.gameOver)) : null;
  return lines(head, ...rows, declared, over);
}

function buttons(state: BonePokerState, words: BonePokerWords): Button[] {
  if (state.winners !== null) return [];
  if (state.round === 1) return [words.buttons.rollAll];
  if (state.declared) return [words.buttons.rollNamed(state.declared.length), words.buttons.pass];
  return [words.buttons.pass];
}

/** The Bone Poker renderer of one language. */
export function bonePokerMessagesIn(words: BonePokerWords): Omit<GameMessages<BonePokerState, BonePokerEvent>, 'names'> {
  return {
    title: words.title,
    rules: words.rules,
    events: (all, _after, ctx) => events(all, ctx, words),
    status: (state, ctx) => status(state, ctx, words),
    buttons: (state) => buttons(state, words),
  };
}
