// Кістяний покер, друге коло: підказка й відповідь на питання про вибір (issue 43). Розкладка — shared/bone-poker-advice.ts.
import { bonePokerAdviceIn } from '../shared/bone-poker-advice.ts';

export const bonePokerAdvice = bonePokerAdviceIn({
  reroll: (dice) => `перекинути ${dice}`,
  pass: 'пасувати',
  best: (choice, chance) => `💡 Найкраще ${choice}: шанс виграти — ${chance}.`,
  ifChosen: (choice, chance) => `Якщо ${choice}, шанс виграти — ${chance}`,
  isBest: '. Це найкращий вибір.',
  bestIs: (choice, chance) => `. Краще ${choice} (${chance}).`,
  notNow: 'Підказка в другому колі — тому, чий зараз хід.',
});
