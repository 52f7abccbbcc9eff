// What `npx butler verify` prints.
import { verdictIn } from '../shared/verify.ts';

const list = (dice: number[]) => dice.join(' ') || '—';

export const verifyText = {
  usage: () =>
    [
      'Использование: npx butler verify <файл записи игры.json> [--commitment <отпечаток>] [--lang ru|uk|en]',
      '  Переигрывает запись: каждый ход по правилам и в свою очередь, кости каждого хода — ровно те, что он',
      '  бросает, и те, что дает секрет; итог (игра, победители, очки, как она закончилась) — как в записи.',
      '  --commitment: отпечаток секрета из чата (все 64 цифры или первые 16) — запись должна иметь именно его.',
      '  Запись: /game <номер> (ссылка на страницу игры) или npx butler record <номер> > game.json',
    ].join('\n'),
  badCommitment: (value: string) => `--commitment «${value}»: нужно от 16 до 64 шестнадцатеричных цифр отпечатка из чата`,
  unreadable: (file: string, why: string) => `Не удалось прочитать запись «${file}»: ${why}`,
  notARecord: () => 'это не запись игры Дворецкого (нет players, moves или fair)',
  movesWithoutDice: () => 'ходы записи без списков костей',
  verdict: verdictIn({
    ok: (v) => `OK: совпали все броски (${v.rolls}), все ходы (${v.moves}) сыграны по правилам, итог тот же, что в записи.`,
    compared: (v) => `\nОтпечаток секрета ${v.commitment} — тот же, что указан.`,
    notCompared: (v) => `\nОтпечаток секрета: ${v.commitment} — сравните с тем, что был показан в чате при начале игры.`,
    thrown: (v) =>
      [
        `OK: все ходы (${v.moves}) по правилам с записанными костями (${v.rolls} бросков), итог совпадает.`,
        'Кости бросали игроки через 🎲 Telegram: что значения — от Telegram, это слово Telegram, запись этого доказать не может. Сообщение каждой кости:',
        v.messages.join(' ') || '—',
        ...(v.butlerMoves.length ? [`Ходы ${v.butlerMoves.join(', ')}: кости от Дворецкого (ход сыгран по таймауту или кость компьютера потерялась при перезапуске).`] : []),
      ].join('\n'),
    problem: {
      not_fair: (verdict) =>
        verdict.by ? `Игра шла на заданных заранее костях (${verdict.by === 'seed' ? '--seed' : '--dice'}): она не проверяемая.` : 'В записи нет печати костей: игра сыграна до появления проверяемых костей.',
      no_message: (verdict) => `НЕСОВПАДЕНИЕ: у хода ${verdict.move} кости без сообщений Telegram.`,
      bad_secret: () => 'Секрет в записи — не 64 шестнадцатеричные цифры: запись повреждена.',
      scheme: (verdict) => `НЕ СОВПАДАЕТ: неизвестная схема костей «${verdict.scheme}».`,
      commitment: (verdict) =>
        `НЕ СОВПАДАЕТ: SHA-256 секрета ${verdict.actual}, а опубликован отпечаток ${verdict.expected}.`,
      published: (verdict) =>
        `НЕ СОВПАДАЕТ: у записи отпечаток ${verdict.actual}, а в чате был показан ${verdict.published}: это запись другой игры или подделка.`,
      seed_author: (verdict) => `НЕ СОВПАДАЕТ: фраза /seed от «${verdict.player}», а это не игрок этой игры.`,
      binding: (verdict) =>
        verdict.what === 'seats'
          ? `НЕ СОВПАДАЕТ: мест в печати костей ${verdict.seats}, а игроков ${verdict.players}.`
          : `НЕ СОВПАДАЕТ: ${verdict.what === 'seat' ? 'место' : 'фраза /seed'} ${verdict.index} без соли и без отпечатка: запись повреждена.`,
      context_hash: () =>
        'НЕ СОВПАДАЕТ: в записи схемы v3 свой contextHash, а кости такой игры выводятся только из того, что в записи сказано об игроках и фразах.',
      unbound: (verdict) =>
        `НЕ ПРОВЕРЕНО: броски (${verdict.rolls}) и ходы (${verdict.moves}) сходятся, но игрок этой игры забыт (/forgetme) ` +
        `до схемы v3: кости выведены из contextHash, который запись просто называет, поэтому состав игроков и учтённые фразы ` +
        `проверить нельзя. Отпечаток секрета: ${verdict.commitment}.`,
      roll: (verdict) =>
        `НЕ СОВПАДАЕТ: бросок ${verdict.roll} (ход ${verdict.move}): в записи ${list(verdict.recorded)}, по секрету ${list(verdict.expected)}.`,
      unknown_game: (verdict) => `НЕ СОВПАДАЕТ: игры «${verdict.game}» у Дворецкого нет.`,
      setup: (verdict) => `НЕ СОВПАДАЕТ: с такими игроками игру не начать (${verdict.reason}).`,
      illegal: (verdict) => `НЕ СОВПАДАЕТ: ход ${verdict.move} не по правилам (${verdict.code}).`,
      after_end: (verdict) => `НЕ СОВПАДАЕТ: ход ${verdict.move} записан после конца игры.`,
      dice_count: (verdict) =>
        `НЕ СОВПАДАЕТ: ход ${verdict.move} бросает костей: ${verdict.drawn}, а в записи их: ${verdict.recorded}.`,
      not_over: () => 'НЕ СОВПАДАЕТ: по записи игра доиграна, но после ее последнего хода она еще идет.',
      outcome: (verdict) =>
        `НЕ СОВПАДАЕТ: ${outcomeField[verdict.field]} в записи «${verdict.recorded}», а по ходам «${verdict.replayed}».`,
    },
  }),
};

const outcomeField = { winners: 'победители', scores: 'очки', how: 'конец игры' } as const;

export const recordCliText = {
  usage: () => 'Использование: npx butler record <номер игры> [--lang ru|uk|en] > game.json  (номера: /history)',
  notFound: (id: string) => `Записи игры #${id} в хранилище нет.`,
  /** the store could not be opened (another program's file, a wrong address): why, in one line */
  cannotOpen: (why: string) => `Хранилище не открыто: ${why}`,
};
