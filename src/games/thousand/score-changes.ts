// Penalties and what follows from any change of a score: the dump truck and leaving the barrel.
import type { ThousandEvent, PenaltyKind } from './events.ts';
import type { ThousandPlayer, ThousandState } from './state.ts';

export const BARREL_FROM = 880;
export const GOAL = 1000;

type PenaltyExtra = { by?: string; falls?: number };

/** Lowers a score by `amount` (never below 0), or to 0, and reports it as a penalty of `kind`. */
export function penalize(
  state: ThousandState,
  player: ThousandPlayer,
  kind: PenaltyKind,
  amount: number | 'to_zero',
  events: ThousandEvent[],
  extra: PenaltyExtra = {},
): void {
  const before = player.score;
  player.score = amount === 'to_zero' ? 0 : Math.max(0, before - amount);
  events.push({ type: 'penalty', player: player.id, kind, points: player.score - before, total: player.score, ...extra });
  afterChange(state, player, events);
}

/** Rules that watch every change of a score: 555 drops to 0; a score below 880 cannot sit on the barrel. */
export function afterChange(state: ThousandState, player: ThousandPlayer, events: ThousandEvent[]): void {
  if (state.settings.dumptruck === 'on' && player.score === 555) {
    penalize(state, player, 'dumptruck', 'to_zero', events);
    return;
  }
  if (player.barrel !== null && player.score < BARREL_FROM) {
    player.barrel = null;
    events.push({ type: 'barrel', player: player.id, status: 'off', reason: 'dropped' });
  }
}

/** A score in a pit (200–299, 600–699) with pits on: the score a bank must reach to leave it; otherwise null. */
export function pitExit(state: ThousandState, score: number): number | null {
  if (state.settings.pits !== 'on') return null;
  if (score >= 200 && score < 300) return 300;
  if (score >= 600 && score < 700) return 700;
  return null;
}
