// Власні речення Дворецького українською (лобі, відмови, вільні кидки, помилки). Кожна відмова каже, що написати.
import { mentionList } from '../mentions.ts';
import { bold, lines, mention } from '../rich.ts';
import type * as ru from '../ru/common.ts';
import { freeRoll, newgameList, playersLine, refusalsIn, titlesWithIds } from '../shared/common.ts';
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

export const lobby: typeof ru.lobby = {
  joinButton: () => ({ label: '✋ Граю', text: '/join' }),
  openedWithoutSeat: (game) => [
    '🎲 Відкрито гру ',
    bold(gameTitle(game)),
    '. Ходи від імені групи не відрізнити один від одного, тож місце в грі не зайнято. Щоб грати, напишіть /join ',
    'від свого акаунта (не анонімно). Приєднуйтеся: /join. Почати: /startgame (адмін).',
  ],
  opened: (game, opener) => [
    '🎲 Відкрито гру ',
    bold(gameTitle(game)),
    '. ',
    mention(opener),
    ' у грі. Приєднуйтеся: /join. Почати: /startgame (адмін).',
  ],
  alreadyOpen: (game) => [`Лобі гри «${gameTitle(game)}» уже відкрите. Приєднатися: /join, скасувати: /endgame (адмін).`],
  gameRunning: (game) => [
    `Зараз іде «${gameTitle(game)}». Одна гра за раз: дочекайтеся кінця або завершіть її командою /endgame (адмін).`,
  ],
  noLobby: () => [`Лобі не відкрите. Відкрийте гру: ${newgameList()} (адмін).`],
  noGame: () => [`Зараз гри немає. Відкрийте гру: ${newgameList()} (адмін).`],
  joined: (user, n) => [mention(user), ` у грі. Гравців: ${n}.`],
  alreadyJoined: (user) => [mention(user), ', ви вже в лобі. Чекаємо на /startgame.'],
  // «не більше N гравців» needs the genitive for every N; the count after a dash reads right with any number.
  full: (max) => [`Лобі заповнене: найбільше гравців — ${max}.`],
  left: (user, players) => [mention(user), ` виходить із лобі. Гравців: ${players}.`],
  notJoined: (user) => [mention(user), ', ви не в лобі. Приєднатися: /join.'],
  notEnough: (game, min, have) => [
    `Для гри «${gameTitle(game)}» потрібно гравців: щонайменше ${min}, зараз ${have}. Покличте друзів: /join.`,
  ],
  cancelled: (game) => [`Лобі гри «${gameTitle(game)}» закрито. Нова гра: ${newgameList()}.`],
  started: (game, players) => [`🎲 Починаємо «${gameTitle(game)}»! Порядок ходів: `, ...mentionList(players), '.'],
  ended: (game) => [`Гру «${gameTitle(game)}» завершено рішенням адміна. Нова гра: ${newgameList()}.`],
  nothingToEnd: () => ['Зараз немає ні гри, ні лобі.'],
  kicked: (player) => [mention(player), ' вибуває з гри за рішенням адміна.'],
  leftGame: (player) => [mention(player), ' виходить із гри.'],
  notInGame: (user) => [mention(user), ', ви не в цій грі.'],
  playerNotFound: (name) => [`Гравця «${name}» серед учасників немає. Приклад: /kick Оксана.`],
  kickWho: () => ['Кого виключити? Напишіть: /kick <ім’я гравця>.'],
  joinDuringGame: (game) => [`Гра «${gameTitle(game)}» уже йде. Приєднатися можна до наступної.`],
  gameOverHint: (game) => [`Зіграти ще: /newgame ${game}`],
};

export const errors: typeof ru.errors = {
  adminOnly: (command) => [`Команда /${command} — лише для адмінів чату.`],
  cannotCheckAdmin: () => ['Не можу перевірити ваші права адміна просто зараз. Спробуйте за хвилину.'],
  unknownGame: (raw) => [
    raw ? `Не знаю гри «${raw}». ` : 'Яку гру відкрити? ',
    `Є: ${titlesWithIds((id) => gameTitle(id).toLowerCase())}. Приклад: /newgame craps`,
  ],
  unknownCommand: (name) => [`Не знаю команди /${name}. Список команд: /help`],
  diceExhausted: () => ['Заготовлені кубики (--dice) скінчилися: кидати нічим. Перезапустіть із новим списком.'],
  staleButton: () => ['Ця кнопка застаріла — гра вже пішла далі. Подивитися, що зараз: /status'],
  corruptSession: () => [
    '⚠️ Не можу прочитати збережену гру цього чату — її пошкоджено. Помилку записано в журнал. Почати наново: /endgame, потім /newgame (адмін).',
  ],
  corruptSessionReset: () => ['Пошкоджену гру цього чату видалено. Можна починати наново: /newgame.'],
  internal: () => ['Вибачте, у мене всередині щось зламалося. Спробуйте ще раз.'],
  storeBusy: () => [
    'Сховище зараз зайняте, і це повідомлення не записано. Нічого не змінилося — надішліть його ще раз за кілька секунд.',
  ],
};

export const statusHeader: typeof ru.statusHeader = (game) => ['🎲 Гра: ', bold(gameTitle(game))];

export const noGameStatus: typeof ru.noGameStatus = () =>
  lines(['Зараз гри немає.'], [`Відкрити: ${newgameList()} (адмін). Правила: /rules`]);

export const lobbyStatus: typeof ru.lobbyStatus = (game, players) =>
  lines([`Лобі гри «${gameTitle(game)}». Гравці:`], players.length ? mentionList(players) : ['поки нікого'], [
    'Приєднатися: /join · почати: /startgame (адмін)',
  ]);

/** The name shown for a player who asked to be forgotten (/forgetme), in place of the marker the store keeps. */
export const forgottenName: string = 'гравець';
