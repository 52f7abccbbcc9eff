// The computer player's 1000 move for the running Butler: in a two-player game of the plainest race, the move that
// wins most often (thousand-duel.ts; pending while the race is being solved in a worker, a one-time wait per
// scoring); elsewhere the solo policy's move (thousand/bot-move.ts).
import type { ThousandState } from '../../games/thousand/state.ts';
import type { Action, PlayerId } from '../../games/types.ts';
import type { PolicyPending } from '../bots/types.ts';
import { thousandPolicyMove } from '../thousand/bot-move.ts';
import { getThousandDuel, whenDuelReady } from './duel-service.ts';
import { isPlainRace, thousandDuelAction } from './thousand-duel.ts';

export function thousandWinningMove(state: ThousandState, player: PlayerId): Action | PolicyPending | null {
  if (state.players.length !== 2 || !isPlainRace(state.settings)) return thousandPolicyMove(state, player);
  if (state.winners !== null || state.players[state.current]?.id !== player) return null;
  const duel = getThousandDuel(state.settings);
  if (!duel) return { pending: whenDuelReady(state.settings) };
  return thousandDuelAction(duel, state, player) ?? thousandPolicyMove(state, player);
}
