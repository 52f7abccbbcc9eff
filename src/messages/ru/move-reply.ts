// The reply to a game move: what happened (the game's own renderer), then whose turn it is and what to type.
import { isBotId } from '../../games/bot-id.ts';
import { engineFor } from '../../games/registry.ts';
import type { GameEvent, Rejection } from '../../games/types.ts';
import type { RunningGame } from '../../sessions/session.ts';
import { lines, type Button, type PlayerRef, type Rich } from '../rich.ts';
import type { RenderContext } from '../types.ts';
import { lobby, nextMove, rejection as commonRejection, statusHeader } from './common.ts';
import { GAME_MESSAGES } from './games.ts';
import { botText } from './bots.ts';

/** `around.before` leads the reply (e.g. "X left the game"), `around.after` follows the events (e.g. a removal). */
export function moveReply(
  game: RunningGame,
  events: GameEvent[],
  over: boolean,
  ctx: RenderContext,
  around: { before?: Rich; after?: Rich } = {},
): { rich: Rich; buttons: Button[] } {
  const messages = GAME_MESSAGES[game.id];
  const expected = over ? null : engineFor(game.id).expected(game.state);
  // A computer player's turn: nothing for people to type or press, only that it is thinking.
  if (expected && isBotId(expected.player)) {
    return {
      rich: lines(around.before, messages.events(events, game.state, ctx), around.after, botText.thinking(ctx.player(expected.player))),
      buttons: [],
    };
  }
  return {
    rich: lines(
      around.before,
      messages.events(events, game.state, ctx),
      around.after,
      over ? lobby.gameOverHint(game.id) : expected && nextMove(game.id, expected, ctx),
    ),
    buttons: over ? [] : (messages.buttons?.(game.state) ?? []),
  };
}

export function rejectionReply(game: RunningGame, rejected: Rejection, user: PlayerRef, ctx: RenderContext): Rich {
  const expected = engineFor(game.id).expected(game.state);
  return (
    GAME_MESSAGES[game.id].rejection?.(rejected, game.state, ctx) ??
    commonRejection(rejected, game.id, expected, user, ctx)
  );
}

export function gameStatus(game: RunningGame, ctx: RenderContext): Rich {
  const messages = GAME_MESSAGES[game.id];
  const engine = engineFor(game.id);
  const expected = engine.expected(game.state);
  const next = expected && (isBotId(expected.player) ? botText.thinking(ctx.player(expected.player)) : nextMove(game.id, expected, ctx));
  return lines(statusHeader(game.id), messages.status(game.state, ctx), next);
}
