// Game records and statistics in PostgreSQL (tables made by the store's migration, see recordTablesPostgres).
// The record rides in the session row that the transact ending the game writes anyway (its `pending` column, see
// pendingInSessionsPostgres): same statement, same row, so it exists exactly when the session write does. `fold`
// then moves pending records into the records table in short transactions of their own and updates the statistics
// documents under one advisory lock, so several processes fold in turn, in record order.
import pg from 'pg';
import { summaryOf, type GameRecord, type RecordSummary } from './game-record.ts';
import { chatDocKey, docKeysFor, playerDocKey, withRecord } from './record-docs.ts';
import { type ChatStats, type PlayerStats } from './stats.ts';
import { forgetInAction, forgetInChatStats, forgetInRecord, forgetInSession, forgetting } from './forget-structure.ts';
import { FORGET_LIMIT_END, FORGET_LIMIT_PREFIX, FORGET_WINDOW_MS, forgetLimitAt, forgetLimitData, forgetLimitKey } from './forget-limit.ts';
import type { ForgetOptions, ForgetOutcome, RecordQueries } from './types.ts';

const { escapeLiteral } = pg;

export interface RecordTableNames {
  schema: string | undefined;
  /** the store's sessions: a record whose ending move committed waits in its row's `pending` column */
  sessions: string;
  /** where such records waited before (a migration empties and drops it) */
  pending: string;
  records: string;
  players: string;
  stats: string;
  /** the running games' move log (the store's table: its actions name players by id) */
  log: string;
  /** who each session names (the store's table, storage/session-people.ts) */
  people: string;
}

export function recordTableNames(schema: string | undefined): RecordTableNames {
  const prefix = schema === undefined ? '' : `"${schema}".`;
  return {
    schema,
    sessions: `${prefix}butler_sessions`,
    pending: `${prefix}butler_pending_records`,
    records: `${prefix}butler_game_records`,
    players: `${prefix}butler_record_players`,
    stats: `${prefix}butler_record_stats`,
    log: `${prefix}butler_move_log`,
    people: `${prefix}butler_session_people`,
  };
}

/** The store's migration that creates these tables (appended to its list). */
export function recordTablesPostgres(t: RecordTableNames): string {
  return `
    CREATE TABLE ${t.records} (
      id       BIGSERIAL PRIMARY KEY,
      chat     TEXT NOT NULL,
      game     TEXT NOT NULL,
      ended_at BIGINT NOT NULL,
      -- false until the statistics include this record (then the summary and the players' index are filled in)
      folded   BOOLEAN NOT NULL DEFAULT false,
      summary  TEXT,
      data     TEXT NOT NULL
    );
    CREATE INDEX butler_game_records_chat ON ${t.records} (chat, id);
    CREATE INDEX butler_game_records_unfolded ON ${t.records} (id) WHERE NOT folded;
    CREATE TABLE ${t.players} (player TEXT NOT NULL, record_id BIGINT NOT NULL, PRIMARY KEY (player, record_id));
    CREATE TABLE ${t.stats} (key TEXT PRIMARY KEY, data TEXT NOT NULL);`;
}

/**
 * A later migration: records of games whose ending move committed, not yet in the records table. One index (the
 * key) instead of the records table's three, and no TOAST-sized summary to fill in: appending stays cheap.
 */
export function pendingRecordsPostgres(t: RecordTableNames): string {
  return `
    CREATE TABLE ${t.pending} (id BIGSERIAL PRIMARY KEY, data TEXT NOT NULL);`;
}

/**
 * The migration after it: a record waits for the fold in the `pending` column of the session row that its ending
 * move writes (the JSON of each record not yet folded, one per line: JSON text has no raw line breaks). The session
 * update writes a new row version anyway, and the game's log leaves the row as the record enters it; the pending
 * table cost a heap row, its key's index entry and a sequence step per ending move. The partial index holds only
 * rows with a record waiting (an entry is added at the ending move and nowhere else), so every fold finds them at
 * once. Records still in the old table go to the records table unfolded, where the fold finds them.
 */
export function pendingInSessionsPostgres(t: RecordTableNames): string {
  return `
    ALTER TABLE ${t.sessions} ADD COLUMN pending TEXT;
    CREATE INDEX butler_sessions_pending ON ${t.sessions} (key) WHERE pending IS NOT NULL;
    INSERT INTO ${t.records} (chat, game, ended_at, data)
      SELECT data::jsonb ->> 'chat', data::jsonb ->> 'game', trunc((data::jsonb ->> 'endedAt')::numeric)::bigint, data
        FROM ${t.pending} ORDER BY id;
    DROP TABLE ${t.pending};`;
}

/** The SQL expression that appends the record text `value` to a session row's pending column (`row`). */
export const appendPendingSql = (row: string, value: string): string =>
  `coalesce(${row}.pending || E'\\n' || ${value}, ${row}.pending, ${value})`;

/** One record as the SQL literal its ending move's upsert writes into the pending column. */
export const pendingLiteral = (record: GameRecord): string => escapeLiteral(JSON.stringify(record));

const FOLD_BATCH = 500;

/** A text[] literal (each element escaped as escapeLiteral does): a statement without parameters can share a round trip. */
const textArray = (values: readonly string[]): string => `ARRAY[${values.map((v) => escapeLiteral(v)).join(',')}]::text[]`;
/** A bigint[] literal of whole numbers (fractions cut off, as the column stores them). */
const numberArray = (values: readonly number[]): string => `ARRAY[${values.map((v) => String(Math.trunc(v))).join(',')}]::bigint[]`;

const withId = (id: number | string, data: string): GameRecord => ({ ...(JSON.parse(data) as GameRecord), id: Number(id) });

export class PostgresRecords implements RecordQueries {
  private readonly lockSpace: string;
  /** the first half of the store's advisory lock of a session key (postgres-store.ts, lockSpaceOf) */
  private readonly sessionLockSpace: string;
  /** Set by the store: a person's index rows went (it notes their sessions again when next written). */
  erased: () => void = () => {};

  constructor(
    private readonly pool: pg.Pool,
    private readonly t: RecordTableNames,
  ) {
    this.lockSpace = `butler_record_stats:${t.schema ?? ''}`;
    this.sessionLockSpace = `butler_sessions:${t.schema ?? ''}`;
  }

  /**
   * Inside the caller's transaction: takes the pending records of up to FOLD_BATCH sessions out of their rows into
   * the records table, in the order their games ended. A record is inserted exactly once however many processes
   * fold at once: a row another folder holds is waited for (in key order, so folders cannot deadlock) and then found
   * empty, so that a query's fold never returns before a record that fold is moving is in the table. A crash before
   * the commit leaves it pending. Resolves to the number of records moved.
   */
  async movePending(client: pg.PoolClient): Promise<number> {
    const taken = await client.query<{ pending: string }>(this.takePendingSql());
    const rows = this.pendingRows(taken.rows);
    if (rows.length > 0) await client.query(this.insertRecordsSql(rows));
    return rows.length;
  }

  /**
   * movePending in a transaction of its own, in two round trips ("BEGIN; take" and "insert; COMMIT"); whether it
   * took a full batch (there may be more) comes back with the count.
   */
  private movePendingAlone(): Promise<{ moved: number; full: boolean }> {
    return this.inOwnTransaction(async (client) => {
      const [, taken] = (await client.query(`BEGIN; ${this.takePendingSql()}`)) as unknown as [unknown, pg.QueryResult<{ pending: string }>];
      const rows = this.pendingRows(taken.rows);
      await client.query(rows.length > 0 ? `${this.insertRecordsSql(rows)}; COMMIT` : 'COMMIT');
      return { moved: rows.length, full: taken.rows.length >= FOLD_BATCH };
    });
  }

  private takePendingSql(): string {
    return `WITH taken AS (
         SELECT key, pending FROM ${this.t.sessions} WHERE pending IS NOT NULL ORDER BY key LIMIT ${FOLD_BATCH} FOR UPDATE
       )
       UPDATE ${this.t.sessions} AS s SET pending = NULL FROM taken WHERE s.key = taken.key RETURNING taken.pending`;
  }

  /** The records of the taken rows, in the order their games ended (stable: one chat's records keep their order). */
  private pendingRows(taken: readonly { pending: string }[]): { text: string; record: GameRecord }[] {
    const rows = taken.flatMap((row) => row.pending.split('\n')).map((text) => ({ text, record: JSON.parse(text) as GameRecord }));
    rows.sort((a, b) => a.record.endedAt - b.record.endedAt);
    return rows;
  }

  /** One INSERT of the records, written out as literals so that it can share a round trip with the COMMIT. */
  private insertRecordsSql(rows: readonly { text: string; record: GameRecord }[]): string {
    return `INSERT INTO ${this.t.records} (chat, game, ended_at, data)
       SELECT chat, game, ended_at, data FROM unnest(${textArray(rows.map((r) => r.record.chat))}, ${textArray(rows.map((r) => r.record.game))},
         ${numberArray(rows.map((r) => r.record.endedAt))}, ${textArray(rows.map((r) => r.text))})
         WITH ORDINALITY AS u(chat, game, ended_at, data, n) ORDER BY n`;
  }

  /**
   * Moves the pending records into the records table, then folds the unfolded ones into the statistics, in as few
   * round trips as the work allows (they decide how long a game's last reply waits on PostgreSQL, which reads the
   * ratings this has just folded): a check, "BEGIN; take", "insert; COMMIT", then "BEGIN; lock; read", the
   * documents, "write; COMMIT". A batch smaller than FOLD_BATCH was all there was, so it is not checked again.
   */
  async fold(): Promise<number> {
    let moved = false;
    for (;;) {
      const pending = await this.pool.query(`SELECT 1 FROM ${this.t.sessions} WHERE pending IS NOT NULL LIMIT 1`);
      if (pending.rowCount === 0) break;
      const step = await this.movePendingAlone();
      if (step.moved > 0) moved = true;
      // 0 moved: another folder took what was left (and committed it, see movePending).
      if (step.moved === 0 || !step.full) break;
    }
    let total = 0;
    for (;;) {
      if (!moved) {
        const any = await this.pool.query(`SELECT 1 FROM ${this.t.records} WHERE NOT folded LIMIT 1`);
        if (any.rowCount === 0) return total;
      }
      moved = false;
      const step = await this.foldBatch();
      total += step.folded;
      if (!step.full) return total;
    }
  }

  /** One batch of unfolded records into the statistics, under the fold's advisory lock, in three round trips. */
  private foldBatch(): Promise<{ folded: number; full: boolean }> {
    return this.inOwnTransaction(async (client) => {
      const [, , read] = (await client.query(
        `BEGIN; SELECT pg_advisory_xact_lock(hashtext(${escapeLiteral(this.lockSpace)}), 0);
         SELECT id, data FROM ${this.t.records} WHERE NOT folded ORDER BY id LIMIT ${FOLD_BATCH}`,
      )) as unknown as [unknown, unknown, pg.QueryResult<{ id: string; data: string }>];
      if (read.rows.length === 0) {
        await client.query('COMMIT');
        return { folded: 0, full: false };
      }
      const records = read.rows.map((r) => ({ id: Number(r.id), record: JSON.parse(r.data) as GameRecord }));
      const keys = [...new Set(records.flatMap((r) => docKeysFor(r.record)))];
      const stored = await client.query<{ key: string; data: string }>(`SELECT key, data FROM ${this.t.stats} WHERE key = ANY($1)`, [keys]);
      const docs = new Map(stored.rows.map((r) => [r.key, r.data]));
      const ids: number[] = [], summaries: string[] = [], data: string[] = [], pids: number[] = [], players: string[] = [];
      for (const { id, record } of records) {
        const folded = withRecord(record, docs);
        for (const [key, doc] of folded.docs) docs.set(key, doc);
        ids.push(id);
        summaries.push(JSON.stringify(summaryOf(id, folded.record)));
        data.push(JSON.stringify(folded.record));
        for (const p of folded.record.players) {
          pids.push(id);
          players.push(p.id);
        }
      }
      await client.query(
        `UPDATE ${this.t.records} AS g SET folded = true, summary = u.summary, data = u.data
           FROM unnest(${numberArray(ids)}, ${textArray(summaries)}, ${textArray(data)}) AS u(id, summary, data) WHERE g.id = u.id;
         INSERT INTO ${this.t.players} (record_id, player) SELECT * FROM unnest(${numberArray(pids)}, ${textArray(players)}) ON CONFLICT DO NOTHING;
         INSERT INTO ${this.t.stats} (key, data) SELECT * FROM unnest(${textArray(keys)}, ${textArray(keys.map((k) => docs.get(k)!))})
           ON CONFLICT (key) DO UPDATE SET data = EXCLUDED.data;
         COMMIT`,
      );
      return { folded: records.length, full: read.rows.length >= FOLD_BATCH };
    });
  }

  private async putDocs(client: pg.PoolClient, docs: Map<string, string>): Promise<void> {
    if (docs.size === 0) return;
    await client.query(
      `INSERT INTO ${this.t.stats} (key, data) SELECT * FROM unnest($1::text[], $2::text[])
       ON CONFLICT (key) DO UPDATE SET data = EXCLUDED.data`,
      [[...docs.keys()], [...docs.values()]],
    );
  }

  async history(chat: string, limit: number): Promise<RecordSummary[]> {
    await this.fold();
    const read = await this.pool.query<{ summary: string }>(
      `SELECT summary FROM ${this.t.records} WHERE chat = $1 ORDER BY id DESC LIMIT $2`,
      [chat, limit],
    );
    return read.rows.map((row) => JSON.parse(row.summary) as RecordSummary);
  }

  async game(id: number): Promise<GameRecord | null> {
    if (!Number.isSafeInteger(id)) return null;
    await this.fold();
    const read = await this.pool.query<{ data: string }>(`SELECT data FROM ${this.t.records} WHERE id = $1`, [id]);
    return read.rows[0] ? withId(id, read.rows[0].data) : null;
  }

  private async doc<T>(key: string): Promise<T | null> {
    await this.fold();
    const read = await this.pool.query<{ data: string }>(`SELECT data FROM ${this.t.stats} WHERE key = $1`, [key]);
    return read.rows[0] ? (JSON.parse(read.rows[0].data) as T) : null;
  }

  chatStats(chat: string): Promise<ChatStats | null> {
    return this.doc<ChatStats>(chatDocKey(chat));
  }

  playerStats(player: string): Promise<PlayerStats | null> {
    return this.doc<PlayerStats>(playerDocKey(player));
  }

  async forgetPlayer(player: string, options: ForgetOptions = {}): Promise<ForgetOutcome> {
    const retryAt = await this.takeWindow(player, Date.now());
    if (retryAt !== null) return { kind: 'limited', retryAt };
    // Records still pending are folded first, so that the index (record_players) lists every record of the person.
    await this.fold();
    const f = forgetting(player);
    const records = await this.inTransaction(async (client) => {
      // The fold's lock: no statistics document or pending record changes under us.
      await client.query('SELECT pg_advisory_xact_lock(hashtext($1), 0)', [this.lockSpace]);
      const own = await client.query<{ id: string; data: string }>(
        `SELECT g.id, g.data FROM ${this.t.players} p JOIN ${this.t.records} g ON g.id = p.record_id WHERE p.player = $1`,
        [player],
      );
      const chats = new Set<string>(options.chat === undefined ? [] : [options.chat]);
      const ids: number[] = [], summaries: string[] = [], data: string[] = [];
      for (const row of own.rows) {
        const record = JSON.parse(row.data) as GameRecord;
        chats.add(record.chat);
        const forgotten = forgetInRecord(record, f);
        ids.push(Number(row.id));
        summaries.push(JSON.stringify(summaryOf(Number(row.id), forgotten)));
        data.push(JSON.stringify(forgotten));
      }
      if (ids.length > 0) {
        await client.query(
          `UPDATE ${this.t.records} AS g SET summary = u.summary, data = u.data
           FROM unnest($1::bigint[], $2::text[], $3::text[]) AS u(id, summary, data) WHERE g.id = u.id`,
          [ids, summaries, data],
        );
      }
      await client.query(`UPDATE ${this.t.players} SET player = $2 WHERE player = $1`, [player, f.seat]);
      // Statistics: the person's own document goes; their chats' documents keep the seat in place of the id.
      const mine = await client.query<{ data: string }>(`DELETE FROM ${this.t.stats} WHERE key = $1 RETURNING data`, [playerDocKey(player)]);
      for (const row of mine.rows) for (const chat of (JSON.parse(row.data) as PlayerStats).chats) chats.add(chat);
      const docs = await client.query<{ key: string; data: string }>(`SELECT key, data FROM ${this.t.stats} WHERE key = ANY($1::text[]) FOR UPDATE`, [
        [...chats].map(chatDocKey),
      ]);
      const changedDocs = new Map<string, string>();
      for (const row of docs.rows) {
        const stats = JSON.parse(row.data) as ChatStats;
        const forgotten = forgetInChatStats(stats, f);
        if (forgotten !== stats) changedDocs.set(row.key, JSON.stringify(forgotten));
      }
      await this.putDocs(client, changedDocs);
      // The sessions that name the person (storage/session-people.ts); their rows go with this erasure.
      const named = await client.query<{ key: string }>(`DELETE FROM ${this.t.people} WHERE player = $1 RETURNING key`, [player]);
      for (const row of named.rows) chats.add(row.key);
      // Sessions of those chats, under the locks their transacts take (in key order, as moveChat takes two).
      const keys = [...chats].sort();
      for (const key of keys) {
        await client.query('SELECT pg_advisory_xact_lock(hashtext($1), hashtext($2))', [this.sessionLockSpace, key]);
      }
      const sessions = await client.query<{ key: string; data: string; pending: string | null }>(
        `SELECT key, data, pending FROM ${this.t.sessions} WHERE key = ANY($1::text[])`,
        [keys],
      );
      for (const row of sessions.rows) {
        const text = forgetInSession(row.data, f);
        const pending = row.pending === null ? null : row.pending.split('\n').map((line) => pendingForgotten(line, f)).join('\n');
        if (text === null && pending === row.pending) continue;
        // a new version, so that every cache keyed by version (this process's, another's) reads it again
        await client.query(`UPDATE ${this.t.sessions} SET data = $2, pending = $3, version = version + 1 WHERE key = $1`, [
          row.key,
          text ?? row.data,
          pending,
        ]);
      }
      // Those sessions' running games' logged moves: the person's own actions name their seat.
      const moves = await client.query<{ chat: string; game: string; seq: number; action: string }>(
        `SELECT chat, game, seq, action FROM ${this.t.log} WHERE chat = ANY($1::text[])`,
        [keys],
      );
      for (const row of moves.rows) {
        const action = forgetInAction(row.action, f);
        if (action === null) continue;
        await client.query(`UPDATE ${this.t.log} SET action = $4 WHERE chat = $1 AND game = $2 AND seq = $3`, [row.chat, row.game, row.seq, action]);
      }
      return own.rows.length;
    });
    this.erased();
    return { kind: 'forgotten', records, clean: { kind: 'server' } };
  }

  async purge(before: number): Promise<number> {
    await this.fold();
    return this.inTransaction(async (client) => {
      await client.query(
        `DELETE FROM ${this.t.players} WHERE record_id IN (SELECT id FROM ${this.t.records} WHERE ended_at < $1 AND folded)`,
        [before],
      );
      const removed = await client.query(`DELETE FROM ${this.t.records} WHERE ended_at < $1 AND folded`, [before]);
      return removed.rowCount ?? 0;
    });
  }

  /**
   * The person's /forgetme window (forget-limit.ts), shared by every process on the database: null and noted as asked
   * now (one statement: a row whose window has not passed is left as it is), or when they may ask again; windows that
   * have passed are deleted.
   */
  private async takeWindow(player: string, now: number): Promise<number | null> {
    const key = forgetLimitKey(player);
    const passed = now - FORGET_WINDOW_MS;
    const taken = await this.pool.query(
      `INSERT INTO ${this.t.stats} (key, data) VALUES ($1, $2)
       ON CONFLICT (key) DO UPDATE SET data = excluded.data WHERE (${this.t.stats}.data::jsonb ->> 'at')::bigint <= $3
       RETURNING key`,
      [key, forgetLimitData(now), passed],
    );
    if (taken.rowCount === 0) {
      const row = await this.pool.query<{ data: string }>(`SELECT data FROM ${this.t.stats} WHERE key = $1`, [key]);
      return (row.rows[0] ? forgetLimitAt(row.rows[0].data) : now) + FORGET_WINDOW_MS;
    }
    await this.pool.query(
      // (the range finds them by the primary key; starts_with keeps the exact prefix whatever the collation orders)
      `DELETE FROM ${this.t.stats} WHERE key >= $1 AND key < $2 AND starts_with(key, $1) AND key <> $3 AND (data::jsonb ->> 'at')::bigint <= $4`,
      [FORGET_LIMIT_PREFIX, FORGET_LIMIT_END, key, passed],
    );
    return null;
  }

  private inTransaction<R>(work: (client: pg.PoolClient) => Promise<R>): Promise<R> {
    return this.inOwnTransaction(async (client) => {
      await client.query('BEGIN');
      const result = await work(client);
      await client.query('COMMIT');
      return result;
    });
  }

  /**
   * A pooled connection for `work`, which opens and commits its own transaction (so that BEGIN and COMMIT can share
   * a round trip with its first and last statements); on a failure it is rolled back, and a connection that cannot
   * even roll back is not handed out again.
   */
  private async inOwnTransaction<R>(work: (client: pg.PoolClient) => Promise<R>): Promise<R> {
    const client = await this.pool.connect();
    let broken: Error | undefined;
    try {
      return await work(client);
    } catch (error) {
      await client.query('ROLLBACK').catch((rollbackError: Error) => (broken = rollbackError));
      throw error;
    } finally {
      client.release(broken);
    }
  }
}

/** A pending record's line with the person's seat anonymous (the same text when they have none in it). */
function pendingForgotten(line: string, f: ReturnType<typeof forgetting>): string {
  const record = JSON.parse(line) as GameRecord;
  const forgotten = forgetInRecord(record, f);
  return forgotten === record ? line : JSON.stringify(forgotten);
}
