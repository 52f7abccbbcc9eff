// Ukrainian texts of the chances to win (/status) and of the hint's «заради перемоги» line; the layout is shared/chances.ts.
import { chancesTextIn } from '../shared/chances.ts';
import { moveText } from './hint.ts';

export const chancesText = chancesTextIn({
  title: 'Шанси',
  estimate: (margin) => `Шанси (оцінка, ±${margin} %)`,
  forTheWin: (move, chance) => `Заради перемоги: ${move} — шанс ${chance}`,
  moveText,
  now: { title: 'Шанси на перемогу зараз', rough: 'Шанси на перемогу зараз (приблизно)' },
  curve: {
    title: 'Як ішли шанси',
    estimate: (margin) => `Як ішли шанси (оцінки ±${margin} %)`,
    usage: 'Використання: npx butler chances <запис.json> [--png файл.png] [--lang ru|uk|en]',
    unreadable: (file, error) => `Не прочитати ${file}: ${error}`,
    noReplay: 'Цей запис не відтворюється: кривої шансів немає',
    picture: (file) => `Картинка: ${file}`,
    notAPicture: (file) => `${file} уже є, і це не картинка PNG (або частина бази даних): нічого не записано. Укажіть інший файл --png.`,
  },
});
