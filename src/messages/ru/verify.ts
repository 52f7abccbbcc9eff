// What `npx butler verify` prints.
import type { Verdict } from '../../dice/fair/verify-record.ts';

const list = (dice: number[]) => dice.join(' ') || '—';

export const verifyText = {
  usage: () =>
    [
      'Использование: npx butler verify <файл записи игры.json> [--commitment <отпечаток>]',
      '  Переигрывает запись: каждый ход по правилам и в свою очередь, кости каждого хода — ровно те, что он',
      '  бросает, и те, что дает секрет; итог (игра, победители, очки, как она закончилась) — как в записи.',
      '  --commitment: отпечаток секрета из чата (все 64 цифры или первые 16) — запись должна иметь именно его.',
      '  Запись: /game <номер> (ссылка на страницу игры) или npx butler record <номер> > game.json',
    ].join('\n'),
  badCommitment: (value: string) => `--commitment «${value}»: нужно от 16 до 64 шестнадцатеричных цифр отпечатка из чата`,
  unreadable: (file: string, why: string) => `Не удалось прочитать запись «${file}»: ${why}`,
  notARecord: () => 'это не запись игры Дворецкого (нет players, moves или fair)',
  movesWithoutDice: () => 'ходы записи без списков костей',
  verdict: (verdict: Verdict): string => {
    if (verdict.ok) {
      const head = `OK: совпали все броски (${verdict.rolls}), все ходы (${verdict.moves}) сыграны по правилам, итог тот же, что в записи.`;
      return verdict.compared
        ? `${head}\nОтпечаток секрета ${verdict.commitment} — тот же, что указан.`
        : `${head}\nОтпечаток секрета: ${verdict.commitment} — сравните с тем, что был показан в чате при начале игры.`;
    }
    switch (verdict.problem) {
      case 'not_fair':
        return verdict.by
          ? `Игра шла на заданных заранее костях (${verdict.by === 'seed' ? '--seed' : '--dice'}): она не проверяемая.`
          : 'В записи нет печати костей: игра сыграна до появления проверяемых костей.';
      case 'bad_secret':
        return 'Секрет в записи — не 64 шестнадцатеричные цифры: запись повреждена.';
      case 'scheme':
        return `НЕ СОВПАДАЕТ: неизвестная схема костей «${verdict.scheme}».`;
      case 'commitment':
        return `НЕ СОВПАДАЕТ: SHA-256 секрета ${verdict.actual}, а опубликован отпечаток ${verdict.expected}.`;
      case 'published':
        return `НЕ СОВПАДАЕТ: у записи отпечаток ${verdict.actual}, а в чате был показан ${verdict.published}: это запись другой игры или подделка.`;
      case 'seed_author':
        return `НЕ СОВПАДАЕТ: фраза /seed от «${verdict.player}», а это не игрок этой игры.`;
      case 'roll':
        return (
          `НЕ СОВПАДАЕТ: бросок ${verdict.roll} (ход ${verdict.move}): в записи ${list(verdict.recorded)}, ` +
          `по секрету ${list(verdict.expected)}.`
        );
      case 'unknown_game':
        return `НЕ СОВПАДАЕТ: игры «${verdict.game}» у Дворецкого нет.`;
      case 'setup':
        return `НЕ СОВПАДАЕТ: с такими игроками игру не начать (${verdict.reason}).`;
      case 'illegal':
        return `НЕ СОВПАДАЕТ: ход ${verdict.move} не по правилам (${verdict.code}).`;
      case 'after_end':
        return `НЕ СОВПАДАЕТ: ход ${verdict.move} записан после конца игры.`;
      case 'dice_count':
        return `НЕ СОВПАДАЕТ: ход ${verdict.move} бросает костей: ${verdict.drawn}, а в записи их: ${verdict.recorded}.`;
      case 'not_over':
        return 'НЕ СОВПАДАЕТ: по записи игра доиграна, но после ее последнего хода она еще идет.';
      case 'outcome':
        return `НЕ СОВПАДАЕТ: ${outcomeField[verdict.field]} в записи «${verdict.recorded}», а по ходам «${verdict.replayed}».`;
    }
  },
};

const outcomeField = { winners: 'победители', scores: 'очки', how: 'конец игры' } as const;

export const recordCliText = {
  usage: () => 'Использование: npx butler record <номер игры> > game.json  (номера: /history)',
  notFound: (id: string) => `Записи игры #${id} в хранилище нет.`,
};
