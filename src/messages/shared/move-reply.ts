// The reply to a game move, for every language: what happened (the game's own renderer), then whose turn it is and
// what to type — or, on a computer player's turn, only that it is thinking. Each language passes its own parts.
// It takes plain data (GameView): the caller asks the engine, so messages/ depend on no engine and no session.
import { isBotId } from '../../games/bot-id.ts';
import type { Expectation, GameEvent, GameId, Rejection } from '../../games/types.ts';
import { lines, type Button, type PlayerRef, type Rich } from '../rich.ts';
import type { GameMessages, RenderContext } from '../types.ts';

/** What a reply needs to know about a running game: which game, its state, and who moves next (null: game over). */
export interface GameView {
  id: GameId;
  state: unknown;
  expected: Expectation | null;
}

export interface MoveReplyParts {
  /** a game's words in this language (its module's) */
  games: (id: GameId) => GameMessages<any>;
  nextMove(game: GameId, expected: Expectation, ctx: RenderContext): Rich;
  rejection(rejected: Rejection, game: GameId, expected: Expectation | null, user: PlayerRef, ctx: RenderContext): Rich;
  statusHeader(game: GameId): Rich;
  gameOverHint(game: GameId): Rich;
  /** the game-over reply's button: the same game again */
  playAgain(game: GameId): Button;
  thinking(bot: PlayerRef): Rich;
}

export function moveRepliesIn(parts: MoveReplyParts) {
  /** `around.before` leads the reply (e.g. "X left the game"), `around.after` follows the events (e.g. a removal). */
  function moveReply(
    game: GameView,
    events: GameEvent[],
    over: boolean,
    ctx: RenderContext,
    around: { before?: Rich; after?: Rich } = {},
  ): { rich: Rich; buttons: Button[] } {
    const messages = parts.games(game.id);
    const expected = over ? null : game.expected;
    // A computer player's turn: nothing for people to type or press, only that it is thinking.
    if (expected && isBotId(expected.player)) {
      return {
        rich: lines(around.before, messages.events(events, game.state, ctx), around.after, parts.thinking(ctx.player(expected.player))),
        buttons: [],
      };
    }
    return {
      rich: lines(
        around.before,
        messages.events(events, game.state, ctx),
        around.after,
        over ? parts.gameOverHint(game.id) : expected && parts.nextMove(game.id, expected, ctx),
      ),
      buttons: over ? [parts.playAgain(game.id)] : (messages.buttons?.(game.state) ?? []),
    };
  }

  function rejectionReply(game: GameView, rejected: Rejection, user: PlayerRef, ctx: RenderContext): Rich {
    const expected = game.expected;
    return (
      parts.games(game.id).rejection?.(rejected, game.state, ctx) ?? parts.rejection(rejected, game.id, expected, user, ctx)
    );
  }

  function gameStatus(game: GameView, ctx: RenderContext): Rich {
    const expected = game.expected;
    const next =
      expected &&
      (isBotId(expected.player) ? parts.thinking(ctx.player(expected.player)) : parts.nextMove(game.id, expected, ctx));
    return lines(parts.statusHeader(game.id), parts.games(game.id).status(game.state, ctx), next);
  }

  /** «чей ход?», "whose turn?": who moves now and what to type (the whole status once nobody is to move). */
  function turnNow(game: GameView, ctx: RenderContext): Rich {
    const expected = game.expected;
    if (!expected) return gameStatus(game, ctx);
    return isBotId(expected.player) ? parts.thinking(ctx.player(expected.player)) : parts.nextMove(game.id, expected, ctx);
  }

  return { moveReply, rejectionReply, gameStatus, turnNow };
}
