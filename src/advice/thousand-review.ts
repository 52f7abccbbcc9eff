// Feeds the 1000 review at game over: each person's «Хватит» or roll-on (after the turn's first roll, where both
// were open) is recorded as the position before it, stored with the running game in its `review` field, so the
// record has the same version as the move: a re-delivered update, a restart or a second instance never counts a
// decision twice or loses it. No policy is needed while playing (a decision only asks for the solve to start, in
// the worker, when main has turned solving ahead on); at game over the decisions are valued by the solved policy
// for the game's settings if it is ready, else the reply simply has no review.
import type { ThousandState } from '../games/thousand/state.ts';
import type { Action } from '../games/types.ts';
import type { ChatRenderContext } from '../messages/types.ts';
import type { Rich } from '../messages/rich.ts';
import { isBotId } from '../sessions/bot-players.ts';
import type { PlayResult } from '../sessions/play.ts';
import { gameWith, sessionWith, type RunningGame } from '../sessions/session.ts';
import { peekThousandPolicy, solveThousandAhead } from '../strategy/thousand/policy-service.ts';
import { decisionBefore, reviewDecisions, type PlayerReview, type ThousandDecision } from '../strategy/thousand/review.ts';
import type { ReviewAdvisor } from '../house/module.ts';

type Applied = Extract<PlayResult, { kind: 'applied' }>;

/** What is stored in RunningGame.review for 1000: every person's decision so far, in order. */
interface StoredThousandReview {
  decisions: ThousandDecision[];
}

function decisionsOf(game: RunningGame): ThousandDecision[] {
  const stored = game.review as Partial<StoredThousandReview> | undefined;
  return Array.isArray(stored?.decisions) ? stored.decisions : [];
}

/** 1000's review, asked through its module (house/thousand.ts). */
export const thousandReview: ReviewAdvisor<ThousandState> = {
  withReview: withThousandReview,
  summary: (game, state) => {
    const reviews = thousandReviewsOf(game, state);
    return reviews ? thousandSummary(reviews) : null;
  },
  text: thousandReviewText,
};

function withThousandReview(before: RunningGame, state: ThousandState, action: Action, result: Applied): Applied {
  const decision = isBotId(action.player) ? null : decisionBefore(state, action);
  const decisions = decision ? [...decisionsOf(before), decision] : decisionsOf(before);
  if (decision) solveThousandAhead(state.settings);
  const game = decisions.length > 0 ? gameWith(result.game, { review: { decisions } }) : result.game;
  if (!result.over) return { kind: 'applied', session: sessionWith(result.session, { game }), game, events: result.events, over: false };
  // the settings do not change during a game: the state before the move has the policy's key
  const reviews = thousandReviewsOf(game, state);
  if (!reviews) return { ...result, game };
  const events = result.events.map((event) => (event.type === 'game_over' ? { ...event, review: thousandSummary(reviews) } : event));
  return { ...result, game, events };
}

/** The valued review of a finished 1000 game; null when nobody decided anything or the policy is not ready. */
function thousandReviewsOf(game: RunningGame, state: ThousandState): PlayerReview[] | null {
  const decisions = decisionsOf(game);
  if (decisions.length === 0) return null;
  const policy = peekThousandPolicy(state.settings);
  if (!policy) return null;
  const reviews = reviewDecisions(policy, decisions);
  return reviews.length > 0 ? reviews : null;
}

function thousandReviewText(game: RunningGame, state: ThousandState, render: ChatRenderContext): Rich | null {
  const reviews = thousandReviewsOf(game, state);
  return reviews ? render.text.thousandHint.thousandReview(reviews, render.player) : null;
}

/** The game_over event's shape: per person the expected turns lost in all and the costliest decisions. */
export function thousandSummary(reviews: PlayerReview[]) {
  const turns = (n: number) => Number(n.toFixed(2));
  return Object.fromEntries(
    reviews.map((r) => [
      r.player,
      {
        lost: turns(r.totalCost),
        decisions: r.decisions,
        worst: r.worst.map((w) => ({
          score: w.player.score,
          turn_total: w.turn.total,
          dice: w.turn.rerollOwed ? 5 : w.turn.diceLeft,
          chose: w.chose,
          better: w.better,
          cost: turns(w.cost),
        })),
      },
    ]),
  );
}
