// /forgetme once per person per window (issue 41): the erasure costs only the person's own rows, but each one marks
// the file for a compaction and rewrites their records; asking again at once gains nothing. Kept per store object
// (per process: a second process on the same PostgreSQL keeps its own).

/** How long a person waits between two /forgetme, ms (10 minutes: longer than any compaction wait it promises). */
export const FORGET_WINDOW_MS = 10 * 60_000;

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
