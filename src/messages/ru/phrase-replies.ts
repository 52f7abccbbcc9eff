// Answers to move phrases that cannot be played as written: a reroll that names no real dice, and a message that
// names two moves at once. Both say what to type instead; nothing changes. The layout is shared/phrase-replies.ts.
import { phraseRepliesIn } from '../shared/phrase-replies.ts';
import { writePhrase } from './dice-poker.ts';
import { rollPhrase } from './move-hints.ts';
import { gameTitle, ownRolls } from './games.ts';
import { count, DICE } from './plural.ts';

const REROLL_EXAMPLE = '«Перебрасываю 2 и 5»';

export const { badReroll, askWhichMove, whichMoveButtons, leaving, understood, askCorrected, notStarted, forOther } = phraseRepliesIn({
  title: gameTitle,
  rollPhrase,
  ownRolls,
  writePhrase,
  badReroll: {
    value: (value) => `На кости нет значения ${value}: бывают только от 1 до 6. Назовите свои кости, например ${REROLL_EXAMPLE}.`,
    none: `Назовите кости, которые перебрасываете, их значениями через запятую или «и»: ${REROLL_EXAMPLE}.`,
  },
  move: {
    rollAll: 'бросаю все кости',
    valueSeparator: ', ',
    reroll: (values) => `Перебрасываю ${values}`,
    keep: (values) => `Оставляю ${values}`,
    rerollAll: 'Перебрасываю все',
    pass: 'Пас',
    bank: 'Хватит',
    scoreRaw: (raw) => `Записываю в ${raw}`,
  },
  quote: (phrase) => `«${phrase}»`,
  or: ' или ',
  askWhich: (choices) => `В сообщении несколько ходов: ${choices}? Напишите один — пока ничего не меняю.`,
  askCorrected: 'В сообщении ход и его отмена — какой ход сделать? Напишите один, пока ничего не меняю.',
  alreadyOut: ' уже не в игре — выходить или исключать некого.',
  outOfThisGame: ', вы выбыли из этой игры. Дождитесь её конца — следующую можно начать командой /newgame.',
  understood: {
    rerolling: (dice) => `перебрасываю ${count(dice, DICE)}`,
    keeping: (kept, roll) => `Принято: оставляю ${kept}, ${roll}.`,
    only: (roll) => `Принято: ${roll}.`,
  },
  notStarted: (title) => `Игра ещё не началась: ходы пойдут после /startgame. Сейчас идёт набор: ${title}.`,
  forOther: 'За другого игрока ходить нельзя: каждый делает свой ход сам. Если игрока нет на месте, админ может пропустить ход командой /skip.',
});
