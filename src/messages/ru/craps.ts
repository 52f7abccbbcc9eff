// Russian replies for Craps: what each roll means now, the round verdict on the roll that completed the round.
import type { CrapsEvent, CrapsRollOutcome, CrapsRoundEvent, CrapsState } from '../../games/craps/index.ts';
import type { PlayerId } from '../../games/types.ts';
import { who } from '../mentions.ts';
import { faces } from '../dice-faces.ts';
import { bold, lines, mention, type Rich } from '../rich.ts';
import type { GameMessages, RenderContext } from '../types.ts';
import { gameOverLine } from './game-over.ts';

function outcomeText(outcome: CrapsRollOutcome, point: number | undefined): Rich {
  switch (outcome) {
    case 'natural':
      return [bold('натурал!'), ' ✨'];
    case 'craps':
      return [bold('крэпс'), ' ✗'];
    case 'point_set':
      return ['очко ', bold(String(point))];
    case 'point_hit':
      return [bold(`попадание в очко ${point}!`), ' 🎯'];
    case 'seven_out':
      return [bold('семёрка'), ` ✗ (нужно было ${point})`];
    case 'no_change':
      return [`мимо (нужно ${point})`];
  }
}

/** The players going on with their points: "Алиса (4), Боб (9)". */
function withPoints(players: readonly PlayerId[], state: CrapsState, ctx: RenderContext): Rich {
  const out: Rich = [];
  players.forEach((id, index) => {
    if (index > 0) out.push(', ');
    out.push(mention(ctx.player(id)), ` (${state.points[id] ?? '?'})`);
  });
  return out;
}

/** The verdict line, and (for players going on) a line that belongs after the eliminations. */
function verdict(event: CrapsRoundEvent, after: CrapsState, ctx: RenderContext): { head: Rich; tail?: Rich } {
  const players = who(event.players, ctx);
  const comeOut = event.round === 'come_out';
  switch (event.verdict) {
    case 'single_winner':
      return {
        head: comeOut
          ? ['Круг завершён: натурал только у ', ...players, '.']
          : ['Круг завершён: в очко попадание только у ', ...players, '.'],
      };
    case 'draw':
      return {
        head: comeOut
          ? ['Круг завершён: натурал у ', ...players, ' — ничья.']
          : ['Круг завершён: в очко попали ', ...players, ' — ничья.'],
      };
    case 'all_lost':
      return { head: [comeOut ? 'Круг завершён: крэпс у всех — ничья.' : 'Круг завершён: семёрка у всех — ничья.'] };
    case 'go_on': {
      const head = [comeOut ? 'Круг завершён: натурала нет.' : 'Круг завершён: попаданий нет.'];
      // When only one is left the game_over line says it all.
      if (after.winners !== null) return { head };
      return { head, tail: ['Дальше бросают на своё очко: ', ...withPoints(event.players, after, ctx), '.'] };
    }
  }
}

function events(all: readonly CrapsEvent[], after: CrapsState, ctx: RenderContext): Rich {
  const out: Rich[] = [];
  const dice = new Map<PlayerId, number[]>();
  let tail: Rich | undefined;
  for (const event of all) {
    switch (event.type) {
      case 'roll':
        dice.set(event.player, event.dice);
        break;
      case 'craps_roll': {
        const rolled = dice.get(event.player);
        const shown = rolled ? `: ${faces(rolled)} = ${event.sum}` : `: ${event.sum}`;
        out.push(['🎲 ', mention(ctx.player(event.player)), `${shown} — `, ...outcomeText(event.outcome, event.point)]);
        break;
      }
      case 'craps_round': {
        const judged = verdict(event, after, ctx);
        out.push(judged.head);
        tail = judged.tail;
        break;
      }
      case 'eliminated':
        out.push([event.players.length === 1 ? '❌ Выбывает: ' : '❌ Выбывают: ', ...who(event.players, ctx), '.']);
        break;
      case 'replay':
        out.push(['🔁 Переигровка с первого броска: ', ...who(event.players, ctx), '.']);
        break;
      case 'forfeit':
        // The leave/kick headline (commands/remove-player.ts) already says who left.
        break;
      case 'game_over':
        out.push(gameOverLine({ winners: event.winners }, ctx));
        break;
    }
  }
  return lines(...out, tail);
}

function status(state: CrapsState, ctx: RenderContext): Rich {
  const kind = state.phase === 'come_out' ? 'первый бросок (7/11 — победа, 2/3/12 — проигрыш)' : 'броски на очко';
  const head: Rich = state.winners === null ? [`Круг ${state.round}: `, bold(kind)] : ['Игра окончена.'];
  const rows: Rich[] = state.inPlay.map((id) => {
    const point = state.phase === 'point' && state.points[id] !== undefined ? [`очко ${state.points[id]}`] : [];
    const rolled = state.rolls[id];
    const roll = rolled ? `бросок: ${faces(rolled)} = ${rolled[0]! + rolled[1]!}` : 'бросок впереди';
    return ['• ', mention(ctx.player(id)), ` — ${[...point, roll].join(', ')}`];
  });
  const out = state.out.length > 0 ? ['Выбыли: ', ...who(state.out, ctx)] : null;
  const over = state.winners !== null ? gameOverLine({ winners: state.winners }, ctx) : null;
  return lines(head, ...rows, out, over);
}

function rules(): Rich {
  return lines(
    [bold('🎲 Крэпс'), ' — от 2 игроков. Каждый бросок — 2 кости: «бросаю кости».'],
    ['Круг всегда доигрывается: решают, только когда бросили все.'],
    [bold('Первый бросок:'), ' 7 или 11 — победа, 2, 3, 12 — проигрыш, остальное — ваше очко.'],
    ['• один победитель — победа за ним; несколько — ничья: они переигрывают, остальные выбывают;'],
    ['• победителей нет — выбросившие 2, 3, 12 выбывают; крэпс у всех — переигрывают все.'],
    [bold('Дальше:'), ' выбросить своё очко раньше семёрки.'],
    ['• одно попадание за круг — победа; несколько — они переигрывают с первого броска, остальные выбывают;'],
    ['• попаданий нет — выбросившие 7 выбывают; семёрка у всех — переигрывают все.'],
    ['Остался один игрок — победа за ним.'],
  );
}

export const crapsMessages: GameMessages<CrapsState, CrapsEvent> = {
  title: 'Крэпс',
  names: ['craps', 'крэпс', 'крепс', 'крэпc', 'кости'],
  rules,
  events,
  status,
  buttons: (state) => (state.winners === null ? [{ label: '🎲 Бросить', text: 'бросаю кости' }] : []),
};
