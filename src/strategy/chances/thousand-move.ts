// The computer player's 1000 move for the running Butler: in a two-player game, the move that wins most often under
// the game's settings (thousand/duel-solve.ts) where the bot plays the exact duel — the default settings, whose table
// ships, and the small races solved within a minute (duel-service.ts duelPlayed; pending while the table is read or
// solved, a one-time wait per settings; only in a process that serves the duel — main); with three or more players
// under those settings, the duel-product policy (thousand/multi-policy.ts: every end of the turn valued by the exact
// duels against each opponent); under other settings, or in a process that does not serve the duel, the score-aware
// layer's move (thousand/score-aware.ts: the choice that wins most often against the others'
// solo-policy races, built on the solo policy — pending while that is solved, as before); alone, the solo policy's
// move (thousand/bot-move.ts). Each is a pure function of the stored game and the solved tables: no timing.
import type { ThousandState } from '../../games/thousand/state.ts';
import type { Action, PlayerId } from '../../games/types.ts';
import type { PolicyPending } from '../bots/types.ts';
import { thousandPolicyMove } from '../thousand/bot-move.ts';
import type { ThousandPolicy } from '../thousand/policy.ts';
import { getThousandPolicy, whenReady } from '../thousand/policy-service.ts';
import { ScoreAwarePolicy, scoreAwareBotAction } from '../thousand/score-aware.ts';
import type { ThousandDuelTable } from '../thousand/duel-table.ts';
import { ThousandMultiPolicy } from '../thousand/multi-policy.ts';
import { duelPlayed, getThousandDuel, servesThousandDuel, whenDuelReady } from './duel-service.ts';

/** One three-or-more-player policy per duel table (it keeps the turn it last solved). */
const multi = new WeakMap<ThousandDuelTable, ThousandMultiPolicy>();
function multiPolicyOf(duel: ThousandDuelTable): ThousandMultiPolicy {
  let policy = multi.get(duel);
  if (!policy) multi.set(duel, (policy = new ThousandMultiPolicy(duel)));
  return policy;
}

/** One score-aware layer per solved solo policy (~0.2 s to build once: every position's turns-to-finish law). */
const aware = new WeakMap<ThousandPolicy, ScoreAwarePolicy>();

export function thousandWinningMove(state: ThousandState, player: PlayerId): Action | PolicyPending | null {
  if (state.players.length < 2) return thousandPolicyMove(state, player);
  if (state.winners !== null || state.players[state.current]?.id !== player) return null;
  if (servesThousandDuel() && duelPlayed(state.settings)) {
    const duel = getThousandDuel(state.settings);
    if (!duel) return { pending: whenDuelReady(state.settings) };
    // three or more: each end of the turn valued by the exact duels against every opponent (multi-policy.ts) — under
    // the default rules 34.14 % [33.48, 34.80] of 20,000 games against two score-aware players (docs/chances.md)
    const move = state.players.length === 2 ? duel.action(state, player) : multiPolicyOf(duel).action(state, player);
    if (move) return move;
    if (state.players.length === 2) return thousandPolicyMove(state, player);
  }
  const solo = getThousandPolicy(state.settings);
  if (!solo) return { pending: whenReady(state.settings) };
  let layer = aware.get(solo);
  if (!layer) aware.set(solo, (layer = new ScoreAwarePolicy(solo)));
  return scoreAwareBotAction(layer, state, player);
}
