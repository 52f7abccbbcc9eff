import { reply, type CommandDefinition } from '../command.ts';
import { optionText } from '../declare/options.ts';
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
  requires: ['admin', 'noGame', 'noLobby'],
  options: [gameOption(true)],
  handle({ session, user, options, render, anonymous }) {
    const { errors, lobby } = render.text.common;
    const asked = optionText(options.game);
    const game = gameByName(asked);
    // one button per game: a game can be opened by a tap
    if (!game) return { ...refuse(errors.unknownGame(asked), user, 'unknown_game'), buttons: lobby.gameButtons() };
    return reply(anonymous ? lobby.openedWithoutSeat(game) : lobby.opened(game, user), [{ type: 'lobby_opened', game, player: user.id }], {
      session: { ...session, lobby: { game, players: anonymous ? [] : [user] } },
      buttons: lobby.lobbyButtons(),
    });
  },
};
