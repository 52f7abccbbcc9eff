// What `npx butler verify` and `npx butler record` print, in Ukrainian.
import type * as ru from '../ru/verify.ts';
import { verdictIn } from '../shared/verify.ts';

const list = (dice: number[]) => dice.join(' ') || '—';

export const verifyText: typeof ru.verifyText = {
  usage: () =>
    [
      'Використання: npx butler verify <файл запису гри.json> [--commitment <відбиток>] [--lang ru|uk|en]',
      '  Переграє запис: кожен хід за правилами і у свою чергу, кубики кожного ходу — рівно ті, що він',
      '  кидає, і ті, що дає секрет; підсумок (гра, переможці, очки, як вона скінчилася) — як у записі.',
      '  --commitment: відбиток секрету з чату (усі 64 цифри або перші 16) — запис мусить мати саме його.',
      '  Запис: /game <номер> (посилання на сторінку гри) або npx butler record <номер> > game.json',
    ].join('\n'),
  badCommitment: (value) => `--commitment «${value}»: потрібно від 16 до 64 шістнадцяткових цифр відбитка з чату`,
  unreadable: (file, why) => `Не вдалося прочитати запис «${file}»: ${why}`,
  notARecord: () => 'це не запис гри Дворецького (немає players, moves або fair)',
  movesWithoutDice: () => 'ходи запису без списків кубиків',
  verdict: verdictIn({
    ok: (v) => `OK: збіглися всі кидки (${v.rolls}), усі ходи (${v.moves}) зіграно за правилами, підсумок збігся.`,
    compared: (v) => `\nВідбиток секрету ${v.commitment} збігся із вказаним.`,
    notCompared: (v) => `\nВідбиток секрету: ${v.commitment} — порівняйте з тим, що було показано в чаті на початку гри.`,
    thrown: (v) =>
      [
        `OK: усі ходи (${v.moves}) за правилами із записаними костями (${v.rolls} кидків), підсумок збігається.`,
        'Кості кидали гравці через 🎲 Telegram: що значення — від Telegram, це слово Telegram, запис цього довести не може. Повідомлення кожної кістки:',
        v.messages.join(' ') || '—',
        ...(v.butlerMoves.length ? [`Ходи ${v.butlerMoves.join(', ')}: кості від Дворецького (хід зіграно за таймаутом або кістка комп’ютера загубилася під час перезапуску).`] : []),
      ].join('\n'),
    problem: {
      not_fair: (verdict) =>
        verdict.by ? `Гра йшла на заданих наперед кубиках (${verdict.by === 'seed' ? '--seed' : '--dice'}): її не перевірити.` : 'У записі немає печатки кубиків: гру зіграно до появи перевірюваних кубиків.',
      no_message: (verdict) => `НЕЗБІГ: у ходу ${verdict.move} кості без повідомлень Telegram.`,
      bad_secret: () => 'Секрет у записі — не 64 шістнадцяткові цифри: запис пошкоджено.',
      scheme: (verdict) => `НЕ ЗБІГАЄТЬСЯ: невідома схема кубиків «${verdict.scheme}».`,
      commitment: (verdict) =>
        `НЕ ЗБІГАЄТЬСЯ: SHA-256 секрету ${verdict.actual}, а опубліковано відбиток ${verdict.expected}.`,
      published: (verdict) =>
        `НЕ ЗБІГАЄТЬСЯ: у запису відбиток ${verdict.actual}, а в чаті було показано ${verdict.published}: це запис іншої гри або підробка.`,
      seed_author: (verdict) => `НЕ ЗБІГАЄТЬСЯ: фраза /seed від «${verdict.player}», а це не гравець цієї гри.`,
      binding: (verdict) =>
        verdict.what === 'seats'
          ? `НЕ ЗБІГАЄТЬСЯ: місць у печатці кубиків ${verdict.seats}, а гравців ${verdict.players}.`
          : `НЕ ЗБІГАЄТЬСЯ: ${verdict.what === 'seat' ? 'місце' : 'фраза /seed'} ${verdict.index} без солі й без відбитка: запис пошкоджено.`,
      context_hash: () =>
        'НЕ ЗБІГАЄТЬСЯ: у записі схеми v3 свій contextHash, а кубики такої гри виводяться лише з того, що запис каже про гравців і фрази.',
      unbound: (verdict) =>
        `НЕ ПЕРЕВІРЕНО: кидки (${verdict.rolls}) і ходи (${verdict.moves}) збігаються, але гравця цієї гри забуто (/forgetme) ` +
        `до схеми v3: кубики виведено з contextHash, який запис лише називає, тож хто грав і які фрази враховано, ` +
        `перевірити не можна. Відбиток секрету: ${verdict.commitment}.`,
      roll: (verdict) =>
        `НЕ ЗБІГАЄТЬСЯ: кидок ${verdict.roll} (хід ${verdict.move}): у записі ${list(verdict.recorded)}, за секретом ${list(verdict.expected)}.`,
      unknown_game: (verdict) => `НЕ ЗБІГАЄТЬСЯ: гри «${verdict.game}» у Дворецького немає.`,
      setup: (verdict) => `НЕ ЗБІГАЄТЬСЯ: з такими гравцями гру не почати (${verdict.reason}).`,
      illegal: (verdict) => `НЕ ЗБІГАЄТЬСЯ: хід ${verdict.move} не за правилами (${verdict.code}).`,
      after_end: (verdict) => `НЕ ЗБІГАЄТЬСЯ: хід ${verdict.move} записано після кінця гри.`,
      dice_count: (verdict) =>
        `НЕ ЗБІГАЄТЬСЯ: хід ${verdict.move} кидає кубиків: ${verdict.drawn}, а в записі їх: ${verdict.recorded}.`,
      not_over: () => 'НЕ ЗБІГАЄТЬСЯ: за записом гру дограно, але після її останнього ходу вона ще триває.',
      outcome: (verdict) =>
        `НЕ ЗБІГАЄТЬСЯ: ${outcomeField[verdict.field]} у записі «${verdict.recorded}», а за ходами «${verdict.replayed}».`,
    },
  }),
};

const outcomeField = { winners: 'переможці', scores: 'очки', how: 'кінець гри' } as const;

export const recordCliText: typeof ru.recordCliText = {
  usage: () => 'Використання: npx butler record <номер гри> [--lang ru|uk|en] > game.json  (номери: /history)',
  notFound: (id) => `Запису гри #${id} у сховищі немає.`,
  cannotOpen: (why) => `Сховище не відкрито: ${why}`,
};
