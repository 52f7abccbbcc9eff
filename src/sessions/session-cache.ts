// Parsed sessions kept in memory, keyed by chat and checked against the stored version: a store bumps the version
// on every write, so an equal version means the cached object is exactly what is stored (also when another process
// shares the store) and the JSON need not be parsed and validated again. Least recently used entries are evicted.
//
// One exception to "equal version = same session": an idle session deleted by the sweep starts again at version 1,
// so an entry cached long ago could match a new row another process wrote. Sessions are swept only after days of
// silence, so entries older than `maxAgeMs` (a day by default) are treated as missing and read again.
import type { ChannelSession } from './session.ts';

export class SessionCache {
  private readonly entries = new Map<string, { version: number; session: ChannelSession; at: number }>();

  constructor(
    private readonly capacity: number,
    private readonly maxAgeMs = 24 * 60 * 60 * 1000,
    private readonly clock: () => number = Date.now,
  ) {}

  /**
   * The cached session of this version, or null. A read does not count as a use for the eviction order: every move
   * writes its chat's session (set), which does, and a chat that is only read (refusals, /status) is cheap to read
   * again from the store if it is evicted — one map operation instead of three on the path of every message.
   */
  get(key: string, version: number): ChannelSession | null {
    const entry = this.entries.get(key);
    if (!entry || entry.version !== version) return null;
    if (this.clock() - entry.at > this.maxAgeMs) {
      this.entries.delete(key);
      return null;
    }
    return entry.session;
  }

  /** The latest session cached for `key` whatever its version (null: none, or too old; see `get`). */
  latest(key: string): ChannelSession | null {
    const entry = this.entries.get(key);
    return entry && this.clock() - entry.at <= this.maxAgeMs ? entry.session : null;
  }

  set(key: string, version: number, session: ChannelSession): void {
    // (the chat's entry changed in place when it has one: a write of every move, and no new object for it)
    const entry = this.entries.get(key);
    this.entries.delete(key);
    if (entry) {
      entry.version = version;
      entry.session = session;
      entry.at = this.clock();
      this.entries.set(key, entry);
      return;
    }
    this.entries.set(key, { version, session, at: this.clock() });
    if (this.entries.size > this.capacity) {
      const oldest = this.entries.keys().next().value;
      if (oldest !== undefined) this.entries.delete(oldest);
    }
  }

  get size(): number {
    return this.entries.size;
  }
}
