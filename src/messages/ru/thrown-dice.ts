// Кости, которые игроки бросают сами (🎲 Telegram), по-русски. Раскладка — shared/thrown-dice.ts.
import { thrownDiceTextIn } from '../shared/thrown-dice.ts';

const times = (n: number) => (n % 10 >= 2 && n % 10 <= 4 && (n % 100 < 10 || n % 100 >= 20) ? 'раза' : 'раз');

export const thrownDiceText = thrownDiceTextIn({
  throwNow: (count) => `, бросайте сами: отправьте 🎲${count > 1 ? ` ${count} ${times(count)}` : ''}.`,
  more: (left) => `, ещё ${left} 🎲.`,
  finishFirst: (left) => `Сначала добросьте: ещё ${left} 🎲.`,
  refused: {
    forwarded: 'Пересланный 🎲 не считается: бросьте свой.',
    stale: 'Этот 🎲 брошен, пока меня не было: он не считается. Если ход всё ещё ваш, бросьте снова.',
    edited: 'Изменённый 🎲 не считается.',
    other_emoji: (emoji) => `${emoji} — не кость этой игры: считается только 🎲.`,
    not_due: 'Этот 🎲 не считается: сейчас не время бросать.',
    dice_butler: 'Этот 🎲 не считается: в этом чате кости бросает Дворецкий (/settings кости telegram меняет это).',
  },
  notYours: 'Этот 🎲 не считается.',
  botThrows: (count) => ` бросает ${count} 🎲.`,
  platformOnly: 'Настройка «кости» есть только в Telegram (и в консоли): здесь кости бросает Дворецкий.',
});
