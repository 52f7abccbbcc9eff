// Sentences about computer players (🤖): seating and removing them, their turn pace, the game that has no people
// left. Wording needs no gender: the Butler does not know one, and a bot has none.
import { mention, type PlayerRef, type Rich } from '../rich.ts';

/** Names the Butler gives bots when the admin names none, in this order (the first one not yet seated). */
export const BOT_NAMES = ['Дживс', 'Бэрримор', 'Альфред', 'Ватсон', 'Себастьян', 'Арчибальд'];
/** The name of a computer player once the names above are taken. */
export const numberedBotName = (n: number) => `Бот ${n}`;

export const botText = {
  added: (bot: PlayerRef, count: number): Rich => [mention(bot), ` садится за стол. Игроков: ${count}.`],
  removed: (bot: PlayerRef, count: number): Rich => [mention(bot), ` встаёт из-за стола. Игроков: ${count}.`],
  lobbyOnly: (): Rich => ['Компьютерных игроков сажают и убирают только в лобби, до /startgame.'],
  noLobby: (): Rich => ['Лобби не открыто. Сначала откройте игру: /newgame <игра>, затем /addbot.'],
  nameTaken: (name: string): Rich => [`Имя «${name}» уже занято за этим столом. Например: /addbot Дживс.`],
  badName: (): Rich => ['Имя бота — до 24 букв, цифр или пробелов. Например: /addbot Дживс.'],
  noBots: (): Rich => ['За столом нет компьютерных игроков. Посадить: /addbot [имя].'],
  notFound: (name: string, bots: string[]): Rich => [
    `Нет бота «${name}». За столом: ${bots.join(', ')}. Пример: /removebot ${bots[0]}.`,
  ],
  needsPerson: (): Rich => ['Нужен хотя бы один человек за столом: /join — и можно начинать.'],
  /** The next-move line when a bot is to move: people need not type anything. */
  thinking: (bot: PlayerRef): Rich => ['👉 Ход: ', mention(bot), ' — думает…'],
  /** One line for the rules and the lobby's /status. */
  note: (): Rich => ['🤖 Компьютерные игроки: /addbot [имя] и /removebot [имя] в лобби (админ); ходят сами.'],
  /** /status of a game with bots: they move by themselves (after the channel's bot_delay). */
  pace: (): Rich => ['🤖 — компьютерный игрок: ходит сам после короткой паузы (настройка bot_delay).'],
};

