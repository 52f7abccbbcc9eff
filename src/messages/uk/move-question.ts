// The answer to a question about a move (issue 43); the layout is shared/move-question.ts. Wording needs no gender.
import { moveQuestionIn } from '../shared/move-question.ts';
import { boxTitle } from './dice-poker.ts';
import { moveText } from './hint.ts';

export const { moveAnswer } = moveQuestionIn(
  {
  startChance: (box, chance) => `За хід, якщо грати лише на цю графу: ${box} — ${chance}.`,
  targetChance: (dice, box, chance) => `Якщо перекинути ${dice}: ${box} — ${chance}.`,
  choiceWorth: (points) => `Такий вибір дає наприкінці гри в середньому ${points}`,
  isBest: ' — це найкращий вибір.',
  bestIs: (move, points) => `Краще: ${move} (${points}).`,
  tableBuilding: 'Порівняння з найкращим вибором — трохи згодом: таблиця ще рахується.',
  },
  { points: (n: number) => n.toFixed(1).replace('.', ','), title: boxTitle, moveText },
);
