import { lines } from '../../messages/rich.ts';
import { isBotId } from '../../sessions/bot-players.ts';
import { reply, type CommandDefinition } from '../command.ts';
import { hintStatusLine } from '../../advice/hint-advisors.ts';
import { replyImage } from '../reply-image.ts';
import { gameView } from '../game-view.ts';
import { statusChances } from '../../advice/chances.ts';

export const status: CommandDefinition = {
  name: 'status',
  options: [],
  handle({ session, render }) {
    const { lobby, lobbyStatus, noGameStatus } = render.text.common;
    const { gameStatus } = render.text.moveReply;
    const { gameMessages } = render.text.games;
    const { botText } = render.text.bots;
    if (session.game) {
      const bots = session.game.players.some((p) => isBotId(p.id));
      const pace = bots ? botText.pace() : null;
      const chances = statusChances(session.game, render.text);
      const body = lines(gameStatus(gameView(session.game), render), chances?.line ?? null, pace, hintStatusLine(session.game, session.settings, render.text));
      return reply(body, chances?.events ?? [], {
        buttons: gameMessages(session.game.id).buttons?.(session.game.state) ?? [],
        ...replyImage(session.game, session.settings, 'status', render.language, chances?.picture),
      });
    }
    if (session.lobby) {
      return reply(lines(lobbyStatus(session.lobby.game, session.lobby.players), botText.note()), [], {
        buttons: lobby.lobbyButtons(),
      });
    }
    return reply(noGameStatus());
  },
};
