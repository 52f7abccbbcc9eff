// Sentences about computer players (🤖) in Ukrainian: seating and removing them, their turn pace, the game that
// has no people left. Wording needs no gender: the Butler does not know one, and a bot has none.
import { botTextIn } from '../shared/adapters.ts';

/** Names the Butler gives bots when the admin names none, in this order (the first one not yet seated). */
export const BOT_NAMES = ['Дживс', 'Беррімор', 'Альфред', 'Ватсон', 'Себастьян', 'Арчібальд'];
/** The name of a computer player once the names above are taken. */
export const numberedBotName = (n: number) => `Бот ${n}`;

export const botText = botTextIn({
  added: (players) => ` сідає за стіл. Гравців: ${players}.`,
  removed: (players) => ` встає з-за столу. Гравців: ${players}.`,
  lobbyOnly: 'Комп’ютерних гравців садять і прибирають лише в лобі, до /startgame.',
  noLobby: 'Лобі не відкрите. Спершу відкрийте гру: /newgame <гра>, потім /addbot.',
  nameTaken: (name) => `Ім’я «${name}» за цим столом уже зайняте. Наприклад: /addbot Дживс.`,
  badName: 'Ім’я бота — до 24 літер, цифр або пробілів. Наприклад: /addbot Дживс.',
  noBots: 'За столом немає комп’ютерних гравців. Посадити: /addbot [ім’я].',
  notFound: (name, bots, example) => `Бота «${name}» немає. За столом: ${bots}. Приклад: /removebot ${example}.`,
  needsPerson: 'За столом потрібна хоча б одна людина: /join — і можна починати.',
  thinking: (bot) => ['👉 Хід: ', bot, ' — думає…'],
  note: '🤖 Комп’ютерні гравці: /addbot [ім’я] і /removebot [ім’я] у лобі (адмін); ходять самі.',
  pace: '🤖 — комп’ютерний гравець: ходить сам після короткої паузи (налаштування bot_delay).',
});
