// The default store: one SQLite file (better-sqlite3, synchronous). Every transact is one BEGIN IMMEDIATE
// transaction, so the write lock is taken before the read and two processes on the same file serialise instead of
// overwriting each other; busy_timeout makes the second one wait rather than fail.
//
// Durability: the journal is WAL. With synchronous=NORMAL (the default) a commit is not fsynced until checkpoint,
// which makes commits cheap (tens of thousands per second); the database stays consistent and survives a crash of
// the process, but the last commits may be lost if the operating system crashes or the power fails. For a chat bot
// that costs at most the last moves; pass synchronous: 'FULL' to fsync every commit instead.

import fs from 'node:fs';
import path from 'node:path';
import Database from 'better-sqlite3';
import { checkRecordWrite } from './record-write.ts';
import type { SessionStore, StoredRecord, TransactOutcome } from './types.ts';

export interface SqliteStoreOptions {
  /** the database file (':memory:' for a private in-memory database); its parent directory is created if missing */
  path: string;
  /** see the durability note at the top of this file; default 'NORMAL' */
  synchronous?: 'NORMAL' | 'FULL';
  /** how long to wait for another process's write lock, in ms; default 5000 */
  busyTimeoutMs?: number;
}

/**
 * Schema migrations, applied in order; the file's `PRAGMA user_version` is the number already applied. Append only:
 * never edit a migration that has shipped, add the next one.
 */
const MIGRATIONS: readonly string[] = [
  `CREATE TABLE sessions (
     key        TEXT PRIMARY KEY,
     version    INTEGER NOT NULL,
     data       TEXT NOT NULL,
     deadline   INTEGER,
     updated_at INTEGER
   );
   -- most sessions have no pending deadline; only the ones that do are worth indexing
   CREATE INDEX sessions_deadline ON sessions (deadline) WHERE deadline IS NOT NULL;`,
];

export const SQLITE_SCHEMA_VERSION = MIGRATIONS.length;

interface SessionRow {
  version: number;
  data: string;
  deadline: number | null;
}

type AnyTransactFn = (current: StoredRecord | null) => TransactOutcome<unknown>;

export class SqliteSessionStore implements SessionStore {
  readonly kind = 'sqlite';
  private readonly db: Database.Database;
  private readonly selectRecord: Database.Statement<[string], SessionRow>;
  private readonly upsertRecord: Database.Statement<[string, string, number | null, number]>;
  private readonly selectDue: Database.Statement<[number, number], { key: string }>;
  private readonly transactInLock: Database.Transaction<(key: string, fn: AnyTransactFn) => TransactOutcome<unknown>>;

  constructor(opts: SqliteStoreOptions) {
    const synchronous = opts.synchronous ?? 'NORMAL';
    if (synchronous !== 'NORMAL' && synchronous !== 'FULL') {
      throw new Error(`SqliteSessionStore: synchronous must be 'NORMAL' or 'FULL', got ${String(synchronous)}`);
    }
    if (opts.path !== ':memory:' && opts.path !== '') {
      fs.mkdirSync(path.dirname(path.resolve(opts.path)), { recursive: true });
    }
    this.db = new Database(opts.path);
    try {
      // busy_timeout first: switching to WAL needs a lock that another process opening the file may hold.
      this.db.pragma(`busy_timeout = ${Math.max(0, Math.trunc(opts.busyTimeoutMs ?? 5000))}`);
      this.db.pragma('journal_mode = WAL');
      this.db.pragma(`synchronous = ${synchronous}`);
      // Under NORMAL the only fsyncs are at checkpoints, which by default come every 1000 WAL pages — every few
      // hundred commits here, and on a busy disk those fsyncs dominate (measured: 8–14k → 15–28k transacts/s).
      // Checkpoint every 10000 pages (~40 MB of WAL) instead, and cut the WAL file back to 64 MB afterwards.
      this.db.pragma('wal_autocheckpoint = 10000');
      this.db.pragma(`journal_size_limit = ${64 * 1024 * 1024}`);
      migrate(this.db);
    } catch (err) {
      this.db.close();
      throw err;
    }

    this.selectRecord = this.db.prepare<[string], SessionRow>(
      'SELECT version, data, deadline FROM sessions WHERE key = ?',
    );
    // Runs only under BEGIN IMMEDIATE, so the row read just before is still the row being replaced.
    this.upsertRecord = this.db.prepare<[string, string, number | null, number]>(
      `INSERT INTO sessions (key, version, data, deadline, updated_at) VALUES (?, 1, ?, ?, ?)
       ON CONFLICT (key) DO UPDATE SET
         version = sessions.version + 1, data = excluded.data, deadline = excluded.deadline,
         updated_at = excluded.updated_at`,
    );
    this.selectDue = this.db.prepare<[number, number], { key: string }>(
      'SELECT key FROM sessions WHERE deadline IS NOT NULL AND deadline <= ? ORDER BY deadline, key LIMIT ?',
    );
    this.transactInLock = this.db.transaction((key: string, fn: AnyTransactFn) => {
      const row = this.selectRecord.get(key);
      const outcome = fn(row ? { version: row.version, data: row.data, deadline: row.deadline } : null);
      if (outcome.write) {
        checkRecordWrite(outcome.write);
        this.upsertRecord.run(key, outcome.write.data, outcome.write.deadline, Date.now());
      }
      // The whole outcome, not `result`: better-sqlite3 refuses a transaction function that returns a promise,
      // and a result may legitimately be one.
      return outcome;
    });
  }

  async transact<T>(key: string, fn: (current: StoredRecord | null) => TransactOutcome<T>): Promise<T> {
    this.assertOpen();
    // .immediate = BEGIN IMMEDIATE; a throw inside rolls back and propagates (as a rejection, since we are async).
    return (this.transactInLock.immediate(key, fn) as TransactOutcome<T>).result;
  }

  async get(key: string): Promise<StoredRecord | null> {
    this.assertOpen();
    const row = this.selectRecord.get(key);
    return row ? { version: row.version, data: row.data, deadline: row.deadline } : null;
  }

  async due(now: number, limit = 100): Promise<string[]> {
    this.assertOpen();
    return this.selectDue.all(now, limit).map((row) => row.key);
  }

  /** The synchronous level actually in force on this connection (for the startup log). */
  get synchronous(): 'OFF' | 'NORMAL' | 'FULL' | 'EXTRA' {
    this.assertOpen();
    const level = this.db.pragma('synchronous', { simple: true }) as number;
    return (['OFF', 'NORMAL', 'FULL', 'EXTRA'] as const)[level] ?? 'FULL';
  }

  async close(): Promise<void> {
    if (this.db.open) this.db.close();
  }

  private assertOpen(): void {
    if (!this.db.open) throw new Error('SqliteSessionStore is closed');
  }
}

/** Brings the file to SQLITE_SCHEMA_VERSION in one write transaction, so two processes opening it at once take turns. */
function migrate(db: Database.Database): void {
  db.transaction(() => {
    const applied = db.pragma('user_version', { simple: true }) as number;
    if (applied > MIGRATIONS.length) {
      throw new Error(
        `SQLite session store ${db.name} has schema version ${applied}, newer than this build knows ` +
          `(${MIGRATIONS.length}); upgrade Butler or point it at another file`,
      );
    }
    for (let i = applied; i < MIGRATIONS.length; i++) db.exec(MIGRATIONS[i]!);
    if (applied !== MIGRATIONS.length) db.pragma(`user_version = ${MIGRATIONS.length}`);
  }).immediate();
}
