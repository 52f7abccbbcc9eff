// Sentences about computer players (🤖) in English: seating and removing them, their turn pace, the game that has
// no people left.
import { mention, type PlayerRef, type Rich } from '../rich.ts';

/** Names the Butler gives bots when the admin names none, in this order (the first one not yet seated). */
export const BOT_NAMES = ['Jeeves', 'Barrymore', 'Alfred', 'Watson', 'Sebastian', 'Archibald'];
/** The name of a computer player once the names above are taken. */
export const numberedBotName = (n: number) => `Bot ${n}`;

export const botText = {
  added: (bot: PlayerRef, count: number): Rich => [mention(bot), ` takes a seat at the table. Players: ${count}.`],
  removed: (bot: PlayerRef, count: number): Rich => [mention(bot), ` leaves the table. Players: ${count}.`],
  lobbyOnly: (): Rich => ['Computer players are seated and removed only in the lobby, before /startgame.'],
  noLobby: (): Rich => ['No lobby is open. Open a game first: /newgame <game>, then /addbot.'],
  nameTaken: (name: string): Rich => [`The name “${name}” is already taken at this table. For example: /addbot Jeeves.`],
  badName: (): Rich => ['A bot’s name is up to 24 letters, digits or spaces. For example: /addbot Jeeves.'],
  noBots: (): Rich => ['There are no computer players at the table. To seat one: /addbot [name].'],
  notFound: (name: string, bots: string[]): Rich => [
    `No bot called “${name}”. At the table: ${bots.join(', ')}. Example: /removebot ${bots[0]}.`,
  ],
  needsPerson: (): Rich => ['At least one person is needed at the table: /join, and the game can start.'],
  thinking: (bot: PlayerRef): Rich => ['👉 Turn: ', mention(bot), ' is thinking…'],
  note: (): Rich => ['🤖 Computer players: /addbot [name] and /removebot [name] in the lobby (admins); they move by themselves.'],
  pace: (): Rich => ['🤖 marks a computer player: it moves by itself after a short pause (the bot_delay setting).'],
};
