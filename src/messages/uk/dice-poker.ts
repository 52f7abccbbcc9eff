// Ukrainian words for Dice Poker («Покер у кості»): the boxes' names, rolls with the best free boxes, writes and
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

/** "лишився 1 кидок", "лишилося 2 кидки": the verb agrees with the number too. */
const LEFT = { one: 'лишився', few: 'лишилося', many: 'лишилося' };

const WORDS: DicePokerWords = {
  names: ['покер у кості', 'покер'],
  title: 'Покер у кості',
  rules,
  box: NAMES,
  write: (box) => `Записую в ${NAMES[box].into}`,
  rollButton: { label: '🎲 Кинути', text: rollPhrase(5) },
  rollsLeft: (left) => `${agree(left, LEFT)} ${count(left, ROLLS)}`,
  noRollsLeft: 'кидків більше немає',
  best: (list) => `Найкраще: ${list}`,
  joker: {
    own: (box) => `лише в ${NAMES[box].title}`,
    zero: (list) => `0 в одну з граф: ${list}`,
    lower: (list) => `у будь-яку вільну нижню графу за повною ціною (${list})`,
    line: (where) => ['🃏 ', bold('Знову покер!'), ` Запишете — +100 і джокер: ${where}.`],
  },
  rerolls: (player, values) => [player, ` перекидає ${values}`],
  keeps: (kept) => `, лишає ${kept}.`,
  scored: (player, what) => ['✍️ ', player, ', записано: ', what],
  totalSuffix: (total) => ` · усього ${total}`,
  totalLine: (total) => [`Усього: ${total}`],
  bonus: {
    upper: (points) => [`🎁 Бонус за верх (більше 63): +${points}`],
    poker: (points) => [`🃏 Бонус за повторний покер: +${points}`],
  },
  sheet: { upper: 'Верх', bonus: 'Бонус', jokers: 'Джокери', total: 'Разом' },
  status: {
    over: ['Гру завершено.'],
    wonBy: 'Гру завершено. Перемога: ',
    notRolled: (round, player) => [`Раунд ${round} з ${ROUNDS}. Хід: `, player, ', кістки ще не кинуто.'],
    rolled: (round, player, dice, left) => [`Раунд ${round} з ${ROUNDS}. Кістки `, player, `: ${dice} — ${left}`],
    named: (dice) => [`Названо для перекидання: ${dice}`],
  },
  free: {
    scoring: (list) => ` Найкращі вільні: ${list}.`,
    zeros: (list) => ` Нічого не підходить — 0 можна записати, наприклад, у ${list}.`,
  },
  refusal: {
    taken: (title) => `Графу «${title}» уже заповнено.`,
    whichStraight: (small, large) => `Який стріт? «${small}» чи «${large}».`,
    unknown: (typed) => `Не знаю графи «${typed}».`,
    whichBox: 'Яку графу? Наприклад: «Записую в каре».',
    jokerOnly: (list) => `Джокер: покер уже записано, ці кістки можна записати лише в: ${list}.`,
    example: (phrase) => ` Наприклад: «${phrase}».`,
  },
  gameOver: gameOverWords,
};

export const dicePokerMessages = dicePokerMessagesIn(WORDS);
export const { boxTitle, boxShort, writePhrase } = boxNamesIn(WORDS);
