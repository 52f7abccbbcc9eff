// The Butler's own sentences (lobby, refusals, free rolls, errors) in Russian.
// Every sentence that refuses something also says what to type instead.
import type { Rich } from '../rich.ts';
import { freeRoll, newgameList, playersLine, refusalsIn } from '../shared/common.ts';
import { lobbyTextIn } from '../shared/lobby.ts';
import { gameTitle, ownRolls } from './games.ts';
import { hintsPhrase, rollPhrase } from './move-hints.ts';
import { count as plural, DICE, PLAYERS } from './plural.ts';
import { valuesNotHeld } from './values-not-held.ts';

export { freeRoll, playersLine };

export function badCount(count: number | string): Rich {
  return [`Можно бросить от 1 до 5 костей, а не ${count}. Например: «бросаю 3 кости».`];
}

export const { nextMove, rejection } = refusalsIn({
  turn: '👉 Ход: ',
  byCode: {
    game_over: () => [`Игра уже закончена. Новая: ${newgameList()}`],
    not_in_game: (f) => [f.user, ', вы не участвуете в этой игре. Дождитесь следующей и напишите /join в лобби.'],
    not_your_turn: (f) =>
      f.waiting ? ['Сейчас ходит ', f.waiting, '. Дождитесь своей очереди.'] : ['Сейчас не ваш ход.'],
    wrong_dice_count: (f) => [`Сейчас нужно бросить ${plural(Number(f.params.expected), DICE)}: «${f.roll(Number(f.params.expected))}».`],
    move_not_allowed: (f) => [`Сейчас так нельзя. Можно: ${f.what}.`],
    values_not_held: (f) => valuesNotHeld(f.params.values as number[], f.hand),
    reroll_count_mismatch: (f) => [
      `Названо ${plural(Number(f.params.named), DICE)}, а бросаете ${f.params.count}. Бросьте столько, сколько названо: «${f.roll(Number(f.params.named))}».`,
    ],
    name_dice_first: () => ['Сначала назовите, какие кости перебрасываете: «Перебрасываю 4, 5 и 1, бросаю 3 кости».'],
    no_rolls_left: () => ['Броски закончились — запишите результат: «Записываю в <графу>».'],
    roll_first: (f) => [`Сначала бросьте кости: ${f.what || '«бросаю 5 костей»'}.`],
    box_taken: () => [`Эта графа уже заполнена. Выберите свободную.`],
    unknown_box: () => [`Не знаю такой графы. Напишите, например, «Записываю в каре».`],
    joker_box_required: (f) => [`По правилу джокера запишите в: ${(f.params.boxes as string[] | undefined)?.join(', ') ?? ''}.`],
    cannot_bank: (f) => [`Сейчас записать очки нельзя. Бросайте дальше: ${f.what}.`],
  },
  other: ['Так сейчас нельзя.'],
  hintsPhrase,
  rollPhrase,
  ownRolls,
});

export const { lobby, errors, statusHeader, noGameStatus, lobbyStatus } = lobbyTextIn({
  title: gameTitle,
  titleInList: (title) => title.toLowerCase(),
  lobby: {
    joinButton: '✋ Играю',
    startButton: '▶️ Начать',
    addBotButton: '🤖 Добавить бота',
    playAgainButton: '🔁 Сыграть ещё',
    openedWithoutSeat: (title) => [
      '🎲 Открыта игра ',
      title,
      '. Ходы от имени группы не отличить друг от друга, поэтому место в игре не занято. Чтобы играть, напишите /join ',
      'от своего аккаунта (не анонимно). Присоединяйтесь: /join. Начать: /startgame (админ).',
    ],
    opened: (title, opener) => ['🎲 Открыта игра ', title, '. ', opener, ' в игре. Присоединяйтесь: /join. Начать: /startgame (админ).'],
    alreadyOpen: (title) => `Уже открыто лобби игры «${title}». Присоединиться: /join, отменить: /endgame (админ).`,
    gameRunning: (title) => `Сейчас идёт «${title}». Одна игра за раз: дождитесь конца или завершите её командой /endgame (админ).`,
    noLobby: (newgame) => `Лобби не открыто. Откройте игру: ${newgame} (админ).`,
    noGame: (newgame) => `Сейчас игры нет. Откройте игру: ${newgame} (админ).`,
    joined: (players) => ` в игре. Игроков: ${players}.`,
    alreadyJoined: ', вы уже в лобби. Ждём /startgame.',
    full: (max) => `Лобби заполнено: не больше ${plural(max, PLAYERS)}.`,
    left: (players) => ` выходит из лобби. Игроков: ${players}.`,
    notJoined: ', вы не в лобби. Присоединиться: /join.',
    notEnough: (title, min, have) => `Для игры «${title}» нужно игроков: не меньше ${min}, сейчас ${have}. Позовите друзей: /join.`,
    cancelled: (title, newgame) => `Лобби игры «${title}» закрыто. Новая игра: ${newgame}.`,
    started: (title) => `🎲 Начинаем «${title}»! Порядок ходов: `,
    ended: (title, newgame) => `Игра «${title}» завершена админом. Новая игра: ${newgame}.`,
    nothingToEnd: 'Сейчас нет ни игры, ни лобби.',
    kicked: ' выбывает из игры по решению админа.',
    leftGame: ' выходит из игры.',
    notInGame: ', вы не в этой игре.',
    playerNotFound: (name) => `Не нашёл игрока «${name}» среди участников. Пример: /kick Алиса.`,
    kickWho: 'Кого исключить? Напишите: /kick <имя игрока>.',
    joinDuringGame: (title) => `Игра «${title}» уже идёт. Присоединиться можно к следующей.`,
    gameOverHint: (game) => `Сыграть ещё: /newgame ${game}`,
  },
  errors: {
    adminOnly: (command) => `Команда /${command} — только для админов чата.`,
    cannotCheckAdmin: 'Не могу проверить ваши права админа прямо сейчас. Попробуйте через минуту.',
    unknownGame: {
      named: (raw) => `Не знаю игры «${raw}». `,
      which: 'Какую игру открыть? ',
      available: (games) => `Есть: ${games}. Пример: /newgame крэпс`,
    },
    unknownCommand: (name) => `Не знаю команды /${name}. Список команд: /help`,
    diceExhausted: 'Заготовленные кости (--dice) закончились: бросать нечем. Перезапустите с новым списком.',
    staleButton: 'Эта кнопка устарела — игра уже ушла дальше. Посмотреть, что сейчас: /status',
    corruptSession:
      '⚠️ Не могу прочитать сохранённую игру этого чата — она повреждена. Я сообщил об этом в журнал. Начать заново: /endgame, затем /newgame (админ).',
    corruptSessionReset: 'Повреждённая игра этого чата удалена. Можно начинать заново: /newgame.',
    internal: 'Простите, что-то сломалось у меня внутри. Попробуйте ещё раз.',
    storeBusy: 'Хранилище сейчас занято, и это сообщение не записано. Ничего не изменилось — отправьте его ещё раз через пару секунд.',
  },
  status: {
    game: '🎲 Игра: ',
    none: 'Сейчас игры нет.',
    open: (newgame) => `Открыть: ${newgame} (админ). Правила: /rules`,
    lobby: (title) => `Лобби игры «${title}». Игроки:`,
    nobody: 'пока никого',
    join: 'Присоединиться: /join · начать: /startgame (админ)',
  },
});

/** The name shown for a player who asked to be forgotten (/forgetme), in place of the marker the store keeps. */
export const forgottenName: string = 'игрок';
