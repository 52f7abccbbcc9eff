// Updates wait at Telegram while the Butler is down (up to 24 hours) and arrive in a burst when it is back. A move
// typed long ago was typed against a table that may have moved on (a turn played out by its deadline, a game ended),
// so a move older than the limit is not applied: the player is told it came while the Butler was away. Commands
// (/status, /newgame …) are still answered: they mean the same now as then.

/** The default limit: older moves are answered "this came while I was away". */
export const STALE_MOVE_MS = 10 * 60_000;

/** True when a message sent at `sentAtSeconds` (Telegram's `date`) is older than `limitMs` at `now`. */
export function isStale(sentAtSeconds: number, now: number, limitMs: number): boolean {
  return limitMs > 0 && now - sentAtSeconds * 1_000 > limitMs;
}
