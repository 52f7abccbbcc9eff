// The default store: one SQLite file (better-sqlite3, synchronous). Transacts run inside BEGIN IMMEDIATE
// transactions (several at once under load: group commit), so the write lock is taken before the read and two
// processes on the same file serialise instead of overwriting each other; busy_timeout makes the second one wait.
//
// Durability: the journal is WAL. With synchronous=NORMAL (the default) a commit is not fsynced until checkpoint,
// which makes commits cheap (tens of thousands per second); the database stays consistent and survives a crash of
// the process, but the last commits may be lost if the operating system crashes or the power fails. For a chat bot
// that costs at most the last moves; pass synchronous: 'FULL' to fsync every commit instead.

import { checkSchemaVersion } from './schema-versions.ts';
import fs from 'node:fs';
import path from 'node:path';
import Database from 'better-sqlite3';
import { logColumns, recordTextWithLog } from './move-log.ts';
import { checkRecordWrite } from './record-write.ts';
import {
  appendPendingSql,
  ERASURES_SQLITE,
  PENDING_IN_SESSIONS_SQLITE,
  PENDING_RECORDS_SQLITE,
  pendingText,
  RECORD_TABLES_SQLITE,
  SqliteRecords,
} from './records/sqlite-records.ts';
import { BUTLER_APPLICATION_ID, checkSqliteOwnership, claimSqliteFile } from './sqlite-marker.ts';
import { backupBeforeMigration } from './sqlite-backup.ts';
import { PeopleIndexed } from './session-people.ts';
import { CHECKPOINT_EVERY, SqliteCheckpointer } from './sqlite-checkpointer.ts';
import { isSqliteBusy, StoreBusyError } from './store-busy.ts';
import type {
  RecordWrite,
  SessionStore,
  StoredRecord,
  SweepCutoffs,
  SweepResult,
  TransactOptions,
  TransactOutcome,
} from './types.ts';

export interface SqliteStoreOptions {
  /** the database file (':memory:' for a private in-memory database); its parent directory is created if missing */
  path: string;
  /** see the durability note at the top of this file; default 'NORMAL' */
  synchronous?: 'NORMAL' | 'FULL';
  /**
   * How long a commit may wait for another process's write lock in all, in ms; default 5000. The wait is taken in
   * short blocking slices (busySliceMs) with the event loop free in between, so other chats keep being served; when
   * it runs out the transact fails with StoreBusyError and nothing of it is written.
   */
  busyTimeoutMs?: number;
  /** one blocking wait inside SQLite, in ms; default 50 */
  busySliceMs?: number;
  /**
   * Commits between two checkpoints of the write-ahead log in the checkpointer thread (sqlite-checkpointer.ts);
   * default CHECKPOINT_EVERY. 0: no thread, SQLite's automatic checkpoints in the commits (as a ':memory:' file has).
   */
  checkpointEvery?: number;
  /**
   * How long after an erasure (/forgetme) the write-ahead log is truncated (no byte of the old text left: see
   * compact), ms; every erasure in that time shares the one truncation. Default COMPACT_AFTER_MS.
   */
  compactAfterMs?: number;
}

/** See SqliteStoreOptions.compactAfterMs: 5 minutes (the /forgetme reply says when). */
export const COMPACT_AFTER_MS = 5 * 60_000;

/**
 * Schema migrations, applied in order; the file's `PRAGMA user_version` is the number already applied. Append only:
 * never edit a migration that has shipped, add the next one.
 */
const MIGRATIONS: readonly (string | ((db: Database.Database) => void))[] = [
  `CREATE TABLE sessions (
     key        TEXT PRIMARY KEY,
     version    INTEGER NOT NULL,
     data       TEXT NOT NULL,
     deadline   INTEGER,
     updated_at INTEGER
   );
   -- most sessions have no pending deadline; only the ones that do are worth indexing
   CREATE INDEX sessions_deadline ON sessions (deadline) WHERE deadline IS NOT NULL;`,
  // The deadline moves on every move (the turn clock), so the index was rewritten by every commit and halved the
  // write rate (33k → 62k transacts/s measured); `due` runs every few seconds and scans instead (0.7 ms for 10,000
  // sessions).
  `DROP INDEX IF EXISTS sessions_deadline;`,
  // Applied update ids, checked and written in the same transaction as the move, so a re-delivered update is never
  // applied twice however many others came since; expired by age (sweep), not by count.
  `CREATE TABLE applied_updates (
     chat       TEXT NOT NULL,
     update_id  TEXT NOT NULL,
     applied_at INTEGER NOT NULL,
     PRIMARY KEY (chat, update_id)
   ) WITHOUT ROWID;
   CREATE INDEX applied_updates_age ON applied_updates (applied_at);`,
  // Sessions that hold nothing (no lobby, game or settings) are deleted after a while (sweep); existing rows are
  // classified once from their JSON.
  `ALTER TABLE sessions ADD COLUMN idle INTEGER NOT NULL DEFAULT 0;
   UPDATE sessions SET idle = 1
    WHERE json_valid(data) AND json_extract(data, '$.lobby') IS NULL AND json_extract(data, '$.game') IS NULL
      AND coalesce(json_extract(data, '$.settings'), '{}') = '{}';
   CREATE INDEX sessions_idle ON sessions (updated_at) WHERE idle = 1;`,
  // Game records and the statistics kept from them (storage/records).
  RECORD_TABLES_SQLITE,
  // The move that ends a game only appends its record to a lean table; the fold moves it on (storage/records).
  PENDING_RECORDS_SQLITE,
  // …now into the session row the move writes anyway (storage/records/sqlite-records.ts).
  PENDING_IN_SESSIONS_SQLITE,
  // The move log out of the session JSON (issue 26): one row per applied action, appended in the move's
  // transaction; the ending move reads a game's rows into its record and deletes them. Sessions that still hold
  // their log are migrated when they are first read (sessions/session.ts), not here: that needs the engines.
  `CREATE TABLE move_log (
     chat   TEXT NOT NULL,
     game   TEXT NOT NULL,
     seq    INTEGER NOT NULL,
     action TEXT NOT NULL,
     dice   TEXT NOT NULL,
     PRIMARY KEY (chat, game, seq)
   ) WITHOUT ROWID;`,
  // The move log as a chain (issue 26): each row points at the game's row before it, and the session row holds the
  // game's last one (log_tail, with the game's log key and the next seq). New rows go at the end of one table, so a
  // move writes its row into the one page every move is writing anyway, not a page of its own in the middle of a
  // table ordered by chat: measured, a move's transaction 36 → 27 µs here. No index: a game's rows are found by
  // following the chain from its session, only at the game's end (and when a chat moves or a session is reset).
  chainMoveLog,
  // Ended games' chains are deleted later and many at once (issue 26): a game's rows lie one or two on each of
  // hundreds of pages shared with the games that ran beside it, so deleting them as the game ends dirtied every one
  // of those pages for that one game (measured: a third of a Dice Poker game's ending move, 0.85 of 2.5 ms). The
  // ending move (and a reset) notes the chain's last row here instead; purgeEnded deletes the noted chains in one
  // transaction, where the games that shared a page share its one write.
  `CREATE TABLE ended_chains (id INTEGER PRIMARY KEY, tail INTEGER NOT NULL);`,
  // Erasures waiting for the file's compaction (issue 41: /forgetme no longer runs VACUUM on the chat path).
  ERASURES_SQLITE,
  // Which sessions name whom (storage/session-people.ts), so that /forgetme reads only the person's sessions; filled
  // once from the seats and stored replies' mentions of the sessions there are.
  `CREATE TABLE session_people (player TEXT NOT NULL, key TEXT NOT NULL, PRIMARY KEY (player, key)) WITHOUT ROWID;
   INSERT OR IGNORE INTO session_people (player, key)
     SELECT id, key FROM (
       SELECT CASE WHEN p.type = 'object' THEN json_extract(p.value, '$.id') END AS id, s.key AS key
         FROM sessions s, json_each(CASE WHEN json_valid(s.data) THEN s.data ELSE '{}' END, '$.lobby.players') p
       UNION
       SELECT CASE WHEN p.type = 'object' THEN json_extract(p.value, '$.id') END, s.key
         FROM sessions s, json_each(CASE WHEN json_valid(s.data) THEN s.data ELSE '{}' END, '$.game.players') p
       UNION
       SELECT CASE WHEN r.type = 'object' THEN json_extract(r.value, '$.mention.id') END, s.key
         FROM sessions s, json_each(CASE WHEN json_valid(s.data) THEN s.data ELSE '{}' END, '$.answer.reply.rich') r
     ) WHERE typeof(id) = 'text';`,
];

/** Migration 9: the move_log rows of each session's running game into the chain, in seq order; the rest dropped. */
function chainMoveLog(db: Database.Database): void {
  db.exec(`CREATE TABLE move_chain (
             id     INTEGER PRIMARY KEY,
             prev   INTEGER,
             game   TEXT NOT NULL,
             seq    INTEGER NOT NULL,
             action TEXT NOT NULL,
             dice   TEXT NOT NULL
           );
           ALTER TABLE sessions ADD COLUMN log_tail INTEGER;
           ALTER TABLE sessions ADD COLUMN log_game TEXT;
           ALTER TABLE sessions ADD COLUMN log_next INTEGER;`);
  const games = db
    .prepare<[], { key: string; game: string }>(
      `SELECT key, json_extract(data, '$.game.logKey') AS game FROM sessions
        WHERE json_valid(data) AND json_type(data, '$.game.logKey') = 'text'`,
    )
    .all();
  const rows = db.prepare<[string, string], { seq: number; action: string; dice: string }>(
    'SELECT seq, action, dice FROM move_log WHERE chat = ? AND game = ? ORDER BY seq',
  );
  const link = db.prepare<[number | null, string, number, string, string]>(
    'INSERT INTO move_chain (prev, game, seq, action, dice) VALUES (?, ?, ?, ?, ?)',
  );
  const anchor = db.prepare<[number, string, number, string]>('UPDATE sessions SET log_tail = ?, log_game = ?, log_next = ? WHERE key = ?');
  for (const { key, game } of games) {
    let tail: number | null = null;
    let next = 0;
    for (const row of rows.all(key, game)) {
      tail = Number(link.run(tail, game, row.seq, row.action, row.dice).lastInsertRowid);
      next = row.seq + 1;
    }
    if (tail !== null) anchor.run(tail, game, next, key);
  }
  db.exec('DROP TABLE move_log;');
}

export const SQLITE_SCHEMA_VERSION = checkSchemaVersion('sqlite', MIGRATIONS.length);
/** The migrations themselves, for tests that build a file of an older schema. */
export const SQLITE_MIGRATIONS = MIGRATIONS;

/** The schema version of the first build that zeroes what it deletes (secure_delete): older files are rebuilt once. */
const ZEROED_FROM = MIGRATIONS.indexOf(ERASURES_SQLITE) + 1;

/**
 * moveChat: one statement per table that holds rows of a chat, all run in one transaction. Parameters: @from, @to,
 * @prefix (= @from || ':', a chat's forum topics) and @cut (= length(@from) + 1, where a key's own tail starts).
 * A table added later adds its line here.
 */
const MOVE_CHAT: readonly string[] = [
  // OR REPLACE: a session already at the target (a message seen in the new chat first) gives way to the moved one;
  // the moved version is above both, so a cache keyed by version cannot confuse them. (Its game's log goes first,
  // see moveChat; the moved sessions take their logs along in their own log_* columns.) This line's count is the
  // number moved.
  `UPDATE OR REPLACE sessions
      SET key = @to || substr(key, @cut),
          version = version + 1 + coalesce((SELECT t.version FROM sessions t WHERE t.key = @to || substr(sessions.key, @cut)), 0)
    WHERE key = @from OR substr(key, 1, @cut) = @prefix`,
  // The applied update ids go along, so a re-delivery to either id is still known.
  `UPDATE OR IGNORE applied_updates SET chat = @to || substr(chat, @cut)
    WHERE chat = @from OR substr(chat, 1, @cut) = @prefix`,
  // The chat's finished games (folded first, see moveChat) and its statistics document follow it too.
  `UPDATE game_records SET chat = @to || substr(chat, @cut) WHERE chat = @from OR substr(chat, 1, @cut) = @prefix`,
  `UPDATE OR REPLACE record_stats SET key = 'chat:' || @to || substr(key, 5 + @cut)
    WHERE key = 'chat:' || @from OR substr(key, 1, 5 + @cut) = 'chat:' || @prefix`,
  // Who the moved sessions name (storage/session-people.ts) goes along.
  `UPDATE OR IGNORE session_people SET key = @to || substr(key, @cut) WHERE key = @from OR substr(key, 1, @cut) = @prefix`,
];

/** The log tails of the sessions at the target of a move that the moved ones replace (their logs are dropped). */
const REPLACED_TAILS = `SELECT t.log_tail AS tail FROM sessions t
   WHERE t.log_tail IS NOT NULL
     AND t.key IN (SELECT @to || substr(key, @cut) FROM sessions WHERE key = @from OR substr(key, 1, @cut) = @prefix)`;

/** A game's rows, from its last one back along the chain. */
export const CHAIN_FROM = `WITH RECURSIVE chain(id, prev, game, seq, action, dice) AS (
     SELECT id, prev, game, seq, action, dice FROM move_chain WHERE id = ?
     UNION ALL
     SELECT m.id, m.prev, m.game, m.seq, m.action, m.dice FROM move_chain m JOIN chain c ON m.id = c.prev
   )`;

/** Where a session's game log stands (columns of its row): its last row, its log key, the seq the next move gets. */
type LogState = Pick<SessionHead, 'log_tail' | 'log_game' | 'log_next'>;

const NO_LOG: LogState = { log_tail: null, log_game: null, log_next: 0 };

interface SessionRow {
  version: number;
  data: string;
  deadline: number | null;
}

/** What a transact reads of a session row before its step runs (the JSON only if the step asks, see LazyRecord). */
interface SessionHead {
  version: number;
  deadline: number | null;
  log_tail: number | null;
  log_game: string | null;
  log_next: number | null;
}

type AnyTransactFn = (current: StoredRecord | null, applied: boolean) => TransactOutcome<unknown>;

interface PendingTransact {
  key: string;
  fn: AnyTransactFn;
  update?: string;
  resolve(value: unknown): void;
  reject(error: unknown): void;
  result?: unknown;
  failed?: { error: unknown };
}

/** How many sessions' heads a store keeps (see `heads`): as many chats as the Butler keeps sessions by default. */
const HEADS_KEPT = 10_000;
/** The page size of a file this store creates (see the constructor); an existing file keeps its own. */
export const NEW_FILE_PAGE_SIZE = 2048;

/** A batch never holds the write lock for longer than this many transacts. */
const MAX_BATCH = 512;

/**
 * Ended games whose chains wait before a purge deletes them (see the ended_chains migration); a purge deletes at most
 * this many chains per transaction. 32 of 180 moves each: ~6,000 rows, 7–8 ms here once per 32 games (0.23 ms a game,
 * where deleting each chain in its ending move cost 0.85 ms).
 */
const PURGE_AT = 32;

export class SqliteSessionStore implements SessionStore {
  readonly kind = 'sqlite';
  readonly gameRecords: SqliteRecords;
  private readonly db: Database.Database;
  private readonly selectRecord: Database.Statement<[string], SessionRow>;
  /** a transact reads the row's version first and its JSON only if the step asks for it (see LazyRecord) */
  private readonly selectHead: Database.Statement<[string], SessionHead>;
  private readonly selectData: Database.Statement<[string], Pick<SessionRow, 'data'>>;
  private readonly upsertRecord: Database.Statement<[string, string, number | null, number, number, number | null, string | null, number | null]>;
  /** the same upsert for the move that ends a game: it also appends the game's record to the row's pending column */
  private readonly upsertEnding: Database.Statement<[string, string, number | null, number, number, number | null, string | null, number | null, string]>;
  private readonly selectDue: Database.Statement<[number, number], { key: string }>;
  private readonly selectApplied: Database.Statement<[string, string], { one: number }>;
  private readonly insertApplied: Database.Statement<[string, string, number]>;
  private readonly insertLink: Database.Statement<[number | null, string, number, string, string]>;
  /** a chain's moves as the JSON text of their array in seq order, made by SQLite (see writeLog's ending) */
  private readonly selectChainJson: Database.Statement<[number], string>;
  private readonly deleteChain: Database.Statement<[number]>;
  private readonly insertEnded: Database.Statement<[number]>;
  private readonly selectEnded: Database.Statement<[number], { id: number; tail: number }>;
  private readonly deleteEnded: Database.Statement<[number]>;
  /** ended chains noted since the last purge (as far as this process knows: counted from the table when opened) */
  private ended = 0;
  /** …of which noted by the batch being committed (counted once its COMMIT succeeds) */
  private endedInBatch = 0;
  private purgeQueued = false;
  private readonly selectReplacedTails: Database.Statement<[{ from: string; to: string; prefix: string; cut: number }], { tail: number }>;
  private readonly busyTimeoutMs: number;
  private readonly commitBatch: Database.Transaction<(batch: PendingTransact[]) => void>;
  private readonly moveStatements: Database.Statement[];
  private readonly selectChatKeys: Database.Statement<[string, number, string], { key: string }>;
  /**
   * The head (version, deadline, log) of each session this process wrote last, so that a transact need not read it
   * again: valid while no other connection has committed (`knownDataVersion`, checked at every batch); dropped
   * whole when one has, when a batch fails (its writes rolled back) and when rows change outside a batch.
   */
  private readonly heads = new Map<string, SessionHead>();
  private knownDataVersion: number | null = null;
  private readonly selectDataVersion: Database.Statement<[], number>;
  /** transacts waiting for the next group commit (see `transact`) */
  private pending: PendingTransact[] = [];
  /** the log's checkpoints, off the commits (null: in the commits, SQLite's own) */
  readonly checkpointer: SqliteCheckpointer | null;
  private readonly compactAfterMs: number;
  /** when the compaction that erasures wait for runs (null: none waits), and its timer */
  private compactAt: number | null = null;
  private compactTimer: NodeJS.Timeout | null = null;
  /** the (session, person) pairs indexed already (storage/session-people.ts) */
  private readonly people = new PeopleIndexed();
  private readonly insertPerson: Database.Statement<[string, string]>;
  /** the copy of the file made before this open migrated its schema (null: no migration changed an existing file) */
  readonly migrationBackup: string | null = null;

  constructor(opts: SqliteStoreOptions) {
    const synchronous = opts.synchronous ?? 'NORMAL';
    if (synchronous !== 'NORMAL' && synchronous !== 'FULL') {
      throw new Error(`SqliteSessionStore: synchronous must be 'NORMAL' or 'FULL', got ${String(synchronous)}`);
    }
    if (opts.path !== ':memory:' && opts.path !== '') {
      fs.mkdirSync(path.dirname(path.resolve(opts.path)), { recursive: true });
    }
    // another program's file is refused as it was found: read before this connection's first pragma writes its header
    checkSqliteOwnership(opts.path, MIGRATIONS.length);
    this.db = new Database(opts.path);
    this.busyTimeoutMs = Math.max(0, Math.trunc(opts.busyTimeoutMs ?? 5000));
    try {
      // busy_timeout first: switching to WAL needs a lock that another process opening the file may hold. Opening
      // waits the whole budget at once (nothing else runs yet); commits later wait in slices (see busySliceMs).
      this.db.pragma(`busy_timeout = ${this.busyTimeoutMs}`);
      // A new file's pages are 2 KB (SQLite's default is 4 KB; a file that has any keeps its own, the pragma is a
      // no-op there). Every commit writes each page it touched whole into the WAL, and a move touches two: its
      // session's (~0.7 kB, ~1.7 kB with the stored answer) and the move log's last one (one ~50-byte row). Measured
      // on this 2-core VM, one session upsert plus one log row per transaction: 67 µs with 4 KB pages, 47 µs with
      // 2 KB, 42 µs with 1 KB; but 1 KB pages put the answered session (~1.7 kB) on overflow pages and were slower
      // as deployed (with update ids): 2 KB holds both whole.
      this.db.pragma(`page_size = ${NEW_FILE_PAGE_SIZE}`);
      this.db.pragma('journal_mode = WAL');
      this.db.pragma(`synchronous = ${synchronous}`);
      // Under NORMAL the only fsyncs are at checkpoints, which by default come every 1000 WAL pages — every few
      // hundred commits here, and on a busy disk those fsyncs dominate (measured: 8–14k → 15–28k transacts/s).
      // Checkpoint every 10000 pages (~20–40 MB of WAL) instead, and cut the WAL file back to 64 MB afterwards. A file
      // store checkpoints in a thread of its own long before that (sqlite-checkpointer.ts): this is its fallback.
      this.db.pragma('wal_autocheckpoint = 10000');
      this.db.pragma(`journal_size_limit = ${64 * 1024 * 1024}`);
      // Deleted or overwritten content is zeroed where it lay (issue 41): an erased name leaves no copy in a page's
      // free space or in a free page, so /forgetme needs no VACUUM — only the log's old frames truncated (compact).
      this.db.pragma('secure_delete = ON');
      if (opts.path !== ':memory:' && opts.path !== '') this.migrationBackup = backupBeforeSchemaChange(this.db, opts.path);
      const before = migrate(this.db);
      // a file from before zeroing: what earlier writes left in free space goes once, at this start (off every chat)
      // (another process holding the file at that moment: the rebuild is skipped, and that process's own start did it
      // or a later erasure's truncation finds only what was deleted before zeroing — see docs/decisions.md)
      if (before > 0 && before < ZEROED_FROM) {
        try {
          this.db.exec('VACUUM');
        } catch {
          // busy: the file opens all the same
        }
      }
      this.db.pragma(`busy_timeout = ${Math.max(0, Math.min(this.busyTimeoutMs, Math.trunc(opts.busySliceMs ?? 50)))}`);
    } catch (err) {
      this.db.close();
      throw err;
    }

    const every = Math.max(0, Math.trunc(opts.checkpointEvery ?? CHECKPOINT_EVERY));
    const file = opts.path !== ':memory:' && opts.path !== '';
    this.checkpointer = file && every > 0 ? new SqliteCheckpointer(path.resolve(opts.path), every) : null;
    this.gameRecords = new SqliteRecords(this.db);
    this.compactAfterMs = Math.max(0, opts.compactAfterMs ?? COMPACT_AFTER_MS);
    // /forgetme rewrote sessions outside a batch (the heads noted may be stale) and waits for a compaction
    this.gameRecords.erased = () => {
      this.heads.clear();
      this.people.clear();
      return this.scheduleCompaction();
    };
    // erasures noted by a process that stopped before its compaction: this one runs it
    if (this.erasuresWaiting() !== null) this.scheduleCompaction();
    this.selectRecord = this.db.prepare<[string], SessionRow>(
      'SELECT version, data, deadline FROM sessions WHERE key = ?',
    );
    this.selectDataVersion = this.db.prepare<[], number>('PRAGMA data_version').pluck();
    this.selectHead = this.db.prepare<[string], SessionHead>(
      'SELECT version, deadline, log_tail, log_game, log_next FROM sessions WHERE key = ?',
    );
    this.selectData = this.db.prepare<[string], Pick<SessionRow, 'data'>>('SELECT data FROM sessions WHERE key = ?');
    this.insertPerson = this.db.prepare<[string, string]>('INSERT OR IGNORE INTO session_people (player, key) VALUES (?, ?)');
    // Runs only under BEGIN IMMEDIATE, so the row read just before is still the row being replaced.
    this.upsertRecord = this.db.prepare<[string, string, number | null, number, number, number | null, string | null, number | null]>(
      `INSERT INTO sessions (key, version, data, deadline, idle, updated_at, log_tail, log_game, log_next) VALUES (?, 1, ?, ?, ?, ?, ?, ?, ?)
       ON CONFLICT (key) DO UPDATE SET
         version = sessions.version + 1, data = excluded.data, deadline = excluded.deadline,
         idle = excluded.idle, updated_at = excluded.updated_at,
         log_tail = excluded.log_tail, log_game = excluded.log_game, log_next = excluded.log_next`,
    );
    this.upsertEnding = this.db.prepare<[string, string, number | null, number, number, number | null, string | null, number | null, string]>(
      `INSERT INTO sessions (key, version, data, deadline, idle, updated_at, log_tail, log_game, log_next, pending)
       VALUES (?, 1, ?, ?, ?, ?, ?, ?, ?, ?)
       ON CONFLICT (key) DO UPDATE SET
         version = sessions.version + 1, data = excluded.data, deadline = excluded.deadline,
         idle = excluded.idle, updated_at = excluded.updated_at,
         log_tail = excluded.log_tail, log_game = excluded.log_game, log_next = excluded.log_next,
         pending = ${appendPendingSql('sessions', 'excluded.pending')}`,
    );
    this.selectApplied = this.db.prepare<[string, string], { one: number }>(
      'SELECT 1 AS one FROM applied_updates WHERE chat = ? AND update_id = ?',
    );
    this.insertApplied = this.db.prepare<[string, string, number]>(
      'INSERT OR IGNORE INTO applied_updates (chat, update_id, applied_at) VALUES (?, ?, ?)',
    );
    this.insertLink = this.db.prepare<[number | null, string, number, string, string]>(
      'INSERT INTO move_chain (prev, game, seq, action, dice) VALUES (?, ?, ?, ?, ?)',
    );
    // json() checks each stored text (a row that is not JSON fails the ending move, as parsing it here did)
    this.selectChainJson = this.db
      .prepare<[number], string>(
        `${CHAIN_FROM} SELECT json_group_array(json_object('a', json(action), 'd', json(dice)) ORDER BY seq) FROM chain`,
      )
      .pluck();
    this.deleteChain = this.db.prepare<[number]>(`${CHAIN_FROM} DELETE FROM move_chain WHERE id IN (SELECT id FROM chain)`);
    this.insertEnded = this.db.prepare<[number]>('INSERT INTO ended_chains (tail) VALUES (?)');
    this.selectEnded = this.db.prepare<[number], { id: number; tail: number }>('SELECT id, tail FROM ended_chains ORDER BY id LIMIT ?');
    this.deleteEnded = this.db.prepare<[number]>('DELETE FROM ended_chains WHERE id <= ?');
    this.ended = this.db.prepare<[], number>('SELECT count(*) FROM ended_chains').pluck().get() ?? 0;
    this.selectReplacedTails = this.db.prepare(REPLACED_TAILS);
    this.selectDue = this.db.prepare<[number, number], { key: string }>(
      'SELECT key FROM sessions WHERE deadline IS NOT NULL AND deadline <= ? ORDER BY deadline, key LIMIT ?',
    );
    this.moveStatements = MOVE_CHAT.map((sql) => this.db.prepare(sql));
    this.selectChatKeys = this.db.prepare<[string, number, string], { key: string }>(
      'SELECT key FROM sessions WHERE key = ? OR substr(key, 1, ?) = ? ORDER BY key',
    );
    // One BEGIN IMMEDIATE … COMMIT for every transact queued in the same turn of the event loop (group commit).
    // Each fn still sees the record as the previous ones in the batch left it, so a batch is exactly the same
    // as running them one after another; a fn that throws writes nothing and fails alone. Only a failing write or
    // COMMIT fails the whole batch — and then nothing of it was committed.
    this.commitBatch = this.db.transaction((batch: PendingTransact[]) => {
      // The heads this process wrote are the stored ones unless another connection has committed since (data_version
      // changes then: the lock this transaction holds keeps anyone from writing until it ends).
      const dataVersion = this.selectDataVersion.get() ?? null;
      if (dataVersion !== this.knownDataVersion) {
        this.heads.clear();
        this.knownDataVersion = dataVersion;
      }
      for (const item of batch) {
        const row = this.heads.get(item.key) ?? this.selectHead.get(item.key);
        const applied = item.update !== undefined && this.selectApplied.get(item.key, item.update) !== undefined;
        const current = row ? new LazyRecord(row, () => this.selectData.get(item.key)!.data) : null;
        let outcome: TransactOutcome<unknown>;
        try {
          outcome = item.fn(current, applied);
          if (outcome.write) checkRecordWrite(outcome.write);
        } catch (error) {
          item.failed = { error };
          continue;
        } finally {
          current?.close();
        }
        if (outcome.write) {
          const now = Date.now();
          const { data, deadline } = outcome.write;
          const idle = outcome.write.idle ? 1 : 0;
          const { recordText, state } = this.writeLog(item.key, outcome.write, row ?? NO_LOG);
          const { log_tail: tail, log_game: game, log_next: next } = state;
          if (recordText !== undefined && !this.gameRecords.recordInMove(item.key, recordText)) {
            // (its statistics could not be folded in this transaction: the record waits in the row for the fold)
            this.upsertEnding.run(item.key, data, deadline, idle, now, tail, game, next, recordText);
            this.gameRecords.wrote(item.key);
          } else {
            this.upsertRecord.run(item.key, data, deadline, idle, now, tail, game, next);
          }
          if (item.update !== undefined) this.insertApplied.run(item.key, item.update, now);
          for (const person of this.people.fresh(item.key, outcome.write)) this.insertPerson.run(person, item.key);
          this.rememberHead(item.key, { version: (row?.version ?? 0) + 1, deadline, log_tail: tail, log_game: game, log_next: next });
        }
        item.result = outcome.result;
      }
    });
  }

  /**
   * The write's moves onto the end of the game's chain (inside the batch's transaction); at a game's end its rows
   * become the record's moves and the chain is let go (dropChain). Returns the JSON text of the record to keep (if the
   * write ends a game) and where the session's log stands now. A move logged twice (a seq below the next one) fails
   * the batch: nothing of it is written.
   */
  private writeLog(key: string, write: RecordWrite, before: LogState): { recordText: string | undefined; state: LogState } {
    let state = before;
    if (write.dropLog) state = this.dropChain(state);
    const log = write.log;
    const text = () => write.gameRecord && pendingText(write.gameRecord);
    if (!log) return { recordText: text(), state };
    if (log.end) {
      const stored = state.log_game === log.game && state.log_tail !== null ? this.selectChainJson.get(state.log_tail)! : '[]';
      return { recordText: recordTextWithLog(write.gameRecord!, stored), state: this.dropChain(state) };
    }
    // another game's rows (none are left behind by an ending, so this is only a game that never ended) give way
    if (state.log_tail !== null && state.log_game !== log.game) state = this.dropChain(state);
    if (log.moves.length === 0) return { recordText: text(), state };
    if (state.log_tail !== null && log.seq < (state.log_next ?? 0)) {
      throw new Error(`move log ${key}/${log.game}: seq ${log.seq} is logged already`);
    }
    let tail = state.log_tail;
    for (let i = 0; i < log.moves.length; i++) {
      const { action, dice } = logColumns(log.moves[i]!);
      tail = Number(this.insertLink.run(tail, log.game, log.seq + i, action, dice).lastInsertRowid);
    }
    return { recordText: text(), state: { log_tail: tail, log_game: log.game, log_next: log.seq + log.moves.length } };
  }

  /** Keeps what a write left in the row (the oldest go first past HEADS_KEPT). */
  private rememberHead(key: string, head: SessionHead): void {
    this.heads.delete(key);
    this.heads.set(key, head);
    if (this.heads.size > HEADS_KEPT) this.heads.delete(this.heads.keys().next().value!);
  }

  /**
   * Deletes the chains of ended games (up to PURGE_AT per transaction; `all`: until none is left), in a transaction
   * of its own after the commit that noted the last of them, so no chat waits for it. A chain and its note go in the
   * same transaction, so a crash or another process purging at the same time deletes nothing twice and leaves
   * nothing behind. A busy file or any failure leaves the notes for the next purge. Returns the chains deleted.
   */
  purgeEnded(all = false): number {
    let purged = 0;
    try {
      for (;;) {
        if (!this.db.open) break;
        const count = this.db
          .transaction(() => {
            const rows = this.selectEnded.all(PURGE_AT);
            for (const row of rows) this.deleteChain.run(row.tail);
            if (rows.length > 0) this.deleteEnded.run(rows[rows.length - 1]!.id);
            return rows.length;
          })
          .immediate();
        purged += count;
        this.ended = Math.max(0, this.ended - count);
        if (!all || count < PURGE_AT) break;
      }
    } catch {
      // Left noted. Counted as none, so that a file that keeps refusing (busy, full) is tried again after another
      // PURGE_AT endings or at the sweep, not after every commit; the notes themselves stay until a purge succeeds.
      this.ended = 0;
    }
    return purged;
  }

  /** After a commit: a purge once enough ended chains wait (see PURGE_AT), on the event loop's next turn. */
  private purgeWhenDue(): void {
    if (this.ended < PURGE_AT || this.purgeQueued) return;
    this.purgeQueued = true;
    setImmediate(() => {
      this.purgeQueued = false;
      this.purgeEnded();
    });
  }

  /**
   * Lets a session's chain go (its game ended, was reset, or gave way to another): noted for the next purge, not
   * deleted now (see the ended_chains migration); the state of no log.
   */
  private dropChain(state: LogState): LogState {
    if (state.log_tail !== null) {
      this.insertEnded.run(state.log_tail);
      this.endedInBatch++;
    }
    return NO_LOG;
  }

  /**
   * Queued and committed with the others that arrive in the same turn of the event loop: under load (many chats at
   * once) one commit serves a whole batch; a lone message waits one event-loop turn. Each promise settles only after
   * the COMMIT that holds its write.
   */
  transact<T>(
    key: string,
    fn: (current: StoredRecord | null, applied: boolean) => TransactOutcome<T>,
    options: TransactOptions = {},
  ): Promise<T> {
    return new Promise<T>((resolve, reject) => {
      this.assertOpen();
      this.pending.push({ key, fn, update: options.update, resolve: resolve as (value: unknown) => void, reject });
      if (this.pending.length === 1) setImmediate(() => this.flush());
      else if (this.pending.length >= MAX_BATCH) this.flush();
    });
  }

  private flush(): void {
    const batch = this.pending;
    if (batch.length === 0) return;
    this.pending = [];
    this.commit(batch, Date.now());
  }

  /**
   * Commits a batch; while another process holds the write lock, tries again every few ms (the event loop stays
   * free between tries) until busyTimeoutMs has passed since `since`, then fails the batch with StoreBusyError.
   * A failed attempt wrote nothing (BEGIN IMMEDIATE takes the lock before any fn runs), so trying again is safe.
   * Other chats' later transacts may commit in between; one chat's do not, as the Butler sends them one at a time.
   */
  private commit(batch: PendingTransact[], since: number): void {
    for (const item of batch) {
      item.failed = undefined;
      item.result = undefined;
    }
    this.endedInBatch = 0;
    try {
      if (!this.db.open) throw new Error('SqliteSessionStore is closed');
      this.commitBatch.immediate(batch);
      this.ended += this.endedInBatch;
      this.checkpointer?.committed();
    } catch (error) {
      // nothing of the batch was committed: the heads and people it noted are not the stored ones
      this.heads.clear();
      this.people.clear();
      const waited = Date.now() - since;
      if (isSqliteBusy(error) && this.db.open && waited < this.busyTimeoutMs) {
        setTimeout(() => this.commit(batch, since), 10 + Math.floor(Math.random() * 20));
        return;
      }
      const failure = isSqliteBusy(error) ? new StoreBusyError(waited) : error;
      for (const item of batch) item.reject(failure);
      return;
    }
    for (const item of batch) {
      if (item.failed) item.reject(item.failed.error);
      else item.resolve(item.result);
    }
    this.purgeWhenDue();
  }

  async peek(key: string): Promise<StoredRecord | null> {
    this.assertOpen();
    const row = this.selectRecord.get(key);
    return row ? { version: row.version, data: row.data, deadline: row.deadline } : null;
  }

  async due(now: number, limit = 100): Promise<string[]> {
    this.assertOpen();
    return this.selectDue.all(now, limit).map((row) => row.key);
  }

  async sweep(cutoffs: SweepCutoffs): Promise<SweepResult> {
    this.assertOpen();
    // the chains of every game that ended since the last purge, however few (a quiet chat's file does not keep them)
    this.purgeEnded(true);
    return this.db
      .transaction(() => {
        const updates = this.db.prepare('DELETE FROM applied_updates WHERE applied_at < ?').run(cutoffs.appliedBefore).changes;
        const sessions =
          cutoffs.idleBefore === null
            ? 0
            : this.db
                // (a row still holding a pending record stays until the fold has taken it)
                .prepare('DELETE FROM sessions WHERE idle = 1 AND updated_at < ? AND pending IS NULL')
                .run(cutoffs.idleBefore).changes;
        // (rows deleted outside a batch: the heads this process noted may name rows that are gone)
        if (sessions > 0) {
          this.heads.clear();
          this.people.clear();
          // who the deleted sessions named goes with them (a sweep is off every chat's path; it reads the index once)
          this.db.prepare('DELETE FROM session_people WHERE key NOT IN (SELECT key FROM sessions)').run();
        }
        return { updates, sessions };
      })
      .immediate();
  }

  async moveChat(from: string, to: string): Promise<number> {
    this.assertOpen();
    // Queued transacts first, so that each of them lands on the key it was made for.
    this.flush();
    // Records still pending carry their chat inside their JSON: into game_records first, where the move finds them,
    // and folded under their chat, whose statistics document then moves. One that ends in between is taken out of
    // its session row in the move's own transaction, so that no row that moves or gives way takes it along.
    await this.gameRecords.fold();
    const params = { from, to, prefix: `${from}:`, cut: from.length + 1 };
    return this.db
      .transaction(() => {
        this.gameRecords.movePendingNow();
        // (rows move outside a batch: the heads this process noted are read again)
        this.heads.clear();
        this.people.clear();
        // the logs of the sessions the moved ones replace go first (the moved ones keep theirs: their own columns)
        for (const { tail } of this.selectReplacedTails.all(params)) this.deleteChain.run(tail);
        return this.moveStatements.map((statement) => statement.run(params).changes)[0] ?? 0;
      })
      .immediate();
  }

  async chatKeys(key: string): Promise<string[]> {
    this.assertOpen();
    return this.selectChatKeys.all(key, key.length + 1, `${key}:`).map((row) => row.key);
  }

  /** The synchronous level actually in force on this connection (for the startup log). */
  get synchronous(): 'OFF' | 'NORMAL' | 'FULL' | 'EXTRA' {
    this.assertOpen();
    const level = this.db.pragma('synchronous', { simple: true }) as number;
    return (['OFF', 'NORMAL', 'FULL', 'EXTRA'] as const)[level] ?? 'FULL';
  }

  /** The newest erasure waiting for a compaction (its row id), or null. */
  private erasuresWaiting(): number | null {
    return this.db.prepare<[], number | null>('SELECT max(id) FROM erasures').pluck().get() ?? null;
  }

  /** Resolves to when the next compaction runs: one timer for every erasure until then (batched). */
  private scheduleCompaction(): number {
    if (this.compactAt === null) {
      this.compactAt = Date.now() + this.compactAfterMs;
      this.compactTimer = setTimeout(() => void this.compact(), this.compactAfterMs);
      this.compactTimer.unref();
    }
    return this.compactAt;
  }

  /**
   * The write-ahead log checkpointed and truncated, when an erasure waits for it: the connection zeroes what it
   * deletes (secure_delete), so the old text lived on only in the log's older frames (and in the rows of ended games'
   * logs that wait for a purge, purged first); afterwards no byte of an erased name or id is left in the files. Runs
   * off the chat path: in the checkpointer's thread when there is one (the event loop stays free), else on this
   * connection (a timer, or the close). A busy or failing file is tried again after another while. Resolves to
   * whether it ran.
   */
  async compact(): Promise<boolean> {
    if (this.compactTimer) clearTimeout(this.compactTimer);
    this.compactTimer = null;
    this.compactAt = null;
    if (!this.db.open) return false;
    const upTo = this.erasuresWaiting();
    if (upTo === null) return false;
    try {
      // the logs of games that ended (their rows wait for a purge, and name their players) go before the rebuild
      this.purgeEnded(true);
      const answer = this.checkpointer ? await this.checkpointer.compact() : null;
      if (answer?.type === 'failed') throw new Error(answer.error);
      if (!this.db.open) return false;
      if (!answer) this.compactHere();
      // (this row's page goes into the log after the truncation: it holds a time, nothing of the person)
      this.db.prepare('DELETE FROM erasures WHERE id <= ?').run(upTo);
      return true;
    } catch {
      if (this.db.open) this.scheduleCompaction();
      return false;
    }
  }

  private compactHere(): void {
    const [row] = this.db.pragma('wal_checkpoint(TRUNCATE)') as { busy: number }[];
    if (row?.busy) throw new Error('the log could not be truncated: a reader holds it');
  }

  /**
   * Takes the write lock and lets it go at once (BEGIN IMMEDIATE; ROLLBACK): the question a move asks first. While
   * another connection holds the lock it is tried again, the event loop free between tries, until `timeoutMs`.
   */
  async ping(timeoutMs: number): Promise<void> {
    const since = Date.now();
    for (;;) {
      this.assertOpen();
      try {
        this.db.exec('BEGIN IMMEDIATE');
        this.db.exec('ROLLBACK');
        return;
      } catch (error) {
        const waited = Date.now() - since;
        if (!isSqliteBusy(error) || waited >= timeoutMs) throw isSqliteBusy(error) ? new StoreBusyError(waited) : error;
      }
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
  }

  async activeGames(): Promise<Record<string, number>> {
    this.assertOpen();
    // (idle sessions hold no game: the partial index's complement is what is scanned)
    const rows = this.db
      .prepare<[], { game: string; n: number }>(
        `SELECT json_extract(data, '$.game.id') AS game, count(*) AS n FROM sessions
          WHERE idle = 0 AND json_valid(data) AND json_extract(data, '$.game.id') IS NOT NULL GROUP BY game`,
      )
      .all();
    return Object.fromEntries(rows.map((row) => [row.game, row.n]));
  }

  async close(): Promise<void> {
    this.flush();
    if (this.compactTimer) clearTimeout(this.compactTimer);
    this.compactTimer = null;
    // a compaction that erasures wait for runs before the file is let go (a stop is off every chat's path)
    if (this.db.open && this.erasuresWaiting() !== null) {
      try {
        this.purgeEnded(true);
        this.db.exec('DELETE FROM erasures');
        this.compactHere();
      } catch {
        // busy (another process): that process, or the next start, runs it
      }
    }
    if (this.db.open) this.db.close();
    await this.checkpointer?.close();
  }

  private assertOpen(): void {
    if (!this.db.open) throw new Error('SqliteSessionStore is closed');
  }
}

/**
 * The record a transact's step is given: the version and deadline as read, the JSON text read only when the step
 * asks for it. The Butler keeps the sessions it wrote and asks for the text only when its cached version is not
 * the stored one, so most moves never read it back — and the text is the part that grows with a game (a long 1000
 * game's session is tens of kB). Readable only while the step runs, inside the transaction that read the version:
 * afterwards the row may hold another version's text, so a late read is an error, never a wrong answer.
 */
class LazyRecord implements StoredRecord {
  readonly version: number;
  readonly deadline: number | null;
  private text: string | undefined;
  private open = true;

  constructor(
    row: Pick<SessionRow, 'version' | 'deadline'>,
    private readonly read: () => string,
  ) {
    this.version = row.version;
    this.deadline = row.deadline;
  }

  get data(): string {
    if (this.text === undefined) {
      if (!this.open) throw new Error('SqliteSessionStore: a record read after its transaction');
      this.text = this.read();
    }
    return this.text;
  }

  /** The step is over: the text can no longer be read (unless it already was). */
  close(): void {
    this.open = false;
  }
}

/**
 * Before the migrations change the schema of a Butler file that already holds tables: a copy of it as it was, beside
 * it (`<file>.bak-v<old>-<time>`, sqlite-backup.ts), so that an upgrade can be undone by putting the copy back and
 * running the older build. A new file, a current one, and another program's file (which the migration refuses) get
 * none. If the copy cannot be made (a full disk) the store does not open: no migration runs without its copy.
 */
function backupBeforeSchemaChange(db: Database.Database, file: string): string | null {
  const applied = db.pragma('user_version', { simple: true }) as number;
  if (applied >= MIGRATIONS.length) return null;
  const tables = db.prepare<[], string>("SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%'").pluck().all();
  if (tables.length === 0) return null;
  const ours = db.pragma('application_id', { simple: true }) === BUTLER_APPLICATION_ID || tables.includes('sessions');
  if (!ours) return null;
  try {
    return backupBeforeMigration(db, file, applied);
  } catch (error) {
    throw new Error(`${file}: could not back it up before migrating its schema from version ${applied} to ${MIGRATIONS.length} (${(error as Error).message}); nothing was changed`);
  }
}

/** Brings the file to SQLITE_SCHEMA_VERSION in one write transaction, so two processes opening it at once take turns. */
function migrate(db: Database.Database): number {
  return db.transaction(() => {
    claimSqliteFile(db, MIGRATIONS.length);
    const applied = db.pragma('user_version', { simple: true }) as number;
    if (applied > MIGRATIONS.length) {
      throw new Error(
        `SQLite session store ${db.name} has schema version ${applied}, newer than this build knows ` +
          `(${MIGRATIONS.length}); upgrade Butler or point it at another file`,
      );
    }
    for (let i = applied; i < MIGRATIONS.length; i++) {
      const migration = MIGRATIONS[i]!;
      if (typeof migration === 'string') db.exec(migration);
      else migration(db);
    }
    if (applied !== MIGRATIONS.length) db.pragma(`user_version = ${MIGRATIONS.length}`);
    return applied;
  }).immediate();
}
