// The one door to the game-over reviews of every game that has one (its module's `review`): the move path records
// what it needs with the running game, and the game-over reply appends the review lines.
import type { Action } from '../games/types.ts';
import { hostedRegistry } from '../house/default-games.ts';
import type { ChatRenderContext } from '../messages/types.ts';
import type { Rich } from '../messages/rich.ts';
import type { PlayResult } from '../sessions/play.ts';
import type { RunningGame } from '../sessions/session.ts';

type Applied = Extract<PlayResult, { kind: 'applied' }>;

/**
 * The move's result with the review kept up to date (and, at game over, the review in the game_over event). The key
 * order of the game it holds needs no care here: every running game is built by gameWith or storedGame
 * (sessions/session.ts), which put `review` in the one place the stored JSON has it.
 */
export function withReview(before: RunningGame, action: Action, result: Applied): Applied {
  return hostedRegistry().withReview(before, action, result);
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
