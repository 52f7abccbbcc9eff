// Russian texts of the chances to win (/status) and of the hint's «ради победы» line; the layout is shared/chances.ts.
import { chancesTextIn } from '../shared/chances.ts';
import { moveText } from './hint.ts';

export const chancesText = chancesTextIn({
  title: 'Шансы',
  estimate: (margin) => `Шансы (оценка, ±${margin} %)`,
  forTheWin: (move, chance) => `Ради победы: ${move} — шанс ${chance}`,
  moveText,
  now: { title: 'Шансы на победу сейчас', rough: 'Шансы на победу сейчас (примерно)' },
  curve: {
    title: 'Как шли шансы',
    estimate: (margin) => `Как шли шансы (оценки ±${margin} %)`,
    usage: 'Использование: npx butler chances <запись.json> [--png файл.png] [--lang ru|uk|en]',
    unreadable: (file, error) => `Не прочитать ${file}: ${error}`,
    noReplay: 'Эта запись не воспроизводится: кривой шансов нет',
    picture: (file) => `Картинка: ${file}`,
    notAPicture: (file) => `${file} уже есть, и это не картинка PNG (или часть базы данных): ничего не записано. Укажите другой файл --png.`,
  },
});
