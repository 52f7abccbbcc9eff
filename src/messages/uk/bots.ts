// Sentences about computer players (🤖) in Ukrainian: seating and removing them, their turn pace, the game that
// has no people left. Wording needs no gender: the Butler does not know one, and a bot has none.
import { mention, type PlayerRef, type Rich } from '../rich.ts';

/** Names the Butler gives bots when the admin names none, in this order (the first one not yet seated). */
export const BOT_NAMES = ['Дживс', 'Беррімор', 'Альфред', 'Ватсон', 'Себастьян', 'Арчібальд'];
/** The name of a computer player once the names above are taken. */
export const numberedBotName = (n: number) => `Бот ${n}`;

export const botText = {
  added: (bot: PlayerRef, count: number): Rich => [mention(bot), ` сідає за стіл. Гравців: ${count}.`],
  removed: (bot: PlayerRef, count: number): Rich => [mention(bot), ` встає з-за столу. Гравців: ${count}.`],
  lobbyOnly: (): Rich => ['Комп’ютерних гравців садять і прибирають лише в лобі, до /startgame.'],
  noLobby: (): Rich => ['Лобі не відкрите. Спершу відкрийте гру: /newgame <гра>, потім /addbot.'],
  nameTaken: (name: string): Rich => [`Ім’я «${name}» за цим столом уже зайняте. Наприклад: /addbot Дживс.`],
  badName: (): Rich => ['Ім’я бота — до 24 літер, цифр або пробілів. Наприклад: /addbot Дживс.'],
  noBots: (): Rich => ['За столом немає комп’ютерних гравців. Посадити: /addbot [ім’я].'],
  notFound: (name: string, bots: string[]): Rich => [
    `Бота «${name}» немає. За столом: ${bots.join(', ')}. Приклад: /removebot ${bots[0]}.`,
  ],
  needsPerson: (): Rich => ['За столом потрібна хоча б одна людина: /join — і можна починати.'],
  thinking: (bot: PlayerRef): Rich => ['👉 Хід: ', mention(bot), ' — думає…'],
  note: (): Rich => ['🤖 Комп’ютерні гравці: /addbot [ім’я] і /removebot [ім’я] у лобі (адмін); ходять самі.'],
  pace: (): Rich => ['🤖 — комп’ютерний гравець: ходить сам після короткої паузи (налаштування bot_delay).'],
};
