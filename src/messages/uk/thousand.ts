// Ukrainian replies for 1000 («Тисяча»): what scored and whether «Досить» is open, busts, banks, every penalty and
// barrel change with its reason, the status lines and the rules as the channel has set them. Which line says what
// is decided once for every language in shared/thousand.ts.
import { BARREL_FROM, GOAL, readSettings, type Combo, type ThousandEvent, type ThousandState } from '../../games/thousand/index.ts';
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
import { rollPhrase } from './move-hints.ts';
import { count, TURNS } from './plural.ts';

const KIND_WORDS: Record<string, string> = { three: 'три', four: 'чотири', five: 'п’ять' };

/** "⚀1 ⚀1 = 20", "три × ⚃4 = 40", "стріт ⚀1 ⚁2 ⚂3 ⚃4 ⚄5 = 125" */
function comboText(combo: Combo): string {
  if (combo.kind === 'single') return `${faces(combo.dice)} = ${combo.points}`;
  if (combo.kind === 'straight') return `стріт ${faces(combo.dice)} = ${combo.points}`;
  return `${KIND_WORDS[combo.kind]} × ${face(combo.dice[0])} = ${combo.points}`;
}

/** "−100, тепер 200." — or, when the score was 0 already, no "−0". */
const change = (points: number, total: number): string =>
  points < 0 ? `−${-points}, тепер ${total}.` : `знімати нічого, як і було ${total}.`;

const who = (id: PlayerId, ctx: RenderContext) => mention(ctx.player(id));

function refusalReason(reason: BankReason): string {
  switch (reason.kind) {
    case 'barrel':
      return `на бочці записувати не можна — лише добрати до ${GOAL} (ще ${reason.missing})`;
    case 'reroll_owed':
      return 'усі п’ять кубиків дали очки — спершу киньте їх знову';
    case 'not_opened':
      return `щоб відкритися, треба набрати за хід ${reason.need}, у вас поки ${reason.have}`;
    case 'pit':
      return `ви в ямі (${reason.score}): треба набрати за хід ${reason.need} (до ${reason.score + reason.need}), у вас поки ${reason.have}`;
    case 'other':
      return 'спершу наберіть очки';
  }
}

function penaltyLine(event: Extract<ThousandEvent, { type: 'penalty' }>, ctx: RenderContext): Rich {
  const now = change(event.points, event.total);
  switch (event.kind) {
    case 'bolts':
      return ['🔩 ', who(event.player, ctx), `: три болти — ${now}`];
    case 'marks':
      return ['✖️ ', who(event.player, ctx), `: шість міток — ${now}`];
    case 'overtaken':
      return ['🏃 Обгін: ', who(event.by ?? '', ctx), ' обходить ', who(event.player, ctx), `: ${now}`];
    case 'dumptruck':
      return ['🚛 Самоскид! У ', who(event.player, ctx), ' рівно 555 — очки обнуляються.'];
    case 'barrel_fall': {
      const cause: Rich = event.by
        ? [who(event.by, ctx), ' залазить на бочку і скидає ', who(event.player, ctx)]
        : [who(event.player, ctx), `: три ходи на бочці без ${GOAL} — падіння з бочки`];
      if (event.falls === 3) return ['🛢 ', ...cause, `. Третє падіння — очки згоряють: ${event.total}.`];
      return ['🛢 ', ...cause, `: ${now}`];
    }
  }
}

function bustLine(event: Extract<ThousandEvent, { type: 'bust' }>, ctx: RenderContext): Rich {
  const lost = event.lost > 0 ? ` Очки ходу (${event.lost}) згоряють.` : '';
  switch (event.reason) {
    case 'no_score':
      return ['💥 Порожньо — жодного очкового кубика.', lost];
    case 'overshoot':
      return ['💥 Перебір: треба рівно ', bold(String(GOAL)), '.', lost];
    case 'timeout':
      return ['⏰ ', who(event.player, ctx), ': час ходу вийшов — хід завершено.', lost];
  }
}

function events(all: readonly ThousandEvent[], after: ThousandState, ctx: RenderContext): Rich {
  return thousandEvents(all, after, ctx, {
    roll: (player, dice) => ['🎲 ', who(player, ctx), `: ${faces(dice)}`],
    turnScore: (points, combos, total) => [bold(`+${points}`), ` (${combos.map(comboText).join(', ')}). За хід: `, bold(String(total)), '.'],
    hotDice: () => ['🔥 Усі п’ять кубиків дали очки — вони повертаються. Кинути 5 кубиків треба обов’язково.'],
    diceLeft: (left) => [`Лишилося кубиків: ${left}.`],
    bank: (now) =>
      now.kind === 'allowed' ? [`Можна «Досить» — буде ${now.total}.`] : [`«Досить» поки не можна: ${refusalReason(now.reason)}.`],
    bust: (event) => bustLine(event, ctx),
    banked: (player, points, total, opened, exit) => [
      '💾 ',
      who(player, ctx),
      ` записує ${points} — тепер `,
      bold(String(total)),
      `.${opened ? ' Гру відкрито!' : ''}${exit !== null ? ` Це яма: вибратися можна лише ходом до ${exit}.` : ''}`,
    ],
    penalty: (event) => penaltyLine(event, ctx),
    barrelOn: (player, turns, climbed) =>
      climbed
        ? ['🛢 ', who(player, ctx), ` на бочці! Записувати не можна: за ${count(turns, TURNS)} треба добрати до ${GOAL}.`]
        : ['🛢 ', who(player, ctx), ` досі має ${BARREL_FROM}+ і знову на бочці: ${count(turns, TURNS)}, щоб добрати до ${GOAL}.`],
    barrelDropped: (player) => ['🛢 ', who(player, ctx), ` тепер нижче ${BARREL_FROM} і злазить із бочки (без падіння).`],
    barrelTurn: (left) => [`🛢 На бочці лишилося ходів: ${left}.`],
    bolt: (bolts) => [bolts >= 3 ? '🔩 Третій болт!' : `🔩 Болт: ${bolts} з 3.`],
    mark: (marks) => [marks >= 6 ? '✖️ Шоста мітка!' : `✖️ Мітка за перебір: ${marks} з 6.`],
    gameOver: gameOverWords,
  });
}

function noteText(note: PlayerNote): string {
  switch (note.kind) {
    case 'not_opened':
      return 'гру не відкрито';
    case 'pit':
      return `яма (вихід — до ${note.exit})`;
    case 'barrel':
      return `🛢 на бочці, ходів: ${note.turns}`;
    case 'bolts':
      return `🔩 болти ${note.count}/3`;
    case 'marks':
      return `✖️ мітки ${note.count}/6`;
    case 'falls':
      return `падінь ${note.count}/3`;
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
    if (view.kind === 'first') turn = ['Хід: ', current, ', попереду кидок 5 кубиків.'];
    else if (view.kind === 'owed') turn = ['Хід: ', current, `, за хід ${view.total}, усі п’ять треба кинути знову.`];
    else turn = ['Хід: ', current, `, за хід ${view.total}, лишилося кубиків: ${view.diceLeft}.`];
  }
  const over = running ? null : [state.winners?.length ? 'Гру завершено.' : 'Гру завершено без переможця.'];
  return lines([`Мета — ${GOAL}.`], ...rows, turn, over);
}

function rejection(rejected: Rejection, state: ThousandState): Rich | null {
  const refusal = thousandRefusal(rejected, state);
  if (refusal === null) return null;
  switch (refusal.kind) {
    case 'roll_first':
      return [`Записувати поки нічого — спершу киньте: «${rollPhrase(refusal.dice)}».`];
    case 'reroll_owed':
      return ['«Досить» поки не можна: усі п’ять кубиків дали очки — їх треба кинути знову: «кидаю 5 кубиків».'];
    case 'nothing_scored':
      return [`Записувати поки нічого. Кидайте далі: «${rollPhrase(refusal.dice)}».`];
    case 'cannot_bank':
      return [`«Досить» не можна: ${refusalReason(refusal.reason)}. Кидайте далі: «${rollPhrase(refusal.dice)}».`];
  }
}

function rules(given: GameSettings): Rich {
  const s = readSettings(given);
  const seed = s.scoring === 'seed';
  const open = Number(s.open);
  const barrel: Record<typeof s.barrel, string> = {
    points: `з ${BARREL_FROM} ви на бочці: записувати не можна, за 3 ходи треба добрати до ${GOAL}, інакше падіння −100; третє падіння — в 0. Хто залазить на бочку, скидає тих, хто на ній сидить (−100).`,
    none: `бочки немає: перемагає перший, у кого ${GOAL} і більше.`,
    open: `відкрита: треба рівно ${GOAL}; перебір спалює хід і дає мітку, 6 міток — −100.`,
  };
  return lines(
    [bold('🎲 Тисяча'), ` — 1–6 гравців (один — тренування). Мета — ${GOAL} очок.`],
    ['Хід починається з «кидаю 5 кубиків»; далі кидайте ті, що лишилися («кидаю 3 кубики»), або скажіть «Досить» — записати очки ходу.'],
    [
      bold('Очки за один кидок:'),
      ` ${face(1)} = 10, ${face(5)} = 5; три однакові — номінал × 10 (три ${face(1)} = 100);`,
      seed ? ' чотири — × 50 (чотири ⚀1 = 500); п’ять — 1000.' : ' чотири — × 20 (чотири ⚀1 = 200); п’ять — × 100 (п’ять ⚀1 = 1000).',
      s.straights === 'on' ? ' Стріт 1-2-3-4-5 = 125, 2-3-4-5-6 = 250.' : ' Стрітів немає.',
    ],
    ['Очкові кубики відкладаються самі. Усі п’ять дали очки — усі п’ять знову в грі, кинути їх обов’язково. Порожній кидок спалює очки ходу.'],
    [`${GOAL} набрано — перемога одразу, «Досить» не потрібне.`],
    [bold('Відкриття:'), open > 0 ? ` перший записаний хід — не менше ${open}.` : ' не потрібне.'],
    s.pits === 'on' ? [bold('Ями'), ' 200–299 і 600–699: вибратися можна лише ходом до 300 / 700.'] : null,
    [bold('Бочка:'), ` ${barrel[s.barrel]}`],
    s.bolts === 'on'
      ? [bold('Болти:'), ' хід без запису — болт (крім невідкритих, тих, хто в ямі, і на бочці); 3 болти — −100.']
      : null,
    s.dumptruck === 'on' ? [bold('Самоскид:'), ' рівно 555 — в 0.'] : null,
    s.overtake === 'on' ? [bold('Обгін:'), ' обійшли когось записом ходу — у нього −50 (нарівні не рахується).'] : null,
    ['Очки не бувають менші за 0.'],
    [bold('Підказка:'), ' /hint — «Досить» чи кидати, із шансами та ходами до 1000; наприкінці гри — розбір рішень.'],
  );
}

export const thousandMessages: GameMessages<ThousandState, ThousandEvent> = {
  names: ['тисяча', '1000'],
  title: 'Тисяча',
  rules,
  events: (all, after, ctx) => events(all, after, ctx),
  status,
  rejection: (rejected, state) => rejection(rejected, state),
  buttons: (state) =>
    thousandButtons(state, {
      roll: (dice) => ({ label: `🎲 Кинути ${dice}`, text: rollPhrase(dice) }),
      bank: { label: 'Досить', text: 'Досить' },
    }),
};
