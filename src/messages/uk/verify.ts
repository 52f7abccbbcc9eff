// What `npx butler verify` and `npx butler record` print, in Ukrainian.
import type * as ru from '../ru/verify.ts';

const list = (dice: number[]) => dice.join(' ');

export const verifyText: typeof ru.verifyText = {
  usage: () => 'Використання: npx butler verify <файл запису гри.json>  (запис: /game <номер>)',
  unreadable: (file, why) => `Не вдалося прочитати запис «${file}»: ${why}`,
  notARecord: () => 'це не запис гри Дворецького (немає players, moves або fair)',
  movesWithoutDice: () => 'ходи запису без списків кубиків',
  verdict: (verdict) => {
    if (verdict.ok) return `OK: збіглися всі кидки (${verdict.rolls}) — кубики гри отримано з відкритого секрету.`;
    switch (verdict.problem) {
      case 'not_fair':
        return verdict.by
          ? `Гра йшла на заздалегідь заданих кубиках (${verdict.by === 'seed' ? '--seed' : '--dice'}): її не перевірити.`
          : 'У записі немає печатки кубиків: гру зіграно ще до того, як з’явилися кубики, які можна перевірити.';
      case 'bad_secret':
        return 'Секрет у записі — не 64 шістнадцяткові цифри: запис пошкоджено.';
      case 'commitment':
        return `НЕ ЗБІГАЄТЬСЯ: SHA-256 секрету ${verdict.actual}, а опубліковано відбиток ${verdict.expected}.`;
      case 'roll':
        return (
          `НЕ ЗБІГАЄТЬСЯ: кидок ${verdict.roll} (хід ${verdict.move}): у записі ${list(verdict.recorded)}, ` +
          `за секретом ${list(verdict.expected)}.`
        );
    }
  },
};

export const recordCliText: typeof ru.recordCliText = {
  usage: () => 'Використання: npx butler record <номер гри> > game.json  (номери: /history)',
  notFound: (id) => `Запису гри #${id} у сховищі немає.`,
};
