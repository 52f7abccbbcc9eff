// Where channel sessions live between messages. The session layer owns the JSON inside; a store only keeps it
// safe: one writer per key at a time, atomic replace, and a version that goes up by one on every write.
import type { GameRecord } from './records/game-record.ts';
import type { RecordQueries } from './records/types.ts';

export interface StoredRecord {
  /** 1 for the first write, +1 on each later write */
  version: number;
  /** the session as JSON text (the session layer validates it on read) */
  data: string;
  /** epoch ms of the next turn deadline in this channel, or null (used to find overdue turns after a restart) */
  deadline: number | null;
}

export interface RecordWrite {
  data: string;
  deadline: number | null;
  /** a game that ended with this write: kept in the same transaction (see storage/records) */
  gameRecord?: GameRecord;
}

export interface TransactOutcome<T> {
  /** what to store; omitted = leave the record as it is (a refused move writes nothing) */
  write?: RecordWrite;
  result: T;
}

export interface SessionStore {
  /** 'sqlite' | 'postgres' | 'memory', for logs and the benchmark */
  readonly kind: string;
  /** game records and statistics (absent in a store that keeps none) */
  readonly gameRecords?: RecordQueries;
  /**
   * Runs `fn` on the key's current record while holding that key exclusively (for PostgreSQL across processes too)
   * and commits what it returns atomically, as version + 1. `fn` is synchronous on purpose: nothing slow may run
   * while a channel is locked. If `fn` throws, nothing is written and the error is rethrown. `fn` must not call
   * `transact` itself (the inner write would be lost under the outer one).
   */
  transact<T>(key: string, fn: (current: StoredRecord | null) => TransactOutcome<T>): Promise<T>;
  /** The current record without locking (may be stale by the time it is used). */
  get(key: string): Promise<StoredRecord | null>;
  /** Keys whose deadline is at or before `now` (epoch ms), oldest first. */
  due(now: number, limit?: number): Promise<string[]>;
  close(): Promise<void>;
}
