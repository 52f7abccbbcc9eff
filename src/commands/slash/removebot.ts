import { isBotId, plainBotName } from '../../sessions/bot-players.ts';
import { reply, type CommandDefinition } from '../command.ts';
import { optionText } from '../declare/options.ts';
import { refuse } from '../refuse.ts';

/** /removebot [name] (admin, lobby only): takes a computer player out; without a name, the one seated last. */
export const removebot: CommandDefinition = {
  name: 'removebot',
  requires: ['admin', 'noGame', 'lobbyOpen'],
  refusals: { noGame: (text) => text.bots.botText.lobbyOnly(), lobbyOpen: (text) => text.bots.botText.noLobby() },
  options: [{ name: 'name', kind: 'string', required: false }],
  handle({ session, user, options, render }) {
    const args = optionText(options.name);
    const { botText } = render.text.bots;
    const bots = session.lobby!.players.filter((p) => isBotId(p.id));
    if (bots.length === 0) return refuse(botText.noBots(), user, 'no_bots');
    const typed = args.trim().replace(/^🤖\s*/u, '').replace(/\s+/g, ' ').toLowerCase();
    const bot = typed
      ? bots.find((b) => plainBotName(b).toLowerCase() === typed || b.id === typed)
      : bots[bots.length - 1];
    if (!bot) return refuse(botText.notFound(args.trim(), bots.map(plainBotName)), user, 'bot_not_found');
    const players = session.lobby!.players.filter((p) => p.id !== bot.id);
    return reply(botText.removed(bot, players.length), [{ type: 'left', player: bot.id, bot: true }], {
      session: { ...session, lobby: { ...session.lobby!, players } },
    });
  },
};
