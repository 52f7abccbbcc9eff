// What `npx butler verify` prints.
import type { Verdict } from '../../dice/fair/verify-record.ts';

const list = (dice: number[]) => dice.join(' ');

export const verifyText = {
  usage: () => 'Использование: npx butler verify <файл записи игры.json>  (запись: /game <номер>)',
  unreadable: (file: string, why: string) => `Не удалось прочитать запись «${file}»: ${why}`,
  notARecord: () => 'это не запись игры Дворецкого (нет players, moves или fair)',
  movesWithoutDice: () => 'ходы записи без списков костей',
  verdict: (verdict: Verdict): string => {
    if (verdict.ok) return `OK: совпали все броски (${verdict.rolls}) — кости игры получены из открытого секрета.`;
    switch (verdict.problem) {
      case 'not_fair':
        return verdict.by
          ? `Игра шла на заданных заранее костях (${verdict.by === 'seed' ? '--seed' : '--dice'}): она не проверяемая.`
          : 'В записи нет печати костей: игра сыграна до появления проверяемых костей.';
      case 'bad_secret':
        return 'Секрет в записи — не 64 шестнадцатеричные цифры: запись повреждена.';
      case 'commitment':
        return `НЕ СОВПАДАЕТ: SHA-256 секрета ${verdict.actual}, а опубликован отпечаток ${verdict.expected}.`;
      case 'roll':
        return (
          `НЕ СОВПАДАЕТ: бросок ${verdict.roll} (ход ${verdict.move}): в записи ${list(verdict.recorded)}, ` +
          `по секрету ${list(verdict.expected)}.`
        );
    }
  },
};

export const recordCliText = {
  usage: () => 'Использование: npx butler record <номер игры> > game.json  (номера: /history)',
  notFound: (id: string) => `Записи игры #${id} в хранилище нет.`,
};
