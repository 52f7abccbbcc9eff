// Ukrainian answers to move phrases that cannot be played as written: a reroll that names no real dice, and a
// message that names two moves at once. Both say what to type instead; nothing changes. The layout is
// shared/phrase-replies.ts.
import { phraseRepliesIn } from '../shared/phrase-replies.ts';
import { writePhrase } from './dice-poker.ts';
import { rollPhrase } from './move-hints.ts';
import { gameTitle, ownRolls } from './games.ts';
import { count, DICE } from './plural.ts';

const REROLL_EXAMPLE = '«Перекидаю 2 і 5»';

export const { badReroll, askWhichMove, whichMoveButtons, leaving, understood, askCorrected, notStarted, forOther } = phraseRepliesIn({
  title: gameTitle,
  rollPhrase,
  ownRolls,
  writePhrase,
  badReroll: {
    value: (value) => `На кубику немає значення ${value}: бувають лише від 1 до 6. Назвіть свої кубики, наприклад ${REROLL_EXAMPLE}.`,
    none: `Назвіть кубики, які перекидаєте, їхніми значеннями через кому або «і»: ${REROLL_EXAMPLE}.`,
  },
  move: {
    rollAll: 'кидаю всі кубики',
    valueSeparator: ', ',
    reroll: (values) => `Перекидаю ${values}`,
    keep: (values) => `Залишаю ${values}`,
    rerollAll: 'Перекидаю всі',
    pass: 'Пас',
    bank: 'Досить',
    scoreRaw: (raw) => `Записую в ${raw}`,
  },
  quote: (phrase) => `«${phrase}»`,
  or: ' чи ',
  askWhich: (choices) => `У повідомленні кілька ходів: ${choices}? Напишіть один — поки що нічого не змінюю.`,
  askCorrected: 'У повідомленні хід і його скасування — який хід зробити? Напишіть один, поки нічого не змінюю.',
  alreadyOut: ' уже не в грі — виходити чи виключати нікого.',
  outOfThisGame: ', ви вибули з цієї гри. Дочекайтеся її кінця — наступну можна почати командою /newgame.',
  understood: {
    rerolling: (dice) => `перекидаю ${count(dice, DICE)}`,
    keeping: (kept, roll) => `Прийнято: залишаю ${kept}, ${roll}.`,
    only: (roll) => `Прийнято: ${roll}.`,
  },
  notStarted: (title) => `Гра ще не почалася: ходи будуть після /startgame. Зараз іде набір: ${title}.`,
  forOther: 'За іншого гравця ходити не можна: кожен робить свій хід сам. Якщо гравця немає поруч, адмін може пропустити хід командою /skip.',
});
