import { isBotId, plainBotName } from '../../sessions/bot-players.ts';
import { reply, type CommandDefinition } from '../command.ts';
import { refuse } from '../refuse.ts';

/** /removebot [name] (admin, lobby only): takes a computer player out; without a name, the one seated last. */
export const removebot: CommandDefinition = {
  name: 'removebot',
  admin: true,
  options: [{ name: 'name', kind: 'string', required: false }],
  handle({ session, user, args, render }) {
    const { botText } = render.text.bots;
    if (session.game) return refuse(botText.lobbyOnly(), user, 'game_running');
    if (!session.lobby) return refuse(botText.noLobby(), user, 'no_lobby');
    const bots = session.lobby.players.filter((p) => isBotId(p.id));
    if (bots.length === 0) return refuse(botText.noBots(), user, 'no_bots');
    const typed = args.trim().replace(/^🤖\s*/u, '').replace(/\s+/g, ' ').toLowerCase();
    const bot = typed
      ? bots.find((b) => plainBotName(b).toLowerCase() === typed || b.id === typed)
      : bots[bots.length - 1];
    if (!bot) return refuse(botText.notFound(args.trim(), bots.map(plainBotName)), user, 'bot_not_found');
    const players = session.lobby.players.filter((p) => p.id !== bot.id);
    return reply(botText.removed(bot, players.length), [{ type: 'left', player: bot.id, bot: true }], {
      session: { ...session, lobby: { ...session.lobby, players } },
    });
  },
};
