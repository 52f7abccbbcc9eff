// Лоток с костями (issue 51) по-русски. Раскладка — shared/tray.ts.
import { trayTextIn } from '../shared/tray.ts';

export const trayText = trayTextIn({
  kept: (face) => `${face} держу`,
  reroll: (face) => `${face} кидаю`,
  roll: (count) => `🎲 Бросить ${count}`,
  rollNone: '🎲 Отметьте кости',
  bestKeep: '💡 Лучший выбор',
  chooseFirst: 'Сначала отметьте кости, которые перебросить: нажмите на них.',
  notYourTurn: { before: 'Сейчас ходит ', after: ': кости выбирает только тот, чей ход.' },
  stale: 'Этот лоток — из прошлого хода: игра ушла дальше.',
  current: (hand) => `Сейчас на столе: ${hand}.`,
  bestSet: (kept) => `Лучше всего оставить ${kept}, остальные отмечены — жмите «Бросить».`,
  bestKeepAll: 'Лучше ничего не перебрасывать: оставьте все кости.',
  bestRerollAll: 'Лучше перебросить все кости: они отмечены — жмите «Бросить».',
  bestPending: 'Подсказка ещё считается, попробуйте чуть позже.',
  hintsOff: 'Подсказки в этом чате выключены.',
});
