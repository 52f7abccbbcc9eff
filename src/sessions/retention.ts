// What the store keeps and for how long: applied update ids (so a re-delivery is never applied twice) and sessions
// that hold nothing any more. Both are expired by age, never by count, so no burst of traffic can outrun them.
import type { ChannelSession } from './session.ts';

const DAY = 24 * 60 * 60 * 1000;

export interface Retention {
  /** how long an applied update id is remembered, ms */
  appliedMs: number;
  /** how long a session with no lobby, game or settings is kept after its last write, ms; null = forever */
  idleMs: number | null;
}

export const DEFAULT_RETENTION: Retention = { appliedMs: 7 * DAY, idleMs: 30 * DAY };

/** Retention from the deployment's settings in days (BUTLER_DEDUPE_DAYS, BUTLER_IDLE_DAYS). */
export function retentionFromDays(days: { dedupe?: number; idle?: number }): Retention {
  return {
    appliedMs: (days.dedupe ?? 7) * DAY,
    idleMs: (days.idle ?? 30) * DAY,
  };
}

/** A session that holds nothing a player would miss: no lobby, no game, no settings. */
export function isIdleSession(session: ChannelSession): boolean {
  if (session.lobby || session.game) return false;
  for (const _key in session.settings) return false;
  return true;
}
