// A SessionStore held in a Map: the reference for the contract, and the store tests use. `fn` is synchronous and
// nothing here awaits, so a transact cannot interleave with another one — the key is held by construction.

import { checkRecordWrite } from './record-write.ts';
import { MemoryRecords } from './records/memory-records.ts';
import type { SessionStore, StoredRecord, TransactOutcome } from './types.ts';

export class MemorySessionStore implements SessionStore {
  readonly kind = 'memory';
  readonly gameRecords = new MemoryRecords();
  private readonly records = new Map<string, StoredRecord>();
  private closed = false;

  async transact<T>(key: string, fn: (current: StoredRecord | null) => TransactOutcome<T>): Promise<T> {
    this.assertOpen();
    const stored = this.records.get(key);
    // A copy, so that a caller mutating what it was given cannot change the store behind its back.
    const outcome = fn(stored ? { ...stored } : null);
    if (outcome.write) {
      checkRecordWrite(outcome.write);
      if (outcome.write.gameRecord) this.gameRecords.write(outcome.write.gameRecord);
      this.records.set(key, {
        version: (stored?.version ?? 0) + 1,
        data: outcome.write.data,
        deadline: outcome.write.deadline,
      });
    }
    return outcome.result;
  }

  async get(key: string): Promise<StoredRecord | null> {
    this.assertOpen();
    const stored = this.records.get(key);
    return stored ? { ...stored } : null;
  }

  async due(now: number, limit = 100): Promise<string[]> {
    this.assertOpen();
    const overdue: Array<[string, number]> = [];
    for (const [key, record] of this.records) {
      if (record.deadline !== null && record.deadline <= now) overdue.push([key, record.deadline]);
    }
    // Same order as the SQL stores: by deadline, then by key so that ties are stable.
    overdue.sort((a, b) => a[1] - b[1] || (a[0] < b[0] ? -1 : a[0] > b[0] ? 1 : 0));
    return overdue.slice(0, limit).map(([key]) => key);
  }

  async close(): Promise<void> {
    this.closed = true;
  }

  private assertOpen(): void {
    if (this.closed) throw new Error('MemorySessionStore is closed');
  }
}
