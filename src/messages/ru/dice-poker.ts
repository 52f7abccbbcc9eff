// Russian words for Dice Poker ("Покер у кости"): the boxes' names, rolls with the best free boxes, writes and
// bonuses, the score sheet's labels, refusals that list the free boxes. Which line says what is decided once for
// every language in shared/dice-poker.ts.
import { ROUNDS, type DicePokerBox } from '../../games/dice-poker/index.ts';
import { bold, lines, type Rich } from '../rich.ts';
import { gameOverWords } from './game-over.ts';
import { boxNamesIn, dicePokerMessagesIn, type DicePokerWords } from '../shared/dice-poker.ts';
import { agree, count, ROLLS } from './plural.ts';
import { rollPhrase } from './move-hints.ts';

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

/** "остался 1 бросок", "осталось 2 броска": the verb agrees with the number too. */
const LEFT = { one: 'остался', few: 'осталось', many: 'осталось' };

const WORDS: DicePokerWords = {
  names: ['dice_poker', 'покер у кости', 'покер в кости', 'покер', 'яхта', 'яцзы'],
  title: 'Покер у кости',
  rules,
  box: NAMES,
  write: (box) => `Записываю в ${NAMES[box].into}`,
  rollButton: { label: '🎲 Бросить', text: rollPhrase(5) },
  rollsLeft: (left) => `${agree(left, LEFT)} ${count(left, ROLLS)}`,
  noRollsLeft: 'бросков больше нет',
  best: (list) => `Лучшее: ${list}`,
  joker: {
    own: (box) => `только в ${NAMES[box].into}`,
    zero: (list) => `0 в одну из граф: ${list}`,
    lower: (list) => `в любую свободную нижнюю графу по полной цене (${list})`,
    line: (where) => ['🃏 ', bold('Снова покер!'), ` Запишете — +100 и джокер: ${where}.`],
  },
  rerolls: (player, values) => [player, ` перебрасывает ${values}`],
  keeps: (kept) => `, оставляет ${kept}.`,
  scored: (player, what) => ['✍️ ', player, ', записано: ', what],
  totalSuffix: (total) => ` · всего ${total}`,
  totalLine: (total) => [`Всего: ${total}`],
  bonus: {
    upper: (points) => [`🎁 Бонус за верх (больше 63): +${points}`],
    poker: (points) => [`🃏 Бонус за повторный покер: +${points}`],
  },
  sheet: { upper: 'Верх', bonus: 'Бонус', jokers: 'Джокеры', total: 'Итого' },
  status: {
    over: ['Игра окончена.'],
    wonBy: 'Игра окончена. Победа: ',
    notRolled: (round, player) => [`Раунд ${round} из ${ROUNDS}. Ход за `, player, ': кости ещё не брошены.'],
    rolled: (round, player, dice, left) => [`Раунд ${round} из ${ROUNDS}. Кости `, player, `: ${dice} — ${left}`],
    named: (dice) => [`Названы для переброса: ${dice}`],
  },
  free: {
    scoring: (list) => ` Лучшие свободные: ${list}.`,
    zeros: (list) => ` Ничего не подходит — 0 можно записать, например, в ${list}.`,
  },
  refusal: {
    taken: (title) => `Графа «${title}» уже заполнена.`,
    whichStraight: (small, large) => `Какой стрит? «${small}» или «${large}».`,
    unknown: (typed) => `Не знаю графы «${typed}».`,
    whichBox: 'Какую графу? Например: «Записываю в каре».',
    jokerOnly: (list) => `Джокер: покер уже записан, эти кости можно записать только в: ${list}.`,
    example: (phrase) => ` Например: «${phrase}».`,
  },
  gameOver: gameOverWords,
};

export const dicePokerMessages = dicePokerMessagesIn(WORDS);
export const { boxTitle, boxShort, writePhrase } = boxNamesIn(WORDS);
