// The answer to a question about a move (issue 43); the layout is shared/move-question.ts. Wording needs no gender.
import { moveQuestionIn } from '../shared/move-question.ts';
import { boxTitle } from './dice-poker.ts';
import { moveText } from './hint.ts';

export const { moveAnswer } = moveQuestionIn(
  {
  startChance: (box, chance) => `За ход, если играть только на эту графу: ${box} — ${chance}.`,
  targetChance: (dice, box, chance) => `Если перебросить ${dice}: ${box} — ${chance}.`,
  choiceWorth: (points) => `Такой выбор даёт к концу игры в среднем ${points}`,
  isBest: ' — это лучший выбор.',
  bestIs: (move, points) => `Лучше: ${move} (${points}).`,
  tableBuilding: 'Сравнение с лучшим выбором — чуть позже: таблица ещё считается.',
  },
  { points: (n: number) => n.toFixed(1), title: boxTitle, moveText },
);
