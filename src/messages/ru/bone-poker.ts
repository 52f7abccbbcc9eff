// Russian replies for Bone Poker: the dice and the hand they make, round 2 rerolls, the showdown.
import {
  type BonePokerEvent,
  type BonePokerState,
  type HandRank,
  handValue,
  type ShowdownEvent,
} from '../../games/bone-poker/index.ts';
import type { PlayerId } from '../../games/types.ts';
import { faces } from '../dice-faces.ts';
import { type Button, bold, lines, mention, type Rich } from '../rich.ts';
import type { GameMessages, RenderContext } from '../types.ts';
import { gameOverLine } from './game-over.ts';
import { rollPhrase } from './move-hints.ts';

export const HAND_NAMES: Record<HandRank, string> = {
  nothing: 'ничего',
  pair: 'пара',
  two_pairs: 'две пары',
  three: 'тройка',
  straight: 'стрит',
  full_house: 'фул-хаус',
  four: 'каре',
  poker: 'покер',
};

/** "⚁2 ⚁2 ⚂3 ⚂3 ⚄5 — две пары, сумма 15" */
function hand(dice: readonly number[], rank: HandRank, sum: number): Rich {
  return [`${faces(dice)} — `, bold(HAND_NAMES[rank]), `, сумма ${sum}`];
}

function showdown(event: ShowdownEvent, winners: readonly PlayerId[], ctx: RenderContext): Rich {
  const rows = event.hands.map((h): Rich => [
    winners.includes(h.player) ? '🏆 ' : '• ',
    mention(ctx.player(h.player)),
    ': ',
    ...hand(h.dice, h.rank, h.sum),
  ]);
  return lines(['Итоги:'], ...rows);
}

function events(all: readonly BonePokerEvent[], ctx: RenderContext): Rich {
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
        const made = hand(event.dice, event.rank, event.sum);
        if (lead?.kind === 'pass') out.push(['✋ ', player, ' — пас: ', ...made]);
        else if (lead?.kind === 'roll' && lead.kept !== undefined) {
          const kept = lead.kept.length > 0 ? `оставлены ${faces(lead.kept)}, выпало ` : 'все пять заново: ';
          out.push(lines(['🎲 ', player, `: ${kept}${faces(lead.dice)}`], ['→ ', ...made]));
        } else out.push(['🎲 ', player, ': ', ...made]);
        lead = null;
        break;
      }
      case 'reroll_declared':
        out.push(['🔁 ', mention(ctx.player(event.player)), ` перебрасывает ${faces(event.values)}.`]);
        break;
      case 'round_started':
        out.push(['Первый круг окончен. ', bold('Второй круг:'), ' перебросьте любые кости, назвав их, или «Пас».']);
        break;
      case 'showdown':
        out.push(showdown(event, winners, ctx));
        break;
      case 'forfeit':
        // The leave/kick headline (commands/remove-player.ts) already says who left.
        break;
      case 'game_over':
        out.push(gameOverLine({ winners: event.winners, sharedWin: true }, ctx));
        break;
    }
  }
  return lines(...out);
}

function status(state: BonePokerState, ctx: RenderContext): Rich {
  const head: Rich =
    state.winners !== null
      ? ['Игра окончена.']
      : state.round === 1
      ? ['Круг ', bold('1 из 2'), ': каждый бросает пять костей']
      : ['Круг ', bold('2 из 2'), ': переброс названных костей или «Пас»'];
  const rows: Rich[] = state.inPlay.map((id) => {
    const dice = state.hands[id];
    const moved = state.round === 2 && state.moved.includes(id) ? ' ✓' : '';
    if (!dice) return ['• ', mention(ctx.player(id)), ': бросок впереди'];
    const { rank, sum } = handValue(dice);
    return ['• ', mention(ctx.player(id)), ': ', ...hand(dice, rank, sum), moved];
  });
  const declared = state.declared && state.winners === null ? [`Названы для переброса: ${faces(state.declared)}`] : null;
  const over = state.winners !== null ? gameOverLine({ winners: state.winners, sharedWin: true }, ctx) : null;
  return lines(head, ...rows, declared, over);
}

function rules(): Rich {
  return lines(
    [bold('🎲 Костяной покер'), ' — от 2 игроков, 5 костей, 2 круга.'],
    [bold('Круг 1:'), ' каждый по очереди бросает пять костей: «бросаю покер».'],
    [
      bold('Круг 2:'),
      ' «Пас» — оставить руку, или назвать кости по значениям и бросить столько же: «Перебрасываю 4, 5 и 1, бросаю 3 кости». Можно перебросить все пять.',
    ],
    ['Комбинации от слабой к сильной: ничего < пара < две пары < тройка < стрит (1–5 или 2–6) < фул-хаус < каре < покер.'],
    ['Равные комбинации — побеждает большая сумма пяти костей; равна и сумма — ничья, победу делят.'],
  );
}

const PASS: Button = { label: 'Пас', text: 'Пас' };

function buttons(state: BonePokerState): Button[] {
  if (state.winners !== null) return [];
  if (state.round === 1) return [{ label: '🎲 Бросить покер', text: rollPhrase(5, 'bone_poker') }];
  if (state.declared) {
    const n = state.declared.length;
    return [{ label: `🎲 Бросить ${n}`, text: rollPhrase(n, 'bone_poker') }, PASS];
  }
  return [PASS];
}

export const bonePokerMessages: GameMessages<BonePokerState, BonePokerEvent> = {
  title: 'Костяной покер',
  names: ['bone_poker', 'bone poker', 'bonepoker', 'костяной покер', 'костяной', 'кп'],
  rules,
  events: (all, _after, ctx) => events(all, ctx),
  status,
  buttons,
};
