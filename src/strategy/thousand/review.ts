// The review at game over: which stop-or-roll decisions cost each person most, in expected turns to the goal.
// The caller records a decision before each "Хватит" or roll (decisionBefore) and hands the list over at the end.
import type { ThousandPlayer, ThousandState, ThousandTurn } from '../../games/thousand/state.ts';
import type { Action, PlayerId } from '../../games/types.ts';
import type { ThousandPolicy } from './policy.ts';

export interface ThousandDecision {
  player: ThousandPlayer;
  turn: ThousandTurn;
  chose: 'roll' | 'bank';
}

export interface CostlyDecision extends ThousandDecision {
  better: 'roll' | 'bank';
  /** expected turns lost against the better choice */
  cost: number;
}

export interface PlayerReview {
  player: PlayerId;
  /** every decision where both choices were open */
  decisions: number;
  /** the sum of what the decisions cost */
  totalCost: number;
  /** the costliest, most expensive first (at most `keep`) */
  worst: CostlyDecision[];
}

/** Below this a choice is as good as the best one (rounding in the tables). */
const NEGLIGIBLE = 1e-6;

/** The decision an action makes in `state` (before it is applied); null for anything but a bank or a later roll. */
export function decisionBefore(state: ThousandState, action: Action): ThousandDecision | null {
  if (state.winners !== null || (action.type !== 'bank' && action.type !== 'roll')) return null;
  const player = state.players[state.current];
  if (!player || player.id !== action.player || state.turn.rolls === 0) return null;
  return { player: structuredClone(player), turn: { ...state.turn }, chose: action.type };
}

/** Per player (in the order they first decided), the decisions that cost most. */
export function reviewDecisions(policy: ThousandPolicy, decisions: readonly ThousandDecision[], keep = 2): PlayerReview[] {
  const byPlayer = new Map<PlayerId, PlayerReview>();
  for (const decision of decisions) {
    const values = policy.choices(decision.player, decision.turn);
    if (!values || values.bank === null) continue; // only a roll was allowed: no decision
    const review = byPlayer.get(decision.player.id) ?? { player: decision.player.id, decisions: 0, totalCost: 0, worst: [] };
    byPlayer.set(decision.player.id, review);
    review.decisions++;
    const chosen = decision.chose === 'bank' ? values.bank : values.roll;
    const best = Math.min(values.bank, values.roll);
    const cost = chosen - best;
    if (cost <= NEGLIGIBLE) continue;
    review.totalCost += cost;
    review.worst.push({ ...decision, better: decision.chose === 'bank' ? 'roll' : 'bank', cost });
  }
  for (const review of byPlayer.values()) {
    review.worst.sort((a, b) => b.cost - a.cost);
    review.worst = review.worst.slice(0, keep);
  }
  return [...byPlayer.values()];
}
