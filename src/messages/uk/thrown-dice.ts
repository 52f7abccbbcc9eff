// Кості, які гравці кидають самі (🎲 Telegram), українською. Розкладка — shared/thrown-dice.ts.
import { thrownDiceTextIn } from '../shared/thrown-dice.ts';

const times = (n: number) => (n % 10 >= 2 && n % 10 <= 4 && (n % 100 < 10 || n % 100 >= 20) ? 'рази' : 'разів');

export const thrownDiceText = thrownDiceTextIn({
  throwNow: (count) => `, кидайте самі: надішліть 🎲${count > 1 ? ` ${count} ${times(count)}` : ''}.`,
  more: (left) => `, ще ${left} 🎲.`,
  finishFirst: (left) => `Спершу докиньте: ще ${left} 🎲.`,
  refused: {
    forwarded: 'Пересланий 🎲 не рахується: киньте свій.',
    stale: 'Цей 🎲 кинуто, поки мене не було: він не рахується. Якщо хід досі ваш, киньте знову.',
    edited: 'Змінений 🎲 не рахується.',
    other_emoji: (emoji) => `${emoji} — не кістка цієї гри: рахується лише 🎲.`,
    not_due: 'Цей 🎲 не рахується: зараз не час кидати.',
    dice_butler: 'Цей 🎲 не рахується: у цьому чаті кості кидає Дворецький (/settings кості telegram змінює це).',
  },
  notYours: 'Цей 🎲 не рахується.',
  botThrows: (count) => ` кидає ${count} 🎲.`,
  platformOnly: 'Налаштування «кості» є лише в Telegram (і в консолі): тут кості кидає Дворецький.',
});
