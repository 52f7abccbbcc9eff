// Russian texts of the chances to win (/status) and of the hint's «ради победы» line; the layout is shared/chances.ts.
import { chancesTextIn } from '../shared/chances.ts';
import { moveText } from './hint.ts';

export const chancesText = chancesTextIn({
  title: 'Шансы',
  estimate: (margin) => `Шансы (оценка, ±${margin} %)`,
  forTheWin: (move, chance) => `Ради победы: ${move} — шанс ${chance}`,
  moveText,
});
