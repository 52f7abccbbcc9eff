// /forgetme once per person per window (issue 41): the erasure costs only the person's own rows, but each one marks
// the file for a compaction and rewrites their records; asking again at once gains nothing.
//
// The SQL stores keep the window in the store itself (issue 49: kept in the process, it reset on every restart and
// was per process where several share a PostgreSQL): one row in the statistics documents' table per person who asked
// within the window, keyed by SHA-256 of their id — the id itself is not kept after they asked to be forgotten — and
// holding only the time. A row is deleted once its window has passed (by the next /forgetme of anyone), so no digest
// stays longer than the window and the next /forgetme. The memory store keeps it in a map (it keeps nothing anyway).
import { createHash } from 'node:crypto';

/** How long a person waits between two /forgetme, ms (10 minutes: longer than any compaction wait it promises). */
export const FORGET_WINDOW_MS = 10 * 60_000;

/** The statistics-table key of a person's window: a prefix no statistics document has, and the id's digest. */
export const FORGET_LIMIT_PREFIX = 'forgetme:';
export const forgetLimitKey = (player: string): string =>
  FORGET_LIMIT_PREFIX + createHash('sha256').update(player, 'utf8').digest('hex');
/** The first key after every key with the prefix (':' + 1): the keys of the windows are a range of the primary key. */
export const FORGET_LIMIT_END = 'forgetme;';

/** A window's row as stored. */
export const forgetLimitData = (at: number): string => JSON.stringify({ at });
export const forgetLimitAt = (data: string): number => Number((JSON.parse(data) as { at?: unknown }).at) || 0;

/** The memory store's: in a map. */
export class ForgetLimit {
  private readonly last = new Map<string, number>();

  constructor(private readonly windowMs = FORGET_WINDOW_MS) {}

  /** null and the person noted as asking now, or the time they may ask again. */
  take(player: string, now: number): number | null {
    const at = this.last.get(player);
    if (at !== undefined && now - at < this.windowMs) return at + this.windowMs;
    // entries older than the window say nothing any more: dropped as they are passed, so the map stays small
    for (const [id, when] of this.last) {
      if (now - when < this.windowMs) break;
      this.last.delete(id);
    }
    this.last.delete(player);
    this.last.set(player, now);
    return null;
  }
}
