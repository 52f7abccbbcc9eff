import { engineOf, settingsOf } from '../../core/hosted-games.ts';
import { isBotId } from '../../sessions/bot-players.ts';
import { lines } from '../../messages/rich.ts';
import { sealGame } from '../../dice/fair/seal.ts';
import { DICE_SETTING } from '../settings-keys.ts';
import { seedWindowLeft, seedWindowSeconds } from '../../dice/fair/seed-window.ts';
import type { SealBy } from '../../dice/fair/seal.ts';
import type { ChannelSession } from '../../sessions/session.ts';
import type { PlayerRef } from '../../core/rich.ts';
import type { RunningGame } from '../../sessions/session.ts';
import { reply, type CommandDefinition } from '../command.ts';
import { refuse } from '../refuse.ts';
import { renderContextFor } from '../render-context.ts';
import { gameView } from '../game-view.ts';

export const startgame: CommandDefinition = {
  name: 'startgame',
  requires: ['admin', 'noGame', 'lobbyOpen'],
  options: [],
  handle({ session, user, now, diceOrigin, render }) {
    const { lobby } = render.text.common;
    const { botText } = render.text.bots;
    const { moveReply } = render.text.moveReply;
    const { fairText } = render.text.fair;
    const { game: id, players } = session.lobby!;
    const engine = engineOf(id);
    if (players.length < engine.minPlayers) {
      return refuse(lobby.notEnough(id, engine.minPlayers, players.length), user, 'not_enough_players');
    }
    // RULES.md §6: a game needs at least one person; bots alone do not play.
    if (players.every((p) => isBotId(p.id))) return refuse(botText.needsPerson(), user, 'needs_person');
    // The game keeps the settings it started with, even if an admin changes them later.
    const settings = settingsOf(id, session.settings);
    const game: RunningGame = {
      id,
      players,
      settings,
      state: engine.setup(
        players.map((p) => p.id),
        settings,
      ),
      clock: null,
      timeouts: {},
      // Fair dice: a fresh secret whose commitment goes out with this message (see src/dice/fair).
      // With `dice telegram` the players throw Telegram's 🎲 themselves (sessions/thrown-dice.ts): nothing to seal.
      fair: sealOf(session.settings[DICE_SETTING.key] === 'telegram' ? 'telegram' : (diceOrigin ?? 'script'), players, session),
      log: [],
      startedAt: now,
    };
    const next = { ...session, lobby: null, game };
    const rendered = moveReply(gameView(game), [], false, renderContextFor(next));
    return reply(
      lines(lobby.started(id, players), fairText.sealed(game.fair!.by, game.fair!.commitment, seedWindowLeft(game, session.settings, now)), rendered.rich),
      [{ type: 'game_started', game: id, players: players.map((p) => p.id), commitment: game.fair!.commitment }],
      { session: next, buttons: rendered.buttons },
    );
  },
};

/** The seal, with the seed window it starts under (the record keeps it, so the window can be checked from it). */
function sealOf(by: SealBy, players: readonly PlayerRef[], session: ChannelSession) {
  const seal = sealGame(by, players, session.lobby!.seeds ?? []);
  return by === 'hmac' ? { ...seal, window: seedWindowSeconds(session.settings) } : seal;
}
