// Turn deadlines: after every move the player who must move next gets `turn_timeout` minutes; halfway there they
// are reminded once. The clock is part of the stored session, so a restart keeps every deadline.
import { engineFor } from '../games/registry.ts';
import type { RunningGame, TurnClock } from './session.ts';

export const DEFAULT_TURN_TIMEOUT_MINUTES = 10;

/** The channel's turn timeout in ms, or null when switched off. */
export function turnTimeoutMs(settings: Record<string, string>): number | null {
  const raw = settings.turn_timeout;
  if (raw === 'off') return null;
  const minutes = raw !== undefined && /^\d+$/.test(raw) ? Number(raw) : DEFAULT_TURN_TIMEOUT_MINUTES;
  return minutes > 0 ? minutes * 60_000 : null;
}

/**
 * The clock after a change to the session: unchanged when no move happened (a command that does not touch the
 * game), a fresh one for whoever must move next when a move did, none when the game is over or timeouts are off.
 */
export function nextClock(
  before: RunningGame | null,
  after: RunningGame | null,
  now: number,
  timeoutMs: number | null,
): TurnClock | null {
  if (!after || timeoutMs === null) return null;
  if (before && before.state === after.state && after.clock) return after.clock;
  const expected = engineFor(after.id).expected(after.state);
  if (!expected) return null;
  return { player: expected.player, remindAt: now + Math.floor(timeoutMs / 2), deadline: now + timeoutMs, reminded: false };
}

/** When the store should wake this channel next: the reminder, then the deadline. */
export function wakeAt(clock: TurnClock | null | undefined): number | null {
  if (!clock) return null;
  return clock.reminded ? clock.deadline : clock.remindAt;
}
