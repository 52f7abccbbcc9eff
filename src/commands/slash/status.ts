import { lobby, lobbyStatus, noGameStatus } from '../../messages/ru/common.ts';
import { gameStatus } from '../../messages/ru/move-reply.ts';
import { GAME_MESSAGES } from '../../messages/ru/games.ts';
import { reply, type CommandDefinition } from '../command.ts';
import { replyImage } from '../reply-image.ts';

export const status: CommandDefinition = {
  name: 'status',
  admin: false,
  options: [],
  handle({ session, render }) {
    if (session.game) {
      return reply(gameStatus(session.game, render), [], {
        buttons: GAME_MESSAGES[session.game.id].buttons?.(session.game.state) ?? [],
        ...replyImage(session.game, session.settings, 'status'),
      });
    }
    if (session.lobby) {
      return reply(lobbyStatus(session.lobby.game, session.lobby.players), [], {
        buttons: [lobby.joinButton()],
      });
    }
    return reply(noGameStatus());
  },
};
