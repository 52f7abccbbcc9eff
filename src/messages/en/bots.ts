// Sentences about computer players (🤖) in English: seating and removing them, their turn pace, the game that has
// no people left.
import { botTextIn } from '../shared/adapters.ts';

/** Names the Butler gives bots when the admin names none, in this order (the first one not yet seated). */
export const BOT_NAMES = ['Jeeves', 'Barrymore', 'Alfred', 'Watson', 'Sebastian', 'Archibald'];
/** The name of a computer player once the names above are taken. */
export const numberedBotName = (n: number) => `Bot ${n}`;

export const botText = botTextIn({
  added: (players) => ` takes a seat at the table. Players: ${players}.`,
  removed: (players) => ` leaves the table. Players: ${players}.`,
  lobbyOnly: 'Computer players are seated and removed only in the lobby, before /startgame.',
  noLobby: 'No lobby is open. Open a game first: /newgame <game>, then /addbot.',
  nameTaken: (name) => `The name “${name}” is already taken at this table. For example: /addbot Jeeves.`,
  badName: 'A bot’s name is up to 24 letters, digits or spaces. For example: /addbot Jeeves.',
  noBots: 'There are no computer players at the table. To seat one: /addbot [name].',
  notFound: (name, bots, example) => `No bot called “${name}”. At the table: ${bots}. Example: /removebot ${example}.`,
  needsPerson: 'At least one person is needed at the table: /join, and the game can start.',
  thinking: (bot) => ['👉 Turn: ', bot, ' is thinking…'],
  note: '🤖 Computer players: /addbot [name] and /removebot [name] in the lobby (admins); they move by themselves.',
  pace: '🤖 marks a computer player: it moves by itself after a short pause (the bot_delay setting).',
});
