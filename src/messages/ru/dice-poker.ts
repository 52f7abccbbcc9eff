// Russian replies for Dice Poker ("Покер у кости"): rolls with the best free boxes, writes and bonuses, the score
// sheet as a narrow monospace table, refusals that list the free boxes, and buttons for the best boxes.
import {
  ROLLS_PER_TURN,
  ROUNDS,
  type BoxOption,
  type DicePokerBox,
  type DicePokerEvent,
  type DicePokerState,
} from '../../games/dice-poker/index.ts';
import type { PlayerId, Rejection } from '../../games/types.ts';
import { who } from '../mentions.ts';
import { faces } from '../dice-faces.ts';
import { bold, lines, mention, pre, type Rich } from '../rich.ts';
import { gameOverWords } from './game-over.ts';
import {
  boxButtons,
  dicePokerEvents,
  freeChoice,
  isBareStraight,
  isKnownBox,
  roundOf,
  scoringBoxes,
  sheetTable,
  type JokerWhere,
} from '../shared/dice-poker.ts';
import type { GameMessages, RenderContext } from '../types.ts';
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

/**
 * "Лучшее: пара — 26, тройка — 26, …": every free box the hand fits, best first. Nothing when the hand fits no free
 * box (the refusal or the status then lists where a 0 can go).
 */
function bestLine(state: DicePokerState, player: PlayerId): Rich | null {
  const best = scoringBoxes(state, player);
  return best.length > 0 ? [`Лучшее: ${optionList(best)}`] : null;
}

function jokerLine(where: JokerWhere): Rich {
  const text =
    where.kind === 'own'
      ? `только в ${NAMES[where.box].into}`
      : where.kind === 'zero'
        ? `0 в одну из граф: ${where.boxes.map(boxTitle).join(', ')}`
        : `в любую свободную нижнюю графу по полной цене (${where.boxes.map(boxTitle).join(', ')})`;
  return ['🃏 ', bold('Снова покер!'), ` Запишете — +100 и джокер: ${text}.`];
}

function events(all: readonly DicePokerEvent[], after: DicePokerState, ctx: RenderContext): Rich {
  return dicePokerEvents(all, after, ctx, {
    roll: (player, hand, left) => ['🎲 ', mention(ctx.player(player)), `: ${hand} — ${rollsLeftText(left)}`],
    best: bestLine,
    joker: jokerLine,
    rerollNamed: (player, values, kept) => [
      mention(ctx.player(player)),
      ` перебрасывает ${faces(values)}`,
      kept.length > 0 ? `, оставляет ${faces(kept)}.` : '.',
    ],
    scored: (player, box, points) => ['✍️ ', mention(ctx.player(player)), ', записано: ', bold(`${boxTitle(box)} — ${points}`)],
    totalSuffix: (total) => ` · всего ${total}`,
    totalLine: (total) => [`Всего: ${total}`],
    bonus: (kind, points) =>
      kind === 'upper' ? [`🎁 Бонус за верх (больше 63): +${points}`] : [`🃏 Бонус за повторный покер: +${points}`],
    gameOver: gameOverWords,
  });
}

const SHEET_LABELS = { box: boxShort, upper: 'Верх', bonus: 'Бонус', jokers: 'Джокеры', total: 'Итого' };

function status(state: DicePokerState, ctx: RenderContext): Rich {
  const table = state.players.length > 0 ? pre(sheetTable(state, ctx, SHEET_LABELS)) : null;
  if (state.over || state.current === null) {
    const verdict = state.winners.length > 0 ? ['Игра окончена. Победа: ', ...who(state.winners, ctx)] : ['Игра окончена.'];
    return lines(table, verdict);
  }
  const player = state.current;
  const round = roundOf(state, player);
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

/**
 * " Лучшие свободные: фул-хаус — 25, тройка — 16." — the best few that score; when nothing scores, the few boxes a 0
 * costs least in (" Ничего не подходит — 0 можно записать, например, в единицы, двойки.").
 */
function freeList(state: DicePokerState): string {
  const choice = freeChoice(state);
  if (choice === null) return '';
  if ('scoring' in choice) return ` Лучшие свободные: ${optionList(choice.scoring)}.`;
  return ` Ничего не подходит — 0 можно записать, например, в ${choice.zeros.map(boxTitle).join(', ')}.`;
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
  names: ['dice_poker', 'покер у кости', 'покер в кости', 'покер', 'яхта', 'яцзы'],
  title: 'Покер у кости',
  rules,
  events: (all, after, ctx) => events(all, after, ctx),
  status,
  rejection: (rejected, state) => rejection(rejected, state),
  buttons: (state) => boxButtons(state, (box, points) => `${capitalize(boxTitle(box))} — ${points}`, writePhrase),
};
