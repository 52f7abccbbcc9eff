// Turn deadlines: after every move the player who must move next gets `turn_timeout` minutes; halfway there they
// are reminded once. The clock is part of the stored session, so a restart keeps every deadline.
import { engineOf } from '../core/hosted-games.ts';
import type { Expectation } from '../games/types.ts';
import type { RunningGame, TurnClock } from './session.ts';

export const DEFAULT_TURN_TIMEOUT_MINUTES = 10;

/**
 * The one reading of a `turn_timeout` value, for what an admin types (/settings) and what is stored: 'off', whole
 * minutes from 1 to a day, or null when it is neither.
 */
export function turnTimeoutMinutes(value: string): number | 'off' | null {
  if (value === 'off') return 'off';
  const minutes = /^\d{1,4}$/.test(value) ? Number(value) : NaN;
  return minutes >= 1 && minutes <= 1440 ? minutes : null;
}

/** The channel's turn timeout in ms, or null when switched off. */
export function turnTimeoutMs(settings: Record<string, string>): number | null {
  const raw = settings.turn_timeout;
  const minutes = raw === undefined ? DEFAULT_TURN_TIMEOUT_MINUTES : (turnTimeoutMinutes(raw) ?? DEFAULT_TURN_TIMEOUT_MINUTES);
  return minutes === 'off' ? null : minutes * 60_000;
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
  return personClock(engineOf(after.id).expected(after.state), now, timeoutMs);
}

/** A fresh clock for the player the game expects now (none once over, or with timeouts off). */
export function personClock(expected: Expectation | null, now: number, timeoutMs: number | null): TurnClock | null {
  if (!expected || timeoutMs === null) return null;
  return { player: expected.player, remindAt: now + Math.floor(timeoutMs / 2), deadline: now + timeoutMs, reminded: false };
}

/** When the store should wake this channel next: the reminder, then the deadline. */
export function wakeAt(clock: TurnClock | null | undefined): number | null {
  if (!clock) return null;
  return clock.reminded ? clock.deadline : clock.remindAt;
}
