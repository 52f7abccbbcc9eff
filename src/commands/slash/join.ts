import { engineOf } from '../../core/hosted-games.ts';
import { reply, type CommandDefinition } from '../command.ts';
import { refuse } from '../refuse.ts';

export const join: CommandDefinition = {
  name: 'join',
  requires: ['noGame', 'lobbyOpen'],
  refusals: { noGame: (text, session) => text.common.lobby.joinDuringGame(session.game!.id) },
  options: [],
  handle({ session, user, render }) {
    const { lobby } = render.text.common;
    const players = session.lobby!.players;
    if (players.some((p) => p.id === user.id)) return refuse(lobby.alreadyJoined(user), user, 'already_joined');
    const max = engineOf(session.lobby!.game).maxPlayers;
    if (max !== null && players.length >= max) return refuse(lobby.full(max), user, 'lobby_full');
    const next = [...players, user];
    return reply(lobby.joined(user, next.length), [{ type: 'joined', player: user.id }], {
      session: { ...session, lobby: { ...session.lobby!, players: next } },
      buttons: lobby.lobbyButtons(),
    });
  },
};
