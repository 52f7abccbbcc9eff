// The one door to the game-over reviews of every game that has one (its module's `review`): the move path records
// what it needs with the running game, and the game-over reply appends the review lines.
import type { Action } from '../games/types.ts';
import { hostedRegistry } from '../house/default-games.ts';
import type { ChatRenderContext } from '../messages/types.ts';
import type { Rich } from '../messages/rich.ts';
import type { PlayResult } from '../sessions/play.ts';
import { gameWith, sessionWith, type RunningGame } from '../sessions/session.ts';

type Applied = Extract<PlayResult, { kind: 'applied' }>;

/** The move's result with the review kept up to date (and, at game over, the review in the game_over event). */
export function withReview(before: RunningGame, action: Action, result: Applied): Applied {
  return reviewLast(hostedRegistry().withReview(before, action, result));
}

/**
 * The stored JSON must not depend on whether the game was read back from the store (the schema's key order puts
 * `review` after `timeouts`) or kept in memory (a spread appends a new `review` last): two instances, or a
 * re-delivery after a cache miss, must write byte-identical sessions. So `review` always goes last.
 */
function reviewLast(result: Applied): Applied {
  if (result.game.review === undefined) return result; // (absent from the JSON wherever the key stands)
  // (gameWith writes review after every other stored key)
  const game = gameWith(result.game, {});
  const session = result.session.game ? sessionWith(result.session, { game }) : result.session;
  return { kind: 'applied', session, game, events: result.events, over: result.over };
}

/** The review lines for a finished game, or null (no review for this game, or nothing to say). */
export function gameReviewText(game: RunningGame, render: ChatRenderContext): Rich | null {
  return hostedRegistry().reviewText(game, render);
}

/**
 * A game that ended on a computer player's move: the people's review so far (nothing is recorded for the bot's own
 * move) goes into the game_over event and the reply, as after a person's last move.
 */
export function withFinalReview(result: Applied, render: ChatRenderContext): { events: Applied['events']; review: Rich | null } {
  if (!result.over) return { events: result.events, review: null };
  const summary = hostedRegistry().reviewSummary(result.game);
  const events = summary ? result.events.map((e) => (e.type === 'game_over' ? { ...e, review: summary } : e)) : result.events;
  return { events, review: gameReviewText(result.game, render) };
}
