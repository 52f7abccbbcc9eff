// The answer to a question about a move (issue 43); the layout is shared/move-question.ts. Wording needs no gender.
import { moveQuestionIn } from '../shared/move-question.ts';
import { boxTitle } from './dice-poker.ts';
import { moveText } from './hint.ts';

export const { moveAnswer } = moveQuestionIn(
  {
  startChance: (box, chance) => `This turn, playing for that box alone: ${box} ${chance}.`,
  targetChance: (dice, box, chance) => `If you reroll ${dice}: ${box} ${chance}.`,
  choiceWorth: (points) => `That choice is worth ${points} points at the end on average`,
  isBest: ' — the best one.',
  bestIs: (move, points) => `Best: ${move} (${points}).`,
  tableBuilding: 'How it compares with the best choice: in a moment, the table is still being built.',
  },
  { points: (n: number) => n.toFixed(1), title: boxTitle, moveText },
);
