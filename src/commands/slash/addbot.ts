import { engineOf } from '../../core/hosted-games.ts';
import { botRef, nextBotNumber, plainBotName } from '../../sessions/bot-players.ts';
import { reply, type CommandDefinition } from '../command.ts';
import { optionText } from '../declare/options.ts';
import { refuse } from '../refuse.ts';

const NAME = /^[\p{L}\p{N} _-]{1,24}$/u;

/** /addbot [name] (admin, lobby only): seats a computer player; it counts against the game's player limit. */
export const addbot: CommandDefinition = {
  name: 'addbot',
  requires: ['admin', 'noGame', 'lobbyOpen'],
  refusals: { noGame: (text) => text.bots.botText.lobbyOnly(), lobbyOpen: (text) => text.bots.botText.noLobby() },
  options: [{ name: 'name', kind: 'string', required: false }],
  handle({ session, user, options, render }) {
    const args = optionText(options.name);
    const { lobby } = render.text.common;
    const { BOT_NAMES, botText, numberedBotName } = render.text.bots;
    const players = session.lobby!.players;
    const max = engineOf(session.lobby!.game).maxPlayers;
    if (max !== null && players.length >= max) return refuse(lobby.full(max), user, 'lobby_full');
    const taken = new Set(players.map((p) => plainBotName(p).toLowerCase()));
    const typed = args.trim().replace(/\s+/g, ' ');
    if (typed && !NAME.test(typed)) return refuse(botText.badName(), user, 'bad_bot_name');
    if (typed && taken.has(typed.toLowerCase())) return refuse(botText.nameTaken(typed), user, 'bot_name_taken');
    const name = typed || BOT_NAMES.find((n) => !taken.has(n.toLowerCase())) || numberedBotName(nextBotNumber(players));
    const bot = botRef(nextBotNumber(players), name);
    const next = [...players, bot];
    return reply(botText.added(bot, next.length), [{ type: 'joined', player: bot.id, bot: true }], {
      session: { ...session, lobby: { ...session.lobby!, players: next } },
      buttons: lobby.lobbyButtons(),
    });
  },
};
