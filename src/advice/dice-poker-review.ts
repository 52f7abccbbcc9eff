// Feeds the post-game review as a Dice Poker game goes: each person's move is measured against the table right
// after the engine accepted it (one hint query, well under 2 ms) and the running sums are kept with the game; at the
// game's end the game_over event carries `review {player: {lost, worst}}` and the reply shows it.
//
// Why in the move path and not after commit: the sums must be stored with the same version as the move, so that a
// re-delivered update, a restart or a second instance never counts a decision twice or loses it. Moves made before
// the table was ready are simply not measured (the review says how many were).
import type { DicePokerState } from '../games/dice-poker/index.ts';
import type { Action } from '../games/types.ts';
import type { PlayResult } from '../sessions/play.ts';
import { gameWith, sessionWith, type RunningGame } from '../sessions/session.ts';
import type { ReviewAdvisor } from '../house/module.ts';
import type { ChatRenderContext } from '../messages/types.ts';
import { addDecision, decisionOf, type GameReview } from '../strategy/dice-poker/review.ts';
import { peekTable } from '../strategy/dice-poker/table-service.ts';

type Applied = Extract<PlayResult, { kind: 'applied' }>;

/** Dice Poker's review, asked through its module (house/dice-poker.ts). */
export const dicePokerReview: ReviewAdvisor<DicePokerState> = {
  withReview,
  summary: (game) => {
    const review = reviewOf(game);
    return review ? summary(review) : null;
  },
  text: (game: RunningGame, _state: DicePokerState, render: ChatRenderContext) => {
    const review = reviewOf(game);
    return review ? render.text.hint.reviewText(review, render) : null;
  },
};

function withReview(before: RunningGame, state: DicePokerState, action: Action, result: Applied): Applied {
  const table = peekTable();
  const decision = table ? decisionOf(table, state, action) : null;
  const review = (before.review ?? {}) as GameReview;
  const next = decision ? addDecision(review, decision) : review;
  const game = gameWith(result.game, { review: next });
  if (!result.over) return { kind: 'applied', session: sessionWith(result.session, { game }), game, events: result.events, over: false };
  const events = result.events.map((event) => (event.type === 'game_over' ? { ...event, review: summary(next) } : event));
  return { ...result, game, events };
}

/** The event's shape: per player the points lost and the costliest decision. */
export function summary(review: GameReview) {
  return Object.fromEntries(
    Object.entries(review).map(([player, r]) => [player, { lost: Number(r.lost.toFixed(2)), worst: r.worst }]),
  );
}

/** The review kept with a Dice Poker game (its module's own field), or null before the first measured move. */
function reviewOf(game: RunningGame): GameReview | null {
  return game.review ? (game.review as GameReview) : null;
}

