import { reply, type CommandDefinition } from '../command.ts';
import { gameOption } from '../game-option.ts';
import { refuse } from '../refuse.ts';
import { gameByName } from '../game-names.ts';

/**
 * /newgame <game>: opens a lobby; the admin who opens it joins at once (they can /leave) — unless they write
 * anonymously (a Telegram anonymous admin): a seat they could never play is not taken, and the answer says how to
 * join as oneself.
 */
export const newgame: CommandDefinition = {
  name: 'newgame',
  admin: true,
  options: [gameOption(true)],
  handle({ session, user, args, render, anonymous }) {
    const { errors, lobby } = render.text.common;
    if (session.game) return refuse(lobby.gameRunning(session.game.id), user, 'game_running');
    if (session.lobby) return refuse(lobby.alreadyOpen(session.lobby.game), user, 'lobby_open');
    const game = gameByName(args);
    if (!game) return refuse(errors.unknownGame(args), user, 'unknown_game');
    return reply(anonymous ? lobby.openedWithoutSeat(game) : lobby.opened(game, user), [{ type: 'lobby_opened', game, player: user.id }], {
      session: { ...session, lobby: { game, players: anonymous ? [] : [user] } },
      buttons: [lobby.joinButton()],
    });
  },
};
