// The computer player's 1000 move for the bots registry: the solved policy for the game's settings, or null while
// that policy is still being solved in a worker thread (a second or two after the first ask) — the caller then
// plays its plain policy, so a bot never waits.
import type { ThousandState } from '../../games/thousand/state.ts';
import type { Action, PlayerId } from '../../games/types.ts';
import { thousandBotAction } from './bot-action.ts';
import { getThousandPolicy } from './policy-service.ts';

export function thousandPolicyMove(state: ThousandState, player: PlayerId): Action | null {
  if (state.winners !== null || state.players[state.current]?.id !== player) return null;
  const policy = getThousandPolicy(state.settings);
  return policy ? thousandBotAction(policy, state, player) : null;
}
