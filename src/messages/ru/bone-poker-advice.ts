// Костяной покер, второй круг: подсказка и ответ на вопрос о выборе (issue 43). Раскладка — shared/bone-poker-advice.ts.
import { bonePokerAdviceIn } from '../shared/bone-poker-advice.ts';

export const bonePokerAdvice = bonePokerAdviceIn({
  reroll: (dice) => `перебросить ${dice}`,
  pass: 'пасовать',
  best: (choice, chance) => `💡 Лучше всего ${choice}: шанс выиграть — ${chance}.`,
  ifChosen: (choice, chance) => `Если ${choice}, шанс выиграть — ${chance}`,
  isBest: '. Это лучший выбор.',
  bestIs: (choice, chance) => `. Лучше ${choice} (${chance}).`,
  notNow: 'Подсказка во втором круге — тому, чей сейчас ход.',
});
