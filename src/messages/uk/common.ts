// Власні речення Дворецького українською (лобі, відмови, вільні кидки, помилки). Кожна відмова каже, що написати.
import type * as ru from '../ru/common.ts';
import { freeRoll, newgameList, playersLine, refusalsIn } from '../shared/common.ts';
import { lobbyTextIn } from '../shared/lobby.ts';
import { gameTitle, ownRolls } from './games.ts';
import { hintsPhrase, rollPhrase } from './move-hints.ts';
import { count, DICE } from './plural.ts';
import { valuesNotHeld } from './values-not-held.ts';

export { freeRoll, playersLine };

export const badCount: typeof ru.badCount = (n) => [`Можна кинути від 1 до 5 кубиків, а не ${n}. Наприклад: «${rollPhrase(3)}».`];

export const { nextMove, rejection } = refusalsIn({
  turn: '👉 Хід: ',
  byCode: {
    game_over: () => [`Гру вже закінчено. Нова: ${newgameList()}`],
    not_in_game: (f) => [f.user, ', ви не граєте в цій грі. Дочекайтеся наступної та напишіть /join у лобі.'],
    not_your_turn: (f) =>
      f.waiting ? ['Зараз ходить ', f.waiting, '. Дочекайтеся своєї черги.'] : ['Зараз не ваш хід.'],
    wrong_dice_count: (f) => [`Зараз треба кинути ${count(Number(f.params.expected), DICE)}: «${f.roll(Number(f.params.expected))}».`],
    move_not_allowed: (f) => [`Зараз так не можна. Можна: ${f.what}.`],
    values_not_held: (f) => valuesNotHeld(f.params.values as number[], f.hand),
    reroll_count_mismatch: (f) => [
      `Названо ${count(Number(f.params.named), DICE)}, а ви кидаєте ${f.params.count}. Киньте стільки, скільки назвали: «${f.roll(Number(f.params.named))}».`,
    ],
    name_dice_first: () => [`Спершу назвіть, які кубики перекидаєте: «перекидаю 4, 5 і 1», потім «${rollPhrase(3)}».`],
    no_rolls_left: () => ['Кидки скінчилися — запишіть результат: «записую в <графу>».'],
    roll_first: (f) => [`Спершу киньте кубики: ${f.what || `«${rollPhrase(5)}»`}.`],
    box_taken: () => ['Ця графа вже заповнена. Виберіть вільну.'],
    unknown_box: () => ['Не знаю такої графи. Напишіть, наприклад, «записую в каре».'],
    joker_box_required: (f) => [`За правилом джокера запишіть у: ${(f.params.boxes as string[] | undefined)?.join(', ') ?? ''}.`],
    cannot_bank: (f) => [`Зараз записати очки не можна. Кидайте далі: ${f.what}.`],
  },
  other: ['Зараз так не можна.'],
  hintsPhrase,
  rollPhrase,
  ownRolls,
});

export const { lobby, errors, statusHeader, noGameStatus, lobbyStatus } = lobbyTextIn({
  title: gameTitle,
  titleInList: (title) => title.toLowerCase(),
  lobby: {
    joinButton: '✋ Граю',
    startButton: '▶️ Почати',
    addBotButton: '🤖 Додати бота',
    playAgainButton: '🔁 Зіграти ще',
    openedWithoutSeat: (title) => [
      '🎲 Відкрито гру ',
      title,
      '. Ходи від імені групи не відрізнити один від одного, тож місце в грі не зайнято. Щоб грати, напишіть /join ',
      'від свого акаунта (не анонімно). Приєднуйтеся: /join. Почати: /startgame (адмін).',
    ],
    opened: (title, opener) => ['🎲 Відкрито гру ', title, '. ', opener, ' у грі. Приєднуйтеся: /join. Почати: /startgame (адмін).'],
    alreadyOpen: (title) => `Лобі гри «${title}» уже відкрите. Приєднатися: /join, скасувати: /endgame (адмін).`,
    gameRunning: (title) => `Зараз іде «${title}». Одна гра за раз: дочекайтеся кінця або завершіть її командою /endgame (адмін).`,
    noLobby: (newgame) => `Лобі не відкрите. Відкрийте гру: ${newgame} (адмін).`,
    noGame: (newgame) => `Зараз гри немає. Відкрийте гру: ${newgame} (адмін).`,
    joined: (players) => ` у грі. Гравців: ${players}.`,
    alreadyJoined: ', ви вже в лобі. Чекаємо на /startgame.',
    // «не більше N гравців» needs the genitive for every N; the count after a dash reads right with any number.
    full: (max) => `Лобі заповнене: найбільше гравців — ${max}.`,
    left: (players) => ` виходить із лобі. Гравців: ${players}.`,
    notJoined: ', ви не в лобі. Приєднатися: /join.',
    notEnough: (title, min, have) => `Для гри «${title}» потрібно гравців: щонайменше ${min}, зараз ${have}. Покличте друзів: /join.`,
    cancelled: (title, newgame) => `Лобі гри «${title}» закрито. Нова гра: ${newgame}.`,
    started: (title) => `🎲 Починаємо «${title}»! Порядок ходів: `,
    ended: (title, newgame) => `Гру «${title}» завершено рішенням адміна. Нова гра: ${newgame}.`,
    nothingToEnd: 'Зараз немає ні гри, ні лобі.',
    kicked: ' вибуває з гри за рішенням адміна.',
    leftGame: ' виходить із гри.',
    notInGame: ', ви не в цій грі.',
    playerNotFound: (name) => `Гравця «${name}» серед учасників немає. Приклад: /kick Оксана.`,
    kickWho: 'Кого виключити? Напишіть: /kick <ім’я гравця>.',
    joinDuringGame: (title) => `Гра «${title}» уже йде. Приєднатися можна до наступної.`,
    gameOverHint: (game) => `Зіграти ще: /newgame ${game}`,
  },
  errors: {
    adminOnly: (command) => `Команда /${command} — лише для адмінів чату.`,
    cannotCheckAdmin: 'Не можу перевірити ваші права адміна просто зараз. Спробуйте за хвилину.',
    unknownGame: {
      named: (raw) => `Не знаю гри «${raw}». `,
      which: 'Яку гру відкрити? ',
      available: (games) => `Є: ${games}. Приклад: /newgame craps`,
    },
    unknownCommand: (name) => `Не знаю команди /${name}. Список команд: /help`,
    diceExhausted: 'Заготовлені кубики (--dice) скінчилися: кидати нічим. Перезапустіть із новим списком.',
    staleButton: 'Ця кнопка застаріла — гра вже пішла далі. Подивитися, що зараз: /status',
    corruptSession:
      '⚠️ Не можу прочитати збережену гру цього чату — її пошкоджено. Помилку записано в журнал. Почати наново: /endgame, потім /newgame (адмін).',
    corruptSessionReset: 'Пошкоджену гру цього чату видалено. Можна починати наново: /newgame.',
    internal: 'Вибачте, у мене всередині щось зламалося. Спробуйте ще раз.',
    storeBusy: 'Сховище зараз зайняте, і це повідомлення не записано. Нічого не змінилося — надішліть його ще раз за кілька секунд.',
  },
  status: {
    game: '🎲 Гра: ',
    none: 'Зараз гри немає.',
    open: (newgame) => `Відкрити: ${newgame} (адмін). Правила: /rules`,
    lobby: (title) => `Лобі гри «${title}». Гравці:`,
    nobody: 'поки нікого',
    join: 'Приєднатися: /join · почати: /startgame (адмін)',
  },
});

/** The name shown for a player who asked to be forgotten (/forgetme), in place of the marker the store keeps. */
export const forgottenName: string = 'гравець';
