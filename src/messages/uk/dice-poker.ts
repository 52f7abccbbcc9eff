// Ukrainian replies for Dice Poker («Покер у кості», with the box names of the Ukrainian rule text the game comes
// from): rolls with the best free boxes, writes and bonuses, the score sheet, refusals that list the free boxes,
// buttons for the best boxes. Which line says what is decided once for every language in shared/dice-poker.ts.
import { ROLLS_PER_TURN, ROUNDS, type BoxOption, type DicePokerBox, type DicePokerEvent, type DicePokerState } from '../../games/dice-poker/index.ts';
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
  /** after "Записую в": "пару", "трійку" — typed with a plain apostrophe, as on a phone keyboard */
  into: string;
  /** the score-sheet row, at most 8 characters */
  short: string;
}

const NAMES: Record<DicePokerBox, BoxNames> = {
  ones: { title: 'одиниці', into: 'одиниці', short: 'Одиниці' },
  twos: { title: 'двійки', into: 'двійки', short: 'Двійки' },
  threes: { title: 'трійки', into: 'трійки', short: 'Трійки' },
  fours: { title: 'четвірки', into: 'четвірки', short: 'Четвірки' },
  fives: { title: 'п’ятірки', into: "п'ятірки", short: 'П’ятірки' },
  sixes: { title: 'шістки', into: 'шістки', short: 'Шістки' },
  pair: { title: 'пара', into: 'пару', short: 'Пара' },
  two_pairs: { title: 'дві пари', into: 'дві пари', short: '2 пари' },
  three_kind: { title: 'трійка', into: 'трійку', short: 'Трійка' },
  four_kind: { title: 'каре', into: 'каре', short: 'Каре' },
  full_house: { title: 'фул-хаус', into: 'фул-хаус', short: 'Фул-хаус' },
  small_straight: { title: 'малий стріт', into: 'малий стріт', short: 'М. стріт' },
  large_straight: { title: 'великий стріт', into: 'великий стріт', short: 'В. стріт' },
  poker: { title: 'покер', into: 'покер', short: 'Покер' },
  chance: { title: 'шанс', into: 'шанс', short: 'Шанс' },
};

/** The Ukrainian name of a box as it reads in a list ("каре", "дві пари"); an unknown id is returned as is. */
export function boxTitle(box: string): string {
  return isKnownBox(box) ? NAMES[box].title : box;
}

/** The score-sheet row name of a box ("М. стріт"), as in the text table and the picture. */
export function boxShort(box: DicePokerBox): string {
  return NAMES[box].short;
}

/** The phrase that writes into a box, exactly as a player would type it: "Записую в трійку". */
export function writePhrase(box: DicePokerBox): string {
  return `Записую в ${NAMES[box].into}`;
}

const capitalize = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

/** "каре — 22, трійка — 22, шанс — 22" */
function optionList(options: readonly BoxOption[]): string {
  return options.map(({ box, points }) => `${boxTitle(box)} — ${points}`).join(', ');
}

/** "лишився 1 кидок", "лишилося 2 кидки": the verb agrees with the number too. */
const LEFT = { one: 'лишився', few: 'лишилося', many: 'лишилося' };

function rollsLeftText(left: number): string {
  if (left <= 0) return 'кидків більше немає';
  return `${agree(left, LEFT)} ${count(left, ROLLS)}`;
}

function bestLine(state: DicePokerState, player: PlayerId): Rich | null {
  const best = scoringBoxes(state, player);
  return best.length > 0 ? [`Найкраще: ${optionList(best)}`] : null;
}

function jokerLine(where: JokerWhere): Rich {
  const text =
    where.kind === 'own'
      ? `лише в ${NAMES[where.box].title}`
      : where.kind === 'zero'
        ? `0 в одну з граф: ${where.boxes.map(boxTitle).join(', ')}`
        : `у будь-яку вільну нижню графу за повною ціною (${where.boxes.map(boxTitle).join(', ')})`;
  return ['🃏 ', bold('Знову покер!'), ` Запишете — +100 і джокер: ${text}.`];
}

function events(all: readonly DicePokerEvent[], after: DicePokerState, ctx: RenderContext): Rich {
  return dicePokerEvents(all, after, ctx, {
    roll: (player, hand, left) => ['🎲 ', mention(ctx.player(player)), `: ${hand} — ${rollsLeftText(left)}`],
    best: bestLine,
    joker: jokerLine,
    rerollNamed: (player, values, kept) => [
      mention(ctx.player(player)),
      ` перекидає ${faces(values)}`,
      kept.length > 0 ? `, лишає ${faces(kept)}.` : '.',
    ],
    scored: (player, box, points) => ['✍️ ', mention(ctx.player(player)), ', записано: ', bold(`${boxTitle(box)} — ${points}`)],
    totalSuffix: (total) => ` · усього ${total}`,
    totalLine: (total) => [`Усього: ${total}`],
    bonus: (kind, points) =>
      kind === 'upper' ? [`🎁 Бонус за верх (більше 63): +${points}`] : [`🃏 Бонус за повторний покер: +${points}`],
    gameOver: gameOverWords,
  });
}

const SHEET_LABELS = { box: boxShort, upper: 'Верх', bonus: 'Бонус', jokers: 'Джокери', total: 'Разом' };

function status(state: DicePokerState, ctx: RenderContext): Rich {
  const table = state.players.length > 0 ? pre(sheetTable(state, ctx, SHEET_LABELS)) : null;
  if (state.over || state.current === null) {
    const verdict = state.winners.length > 0 ? ['Гру завершено. Перемога: ', ...who(state.winners, ctx)] : ['Гру завершено.'];
    return lines(table, verdict);
  }
  const player = state.current;
  const round = roundOf(state, player);
  const { rolls, dice, reroll } = state.turn;
  const turn: Rich =
    rolls === 0
      ? [`Раунд ${round} з ${ROUNDS}. Хід: `, mention(ctx.player(player)), ', кістки ще не кинуто.']
      : [`Раунд ${round} з ${ROUNDS}. Кістки `, mention(ctx.player(player)), `: ${faces(dice)} — ${rollsLeftText(ROLLS_PER_TURN - rolls)}`];
  const named = reroll ? [`Названо для перекидання: ${faces(reroll)}`] : null;
  return lines(table, turn, named, rolls > 0 ? bestLine(state, player) : null);
}

/** " Найкращі вільні: фул-хаус — 25, трійка — 16." or the few boxes where a 0 costs least. */
function freeList(state: DicePokerState): string {
  const choice = freeChoice(state);
  if (choice === null) return '';
  if ('scoring' in choice) return ` Найкращі вільні: ${optionList(choice.scoring)}.`;
  return ` Нічого не підходить — 0 можна записати, наприклад, у ${choice.zeros.map(boxTitle).join(', ')}.`;
}

function rejection(rejected: Rejection, state: DicePokerState): Rich | null {
  const params = rejected.params ?? {};
  switch (rejected.code) {
    case 'box_taken':
      return [`Графу «${boxTitle(String(params.box))}» уже заповнено.${freeList(state)}`];
    case 'unknown_box':
      if (isBareStraight(String(params.box ?? ''))) {
        return [`Який стріт? «${writePhrase('small_straight')}» чи «${writePhrase('large_straight')}».${freeList(state)}`];
      }
      return [params.box ? `Не знаю графи «${params.box}».` : 'Яку графу? Наприклад: «Записую в каре».', freeList(state)];
    case 'joker_box_required': {
      const boxes = ((params.boxes ?? []) as string[]).filter(isKnownBox);
      const first = boxes[0];
      return [
        `Джокер: покер уже записано, ці кістки можна записати лише в: ${boxes.map(boxTitle).join(', ')}.`,
        first ? ` Наприклад: «${writePhrase(first)}».` : '',
      ];
    }
    default:
      return null;
  }
}

function rules(): Rich {
  return lines(
    [bold('🎲 Покер у кості'), ' — від 1 гравця, 5 кубиків, 15 раундів: у кожного по ходу в раунді.'],
    [
      bold('Хід:'),
      ' до 3 кидків. Перший — «кидаю 5 кубиків». Далі можна перекинути будь-які: «Перекидаю 2 і 6». ',
      'Потім запишіть результат у вільну графу: «Записую в каре». Не підходить нікуди — 0 у будь-яку вільну.',
    ],
    [bold('Верх (ліва частина):'), ' одиниці … шістки — сума кубиків із цим значенням. Більше 63 — бонус +35.'],
    [bold('Низ (права частина):'), ' пара, дві пари (різних значень), трійка, каре — сума всіх кубиків;'],
    ['фул-хаус (3+2) — 25, малий стріт (4 поспіль) — 30, великий стріт (5 поспіль) — 40, покер (5 однакових) — 50, шанс — сума.'],
    ['Старша комбінація годиться в молодшу: каре — у пару й трійку, фул-хаус — у пару, дві пари й трійку. Покер (5 однакових) — не фул-хаус і не дві пари.'],
    [
      bold('Джокер:'),
      ' знову покер, а в графі «покер» уже 50 — +100 і запис у верхню графу цього значення; ',
      'вона зайнята — у будь-яку нижню за повною ціною; зайняті й нижні — 0 у верхню.',
    ],
    [bold('Лист:'), ' 15 граф, «·» — вільна. Перемагає більший підсумок: верх + бонус + низ + джокери; рівні підсумки — нічия.'],
    [bold('Підказка:'), ' /hint — найкращий хід за точним розрахунком; наприкінці гри — розбір ходів.'],
  );
}

export const dicePokerMessages: GameMessages<DicePokerState, DicePokerEvent> = {
  names: ['покер у кості', 'покер'],
  title: 'Покер у кості',
  rules,
  events: (all, after, ctx) => events(all, after, ctx),
  status,
  rejection: (rejected, state) => rejection(rejected, state),
  buttons: (state) => boxButtons(state, (box, points) => `${capitalize(boxTitle(box))} — ${points}`, writePhrase),
};
