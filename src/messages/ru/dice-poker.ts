// Russian replies for Dice Poker ("Покер у кости"): rolls with the best free boxes, writes and bonuses, the score
// sheet as a narrow monospace table, refusals that list the free boxes, and buttons for the best boxes.
import {
  BOXES,
  ROLLS_PER_TURN,
  ROUNDS,
  UPPER_BOXES,
  bestFreeBoxes,
  filledCount,
  totalOf,
  upperBonus,
  upperSum,
  type BoxOption,
  type DicePokerBox,
  type DicePokerEvent,
  type DicePokerState,
} from '../../games/dice-poker/index.ts';
import type { PlayerId, Rejection } from '../../games/types.ts';
import { who } from '../mentions.ts';
import { faces } from '../dice-faces.ts';
import { bold, lines, mention, pre, type Button, type Rich } from '../rich.ts';
import type { GameMessages, RenderContext } from '../types.ts';
import { gameOverLine } from './game-over.ts';
import { agree, count, ROLLS } from './plural.ts';

interface BoxNames {
  /** as in a list: "каре", "пара" */
  title: string;
  /** after "Записываю в": "пару", "тройку" — the forms the phrase parser understands */
  into: string;
  /** the score-sheet row, at most 8 characters */
  short: string;
}

const NAMES: Record<DicePokerBox, BoxNames> = {
  ones: { title: 'единицы', into: 'единицы', short: 'Единицы' },
  twos: { title: 'двойки', into: 'двойки', short: 'Двойки' },
  threes: { title: 'тройки', into: 'тройки', short: 'Тройки' },
  fours: { title: 'четвёрки', into: 'четвёрки', short: 'Четвёрки' },
  fives: { title: 'пятёрки', into: 'пятёрки', short: 'Пятёрки' },
  sixes: { title: 'шестёрки', into: 'шестёрки', short: 'Шестёрки' },
  pair: { title: 'пара', into: 'пару', short: 'Пара' },
  two_pairs: { title: 'две пары', into: 'две пары', short: '2 пары' },
  three_kind: { title: 'тройка', into: 'тройку', short: 'Тройка' },
  four_kind: { title: 'каре', into: 'каре', short: 'Каре' },
  full_house: { title: 'фул-хаус', into: 'фул-хаус', short: 'Фул-хаус' },
  small_straight: { title: 'малый стрит', into: 'малый стрит', short: 'М. стрит' },
  large_straight: { title: 'большой стрит', into: 'большой стрит', short: 'Б. стрит' },
  poker: { title: 'покер', into: 'покер', short: 'Покер' },
  chance: { title: 'шанс', into: 'шанс', short: 'Шанс' },
};

const isKnownBox = (box: string): box is DicePokerBox => (BOXES as readonly string[]).includes(box);

/** The Russian name of a box as it reads in a list ("каре", "две пары"); an unknown id is returned as is. */
export function boxTitle(box: string): string {
  return isKnownBox(box) ? NAMES[box].title : box;
}

/** The score-sheet row name of a box ("М. стрит"), as in the text table and the picture. */
export function boxShort(box: DicePokerBox): string {
  return NAMES[box].short;
}

/** The phrase that writes into a box, exactly as a player would type it: "Записываю в тройку". */
export function writePhrase(box: DicePokerBox): string {
  return `Записываю в ${NAMES[box].into}`;
}

/** "стрит" / "стріт" without "малый" or "большой" (as typed: any letter case, ё/е, a Latin i). */
const isBareStraight = (typed: string) => /^стр[иіi]т$/.test(typed.trim().toLowerCase());

const capitalize = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

/** "каре — 22, тройка — 22, шанс — 22" */
function optionList(options: readonly BoxOption[]): string {
  return options.map(({ box, points }) => `${boxTitle(box)} — ${points}`).join(', ');
}

function rollsLeftText(left: number): string {
  if (left <= 0) return 'бросков больше нет';
  return `${agree(left, LEFT)} ${count(left, ROLLS)}`;
}

/** "остался 1 бросок", "осталось 2 броска": the verb agrees with the number too. */
const LEFT = { one: 'остался', few: 'осталось', many: 'осталось' };

/** The hand with the kept dice in brackets first: "[⚄5 ⚄5] + ⚀1 ⚂3 ⚅6" (`thrown` = the dice this roll threw). */
function handText(thrown: readonly number[], kept: readonly number[] | undefined): string {
  if (!kept || kept.length === 0) return faces(thrown);
  return `[${faces(kept)}] + ${faces(thrown)}`;
}

/**
 * "Лучшее: пара — 26, тройка — 26, …": every free box the hand fits (worth more than 0), best first; the boxes worth
 * 0 are not advice. Nothing when the hand fits no free box (the refusal or the status then lists where a 0 can go).
 */
function bestLine(state: DicePokerState, player: PlayerId): Rich | null {
  const best = bestFreeBoxes(state, player).filter(({ points }) => points > 0);
  return best.length > 0 ? [`Лучшее: ${optionList(best)}`] : null;
}

function jokerLine(boxes: readonly DicePokerBox[], face: number): Rich {
  const names = boxes.map(boxTitle).join(', ');
  const where =
    boxes.length === 1 && boxes[0] === UPPER_BOXES[face - 1]
      ? `только в ${NAMES[boxes[0]].into}`
      : boxes.every((box) => (UPPER_BOXES as readonly string[]).includes(box))
        ? `0 в одну из граф: ${names}`
        : `в любую свободную нижнюю графу по полной цене (${names})`;
  return ['🃏 ', bold('Снова покер!'), ` Запишете — +100 и джокер: ${where}.`];
}

function gameOver(
  winners: readonly PlayerId[],
  scores: Record<PlayerId, number>,
  ctx: RenderContext,
  byForfeit: boolean,
): Rich {
  if (winners.length === 0) return gameOverLine({ winners, flag: true }, ctx);
  const ranked = Object.entries(scores).sort(([, a], [, b]) => b - a);
  if (byForfeit && ranked.length === 1) {
    // RULES §6: the last one left of two or more wins at once
    return lines(gameOverLine({ winners, lastOneLeft: true }, ctx), [`Итог: ${ranked[0]?.[1] ?? 0}`]);
  }
  if (ranked.length === 1) {
    const [id, total] = ranked[0]!;
    return ['🏁 Игра окончена! Итог ', mention(ctx.player(id)), ': ', bold(String(total))];
  }
  const table = ranked.map(([id, total], index): Rich => [`${index + 1}. `, mention(ctx.player(id)), ` — ${total}`]);
  const verdict = gameOverLine({ winners, drawScore: scores[winners[0]!] }, ctx);
  return lines(['🏁 Игра окончена. Итоги:'], ...table, verdict);
}

function events(all: readonly DicePokerEvent[], after: DicePokerState, ctx: RenderContext): Rich {
  const out: Rich[] = [];
  const ends = all.some((event) => event.type === 'game_over');
  // The new total goes on the "записано" line, or on a line of its own after the bonuses that went into it.
  let written: { line: Rich; total: number; bonuses: number } | null = null;
  const flushTotal = () => {
    if (written && !ends) {
      if (written.bonuses === 0) written.line.push(` · всего ${written.total}`);
      else out.push([`Всего: ${written.total}`]);
    }
    written = null;
  };
  for (const event of all) {
    if (event.type !== 'bonus') flushTotal();
    switch (event.type) {
      case 'roll': {
        const { player, dice, kept, rollsLeft } = event;
        out.push(['🎲 ', mention(ctx.player(player)), `: ${handText(dice, kept)} — ${rollsLeftText(rollsLeft)}`]);
        out.push(bestLine(after, player) ?? []);
        break;
      }
      case 'joker':
        out.push(jokerLine(event.boxes, event.face));
        break;
      case 'reroll_named':
        out.push([
          mention(ctx.player(event.player)),
          ` перебрасывает ${faces(event.values)}`,
          event.kept.length > 0 ? `, оставляет ${faces(event.kept)}.` : '.',
        ]);
        break;
      case 'scored': {
        const what = bold(`${boxTitle(event.box)} — ${event.points}`);
        const line: Rich = ['✍️ ', mention(ctx.player(event.player)), ', записано: ', what];
        out.push(line);
        written = { line, total: event.total, bonuses: 0 };
        break;
      }
      case 'bonus':
        if (written) written.bonuses++;
        out.push(
          event.kind === 'upper'
            ? [`🎁 Бонус за верх (больше 63): +${event.points}`]
            : [`🃏 Бонус за повторный покер: +${event.points}`],
        );
        break;
      case 'forfeit':
        // The leave/kick headline already says who left; the next-move line says whose turn it is now.
        break;
      case 'game_over':
        out.push(gameOver(event.winners, event.scores, ctx, all.some((e) => e.type === 'forfeit')));
        break;
    }
  }
  flushTotal();
  return lines(...out);
}

/** Column width per player: narrow enough for a phone (label 8 + 2 × 8 = 24 for two players). */
function columnWidth(players: number): number {
  return Math.max(4, Math.min(7, Math.floor(24 / Math.max(1, players)) - 1));
}

const cell = (text: string, width: number): string => text.padStart(width);

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

const LABEL = 8;

/**
 * The score sheet as a monospace table for a phone: the player on turn first (the column they need), then the
 * others in turn order; free boxes show "·"; the poker-bonus row only when someone has one.
 */
export function sheetTable(state: DicePokerState, ctx: RenderContext): string {
  const current = state.current;
  const order =
    current !== null && state.players.includes(current)
      ? [current, ...state.players.filter((p) => p !== current)]
      : [...state.players];
  const width = columnWidth(order.length);
  const row = (label: string, cells: string[]) =>
    [label.padEnd(LABEL), ...cells.map((c) => cell(c, width))].join(' ').trimEnd();
  const each = (value: (player: PlayerId) => string) => order.map(value);
  const sheetOf = (player: PlayerId) => state.sheets[player]!;
  const boxRow = (box: DicePokerBox) =>
    row(NAMES[box].short, each((player) => String(sheetOf(player)[box] ?? '·')));
  const rule = '─'.repeat(LABEL + order.length * (width + 1));
  const jokers = order.some((player) => (state.pokerBonus[player] ?? 0) > 0);

  return [
    row('', shortNames(order.map((player) => ctx.player(player).name), width)),
    ...UPPER_BOXES.map(boxRow),
    row('Верх', each((player) => String(upperSum(sheetOf(player))))),
    row('Бонус', each((player) => String(upperBonus(sheetOf(player))))),
    rule,
    ...BOXES.filter((box) => !(UPPER_BOXES as readonly string[]).includes(box)).map(boxRow),
    ...(jokers ? [row('Джокеры', each((player) => String(state.pokerBonus[player] ?? 0)))] : []),
    rule,
    row('Итого', each((player) => String(totalOf(state, player)))),
  ].join('\n');
}

function status(state: DicePokerState, ctx: RenderContext): Rich {
  const table = state.players.length > 0 ? pre(sheetTable(state, ctx)) : null;
  if (state.over || state.current === null) {
    const verdict = state.winners.length > 0 ? ['Игра окончена. Победа: ', ...who(state.winners, ctx)] : ['Игра окончена.'];
    return lines(table, verdict);
  }
  const player = state.current;
  const round = Math.min(ROUNDS, filledCount(state.sheets[player]!) + 1);
  const { rolls, dice, reroll } = state.turn;
  const turn: Rich =
    rolls === 0
      ? [`Раунд ${round} из ${ROUNDS}. Ход за `, mention(ctx.player(player)), ': кости ещё не брошены.']
      : [
          `Раунд ${round} из ${ROUNDS}. Кости `,
          mention(ctx.player(player)),
          `: ${faces(dice)} — ${rollsLeftText(ROLLS_PER_TURN - rolls)}`,
        ];
  const named = reroll ? [`Названы для переброса: ${faces(reroll)}`] : null;
  return lines(table, turn, named, rolls > 0 ? bestLine(state, player) : null);
}

/** A refusal lists only the few boxes that matter: a long list on a phone hides the answer. */
const FEW_BOXES = 4;

/**
 * " Лучшие свободные: фул-хаус — 25, тройка — 16." — the best few that score; when nothing scores, the few boxes a 0
 * costs least in (" Ничего не подходит — 0 можно записать, например, в единицы, двойки.").
 */
function freeList(state: DicePokerState): string {
  const options = state.current ? bestFreeBoxes(state, state.current) : [];
  if (options.length === 0) return '';
  const scoring = options.filter(({ points }) => points > 0);
  if (scoring.length > 0) return ` Лучшие свободные: ${optionList(scoring.slice(0, FEW_BOXES))}.`;
  const zeros = options.slice(0, FEW_BOXES).map(({ box }) => boxTitle(box));
  return ` Ничего не подходит — 0 можно записать, например, в ${zeros.join(', ')}.`;
}

function rejection(rejected: Rejection, state: DicePokerState): Rich | null {
  const params = rejected.params ?? {};
  switch (rejected.code) {
    case 'box_taken':
      return [`Графа «${boxTitle(String(params.box))}» уже заполнена.${freeList(state)}`];
    case 'unknown_box':
      if (isBareStraight(String(params.box ?? ''))) {
        return [`Какой стрит? «${writePhrase('small_straight')}» или «${writePhrase('large_straight')}».${freeList(state)}`];
      }
      return [
        params.box ? `Не знаю графы «${params.box}».` : 'Какую графу? Например: «Записываю в каре».',
        freeList(state),
      ];
    case 'joker_box_required': {
      const boxes = ((params.boxes ?? []) as string[]).filter(isKnownBox);
      const first = boxes[0];
      return [
        `Джокер: покер уже записан, эти кости можно записать только в: ${boxes.map(boxTitle).join(', ')}.`,
        first ? ` Например: «${writePhrase(first)}».` : '',
      ];
    }
    default:
      return null;
  }
}

function buttons(state: DicePokerState): Button[] {
  if (state.over || state.current === null || state.turn.rolls === 0) return [];
  return bestFreeBoxes(state, state.current, 3).map(({ box, points }) => ({
    label: `${capitalize(boxTitle(box))} — ${points}`,
    text: writePhrase(box),
  }));
}

function rules(): Rich {
  return lines(
    [bold('🎲 Покер у кости'), ' — от 1 игрока, 5 костей, 15 раундов: у каждого по ходу в раунд.'],
    [
      bold('Ход:'),
      ' до 3 бросков. Первый — «бросаю 5 костей». Дальше можно перебросить любые: «Перебрасываю 2 и 6, бросаю 2 кости». ',
      'Потом запишите результат в свободную графу: «Записываю в каре». Не подходит никуда — 0 в любую свободную.',
    ],
    [bold('Верх:'), ' единицы … шестёрки — сумма костей этого значения. Верх больше 63 — бонус +35.'],
    [bold('Низ:'), ' пара, две пары (разных значений), тройка, каре — сумма всех костей;'],
    ['фул-хаус (3+2) — 25, малый стрит (4 подряд) — 30, большой стрит (5 подряд) — 40, покер (5 одинаковых) — 50, шанс — сумма.'],
    ['Старшая комбинация годится в младшую: каре — в пару и тройку, фул-хаус — в пару, две пары и тройку. Покер (5 одинаковых) — не фул-хаус и не две пары.'],
    [
      bold('Джокер:'),
      ' снова покер, а в графе «покер» уже 50 — +100 и запись в верхнюю графу этого значения; ',
      'она занята — в любую нижнюю по полной цене; и нижние заняты — 0 в верхнюю.',
    ],
    [bold('Лист:'), ' 15 граф, «·» — свободная. Побеждает больший итог: верх + бонус + низ + джокеры; равные итоги — ничья.'],
    [bold('Подсказка:'), ' /hint или «подскажи» — лучший ход по точному расчёту; в конце игры — разбор ходов.'],
  );
}

export const dicePokerMessages: GameMessages<DicePokerState, DicePokerEvent> = {
  title: 'Покер у кости',
  names: [
    'dice_poker',
    'dice poker',
    'покер у кости',
    'покер у кості',
    'покер в кости',
    'покер',
    'яхта',
    'yahtzee',
    'яцзы',
  ],
  rules,
  events,
  status,
  rejection: (rejected, state) => rejection(rejected, state),
  buttons,
};
