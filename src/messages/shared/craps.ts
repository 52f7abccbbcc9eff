// The Craps replies' layout, for every language: which event becomes which line, the dice and sums, the order of
// the verdict, eliminations and the "who goes on" line, and the /status rows. Each language gives only the words.
import type { CrapsEvent, CrapsRollOutcome, CrapsRoundEvent, CrapsState, CrapsVerdict } from '../../games/craps/index.ts';
import type { PlayerId } from '../../games/types.ts';
import { faces } from '../dice-faces.ts';
import { who } from '../mentions.ts';
import { addLine, lines, mention, type Rich } from '../rich.ts';
import type { GameMessages, RenderContext } from '../types.ts';
import { gameOverLines, winnersOnly, type GameOverWords } from './game-over.ts';
import { entryOf } from '../../games/with-entry.ts';

export interface CrapsWords {
  title: string;
  rules(): Rich;
  /** what a roll means now, by outcome: "natural!", "point 9", "seven (needed 4)" */
  outcome: Record<CrapsRollOutcome, (point: number | undefined) => Rich>;
  /** the line that judges a completed round, by verdict; `players` as in the event (winners, or those going on) */
  verdict: Record<CrapsVerdict, (comeOut: boolean, players: Rich) => Rich>;
  /** after the eliminations: the players going on, each with their point ("Alice (4), Bob (9)") */
  goOn(withPoints: Rich): Rich;
  eliminated(players: Rich, count: number): Rich;
  replay(players: Rich): Rich;
  gameOver: GameOverWords;
  status: {
    /** "Round 2: come-out roll (…)" */
    head(round: number, comeOut: boolean): Rich;
    over: Rich;
    point(point: number): string;
    rolled(dice: string, sum: number): string;
    notRolled: string;
    out(players: Rich): Rich;
  };
  rollButton: { label: string; text: string };
}

/** The players going on with their points: "Алиса (4), Боб (9)". */
function withPoints(players: readonly PlayerId[], state: CrapsState, ctx: RenderContext): Rich {
  const out: Rich = [];
  players.forEach((id, index) => {
    if (index > 0) out.push(', ');
    out.push(mention(ctx.player(id)), ` (${entryOf(state.points, id) ?? '?'})`);
  });
  return out;
}

/** The verdict line, and (for players going on) a line that belongs after the eliminations. */
function verdict(event: CrapsRoundEvent, after: CrapsState, ctx: RenderContext, words: CrapsWords) {
  const head = words.verdict[event.verdict](event.round === 'come_out', who(event.players, ctx));
  // When only one is left the game_over line says it all.
  if (event.verdict !== 'go_on' || after.winners !== null) return { head };
  return { head, tail: words.goOn(withPoints(event.players, after, ctx)) };
}

function events(all: readonly CrapsEvent[], after: CrapsState, ctx: RenderContext, words: CrapsWords): Rich {
  // (one array for the whole reply, line by line: this renders every Craps move)
  const out: Rich = [];
  // (the roll event comes right before the craps_roll event it judges: no map of rolls for one or two events)
  let rolledBy: PlayerId | null = null;
  let rolledDice: number[] | null = null;
  let tail: Rich | undefined;
  for (const event of all) {
    switch (event.type) {
      case 'roll':
        rolledBy = event.player;
        rolledDice = event.dice;
        break;
      case 'craps_roll': {
        const rolled = rolledBy === event.player ? rolledDice : null;
        if (out.length > 0) out.push('\n');
        out.push('🎲 ', mention(ctx.player(event.player)), rolled ? `: ${faces(rolled)} = ${event.sum} — ` : `: ${event.sum} — `);
        for (const span of words.outcome[event.outcome](event.point)) out.push(span);
        break;
      }
      case 'craps_round': {
        const judged = verdict(event, after, ctx, words);
        addLine(out, judged.head);
        tail = judged.tail;
        break;
      }
      case 'eliminated':
        addLine(out, words.eliminated(who(event.players, ctx), event.players.length));
        break;
      case 'replay':
        addLine(out, words.replay(who(event.players, ctx)));
        break;
      case 'forfeit':
        // The leave/kick headline (commands/remove-player.ts) already says who left.
        break;
      case 'game_over':
        for (const line of gameOverLines(winnersOnly(event.winners), ctx, words.gameOver)) addLine(out, line);
        break;
    }
  }
  addLine(out, tail);
  return out;
}

function status(state: CrapsState, ctx: RenderContext, words: CrapsWords): Rich {
  const head = state.winners === null ? words.status.head(state.round, state.phase === 'come_out') : words.status.over;
  const rows: Rich[] = state.inPlay.map((id) => {
    const point = state.phase === 'point' && entryOf(state.points, id) !== undefined ? [words.status.point(entryOf(state.points, id)!)] : [];
    const rolled = entryOf(state.rolls, id);
    const roll = rolled ? words.status.rolled(faces(rolled), rolled[0]! + rolled[1]!) : words.status.notRolled;
    return ['• ', mention(ctx.player(id)), ` — ${[...point, roll].join(', ')}`];
  });
  const out = state.out.length > 0 ? words.status.out(who(state.out, ctx)) : null;
  const over = state.winners !== null ? lines(...gameOverLines(winnersOnly(state.winners), ctx, words.gameOver)) : null;
  return lines(head, ...rows, out, over);
}

/** The Craps renderer of one language. */
export function crapsMessagesIn(words: CrapsWords): Omit<GameMessages<CrapsState, CrapsEvent>, 'names'> {
  return {
    title: words.title,
    rules: words.rules,
    events: (all, after, ctx) => events(all, after, ctx, words),
    status: (state, ctx) => status(state, ctx, words),
    buttons: (state) => (state.winners === null ? [{ ...words.rollButton }] : []),
  };
}
