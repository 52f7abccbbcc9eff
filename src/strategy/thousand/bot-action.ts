// The computer player's move in 1000: the solved policy's choice, as the action the engine expects.
import type { Action, PlayerId } from '../../games/types.ts';
import type { ThousandState } from '../../games/thousand/state.ts';
import type { ThousandPolicy } from './policy.ts';

/**
 * Bank when the policy says so and the rules allow it, else roll the dice left. A position the policy does not know
 * (it cannot happen with matching settings) falls back to rolling, which is always legal on one's turn.
 */
export function thousandBotAction(policy: ThousandPolicy, state: ThousandState, player: PlayerId): Action {
  const me = state.players.find((p) => p.id === player);
  const dice = state.turn.rerollOwed ? 5 : state.turn.diceLeft;
  if (!me) return { type: 'roll', player, count: dice };
  const choice = policy.choices(me, state.turn);
  if (choice?.best === 'bank') return { type: 'bank', player };
  return { type: 'roll', player, count: choice?.dice ?? dice };
}
