// Лоток із костями (issue 51) українською. Розкладка — shared/tray.ts.
import { trayTextIn } from '../shared/tray.ts';

export const trayText = trayTextIn({
  kept: (face) => `${face} тримаю`,
  reroll: (face) => `${face} кидаю`,
  roll: (count) => `🎲 Кинути ${count}`,
  rollNone: '🎲 Позначте кості',
  bestKeep: '💡 Найкращий вибір',
  chooseFirst: 'Спершу позначте кості, які перекинути: натисніть на них.',
  notYourTurn: { before: 'Зараз ходить ', after: ': кості вибирає лише той, чий хід.' },
  stale: 'Цей лоток — з минулого ходу: гра пішла далі.',
  current: (hand) => `Зараз на столі: ${hand}.`,
  bestSet: (kept) => `Найкраще залишити ${kept}, решту позначено — тисніть «Кинути».`,
  bestKeepAll: 'Найкраще нічого не перекидати: залиште всі кості.',
  bestRerollAll: 'Найкраще перекинути всі кості: їх позначено — тисніть «Кинути».',
  bestPending: 'Підказка ще рахується, спробуйте трохи згодом.',
  hintsOff: 'Підказки в цьому чаті вимкнено.',
});
