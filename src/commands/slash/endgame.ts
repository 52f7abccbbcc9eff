import { reply, type CommandDefinition } from '../command.ts';
import { refuse } from '../refuse.ts';

/** /endgame: ends the running game without a winner, or cancels an open lobby. */
export const endgame: CommandDefinition = {
  name: 'endgame',
  requires: ['admin'],
  options: [],
  handle({ session, user, render }) {
    const { lobby } = render.text.common;
    if (session.game) {
      const id = session.game.id;
      // The ended game still goes on record (with its secret revealed), with no winner.
      const ended = { game: session.game, winners: [], scores: null, how: 'ended' as const };
      return reply(lobby.ended(id), [{ type: 'game_ended', game: id }], { session: { ...session, game: null, ended } });
    }
    if (session.lobby) {
      const id = session.lobby.game;
      return reply(lobby.cancelled(id), [{ type: 'game_ended', game: id }], { session: { ...session, lobby: null } });
    }
    return refuse(lobby.nothingToEnd(), user, 'nothing_to_end');
  },
};
