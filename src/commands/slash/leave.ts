import { reply, type CommandDefinition } from '../command.ts';
import { refuse } from '../refuse.ts';
import { removeFromGame, removeFromLobby } from '../remove-player.ts';

export const leave: CommandDefinition = {
  name: 'leave',
  options: [],
  handle({ session, user, dice, render }) {
    const { lobby } = render.text.common;
    if (session.game) {
      return removeFromGame(session, user, 'left', dice) ?? refuse(lobby.notInGame(user), user, 'not_in_game');
    }
    const next = removeFromLobby(session, user);
    if (!next) return refuse(session.lobby ? lobby.notJoined(user) : lobby.noLobby(), user, 'not_joined');
    return reply(lobby.left(user, next.lobby!.players.length), [{ type: 'left', player: user.id }], {
      session: next,
    });
  },
};
