import { GAME_IDS } from '../../games/types.ts';
import { DEFAULT_LANGUAGE, textFor } from '../../messages/index.ts';
import { refuse, reply, type CommandDefinition } from '../command.ts';
import { gameByName } from '../game-names.ts';

/** /newgame <game>: opens a lobby; the admin who opens it joins at once (they can /leave). */
export const newgame: CommandDefinition = {
  name: 'newgame',
  admin: true,
  options: [
    {
      name: 'game',
      kind: 'string',
      required: true,
      // the default language's names; Discord's menus carry each language's (adapters/discord/command-data.ts)
      choices: GAME_IDS.map((id) => ({ value: id, label: textFor(DEFAULT_LANGUAGE).games.gameTitle(id) })),
    },
  ],
  handle({ session, user, args, render }) {
    const { errors, lobby } = render.text.common;
    if (session.game) return refuse(lobby.gameRunning(session.game.id), user, 'game_running');
    if (session.lobby) return refuse(lobby.alreadyOpen(session.lobby.game), user, 'lobby_open');
    const game = gameByName(args);
    if (!game) return refuse(errors.unknownGame(args), user, 'unknown_game');
    return reply(lobby.opened(game, user), [{ type: 'lobby_opened', game, player: user.id }], {
      session: { ...session, lobby: { game, players: [user] } },
      buttons: [lobby.joinButton()],
    });
  },
};
