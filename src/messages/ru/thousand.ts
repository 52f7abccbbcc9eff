// Russian replies for 1000 ("Тысяча"): what scored and what it means for "Хватит", busts, banks, every penalty and
// barrel change with its reason, the status lines and the rules as the channel has set them.
import { count, DICE, TURNS } from './plural.ts';
import {
  BARREL_FROM,
  GOAL,
  readSettings,
  type Combo,
  type ThousandEvent,
  type ThousandState,
} from '../../games/thousand/index.ts';
import type { GameSettings, PlayerId, Rejection } from '../../games/types.ts';
import { face, faces } from '../dice-faces.ts';
import { bold, lines, mention, type Rich } from '../rich.ts';
import { gameOverWords } from './game-over.ts';
import {
  playerNotes,
  thousandButtons,
  thousandEvents,
  thousandRefusal,
  turnView,
  type BankReason,
  type PlayerNote,
} from '../shared/thousand.ts';
import type { GameMessages, RenderContext } from '../types.ts';

const ROLL_PHRASES: Record<number, string> = {
  1: 'бросаю кость',
  2: 'бросаю 2 кости',
  3: 'бросаю 3 кости',
  4: 'бросаю 4 кости',
  5: 'бросаю 5 костей',
};

const rollPhrase = (dice: number): string => ROLL_PHRASES[dice] ?? `бросаю ${count(dice, DICE)}`;

const KIND_WORDS: Record<string, string> = { three: 'три', four: 'четыре', five: 'пять' };

/** Singles of one face together ("⚀1 ⚀1 = 20"); groups by name ("три × ⚃4 = 40"). */
function comboText(combo: Combo): string {
  if (combo.kind === 'single') return `${faces(combo.dice)} = ${combo.points}`;
  if (combo.kind === 'straight') return `стрит ${faces(combo.dice)} = ${combo.points}`;
  return `${KIND_WORDS[combo.kind]} × ${face(combo.dice[0])} = ${combo.points}`;
}

/** "−100, теперь 200." — or, when there was nothing to take (the score was 0 already), no "−0 / ±0": "очков и так 0." */
const change = (points: number, total: number): string =>
  points < 0 ? `−${-points}, теперь ${total}.` : `снимать нечего, по-прежнему ${total}.`;

const who = (id: PlayerId, ctx: RenderContext) => mention(ctx.player(id));

/** Why "Хватит" is refused, in one clause. */
function refusalReason(reason: BankReason): string {
  switch (reason.kind) {
    case 'barrel':
      return `на бочке записывать нельзя — только добрать до ${GOAL} (ещё ${reason.missing})`;
    case 'reroll_owed':
      return 'все пять костей дали очки — сначала бросьте их снова';
    case 'not_opened':
      return `чтобы открыться, нужно набрать за ход ${reason.need}, у вас пока ${reason.have}`;
    case 'pit':
      return `вы в яме (${reason.score}): нужно набрать за ход ${reason.need} (до ${reason.score + reason.need}), у вас пока ${reason.have}`;
    case 'other':
      return 'сначала наберите очки';
  }
}

function penaltyLine(event: Extract<ThousandEvent, { type: 'penalty' }>, ctx: RenderContext): Rich {
  const now = change(event.points, event.total);
  switch (event.kind) {
    case 'bolts':
      return ['🔩 ', who(event.player, ctx), `: три болта — ${now}`];
    case 'marks':
      return ['✖️ ', who(event.player, ctx), `: шесть меток — ${now}`];
    case 'overtaken':
      return ['🏃 Обгон: ', who(event.by ?? '', ctx), ' обходит ', who(event.player, ctx), `: ${now}`];
    case 'dumptruck':
      return ['🚛 Самосвал! У ', who(event.player, ctx), ' ровно 555 — очки обнуляются.'];
    case 'barrel_fall': {
      const cause: Rich = event.by
        ? [who(event.by, ctx), ' залезает на бочку и сбрасывает ', who(event.player, ctx)]
        : [who(event.player, ctx), `: три хода на бочке без ${GOAL} — падение с бочки`];
      if (event.falls === 3) return ['🛢 ', ...cause, `. Третье падение — очки сгорают: ${event.total}.`];
      return ['🛢 ', ...cause, `: ${now}`];
    }
  }
}

function bustLine(event: Extract<ThousandEvent, { type: 'bust' }>, ctx: RenderContext): Rich {
  const lost = event.lost > 0 ? ` Очки хода (${event.lost}) сгорают.` : '';
  switch (event.reason) {
    case 'no_score':
      return ['💥 Пусто — ни одной очковой кости.', lost];
    case 'overshoot':
      return ['💥 Перебор: нужно ровно ', bold(String(GOAL)), '.', lost];
    case 'timeout':
      return ['⏰ ', who(event.player, ctx), ': время хода вышло — ход окончен.', lost];
  }
}

function events(all: readonly ThousandEvent[], after: ThousandState, ctx: RenderContext): Rich {
  return thousandEvents(all, after, ctx, {
    roll: (player, dice) => ['🎲 ', who(player, ctx), `: ${faces(dice)}`],
    turnScore: (points, combos, total) => [bold(`+${points}`), ` (${combos.map(comboText).join(', ')}). За ход: `, bold(String(total)), '.'],
    hotDice: () => ['🔥 Все пять костей дали очки — они возвращаются. Бросить 5 костей нужно обязательно.'],
    diceLeft: (left) => [`Осталось костей: ${left}.`],
    bank: (now) =>
      now.kind === 'allowed'
        ? [`Можно «Хватит» — будет ${now.total}.`]
        : [`«Хватит» пока нельзя: ${refusalReason(now.reason)}.`],
    bust: (event) => bustLine(event, ctx),
    banked: (player, points, total, opened, exit) => [
      '💾 ',
      who(player, ctx),
      ` записывает ${points} — теперь `,
      bold(String(total)),
      `.${opened ? ' Игра открыта!' : ''}${exit !== null ? ` Это яма: выбраться можно только ходом до ${exit}.` : ''}`,
    ],
    penalty: (event) => penaltyLine(event, ctx),
    barrelOn: (player, turns, climbed) =>
      climbed
        ? ['🛢 ', who(player, ctx), ` на бочке! Записывать нельзя: за ${count(turns, TURNS)} нужно добрать до ${GOAL}.`]
        : ['🛢 ', who(player, ctx), ` всё ещё ${BARREL_FROM}+ и снова на бочке: ${count(turns, TURNS)}, чтобы добрать до ${GOAL}.`],
    barrelDropped: (player) => ['🛢 ', who(player, ctx), ` теперь ниже ${BARREL_FROM} и слезает с бочки (без падения).`],
    barrelTurn: (left) => [`🛢 На бочке осталось ходов: ${left}.`],
    bolt: (bolts) => [bolts >= 3 ? '🔩 Третий болт!' : `🔩 Болт: ${bolts} из 3.`],
    mark: (marks) => [marks >= 6 ? '✖️ Шестая метка!' : `✖️ Метка за перебор: ${marks} из 6.`],
    gameOver: gameOverWords,
  });
}

function noteText(note: PlayerNote): string {
  switch (note.kind) {
    case 'not_opened':
      return 'игра не открыта';
    case 'pit':
      return `яма (выход — до ${note.exit})`;
    case 'barrel':
      return `🛢 на бочке, ходов: ${note.turns}`;
    case 'bolts':
      return `🔩 болты ${note.count}/3`;
    case 'marks':
      return `✖️ метки ${note.count}/6`;
    case 'falls':
      return `падений ${note.count}/3`;
  }
}

function status(state: ThousandState, ctx: RenderContext): Rich {
  const running = state.winners === null;
  const rows: Rich[] = state.players.map((player, index) => {
    const notes = playerNotes(state, player).map(noteText);
    const marker = running && index === state.current ? '▶️ ' : '• ';
    return [marker, who(player.id, ctx), ' — ', bold(String(player.score)), notes.length ? ` · ${notes.join(' · ')}` : ''];
  });
  let turn: Rich | null = null;
  if (running && state.players.length > 0) {
    const current = who(state.players[state.current].id, ctx);
    const view = turnView(state);
    if (view.kind === 'first') turn = ['Ход ', current, ': впереди бросок 5 костей.'];
    else if (view.kind === 'owed') turn = ['Ход ', current, `: за ход ${view.total}, все пять нужно бросить снова.`];
    else turn = ['Ход ', current, `: за ход ${view.total}, осталось костей: ${view.diceLeft}.`];
  }
  const over = running ? null : [state.winners?.length ? 'Игра окончена.' : 'Игра окончена без победителя.'];
  return lines([`Цель — ${GOAL}.`], ...rows, turn, over);
}

function rejection(rejected: Rejection, state: ThousandState): Rich | null {
  const refusal = thousandRefusal(rejected, state);
  if (refusal === null) return null;
  switch (refusal.kind) {
    case 'roll_first':
      return [`Записывать пока нечего — сначала бросьте: «${rollPhrase(refusal.dice)}».`];
    case 'reroll_owed':
      return ['«Хватит» пока нельзя: все пять костей дали очки — их нужно бросить снова: «бросаю 5 костей».'];
    case 'nothing_scored':
      return [`Записывать пока нечего. Бросайте дальше: «${rollPhrase(refusal.dice)}».`];
    case 'cannot_bank':
      return [`«Хватит» нельзя: ${refusalReason(refusal.reason)}. Бросайте дальше: «${rollPhrase(refusal.dice)}».`];
  }
}

function rules(given: GameSettings): Rich {
  const s = readSettings(given);
  const seed = s.scoring === 'seed';
  const open = Number(s.open);
  const barrel: Record<typeof s.barrel, string> = {
    points: `с ${BARREL_FROM} вы на бочке: записывать нельзя, за 3 хода нужно добрать до ${GOAL}, иначе падение −100; третье падение — в 0. Кто залез на бочку, сбрасывает сидящих (−100).`,
    none: `бочки нет: побеждает первый, у кого ${GOAL} и больше.`,
    open: `открытая: нужно ровно ${GOAL}; перебор сжигает ход и даёт метку, 6 меток — −100.`,
  };
  return lines(
    [bold('🎲 Тысяча'), ` — 1–6 игроков (один — тренировка). Цель — ${GOAL} очков.`],
    ['Ход начинается с «бросаю 5 костей»; дальше бросайте оставшиеся («бросаю 3 кости») или скажите «Хватит» — записать очки хода.'],
    [
      bold('Очки за один бросок:'),
      ` ${face(1)} = 10, ${face(5)} = 5; три одинаковых — номинал × 10 (три ${face(1)} = 100);`,
      seed ? ' четыре — × 50 (четыре ⚀1 = 500); пять — 1000.' : ' четыре — × 20 (четыре ⚀1 = 200); пять — × 100 (пять ⚀1 = 1000).',
      s.straights === 'on' ? ' Стрит 1-2-3-4-5 = 125, 2-3-4-5-6 = 250.' : ' Стритов нет.',
    ],
    ['Очковые кости откладываются сами. Все пять дали очки — все пять снова в игре, бросить их обязательно. Пустой бросок сжигает очки хода.'],
    [`${GOAL} набрано — победа сразу, «Хватит» не нужно.`],
    [bold('Открытие:'), open > 0 ? ` первый записанный ход — не меньше ${open}.` : ' не нужно.'],
    s.pits === 'on' ? [bold('Ямы'), ' 200–299 и 600–699: выбраться можно только ходом до 300 / 700.'] : null,
    [bold('Бочка:'), ` ${barrel[s.barrel]}`],
    s.bolts === 'on'
      ? [bold('Болты:'), ' ход без записи — болт (кроме неоткрытых, в яме и на бочке); 3 болта — −100.']
      : null,
    s.dumptruck === 'on' ? [bold('Самосвал:'), ' ровно 555 — в 0.'] : null,
    s.overtake === 'on' ? [bold('Обгон:'), ' обошли кого-то записью хода — у него −50 (на равных не считается).'] : null,
    ['Очки не бывают меньше 0.'],
    [bold('Подсказка:'), ' /hint или «подскажи» — «Хватит» или бросать, с шансами и ходами до 1000; в конце игры — разбор решений.'],
  );
}

export const thousandMessages: GameMessages<ThousandState, ThousandEvent> = {
  names: ['thousand', 'тысяча', '1000'],
  title: 'Тысяча',
  rules,
  events: (all, after, ctx) => events(all, after, ctx),
  status,
  rejection: (rejected, state) => rejection(rejected, state),
  buttons: (state) =>
    thousandButtons(state, {
      roll: (dice) => ({ label: `🎲 Бросить ${dice}`, text: rollPhrase(dice) }),
      bank: { label: 'Хватит', text: 'Хватит' },
    }),
};
