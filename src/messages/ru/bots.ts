// Sentences about computer players (🤖): seating and removing them, their turn pace, the game that has no people
// left. Wording needs no gender: the Butler does not know one, and a bot has none.
import { botTextIn } from '../shared/adapters.ts';

/** Names the Butler gives bots when the admin names none, in this order (the first one not yet seated). */
export const BOT_NAMES = ['Дживс', 'Бэрримор', 'Альфред', 'Ватсон', 'Себастьян', 'Арчибальд'];
/** The name of a computer player once the names above are taken. */
export const numberedBotName = (n: number) => `Бот ${n}`;

export const botText = botTextIn({
  added: (players) => ` садится за стол. Игроков: ${players}.`,
  removed: (players) => ` встаёт из-за стола. Игроков: ${players}.`,
  lobbyOnly: 'Компьютерных игроков сажают и убирают только в лобби, до /startgame.',
  noLobby: 'Лобби не открыто. Сначала откройте игру: /newgame <игра>, затем /addbot.',
  nameTaken: (name) => `Имя «${name}» уже занято за этим столом. Например: /addbot Дживс.`,
  badName: 'Имя бота — до 24 букв, цифр или пробелов. Например: /addbot Дживс.',
  noBots: 'За столом нет компьютерных игроков. Посадить: /addbot [имя].',
  notFound: (name, bots, example) => `Нет бота «${name}». За столом: ${bots}. Пример: /removebot ${example}.`,
  needsPerson: 'Нужен хотя бы один человек за столом: /join — и можно начинать.',
  thinking: (bot) => ['👉 Ход: ', bot, ' — думает…'],
  note: '🤖 Компьютерные игроки: /addbot [имя] и /removebot [имя] в лобби (админ); ходят сами.',
  pace: '🤖 — компьютерный игрок: ходит сам после короткой паузы (настройка bot_delay).',
});

