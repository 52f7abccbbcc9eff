// Parsed sessions kept in memory, keyed by chat and checked against the stored version: a store bumps the version
// on every write, so an equal version means the cached object is exactly what is stored (also when another process
// shares the store) and the JSON need not be parsed and validated again. Least recently used entries are evicted.
import type { ChannelSession } from './session.ts';

export class SessionCache {
  private readonly entries = new Map<string, { version: number; session: ChannelSession }>();

  constructor(private readonly capacity: number) {}

  get(key: string, version: number): ChannelSession | null {
    const entry = this.entries.get(key);
    if (!entry || entry.version !== version) return null;
    this.entries.delete(key);
    this.entries.set(key, entry);
    return entry.session;
  }

  set(key: string, version: number, session: ChannelSession): void {
    this.entries.delete(key);
    this.entries.set(key, { version, session });
    if (this.entries.size > this.capacity) {
      const oldest = this.entries.keys().next().value;
      if (oldest !== undefined) this.entries.delete(oldest);
    }
  }

  get size(): number {
    return this.entries.size;
  }
}
