// The Butler's own sentences (lobby, refusals, free rolls, errors) in Russian.
// Every sentence that refuses something also says what to type instead.
import type { GameId } from '../../games/types.ts';
import { mentionList } from '../mentions.ts';
import { bold, lines, mention, type Button, type PlayerRef, type Rich } from '../rich.ts';
import { freeRoll, newgameList, playersLine, refusalsIn, titlesWithIds } from '../shared/common.ts';
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

export const lobby = {
  joinButton: (): Button => ({ label: '✋ Играю', text: '/join' }),
  openedWithoutSeat: (game: GameId): Rich => [
    '🎲 Открыта игра ',
    bold(gameTitle(game)),
    '. Ходы от имени группы не отличить друг от друга, поэтому место в игре не занято. Чтобы играть, напишите /join ',
    'от своего аккаунта (не анонимно). Присоединяйтесь: /join. Начать: /startgame (админ).',
  ],
  opened: (game: GameId, opener: PlayerRef): Rich => [
    '🎲 Открыта игра ',
    bold(gameTitle(game)),
    '. ',
    mention(opener),
    ' в игре. Присоединяйтесь: /join. Начать: /startgame (админ).',
  ],
  alreadyOpen: (game: GameId): Rich => [
    `Уже открыто лобби игры «${gameTitle(game)}». Присоединиться: /join, отменить: /endgame (админ).`,
  ],
  gameRunning: (game: GameId): Rich => [
    `Сейчас идёт «${gameTitle(game)}». Одна игра за раз: дождитесь конца или завершите её командой /endgame (админ).`,
  ],
  noLobby: (): Rich => [`Лобби не открыто. Откройте игру: ${newgameList()} (админ).`],
  noGame: (): Rich => [`Сейчас игры нет. Откройте игру: ${newgameList()} (админ).`],
  joined: (user: PlayerRef, count: number): Rich => [mention(user), ` в игре. Игроков: ${count}.`],
  alreadyJoined: (user: PlayerRef): Rich => [mention(user), ', вы уже в лобби. Ждём /startgame.'],
  full: (max: number): Rich => [`Лобби заполнено: не больше ${plural(max, PLAYERS)}.`],
  left: (user: PlayerRef, players: number): Rich => [mention(user), ` выходит из лобби. Игроков: ${players}.`],
  notJoined: (user: PlayerRef): Rich => [mention(user), ', вы не в лобби. Присоединиться: /join.'],
  notEnough: (game: GameId, min: number, have: number): Rich => [
    `Для игры «${gameTitle(game)}» нужно игроков: не меньше ${min}, сейчас ${have}. Позовите друзей: /join.`,
  ],
  cancelled: (game: GameId): Rich => [`Лобби игры «${gameTitle(game)}» закрыто. Новая игра: ${newgameList()}.`],
  started: (game: GameId, players: PlayerRef[]): Rich => [
    `🎲 Начинаем «${gameTitle(game)}»! Порядок ходов: `,
    ...mentionList(players),
    '.',
  ],
  ended: (game: GameId): Rich => [`Игра «${gameTitle(game)}» завершена админом. Новая игра: ${newgameList()}.`],
  nothingToEnd: (): Rich => ['Сейчас нет ни игры, ни лобби.'],
  kicked: (player: PlayerRef): Rich => [mention(player), ' выбывает из игры по решению админа.'],
  leftGame: (player: PlayerRef): Rich => [mention(player), ' выходит из игры.'],
  notInGame: (user: PlayerRef): Rich => [mention(user), ', вы не в этой игре.'],
  playerNotFound: (name: string): Rich => [`Не нашёл игрока «${name}» среди участников. Пример: /kick Алиса.`],
  kickWho: (): Rich => ['Кого исключить? Напишите: /kick <имя игрока>.'],
  joinDuringGame: (game: GameId): Rich => [
    `Игра «${gameTitle(game)}» уже идёт. Присоединиться можно к следующей.`,
  ],
  gameOverHint: (game: GameId): Rich => [`Сыграть ещё: /newgame ${game}`],
};


export const errors = {
  adminOnly: (command: string): Rich => [`Команда /${command} — только для админов чата.`],
  cannotCheckAdmin: (): Rich => ['Не могу проверить ваши права админа прямо сейчас. Попробуйте через минуту.'],
  unknownGame: (raw: string): Rich => [
    raw ? `Не знаю игры «${raw}». ` : 'Какую игру открыть? ',
    `Есть: ${titlesWithIds((id) => gameTitle(id).toLowerCase())}. Пример: /newgame крэпс`,
  ],
  unknownCommand: (name: string): Rich => [`Не знаю команды /${name}. Список команд: /help`],
  diceExhausted: (): Rich => ['Заготовленные кости (--dice) закончились: бросать нечем. Перезапустите с новым списком.'],
  staleButton: (): Rich => ['Эта кнопка устарела — игра уже ушла дальше. Посмотреть, что сейчас: /status'],
  corruptSession: (): Rich => [
    '⚠️ Не могу прочитать сохранённую игру этого чата — она повреждена. Я сообщил об этом в журнал. Начать заново: /endgame, затем /newgame (админ).',
  ],
  corruptSessionReset: (): Rich => ['Повреждённая игра этого чата удалена. Можно начинать заново: /newgame.'],
  internal: (): Rich => ['Простите, что-то сломалось у меня внутри. Попробуйте ещё раз.'],
  /** the store stayed locked past the bounded wait: nothing was applied, the same message may be sent again */
  storeBusy: (): Rich => ['Хранилище сейчас занято, и это сообщение не записано. Ничего не изменилось — отправьте его ещё раз через пару секунд.'],
};

export function statusHeader(game: GameId): Rich {
  return ['🎲 Игра: ', bold(gameTitle(game))];
}

export function noGameStatus(): Rich {
  return lines(['Сейчас игры нет.'], [`Открыть: ${newgameList()} (админ). Правила: /rules`]);
}

export function lobbyStatus(game: GameId, players: PlayerRef[]): Rich {
  return lines([`Лобби игры «${gameTitle(game)}». Игроки:`], players.length ? mentionList(players) : ['пока никого'], [
    'Присоединиться: /join · начать: /startgame (админ)',
  ]);
}

/** The name shown for a player who asked to be forgotten (/forgetme), in place of the marker the store keeps. */
export const forgottenName: string = 'игрок';
