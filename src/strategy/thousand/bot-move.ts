// The computer player's 1000 move for the bots registry: the solved policy for the game's settings, or "pending"
// while that policy is still being solved in a worker thread (a second or two after the first ask): the move waits
// for it, so it is the same on every run (never the plain policy because the solve was slow).
import type { ThousandState } from '../../games/thousand/state.ts';
import type { Action, PlayerId } from '../../games/types.ts';
import { thousandBotAction } from './bot-action.ts';
import { getThousandPolicy, whenReady } from './policy-service.ts';
import type { PolicyPending } from '../bots/types.ts';

export function thousandPolicyMove(state: ThousandState, player: PlayerId): Action | PolicyPending | null {
  if (state.winners !== null || state.players[state.current]?.id !== player) return null;
  const policy = getThousandPolicy(state.settings);
  return policy ? thousandBotAction(policy, state, player) : { pending: whenReady(state.settings) };
}
