// The reply to a game move: what happened (the game's own renderer), then whose turn it is and what to type.
// It takes plain data (see GameView): the caller asks the engine, so messages/ depend on no engine and no session.
import { isBotId } from '../../games/bot-id.ts';
import type { Expectation, GameEvent, GameId, Rejection } from '../../games/types.ts';
import { lines, type Button, type PlayerRef, type Rich } from '../rich.ts';
import type { RenderContext } from '../types.ts';
import { lobby, nextMove, rejection as commonRejection, statusHeader } from './common.ts';
import { GAME_MESSAGES } from './games.ts';
import { botText } from './bots.ts';

/** What a reply needs to know about a running game: which game, its state, and who moves next (null: game over). */
export interface GameView {
  id: GameId;
  state: unknown;
  expected: Expectation | null;
}

/** `around.before` leads the reply (e.g. "X left the game"), `around.after` follows the events (e.g. a removal). */
export function moveReply(
  game: GameView,
  events: GameEvent[],
  over: boolean,
  ctx: RenderContext,
  around: { before?: Rich; after?: Rich } = {},
): { rich: Rich; buttons: Button[] } {
  const messages = GAME_MESSAGES[game.id];
  const expected = over ? null : game.expected;
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

export function rejectionReply(game: GameView, rejected: Rejection, user: PlayerRef, ctx: RenderContext): Rich {
  return (
    GAME_MESSAGES[game.id].rejection?.(rejected, game.state, ctx) ??
    commonRejection(rejected, game.id, game.expected, user, ctx)
  );
}

export function gameStatus(game: GameView, ctx: RenderContext): Rich {
  const messages = GAME_MESSAGES[game.id];
  const expected = game.expected;
  const next = expected && (isBotId(expected.player) ? botText.thinking(ctx.player(expected.player)) : nextMove(game.id, expected, ctx));
  return lines(statusHeader(game.id), messages.status(game.state, ctx), next);
}
