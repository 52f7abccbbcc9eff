// The store for several bot processes serving the same chats (Discord shards, webhook replicas). A transact holds
// a transaction-scoped advisory lock on the key, so one writer per key across every process; the lock also covers a
// key that has no row yet, which a row lock (SELECT … FOR UPDATE) cannot. The upsert is additionally guarded by
// the version that was read, so a writer that bypasses the lock is detected instead of silently overwritten.
//
// Durability: the connections run with synchronous_commit = off by default, the same trade as the SQLite store's
// synchronous=NORMAL. A commit returns once it is in PostgreSQL's WAL buffers, not after the WAL is flushed to disk
// (the flush followed every commit and bounded one message at a time to the disk's flush rate). Whatever is
// committed is visible to every process at once and survives a crash of the Butler; a crash of the PostgreSQL
// server or its machine may lose the last commits (at most three WAL-writer delays, ~0.6 s by default), and the
// database stays consistent. Pass synchronousCommit: 'on' to flush every commit instead — or put
// `options=-c synchronous_commit=on` in the connection URL, which wins over this default.

import { checkSchemaVersion } from './schema-versions.ts';
import os from 'node:os';
import pg from 'pg';
import { logColumns, moveOfColumns, recordWithLog } from './move-log.ts';
import { checkRecordWrite } from './record-write.ts';
import {
  appendPendingSql,
  pendingInSessionsPostgres,
  pendingLiteral,
  pendingRecordsPostgres,
  PostgresRecords,
  recordTableNames,
  recordTablesPostgres,
} from './records/postgres-records.ts';
import { StoreBusyError } from './store-busy.ts';
import { compactTables, type PostgresCompaction } from './postgres-compact.ts';
import { PeopleIndexed } from './session-people.ts';
import type {
  LogWrite,
  RecordWrite,
  SessionStore,
  StoredRecord,
  SweepCutoffs,
  SweepResult,
  TransactOptions,
  TransactOutcome,
} from './types.ts';

const { escapeLiteral } = pg;

/** How long a transact waits for a key another process holds, ms (PostgreSQL's lock_timeout). */
const LOCK_TIMEOUT_MS = 30_000;
/** Keys whose last stored record a store remembers for the one-round-trip transact, and update ids per key. */
const KNOWN_KEYS = 10_000;
const KNOWN_UPDATES = 8;
const KNOWN_MS = 60 * 60 * 1000;
/** At most this many writes in one call of write_many (the locks of all of them are held to its commit). */
const MAX_WRITE_BATCH = 256;
/** SQLSTATE of a lock_timeout */
const LOCK_NOT_AVAILABLE = '55P03';

/** A one-round-trip write waiting for its call (see queueWrite). */
interface WriteItem {
  key: string;
  /** the version the write was computed on */
  version: number;
  update: string | null;
  write: RecordWrite;
}

interface QueuedWrite extends WriteItem {
  resolve(written: boolean): void;
  reject(error: unknown): void;
}

export interface PostgresStoreOptions {
  /** postgres://user:pass@host:port/db */
  url: string;
  /**
   * The schema that holds the tables, created if missing (lower-case letters, digits, _). Default: none, so the
   * connection's search_path decides (normally `public`). Tests give each file its own schema.
   */
  schema?: string;
  /** connections in the pool; default 10 */
  poolSize?: number;
  /** see the durability note at the top of this file; default 'off' */
  synchronousCommit?: 'on' | 'off';
  /**
   * Called when an idle pooled connection fails (server restart, network). The pool drops that connection and opens
   * another on demand; without a listener the error would crash the process. Default: print to stderr.
   */
  onIdleError?: (err: Error) => void;
}

/** A write lost the race against a writer that did not take the key's lock; nothing was written. */
export class StoreConflictError extends Error {
  constructor(
    readonly key: string,
    readonly expectedVersion: number,
  ) {
    super(
      `session ${JSON.stringify(key)} changed under the lock (expected version ${expectedVersion}); ` +
        'another writer bypassed the advisory lock — nothing was written',
    );
    this.name = 'StoreConflictError';
  }
}

interface TableNames {
  schema: string | undefined;
  /** who each session names (storage/session-people.ts) */
  people: string;
  sessions: string;
  meta: string;
  applied: string;
  log: string;
  /** the server-side functions of the one-round-trip transact (see writeFunctionsSql) */
  write: string;
  check: string;
  /** the batched `write` (see writeManySql) */
  writeMany: string;
}

/** The first half of the two-int advisory lock id of a key, as an SQL literal: keeps ours apart from other schemas' and apps'. */
function lockSpaceOf(schema: string | undefined): string {
  return escapeLiteral(`butler_sessions:${schema ?? ''}`);
}

/**
 * `write`: the checked write of transact's one round trip (a write without a game record): takes the key's lock,
 * updates the row only if it still holds the version the outcome was computed on and the update is not applied yet,
 * and only then records the update id, drops or appends the move log. Returns false when the check failed (nothing
 * written). `check`: the same check for an outcome without a write. Both run as one statement in its own
 * transaction, so the lock is held to its commit. (In a VOLATILE function every statement takes a fresh snapshot,
 * so the reads after the lock see what the lock's previous holder committed.)
 */
function writeFunctionsSql(t: TableNames): string {
  const lock = `PERFORM pg_advisory_xact_lock(hashtext(${lockSpaceOf(t.schema)}), hashtext(p_key));`;
  const notApplied = `(p_update IS NULL OR NOT EXISTS (SELECT 1 FROM ${t.applied} AS a WHERE a.chat = p_key AND a.update_id = p_update))`;
  return `
    CREATE OR REPLACE FUNCTION ${t.write}(p_key TEXT, p_version INTEGER, p_update TEXT, p_data TEXT, p_deadline BIGINT,
                               p_idle BOOLEAN, p_now BIGINT, p_drop_log BOOLEAN, p_game TEXT, p_seq INTEGER,
                               p_actions TEXT[], p_dice TEXT[])
      RETURNS BOOLEAN LANGUAGE plpgsql AS $fn$
    BEGIN
      ${lock}
      UPDATE ${t.sessions} AS s
         SET version = s.version + 1, data = p_data, deadline = p_deadline, idle = p_idle, updated_at = p_now
       WHERE s.key = p_key AND s.version = p_version AND ${notApplied};
      IF NOT FOUND THEN RETURN false; END IF;
      IF p_update IS NOT NULL THEN
        INSERT INTO ${t.applied} (chat, update_id, applied_at) VALUES (p_key, p_update, p_now) ON CONFLICT DO NOTHING;
      END IF;
      IF p_drop_log THEN DELETE FROM ${t.log} WHERE chat = p_key; END IF;
      IF p_game IS NOT NULL THEN
        INSERT INTO ${t.log} (chat, game, seq, action, dice)
          SELECT p_key, p_game, p_seq + u.n - 1, u.a, u.d FROM unnest(p_actions, p_dice) WITH ORDINALITY AS u (a, d, n);
      END IF;
      RETURN true;
    END $fn$;
    CREATE OR REPLACE FUNCTION ${t.check}(p_key TEXT, p_version INTEGER, p_update TEXT)
      RETURNS BOOLEAN LANGUAGE plpgsql AS $fn$
    BEGIN
      ${lock}
      RETURN EXISTS (SELECT 1 FROM ${t.sessions} WHERE key = p_key AND version = p_version) AND ${notApplied};
    END $fn$;`;
}

/**
 * `write_many`: `write` for several keys in one statement (group commit, as the SQLite store's batches): item i is
 * written exactly as `write` would write it alone, and the result says which items were (false = its check failed,
 * nothing of it written; NULL = its key's lock was taken, so it was not tried and goes in a call of its own, which
 * waits for the lock: one busy chat never holds up the others). The move log rows of all items are flattened,
 * item i's being p_log_count[i] rows from p_log_from[i]. An error anywhere (a move logged twice) rolls the whole
 * call back and the caller writes the items one by one.
 */
function writeManySql(t: TableNames): string {
  return `
    CREATE OR REPLACE FUNCTION ${t.writeMany}(p_keys TEXT[], p_versions INTEGER[], p_updates TEXT[], p_data TEXT[],
                               p_deadlines BIGINT[], p_idle BOOLEAN[], p_now BIGINT, p_drop_log BOOLEAN[], p_games TEXT[],
                               p_seqs INTEGER[], p_log_from INTEGER[], p_log_count INTEGER[], p_actions TEXT[],
                               p_dice TEXT[])
      RETURNS BOOLEAN[] LANGUAGE plpgsql AS $fn$
    DECLARE
      written BOOLEAN[] := '{}';
      i INTEGER;
      last INTEGER;
    BEGIN
      FOR i IN 1 .. coalesce(array_length(p_keys, 1), 0) LOOP
        -- a key another transaction holds is left to its own call (NULL): it must not hold up the others
        IF NOT pg_try_advisory_xact_lock(hashtext(${lockSpaceOf(t.schema)}), hashtext(p_keys[i])) THEN
          written := written || NULL::BOOLEAN;
          CONTINUE;
        END IF;
        UPDATE ${t.sessions} AS s
           SET version = s.version + 1, data = p_data[i], deadline = p_deadlines[i], idle = p_idle[i], updated_at = p_now
         WHERE s.key = p_keys[i] AND s.version = p_versions[i]
           AND (p_updates[i] IS NULL
                OR NOT EXISTS (SELECT 1 FROM ${t.applied} AS a WHERE a.chat = p_keys[i] AND a.update_id = p_updates[i]));
        written := written || FOUND;
        CONTINUE WHEN NOT FOUND;
        IF p_updates[i] IS NOT NULL THEN
          INSERT INTO ${t.applied} (chat, update_id, applied_at) VALUES (p_keys[i], p_updates[i], p_now) ON CONFLICT DO NOTHING;
        END IF;
        IF p_drop_log[i] THEN DELETE FROM ${t.log} WHERE chat = p_keys[i]; END IF;
        IF p_log_count[i] > 0 THEN
          last := p_log_from[i] + p_log_count[i] - 1;
          INSERT INTO ${t.log} (chat, game, seq, action, dice)
            SELECT p_keys[i], p_games[i], p_seqs[i] + u.n - 1, u.a, u.d
              FROM unnest(p_actions[p_log_from[i]:last], p_dice[p_log_from[i]:last]) WITH ORDINALITY AS u (a, d, n);
        END IF;
      END LOOP;
      RETURN written;
    END $fn$;`;
}

/** Schema migrations, applied in order; butler_schema.version is how many are applied. Append only. */
const MIGRATIONS: ReadonlyArray<(t: TableNames) => string> = [
  (t) => `
    CREATE TABLE ${t.sessions} (
      key        TEXT PRIMARY KEY,
      version    INTEGER NOT NULL,
      data       TEXT NOT NULL,
      deadline   BIGINT,
      updated_at BIGINT
    );
    CREATE INDEX butler_sessions_deadline ON ${t.sessions} (deadline) WHERE deadline IS NOT NULL;`,
  // Applied update ids, checked and written in the same transaction as the move (see sqlite-store.ts), and the idle
  // flag that lets sweep delete sessions holding nothing; existing rows are classified once from their JSON.
  (t) => `
    CREATE TABLE ${t.applied} (
      chat       TEXT NOT NULL,
      update_id  TEXT NOT NULL,
      applied_at BIGINT NOT NULL,
      PRIMARY KEY (chat, update_id)
    );
    CREATE INDEX butler_applied_updates_age ON ${t.applied} (applied_at);
    ALTER TABLE ${t.sessions} ADD COLUMN idle BOOLEAN NOT NULL DEFAULT false;
    CREATE FUNCTION pg_temp.butler_jsonb_or_null(t TEXT) RETURNS JSONB LANGUAGE plpgsql AS
      'BEGIN RETURN t::jsonb; EXCEPTION WHEN others THEN RETURN NULL; END';
    UPDATE ${t.sessions} AS s SET idle = true
      FROM (SELECT key, pg_temp.butler_jsonb_or_null(data) AS j FROM ${t.sessions}) AS parsed
     WHERE parsed.key = s.key AND jsonb_typeof(parsed.j) = 'object'
       AND coalesce(parsed.j -> 'lobby', 'null'::jsonb) = 'null'::jsonb
       AND coalesce(parsed.j -> 'game', 'null'::jsonb) = 'null'::jsonb
       AND coalesce(parsed.j -> 'settings', '{}'::jsonb) = '{}'::jsonb;
    DROP FUNCTION pg_temp.butler_jsonb_or_null(TEXT);
    CREATE INDEX butler_sessions_idle ON ${t.sessions} (updated_at) WHERE idle;`,
  // Game records and the statistics kept from them (storage/records).
  (t) => recordTablesPostgres(recordTableNames(t.schema)),
  // The move that ends a game only appends its record to a lean table; the fold moves it on (storage/records).
  (t) => pendingRecordsPostgres(recordTableNames(t.schema)),
  // …now into the session row the move writes anyway (storage/records/postgres-records.ts).
  (t) => pendingInSessionsPostgres(recordTableNames(t.schema)),
  // The move log out of the session JSON (issue 26, see sqlite-store.ts); sessions that still hold their log are
  // migrated when first read.
  (t) => `
    CREATE TABLE ${t.log} (
      chat   TEXT NOT NULL,
      game   TEXT NOT NULL,
      seq    INTEGER NOT NULL,
      action TEXT NOT NULL,
      dice   TEXT NOT NULL,
      PRIMARY KEY (chat, game, seq)
    );`,
  // The one-round-trip write of `transact` as one call of a server-side function (see writeSql): the lock, the
  // compare-and-set on the version, the applied update id and the move log in one statement, run as a named
  // (prepared once per connection) query with its values as parameters, in the statement's own transaction.
  (t) => writeFunctionsSql(t),
  // The same write for many keys in one call (the one-round-trip writes of a turn of the event loop, see
  // writeManySql): one statement, one commit and one packet each way for the lot.
  (t) => writeManySql(t),
  // Which sessions name whom (storage/session-people.ts), so that /forgetme reads only the person's sessions; filled
  // once from the seats and stored replies' mentions of the sessions there are.
  (t) => `
    CREATE TABLE ${t.people} (player TEXT NOT NULL, key TEXT NOT NULL, PRIMARY KEY (player, key));
    CREATE FUNCTION pg_temp.butler_jsonb_or_null(t TEXT) RETURNS JSONB LANGUAGE plpgsql AS
      'BEGIN RETURN t::jsonb; EXCEPTION WHEN others THEN RETURN NULL; END';
    CREATE FUNCTION pg_temp.butler_array(j JSONB) RETURNS JSONB LANGUAGE sql AS
      'SELECT CASE WHEN jsonb_typeof(j) = ''array'' THEN j ELSE ''[]''::jsonb END';
    INSERT INTO ${t.people} (player, key)
      SELECT DISTINCT id, key FROM (
        SELECT s.key, e ->> 'id' AS id FROM (SELECT key, pg_temp.butler_jsonb_or_null(data) AS j FROM ${t.sessions}) s,
          jsonb_array_elements(pg_temp.butler_array(s.j -> 'lobby' -> 'players') || pg_temp.butler_array(s.j -> 'game' -> 'players')) e
        UNION ALL
        SELECT s.key, e -> 'mention' ->> 'id' FROM (SELECT key, pg_temp.butler_jsonb_or_null(data) AS j FROM ${t.sessions}) s,
          jsonb_array_elements(pg_temp.butler_array(s.j -> 'answer' -> 'reply' -> 'rich')) e
      ) named WHERE id IS NOT NULL
    ON CONFLICT DO NOTHING;
    DROP FUNCTION pg_temp.butler_array(JSONB);
    DROP FUNCTION pg_temp.butler_jsonb_or_null(TEXT);`,
];

export const POSTGRES_SCHEMA_VERSION = checkSchemaVersion('postgres', MIGRATIONS.length);

/**
 * moveChat: one statement per table that holds rows of a chat, all run in one transaction under the advisory locks
 * of both keys. Parameters: $1 from, $2 to, $3 = $1 || ':' (a chat's forum topics), $4 = length($1) + 1 (where a
 * key's own tail starts). A table added later adds its line here.
 */
const MOVE_CHAT: ReadonlyArray<(t: TableNames) => string> = [
  // (first: the logs of sessions at the target that the moved ones replace; the sessions' own line must come next,
  // its count is the number moved)
  (t) => `DELETE FROM ${t.log}
    WHERE chat IN (SELECT $2 || substr(key, $4::int) FROM ${t.sessions} WHERE key = $1 OR left(key, $4::int) = $3)`,
  // A session already at the target (a message seen in the new chat first) gives way to the moved one; the moved
  // version is above both, so a cache keyed by (key, version) cannot confuse them.
  (t) => `
    WITH moved AS (
      DELETE FROM ${t.sessions} WHERE key = $1 OR left(key, $4::int) = $3 RETURNING *
    )
    INSERT INTO ${t.sessions} AS s (key, version, data, deadline, updated_at, idle, pending)
      SELECT $2 || substr(key, $4::int), version + 1, data, deadline, updated_at, idle, pending FROM moved
    ON CONFLICT (key) DO UPDATE SET
      version = s.version + EXCLUDED.version, data = EXCLUDED.data, deadline = EXCLUDED.deadline,
      updated_at = EXCLUDED.updated_at, idle = EXCLUDED.idle, pending = ${appendPendingSql('s', 'EXCLUDED.pending')}`,
  // The applied update ids go along, so a re-delivery to either id is still known.
  (t) => `
    WITH moved AS (
      DELETE FROM ${t.applied} WHERE chat = $1 OR left(chat, $4::int) = $3 RETURNING *
    )
    INSERT INTO ${t.applied} (chat, update_id, applied_at)
      SELECT $2 || substr(chat, $4::int), update_id, applied_at FROM moved
    ON CONFLICT DO NOTHING`,
  // The running games' logs go along.
  (t) => `UPDATE ${t.log} SET chat = $2 || substr(chat, $4::int) WHERE chat = $1 OR left(chat, $4::int) = $3`,
  // The chat's finished games (folded first, see moveChat) and its statistics document follow it too.
  (t) => `UPDATE ${recordTableNames(t.schema).records} SET chat = $2 || substr(chat, $4::int)
    WHERE chat = $1 OR left(chat, $4::int) = $3`,
  // (a statistics document already at the target gives way, as a session does; every statement takes all four
  // parameters, hence the trivially true conditions)
  (t) => `DELETE FROM ${recordTableNames(t.schema).stats} WHERE key = 'chat:' || $2 AND $1 <> $3 AND $4::int > 0`,
  (t) => `UPDATE ${recordTableNames(t.schema).stats} SET key = 'chat:' || $2 || substr(key, 5 + $4::int)
    WHERE key = 'chat:' || $1 OR left(key, 5 + $4::int) = 'chat:' || $3`,
  // Who the moved sessions name (storage/session-people.ts) goes along.
  (t) => `
    WITH moved AS (
      DELETE FROM ${t.people} WHERE key = $1 OR left(key, $4::int) = $3 RETURNING *
    )
    INSERT INTO ${t.people} (player, key) SELECT player, $2 || substr(key, $4::int) FROM moved
    ON CONFLICT DO NOTHING`,
];

/** A row of the move log as read back (its two JSON columns). */
interface LogRow {
  action: string;
  dice: string;
}

interface SessionRow {
  version: number;
  data: string;
  /** BIGINT arrives as a string from node-postgres */
  deadline: string | null;
}

export class PostgresSessionStore implements SessionStore {
  readonly kind = 'postgres';
  readonly gameRecords: PostgresRecords;
  private readonly pool: pg.Pool;
  private readonly names: TableNames;
  /** first half of the two-int advisory lock id, as an SQL literal: keeps ours apart from other schemas' and apps' */
  private readonly lockSpace: string;
  /** the (session, person) pairs indexed already, and those waiting for their insert (see noteNamed) */
  private readonly people = new PeopleIndexed();
  private namedQueue: [string, string][] = [];
  private readonly sql: {
    select: string;
    due: string;
    write: string;
    check: string;
    writeMany: string;
  };
  private closing: Promise<void> | undefined;
  /** one-round-trip writes waiting for the next write_many (see queueWrite), and the calls under way */
  private queuedWrites: QueuedWrite[] = [];
  private readonly writesInFlight = new Set<Promise<void>>();
  /** One-round-trip write calls sent (write or write_many) and the writes they carried (tests, benchmark). */
  writeCalls = { calls: 0, writes: 0 };
  /** per key, the record this store last read or wrote and the last update ids it applied (see transact) */
  private readonly known = new Map<string, { record: StoredRecord; updates: string[]; at: number }>();

  /** Connects and brings the schema up to date; use this, not the constructor. */
  static async open(opts: PostgresStoreOptions): Promise<PostgresSessionStore> {
    const store = new PostgresSessionStore(opts);
    try {
      await store.migrate();
    } catch (err) {
      await store.close();
      throw err;
    }
    return store;
  }

  private constructor(opts: PostgresStoreOptions) {
    const schema = opts.schema;
    if (schema !== undefined && !/^[a-z_][a-z0-9_]{0,62}$/.test(schema)) {
      throw new Error(`PostgresSessionStore: schema must match [a-z_][a-z0-9_]*, got ${JSON.stringify(schema)}`);
    }
    const poolSize = opts.poolSize ?? 10;
    if (!Number.isInteger(poolSize) || poolSize < 1) {
      throw new Error(`PostgresSessionStore: poolSize must be a positive integer, got ${String(poolSize)}`);
    }
    const synchronousCommit = opts.synchronousCommit ?? 'off';
    if (synchronousCommit !== 'on' && synchronousCommit !== 'off') {
      throw new Error(`PostgresSessionStore: synchronousCommit must be 'on' or 'off', got ${String(synchronousCommit)}`);
    }
    const prefix = schema === undefined ? '' : `"${schema}".`;
    this.names = {
      schema,
      sessions: `${prefix}butler_sessions`,
      meta: `${prefix}butler_schema`,
      applied: `${prefix}butler_applied_updates`,
      log: `${prefix}butler_move_log`,
      people: `${prefix}butler_session_people`,
      write: `${prefix}butler_write`,
      check: `${prefix}butler_check`,
      writeMany: `${prefix}butler_write_many`,
    };
    this.lockSpace = lockSpaceOf(schema);
    this.sql = {
      select: `SELECT version, data, deadline FROM ${this.names.sessions} WHERE key = $1`,
      // due-time order, ties by room in byte order (as SQLite and the memory store order them, whatever the collation)
      due: `SELECT key FROM ${this.names.sessions} WHERE deadline IS NOT NULL AND deadline <= $1
            ORDER BY deadline, key COLLATE "C" LIMIT $2`,
      write: `SELECT ${this.names.write}($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12) AS ok`,
      check: `SELECT ${this.names.check}($1, $2, $3) AS ok`,
      writeMany: `SELECT ${this.names.writeMany}($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14) AS ok`,
    };
    this.pool = new pg.Pool({
      connectionString: withDefaultPgUser(opts.url),
      max: poolSize,
      application_name: 'butler',
      // A transact holds a key for milliseconds. These bound the damage of a holder that froze or vanished behind a
      // half-open connection: the server ends its transaction (releasing the key) and waiters give up with an error
      // instead of hanging the chat forever.
      idle_in_transaction_session_timeout: 60_000,
      lock_timeout: LOCK_TIMEOUT_MS,
      // a startup parameter of every connection (an `options` in the URL takes its place)
      options: `-c synchronous_commit=${synchronousCommit}`,
    });
    this.gameRecords = new PostgresRecords(this.pool, recordTableNames(schema));
    // (another process keeps its own note of what it indexed: a person it saw before in a session is indexed again
    // there only after its restart or a sweep; see docs/decisions.md)
    this.gameRecords.erased = () => this.people.clear();
    const onIdleError =
      opts.onIdleError ?? ((err: Error) => console.error(`PostgresSessionStore: idle connection failed: ${err.message}`));
    this.pool.on('error', onIdleError);
  }

  /**
   * One round trip when this process wrote the key last (the usual case: a chat's messages come to the process that
   * serves it): `fn` runs on the record this store last wrote or read, and one query string takes the lock, checks
   * that the stored version is still that one and the update not applied, and writes — or, for an outcome without a
   * write, just checks (a call of a server-side function, see oneCall). If the check fails, nothing was written and the transact runs the two-round-trip way below,
   * on what is really stored: `fn` then runs again (its first outcome is thrown away unless the read finds exactly
   * the record it was computed on). A re-delivered update this process applied, and the move that ends a game
   * (which reads the game's log under the lock), go the two-round-trip way at once.
   */
  async transact<T>(
    key: string,
    fn: (current: StoredRecord | null, applied: boolean) => TransactOutcome<T>,
    options: TransactOptions = {},
  ): Promise<T> {
    const result = await this.transactOnce(key, fn, options);
    if (this.namedQueue.length > 0) await this.indexNamed();
    return result;
  }

  /** A written session's people not yet indexed (see session-people.ts): queued, inserted when its transact returns. */
  private noteNamed(key: string, write: RecordWrite): void {
    for (const person of this.people.fresh(key, write)) this.namedQueue.push([person, key]);
  }

  /**
   * The queued (person, session) rows, in one statement after the write that named them committed (the write's own
   * path is one round trip; a person is new in a session only at a join, a start or a first mention). A failure
   * leaves them to be noted again by the next write.
   */
  private async indexNamed(): Promise<void> {
    const rows = this.namedQueue.splice(0);
    try {
      await this.pool.query(
        `INSERT INTO ${this.names.people} (player, key) SELECT * FROM unnest($1::text[], $2::text[]) ON CONFLICT DO NOTHING`,
        [rows.map((r) => r[0]), rows.map((r) => r[1])],
      );
    } catch (error) {
      this.people.clear();
      throw error;
    }
  }

  private async transactOnce<T>(
    key: string,
    fn: (current: StoredRecord | null, applied: boolean) => TransactOutcome<T>,
    options: TransactOptions,
  ): Promise<T> {
    this.assertOpen();
    const guess = this.known.get(key);
    // (a guess older than KNOWN_MS is not used: a swept session's key may have been written afresh up to the same
    // version by another process, as the session cache says)
    if (!guess || Date.now() - guess.at > KNOWN_MS || (options.update !== undefined && guess.updates.includes(options.update))) {
      return this.lockedTransact(key, fn, options);
    }
    let outcome: TransactOutcome<T>;
    try {
      outcome = fn(guess.record, false);
    } catch {
      return this.lockedTransact(key, fn, options); // on what is really stored, where it may well throw again
    }
    if (outcome.write?.log?.end) return this.lockedTransact(key, fn, options, { record: guess.record, outcome });
    if (await this.oneTrip(key, guess.record, outcome, options)) return outcome.result;
    return this.lockedTransact(key, fn, options);
  }

  /** The checked write (or check) of `transact`'s one round trip; false = the guess was stale, nothing written. */
  private async oneTrip(key: string, guess: StoredRecord, outcome: TransactOutcome<unknown>, options: TransactOptions): Promise<boolean> {
    const write = outcome.write;
    if (write) checkRecordWrite(write);
    if (!write?.gameRecord) return this.oneCall(key, guess, write, options);
    // A write that ends a game without a log to read (the ending of a logged game goes the locked way) appends its
    // record to the row's pending column: one multi-statement string, as the locked way's write.
    const record = write.gameRecord;
    const keyLiteral = escapeLiteral(key);
    const updateLiteral = options.update === undefined ? null : escapeLiteral(options.update);
    const notApplied =
      updateLiteral === null ? '' : ` AND NOT EXISTS (SELECT 1 FROM ${this.names.applied} WHERE chat = ${keyLiteral} AND update_id = ${updateLiteral})`;
    const lock = `BEGIN; SELECT pg_advisory_xact_lock(hashtext(${this.lockSpace}), hashtext(${keyLiteral}));`;
    const client = await this.pool.connect();
    let broken: Error | undefined;
    try {
      const now = Date.now();
      const ours = this.oursSql(keyLiteral);
      const results = (await client.query(
        `${lock} UPDATE ${this.names.sessions} AS s SET version = s.version + 1, data = ${escapeLiteral(write.data)},
             deadline = ${write.deadline === null ? 'NULL' : write.deadline}, idle = ${write.idle ? 'true' : 'false'},
             updated_at = ${now}, pending = ${appendPendingSql('s', pendingLiteral(record))}
           WHERE key = ${keyLiteral} AND version = ${guess.version}${notApplied};` +
          this.afterWriteSql(keyLiteral, updateLiteral, now, write, ours) +
          'COMMIT',
      )) as unknown as pg.QueryResult[];
      if (results[2]?.rowCount !== 1) return false;
      this.noteNamed(key, write);
      this.remember(key, { version: guess.version + 1, data: write.data, deadline: write.deadline }, options.update);
      return true;
    } catch (err) {
      try {
        await client.query('ROLLBACK');
      } catch (rollbackErr) {
        broken = rollbackErr as Error;
      }
      this.known.delete(key);
      if ((err as { code?: unknown }).code === LOCK_NOT_AVAILABLE) throw new StoreBusyError(LOCK_TIMEOUT_MS);
      throw err;
    } finally {
      client.release(broken);
    }
  }

  /**
   * `oneTrip` for the usual outcome (no game record: a move, a refusal) as one call of a server-side function (see
   * writeFunctionsSql): a named query, parsed and planned once per connection, with the values as parameters
   * instead of escaped into a fresh query string, and no BEGIN or COMMIT of its own.
   */
  private async oneCall(key: string, guess: StoredRecord, write: RecordWrite | undefined, options: TransactOptions): Promise<boolean> {
    const update = options.update ?? null;
    let ok: boolean;
    try {
      if (!write) {
        const read = await this.pool.query<{ ok: boolean }>({
          name: 'butler_check',
          text: this.sql.check,
          values: [key, guess.version, update],
        });
        return read.rows[0]?.ok === true;
      }
      ok = await this.queueWrite({ key, version: guess.version, update, write });
    } catch (err) {
      this.known.delete(key);
      if ((err as { code?: unknown }).code === LOCK_NOT_AVAILABLE) throw new StoreBusyError(LOCK_TIMEOUT_MS);
      throw err;
    }
    if (ok) {
      this.noteNamed(key, write);
      this.remember(key, { version: guess.version + 1, data: write.data, deadline: write.deadline }, options.update);
    }
    return ok;
  }

  /**
   * A checked write, sent at once when no other is under way (one chat at a time pays no wait); otherwise queued for
   * the next call of write_many, at the next turn of the event loop: the writes of many chats at once go in one
   * statement and one commit.
   */
  private queueWrite(item: WriteItem): Promise<boolean> {
    return new Promise<boolean>((resolve, reject) => {
      this.queuedWrites.push({ ...item, resolve, reject });
      if (this.queuedWrites.length === 1) {
        if (this.writesInFlight.size === 0) this.flushWrites();
        else setImmediate(() => this.flushWrites());
      } else if (this.queuedWrites.length >= MAX_WRITE_BATCH) this.flushWrites();
    });
  }

  /** Sends the queued writes (see queueWrite); each item's promise settles with its own result. */
  private flushWrites(): void {
    const batch = this.queuedWrites;
    if (batch.length === 0) return;
    this.queuedWrites = [];
    this.writeCalls = { calls: this.writeCalls.calls + 1, writes: this.writeCalls.writes + batch.length };
    const sent = batch.length === 1 ? this.writeOne(batch[0]!) : this.writeBatch(batch);
    this.writesInFlight.add(sent);
    void sent.finally(() => this.writesInFlight.delete(sent));
  }

  /**
   * One write as one call of `write`. (Not write_many with one item: its loop over array parameters made one chat
   * at a time 15–20 % slower, measured alternately.)
   */
  private async writeOne(item: QueuedWrite): Promise<void> {
    const { key, version, update, write } = item;
    const log = write.log;
    const moves = log?.moves.map(logColumns) ?? [];
    try {
      const read = await this.pool.query<{ ok: boolean }>({
        name: 'butler_write',
        text: this.sql.write,
        values: [
          key,
          version,
          update,
          write.data,
          write.deadline,
          write.idle === true,
          Date.now(),
          write.dropLog === true,
          moves.length > 0 ? log!.game : null,
          log?.seq ?? 0,
          moves.map((move) => move.action),
          moves.map((move) => move.dice),
        ],
      });
      item.resolve(read.rows[0]?.ok === true);
    } catch (err) {
      item.reject(err);
    }
  }

  /**
   * Several writes as one call of `write_many` (see writeManySql). If the call fails, nothing of it was written,
   * and each item is written alone: one item's failure (a move logged twice) is that item's alone. (The call only
   * tries locks, never waits for one, so two processes' calls cannot wait for each other whatever their order.)
   */
  private async writeBatch(batch: QueuedWrite[]): Promise<void> {
    const now = Date.now();
    const actions: string[] = [];
    const dice: string[] = [];
    const from: number[] = [];
    const count: number[] = [];
    const games: (string | null)[] = [];
    for (const { write } of batch) {
      const moves = write.log?.moves ?? [];
      from.push(actions.length + 1);
      count.push(moves.length);
      games.push(moves.length > 0 ? write.log!.game : null);
      for (const move of moves) {
        const columns = logColumns(move);
        actions.push(columns.action);
        dice.push(columns.dice);
      }
    }
    let written: (boolean | null)[];
    try {
      const read = await this.pool.query<{ ok: (boolean | null)[] }>({
        name: 'butler_write_many',
        text: this.sql.writeMany,
        values: [
          batch.map((item) => item.key),
          batch.map((item) => item.version),
          batch.map((item) => item.update),
          batch.map((item) => item.write.data),
          batch.map((item) => item.write.deadline),
          batch.map((item) => item.write.idle === true),
          now,
          batch.map((item) => item.write.dropLog === true),
          games,
          batch.map((item) => item.write.log?.seq ?? 0),
          from,
          count,
          actions,
          dice,
        ],
      });
      written = read.rows[0]?.ok ?? [];
    } catch {
      await Promise.all(batch.map((item) => this.writeOne(item)));
      return;
    }
    const busy: Promise<void>[] = [];
    batch.forEach((item, i) => {
      if (written[i] === null || written[i] === undefined) busy.push(this.writeOne(item));
      else item.resolve(written[i] === true);
    });
    await Promise.all(busy);
  }

  /**
   * Whether the key's row is this transaction's own write (its xmin is our transaction): the statements after the
   * upsert are conditioned on it. (Not "the version we wrote": another instance that wrote the same version in the
   * same millisecond would pass that test, and our log rows would then collide with its own.) PostgreSQL 13+.
   */
  private oursSql(keyLiteral: string): string {
    return `EXISTS (SELECT 1 FROM ${this.names.sessions} WHERE key = ${keyLiteral} AND xmin = pg_current_xact_id()::xid)`;
  }

  /** What a write adds after the session row: the update id, a dropped log, the log's new rows or its end. */
  private afterWriteSql(keyLiteral: string, updateLiteral: string | null, now: number, write: RecordWrite, ours: string): string {
    return (
      (updateLiteral === null
        ? ''
        : `INSERT INTO ${this.names.applied} (chat, update_id, applied_at)
             SELECT ${keyLiteral}, ${updateLiteral}, ${now} WHERE ${ours}
           ON CONFLICT DO NOTHING;`) +
      (write.dropLog ? `DELETE FROM ${this.names.log} WHERE chat = ${keyLiteral} AND ${ours};` : '') +
      (write.log ? this.logSql(keyLiteral, write.log, ours) : '')
    );
  }

  /** Notes the record as stored now (and the update it applied): the next transact of the key may start from it. */
  private remember(key: string, record: StoredRecord, update: string | undefined): void {
    const previous = this.known.get(key);
    this.known.delete(key);
    const updates = update === undefined ? (previous?.updates ?? []) : [...(previous?.updates ?? []).slice(-(KNOWN_UPDATES - 1)), update];
    this.known.set(key, { record, updates, at: Date.now() });
    if (this.known.size > KNOWN_KEYS) {
      const oldest = this.known.keys().next().value;
      if (oldest !== undefined) this.known.delete(oldest);
    }
  }

  /** A game's log in seq order (literals: it shares a round trip with the statements before it). */
  private logRowsSql(keyLiteral: string, game: string): string {
    return `SELECT action, dice FROM ${this.names.log} WHERE chat = ${keyLiteral} AND game = ${escapeLiteral(game)} ORDER BY seq`;
  }

  /**
   * The two-round-trip transact: lock and read, then `fn`, then write and commit. `precomputed` is an outcome `fn`
   * already gave for a record: used when the read finds exactly that record and the update not applied.
   */
  private async lockedTransact<T>(
    key: string,
    fn: (current: StoredRecord | null, applied: boolean) => TransactOutcome<T>,
    options: TransactOptions,
    precomputed?: { record: StoredRecord; outcome: TransactOutcome<T> },
  ): Promise<T> {
    const client = await this.pool.connect();
    let txOpen = false;
    let broken: Error | undefined; // set when the connection is in an unknown state: discard it, do not pool it
    try {
      // Two round trips per transact instead of five, because every round trip is time the key stays locked and,
      // on a busy host, a wake-up of two processes (measured under load: 0.9–2 ms instead of 2.8–4 ms per transact).
      // BEGIN + lock + read go as one query string and write + COMMIT as another. A string of several statements
      // needs the simple protocol, which takes no parameters, so values are inlined with pg's escapeLiteral (safe
      // for any text, whatever standard_conforming_strings says). Each statement still takes its own snapshot
      // (READ COMMITTED), so the read runs after the lock is held and sees what the previous holder committed.
      const keyLiteral = escapeLiteral(key);
      const updateLiteral = options.update === undefined ? null : escapeLiteral(options.update);
      // The move that ends a game, worked out already on the guess: its game's log is read in the same round trip,
      // after the lock (used if the stored row is the one guessed, which it nearly always is).
      const precomputedLog = precomputed?.outcome.write?.log;
      const endingGame = precomputedLog?.end ? precomputedLog.game : null;
      txOpen = true;
      const results = (await client.query(
        `BEGIN; SELECT pg_advisory_xact_lock(hashtext(${this.lockSpace}), hashtext(${keyLiteral})); ` +
          `SELECT version, data, deadline FROM ${this.names.sessions} WHERE key = ${keyLiteral}` +
          (updateLiteral === null
            ? ''
            : `; SELECT 1 AS one FROM ${this.names.applied} WHERE chat = ${keyLiteral} AND update_id = ${updateLiteral}`) +
          (endingGame === null ? '' : `; ${this.logRowsSql(keyLiteral, endingGame)}`),
      )) as unknown as Array<pg.QueryResult<SessionRow>>;
      const row = results[2]?.rows[0];
      const current = row ? toRecord(row) : null;
      const applied = updateLiteral !== null && (results[3]?.rows.length ?? 0) > 0;
      const endingRows = endingGame === null ? null : (results[updateLiteral === null ? 3 : 4]?.rows as unknown as LogRow[]);
      const same =
        precomputed !== undefined && !applied && current !== null && current.version === precomputed.record.version &&
        current.data === precomputed.record.data && current.deadline === precomputed.record.deadline;
      const outcome = same ? precomputed.outcome : fn(current, applied);
      if (!outcome.write) {
        await client.query('COMMIT');
        txOpen = false;
        // (an update found applied is noted too: delivered here again, it goes the locked way at once)
        if (current) this.remember(key, current, applied ? options.update : undefined);
        else this.known.delete(key);
        return outcome.result;
      }
      checkRecordWrite(outcome.write);
      const expected = current?.version ?? 0;
      const { data, deadline } = outcome.write;
      const now = Date.now();
      const log = outcome.write.log;
      // A game that ended with this write: its record goes into the same row (appended to its pending column, see
      // storage/records/postgres-records.ts), so it exists exactly when the session write does; its moves are the
      // game's log, read under the key's lock: in the first round trip when the ending was worked out on the guess,
      // else in one more here (for the move that ends a game only).
      let record = outcome.write.gameRecord;
      if (log?.end && record) {
        const rows =
          endingRows !== null && log.game === endingGame ? endingRows : (await client.query<LogRow>(this.logRowsSql(keyLiteral, log.game))).rows;
        record = recordWithLog(record, rows.map((row) => moveOfColumns(row.action, row.dice)));
      }
      // Everything after the upsert is written only if the upsert was (see below): this write's own row is there.
      const ours = this.oursSql(keyLiteral);
      // The WHERE makes it an insert when there was no row and an update of exactly the version read otherwise;
      // 0 rows means a writer that ignores the lock got in between: the update id and the moves are then not
      // recorded either (their statements find no row of this write) and the caller throws before anything is
      // answered.
      const upsert = `INSERT INTO ${this.names.sessions} AS s (key, version, data, deadline, idle, updated_at${record ? ', pending' : ''})
           VALUES (${keyLiteral}, 1, ${escapeLiteral(data)}, ${deadline === null ? 'NULL' : deadline},
                   ${outcome.write.idle ? 'true' : 'false'}, ${now}${record ? `, ${pendingLiteral(record)}` : ''})
         ON CONFLICT (key) DO UPDATE SET
           version = s.version + 1, data = EXCLUDED.data, deadline = EXCLUDED.deadline,
           idle = EXCLUDED.idle, updated_at = EXCLUDED.updated_at${record ? `, pending = ${appendPendingSql('s', 'EXCLUDED.pending')}` : ''}
         WHERE s.version = ${expected}`;
      const [written] = (await client.query(
        `${upsert};` + this.afterWriteSql(keyLiteral, updateLiteral, now, outcome.write, ours) + 'COMMIT',
      )) as unknown as pg.QueryResult[];
      txOpen = false;
      if (written?.rowCount !== 1) throw new StoreConflictError(key, expected);
      this.noteNamed(key, outcome.write);
      this.remember(key, { version: expected + 1, data, deadline }, options.update);
      return outcome.result;
    } catch (err) {
      this.known.delete(key);
      if (txOpen) {
        try {
          await client.query('ROLLBACK');
        } catch (rollbackErr) {
          broken = rollbackErr as Error;
        }
      }
      // lock_timeout: another holder kept this key past the bounded wait; nothing was written (as SQLite's busy).
      if ((err as { code?: unknown }).code === LOCK_NOT_AVAILABLE) throw new StoreBusyError(LOCK_TIMEOUT_MS);
      throw err;
    } finally {
      client.release(broken);
    }
  }

  /**
   * The statement that writes a LogWrite, run only when `ours` holds: the moves appended (a move logged twice
   * breaks the table's key, and the transaction with it), or at a game's end its rows deleted (the record holds
   * them now).
   */
  private logSql(keyLiteral: string, log: LogWrite, ours: string): string {
    const game = escapeLiteral(log.game);
    if (log.end) return `DELETE FROM ${this.names.log} WHERE chat = ${keyLiteral} AND game = ${game} AND ${ours};`;
    if (log.moves.length === 0) return '';
    const rows = log.moves.map((move, i) => {
      const { action, dice } = logColumns(move);
      return `(${log.seq + i}, ${escapeLiteral(action)}, ${escapeLiteral(dice)})`;
    });
    return `INSERT INTO ${this.names.log} (chat, game, seq, action, dice)
              SELECT ${keyLiteral}, ${game}, v.seq, v.action, v.dice FROM (VALUES ${rows.join(', ')}) AS v (seq, action, dice)
               WHERE ${ours};`;
  }

  async peek(key: string): Promise<StoredRecord | null> {
    this.assertOpen();
    const read = await this.pool.query<SessionRow>({ name: 'butler_select', text: this.sql.select, values: [key] });
    return read.rows[0] ? toRecord(read.rows[0]) : null;
  }

  async due(now: number, limit = 100): Promise<string[]> {
    this.assertOpen();
    const read = await this.pool.query<{ key: string }>({
      name: 'butler_due',
      text: this.sql.due,
      values: [Math.floor(now), limit],
    });
    return read.rows.map((row) => row.key);
  }

  async sweep(cutoffs: SweepCutoffs): Promise<SweepResult> {
    this.assertOpen();
    const updates = await this.pool.query(`DELETE FROM ${this.names.applied} WHERE applied_at < $1`, [
      Math.floor(cutoffs.appliedBefore),
    ]);
    let sessions = 0;
    if (cutoffs.idleBefore !== null) {
      // A key locked by a transact right now is skipped (try-lock): it is being written and may not be idle after.
      const deleted = await this.pool.query(
        `DELETE FROM ${this.names.sessions}
          WHERE idle AND updated_at < $1 AND pending IS NULL
            AND pg_try_advisory_xact_lock(hashtext(${this.lockSpace}), hashtext(key))`,
        [Math.floor(cutoffs.idleBefore)],
      );
      sessions = deleted.rowCount ?? 0;
      // who the deleted sessions named goes with them (a sweep is off every chat's path)
      if (sessions > 0) {
        await this.pool.query(
          `DELETE FROM ${this.names.people} p WHERE NOT EXISTS (SELECT 1 FROM ${this.names.sessions} s WHERE s.key = p.key)`,
        );
        this.people.clear();
      }
    }
    return { updates: updates.rowCount ?? 0, sessions };
  }

  async moveChat(from: string, to: string): Promise<number> {
    this.assertOpen();
    // Records still pending carry their chat inside their JSON: into the records table first, where the move finds them.
    await this.gameRecords.fold();
    return this.inTransaction(async (client) => {
      // The same locks transact takes, in a fixed order so that two moves cannot wait for each other.
      for (const key of [from, to].sort()) {
        await client.query(`SELECT pg_advisory_xact_lock(hashtext(${this.lockSpace}), hashtext($1))`, [key]);
      }
      // A record that ended in between leaves its session row before rows move (none moves along or gives way).
      await this.gameRecords.movePending(client);
      let moved = 0;
      for (const [index, statement] of MOVE_CHAT.entries()) {
        const result = await client.query(statement(this.names), [from, to, `${from}:`, from.length + 1]);
        if (index === 1) moved = result.rowCount ?? 0;
      }
      return moved;
    });
  }

  async chatKeys(key: string): Promise<string[]> {
    this.assertOpen();
    const read = await this.pool.query<{ key: string }>(
      `SELECT key FROM ${this.names.sessions} WHERE key = $1 OR left(key, $2::int) = $3 ORDER BY key`,
      [key, key.length + 1, `${key}:`],
    );
    return read.rows.map((row) => row.key);
  }

  /** `SELECT 1` through the pool (a free connection, or the wait for one), within `timeoutMs`. */
  async ping(timeoutMs: number): Promise<void> {
    this.assertOpen();
    let timer: ReturnType<typeof setTimeout> | undefined;
    const late = new Promise<never>((_resolve, reject) => {
      timer = setTimeout(() => reject(new Error(`no answer within ${timeoutMs} ms`)), timeoutMs);
    });
    const asked = this.pool.query('SELECT 1');
    asked.catch(() => undefined); // (a late failure after the timeout is not unhandled)
    try {
      await Promise.race([asked, late]);
    } finally {
      clearTimeout(timer);
    }
  }

  async activeGames(): Promise<Record<string, number>> {
    this.assertOpen();
    const read = await this.pool.query<{ game: string; n: string }>(
      `SELECT game, count(*) AS n FROM (
         SELECT (data::jsonb) -> 'game' ->> 'id' AS game FROM ${this.names.sessions} WHERE NOT idle
       ) AS playing WHERE game IS NOT NULL GROUP BY game`,
    );
    return Object.fromEntries(read.rows.map((row) => [row.game, Number(row.n)]));
  }

  /**
   * `npx butler compact`: every table that holds people (the sessions and their index of people, the move log, the
   * records with their index of players, the statistics, the older pending-records table) rewritten into new files,
   * then a CHECKPOINT, so that no old version of a forgotten person's rows stays in the tables' files
   * (storage/postgres-compact.ts).
   */
  async compactErasures(): Promise<PostgresCompaction> {
    const records = recordTableNames(this.names.schema);
    return compactTables(this.pool, [
      this.names.sessions,
      this.names.people,
      this.names.log,
      records.records,
      records.players,
      records.stats,
      records.pending,
    ]);
  }

  async close(): Promise<void> {
    // pool.end() throws when called twice; keep the first call's promise so close() is idempotent. Writes queued
    // for the next write_many go out first.
    this.closing ??= (async () => {
      this.flushWrites();
      await Promise.all([...this.writesInFlight]);
      await this.pool.end();
    })();
    return this.closing;
  }

  private assertOpen(): void {
    if (this.closing) throw new Error('PostgresSessionStore is closed');
  }

  /**
   * Creates the schema and tables, or migrates them, in one transaction under an advisory lock, so that two
   * processes starting together do not both try to create the same table.
   */
  private async migrate(): Promise<void> {
    await this.inTransaction(async (client) => {
      await client.query('SELECT pg_advisory_xact_lock(hashtext($1), hashtext($2))', [
        'butler_migrate',
        this.names.schema ?? '',
      ]);
      if (this.names.schema) await client.query(`CREATE SCHEMA IF NOT EXISTS "${this.names.schema}"`);
      await client.query(`CREATE TABLE IF NOT EXISTS ${this.names.meta} (
          id      SMALLINT PRIMARY KEY DEFAULT 1 CHECK (id = 1),
          version INTEGER NOT NULL
        )`);
      const read = await client.query<{ version: number }>(`SELECT version FROM ${this.names.meta} WHERE id = 1`);
      const applied = read.rows[0]?.version ?? 0;
      if (applied > MIGRATIONS.length) {
        throw new Error(
          `PostgreSQL session store ${this.names.meta} has schema version ${applied}, newer than this build ` +
            `knows (${MIGRATIONS.length}); upgrade Butler or use another schema`,
        );
      }
      for (let i = applied; i < MIGRATIONS.length; i++) await client.query(MIGRATIONS[i]!(this.names));
      await client.query(
        `INSERT INTO ${this.names.meta} (id, version) VALUES (1, $1)
         ON CONFLICT (id) DO UPDATE SET version = EXCLUDED.version`,
        [MIGRATIONS.length],
      );
    });
  }

  /** BEGIN … COMMIT on a pooled connection; ROLLBACK and rethrow on any error; the connection always goes back. */
  private async inTransaction<R>(work: (client: pg.PoolClient) => Promise<R>): Promise<R> {
    const client = await this.pool.connect();
    try {
      await client.query('BEGIN');
    } catch (err) {
      client.release(err as Error); // a connection that cannot BEGIN is not given to the next caller
      throw err;
    }
    // Set when ROLLBACK fails: the connection is in an unknown state and must be discarded, not pooled.
    let broken: Error | undefined;
    try {
      const result = await work(client);
      await client.query('COMMIT');
      return result;
    } catch (err) {
      try {
        await client.query('ROLLBACK');
      } catch (rollbackErr) {
        broken = rollbackErr as Error;
      }
      throw err;
    } finally {
      client.release(broken);
    }
  }
}

function toRecord(row: SessionRow): StoredRecord {
  return { version: row.version, data: row.data, deadline: row.deadline === null ? null : Number(row.deadline) };
}

/**
 * Fills in the user name the way libpq (psql) does when the URL names none: PGUSER, else the OS user. node-postgres
 * only looks at $USER, which is unset under many service managers and containers, and then fails to connect with
 * "no PostgreSQL user name specified".
 */
export function withDefaultPgUser(url: string): string {
  if (process.env.PGUSER) return url;
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    return url; // not a URL node-postgres would parse either; let it report the problem
  }
  if ((parsed.protocol !== 'postgres:' && parsed.protocol !== 'postgresql:') || parsed.username) return url;
  parsed.username = encodeURIComponent(process.env.USER || os.userInfo().username);
  return parsed.toString();
}
