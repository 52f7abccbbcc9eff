// Game records and statistics in the SQLite file (tables made by the store's migration, see RECORD_TABLES_SQLITE).
// The move that ends a game puts its record into game_records and folds it into the statistics documents in its own
// transaction (recordInMove, issue 45): the reply that ends a game waits for those statistics anyway (its rating
// lines), and one commit costs less than the move's and then the fold's. The session row's `pending` column (see
// PENDING_IN_SESSIONS_SQLITE) still takes a record whose statistics could not be folded there, and holds what an
// older build left; `fold` moves pending records into game_records in short transactions of its own and updates the
// statistics documents (see RecordQueries.fold).
import type Database from 'better-sqlite3';
import { summaryOf, type GameRecord, type RecordSummary } from './game-record.ts';
import { chatDocKey, docKeysFor, ParsedDocs, playerDocKey, withRecord } from './record-docs.ts';
import { type ChatStats, type PlayerStats } from './stats.ts';
import { forgetInAction, forgetInChatStats, forgetInRecord, forgetInSession, forgetting } from './forget-structure.ts';
import { FORGET_LIMIT_END, FORGET_LIMIT_PREFIX, FORGET_WINDOW_MS, forgetLimitAt, forgetLimitData, forgetLimitKey } from './forget-limit.ts';
import type { ForgetOptions, ForgetOutcome, RecordQueries } from './types.ts';
import { isSqliteBusy, StoreBusyError } from '../store-busy.ts';

/** How long a write of records (/forgetme, retention) waits for another process's lock before it says busy, ms. */
const WRITE_WAIT_MS = 5_000;

/** The store's migration that creates these tables (appended to its list). */
export const RECORD_TABLES_SQLITE = `
  CREATE TABLE game_records (
    id       INTEGER PRIMARY KEY AUTOINCREMENT,
    chat     TEXT NOT NULL,
    game     TEXT NOT NULL,
    ended_at INTEGER NOT NULL,
    -- 0 until the statistics include this record (then the summary and the players' index are filled in too)
    folded   INTEGER NOT NULL DEFAULT 0,
    summary  TEXT,
    data     TEXT NOT NULL
  );
  CREATE INDEX game_records_chat ON game_records (chat, id);
  CREATE INDEX game_records_unfolded ON game_records (id) WHERE folded = 0;
  CREATE TABLE record_players (player TEXT NOT NULL, record_id INTEGER NOT NULL, PRIMARY KEY (player, record_id)) WITHOUT ROWID;
  CREATE TABLE record_stats (key TEXT PRIMARY KEY, data TEXT NOT NULL) WITHOUT ROWID;`;

/**
 * A later migration: records of games whose ending move committed, not yet in game_records. A rowid table without
 * any index: appending a row touches only its last page, which keeps the ending move cheap. (Replaced by the
 * sessions' `pending` column, see the next migration.)
 */
export const PENDING_RECORDS_SQLITE = `
  CREATE TABLE pending_records (id INTEGER PRIMARY KEY, data TEXT NOT NULL);`;

/**
 * A later migration (issue 41): erasures (/forgetme) whose old text may still sit in the write-ahead log's older
 * frames until the next truncation of the log runs, off the chat path and batched (sqlite-store.ts, compact). A row
 * per erasure, with its time only: nothing of the person.
 */
export const ERASURES_SQLITE = `
  CREATE TABLE erasures (id INTEGER PRIMARY KEY, at INTEGER NOT NULL);`;

/** A running game's logged moves, from its last row back along the chain (the store's CHAIN_FROM). */
const CHAIN_ROWS = `WITH RECURSIVE chain(id, prev) AS (
     SELECT id, prev FROM move_chain WHERE id = ?
     UNION ALL
     SELECT m.id, m.prev FROM move_chain m JOIN chain c ON m.id = c.prev
   ) SELECT m.id, m.action FROM chain JOIN move_chain m ON m.id = chain.id`;

/**
 * The migration after it: a record waits for the fold in the `pending` column of the session row that its ending
 * move writes (the JSON of each record not yet folded, one per line: JSON text has no raw line breaks). That row's
 * page is written by the move anyway, and the game's log leaves the row as the record enters it, so the row keeps
 * its size; the separate table cost an extra page per ending move. No index (that too would be another page): the
 * fold knows the keys this process wrote and scans for the others now and then (see SqliteRecords.fold). Records
 * still in the old table go to game_records unfolded, where the fold finds them.
 */
export const PENDING_IN_SESSIONS_SQLITE = `
  ALTER TABLE sessions ADD COLUMN pending TEXT;
  INSERT INTO game_records (chat, game, ended_at, data)
    SELECT json_extract(data, '$.chat'), json_extract(data, '$.game'), CAST(json_extract(data, '$.endedAt') AS INTEGER), data
      FROM pending_records ORDER BY id;
  DROP TABLE pending_records;`;

/** The SQL expression that appends the record text `value` to a session row's pending column (`row`). */
export const appendPendingSql = (row: string, value: string): string =>
  `coalesce(${row}.pending || char(10) || ${value}, ${row}.pending, ${value})`;

/** The text kept in the pending column for one record. */
export const pendingText = (record: GameRecord): string => JSON.stringify(record);

/** How often a fold also looks for records that other processes (or one that died) left pending, ms. */
const SCAN_EVERY_MS = 30_000;

/** Sessions' pending records, or records, folded per transaction: a backlog never holds the write lock for long. */
const FOLD_BATCH = 500;

const withId = (id: number, data: string): GameRecord => ({ ...(JSON.parse(data) as GameRecord), id });

export class SqliteRecords implements RecordQueries {
  private readonly sql;
  /** see recordInMove (inside a transaction, better-sqlite3 runs this one as a savepoint) */
  private readonly inMove: Database.Transaction<(key: string, text: string) => void>;

  /** sessions this process wrote a record into since its last fold: folded by key, no scan needed */
  private readonly written = new Set<string>();
  /** when this process last looked for pending records in every session (-Infinity: the first fold does) */
  private scannedAt = -Infinity;
  /**
   * Whether records may wait unfolded in game_records: set by whatever can leave some (a fold that moved pending
   * records, a scan, an in-move fold that met a backlog), cleared by a fold that found none — so the fold after an
   * ending move that folded its own record asks the file nothing.
   */
  private unfoldedMayWait = true;
  /** the statistics documents this process folded last, parsed (a fold reads each from the file, parses it only if changed) */
  private readonly parsed = new ParsedDocs();
  /**
   * Set by the store: /forgetme rewrote sessions outside its batches (it drops what it remembers of them) and noted
   * an erasure; resolves to when the file's next compaction runs (epoch ms).
   */
  erased: () => number = () => this.clock();

  constructor(
    private readonly db: Database.Database,
    private readonly clock: () => number = Date.now,
  ) {
    this.sql = {
      insert: db.prepare<[string, string, number, string]>('INSERT INTO game_records (chat, game, ended_at, data) VALUES (?, ?, ?, ?)'),
      pendingKeys: db.prepare<[], { key: string }>('SELECT key FROM sessions WHERE pending IS NOT NULL'),
      pendingOf: db.prepare<[string], { pending: string }>('SELECT pending FROM sessions WHERE key = ? AND pending IS NOT NULL'),
      taken: db.prepare<[string]>('UPDATE sessions SET pending = NULL WHERE key = ?'),
      anyUnfolded: db.prepare<[], { id: number }>('SELECT id FROM game_records WHERE folded = 0 LIMIT 1'),
      unfolded: db.prepare<[number], { id: number }>('SELECT id FROM game_records WHERE folded = 0 ORDER BY id LIMIT ?'),
      folded: db.prepare<[string, string, number]>('UPDATE game_records SET folded = 1, summary = ?, data = ? WHERE id = ?'),
      foldedAsIs: db.prepare<[string, number]>('UPDATE game_records SET folded = 1, summary = ? WHERE id = ?'),
      setData: db.prepare<[string, string, number]>('UPDATE game_records SET summary = ?, data = ? WHERE id = ?'),
      player: db.prepare<[string, number]>('INSERT OR IGNORE INTO record_players (player, record_id) VALUES (?, ?)'),
      doc: db.prepare<[string], { data: string }>('SELECT data FROM record_stats WHERE key = ?'),
      putDoc: db.prepare<[string, string]>(
        'INSERT INTO record_stats (key, data) VALUES (?, ?) ON CONFLICT (key) DO UPDATE SET data = excluded.data',
      ),
      history: db.prepare<[string, number], { summary: string }>(
        'SELECT summary FROM game_records WHERE chat = ? ORDER BY id DESC LIMIT ?',
      ),
      game: db.prepare<[number], { data: string }>('SELECT data FROM game_records WHERE id = ?'),
      ofPlayer: db.prepare<[string], { id: number; data: string }>(
        `SELECT g.id, g.data FROM record_players p JOIN game_records g ON g.id = p.record_id WHERE p.player = ?`,
      ),
      purgePlayers: db.prepare<[number]>(
        'DELETE FROM record_players WHERE record_id IN (SELECT id FROM game_records WHERE ended_at < ? AND folded = 1)',
      ),
      purge: db.prepare<[number]>('DELETE FROM game_records WHERE ended_at < ? AND folded = 1'),
    };
    this.inMove = db.transaction((key: string, text: string) => {
      const parsed = this.movePending([key]);
      const record = JSON.parse(text) as GameRecord;
      parsed.set(Number(this.sql.insert.run(record.chat, record.game, Math.trunc(record.endedAt), text).lastInsertRowid), record);
      if (this.foldUnfolded(parsed) === FOLD_BATCH) this.unfoldedMayWait = true; // (a backlog: this record may be left)
    });
  }

  /** The store wrote a record into `key`'s pending column (inside its transaction): the next fold takes it. */
  wrote(key: string): void {
    this.written.add(key);
  }

  /**
   * Inside the store's batch transaction, for the move that ends a game in session `key` (before that row is
   * written): the record (`text`, its JSON) goes into game_records and into the statistics now, so the move, its
   * record and the statistics commit together — one commit where the record waited in the pending column for a
   * transaction of its own (the fold, which the reply that ends a game waited for to rate it). A crash leaves all of
   * them or none. Records still pending in this row (an older build's, or one whose fold failed) go first, and any
   * record left unfolded is folded before this one, so one chat's games are folded in the order they ended.
   * Under a savepoint: when folding fails (a statistics document that is not JSON) nothing of it is kept and false
   * is returned — the caller then appends the record to the pending column as before, so the move commits whatever
   * becomes of its statistics.
   */
  recordInMove(key: string, text: string): boolean {
    try {
      this.inMove(key, text);
      return true;
    } catch {
      return false;
    }
  }


  /**
   * Moves the pending records of these sessions into game_records, in the order their games ended. Must run inside
   * a write transaction: each row is re-read under the lock and cleared in the same step, so a record is inserted
   * exactly once however many processes fold at once, and a crash before the commit leaves it pending.
   */
  private movePending(keys: readonly string[]): Map<number, GameRecord> {
    const taken: { text: string; record: GameRecord }[] = [];
    for (const key of keys) {
      const row = this.sql.pendingOf.get(key);
      if (!row) continue;
      for (const text of row.pending.split('\n')) taken.push({ text, record: JSON.parse(text) as GameRecord });
      this.sql.taken.run(key);
    }
    taken.sort((a, b) => a.record.endedAt - b.record.endedAt); // stable: one chat's records keep their order
    const inserted = new Map<number, GameRecord>();
    for (const { text, record } of taken) {
      const id = Number(this.sql.insert.run(record.chat, record.game, Math.trunc(record.endedAt), text).lastInsertRowid);
      inserted.set(id, record);
    }
    return inserted;
  }

  /**
   * Folds up to FOLD_BATCH unfolded records, oldest first, inside the caller's write transaction (re-read under its
   * lock: another process may have folded them meanwhile). `parsed`: records this transaction just inserted, by id,
   * so that their JSON is not read and parsed again. Returns how many it folded.
   */
  private foldUnfolded(parsed: ReadonlyMap<number, GameRecord> = new Map()): number {
    const rows = this.sql.unfolded.all(FOLD_BATCH);
    for (const { id } of rows) this.foldOne(id, parsed.get(id) ?? (JSON.parse(this.sql.game.get(id)!.data) as GameRecord));
    return rows.length;
  }

  /**
   * Inside the caller's write transaction: every pending record into game_records now (moveChat, before sessions
   * change keys, so that no record is left in a row that moves or gives way).
   */
  movePendingNow(): void {
    this.movePending(this.sql.pendingKeys.all().map((row) => row.key));
    this.written.clear();
  }

  async fold(): Promise<number> {
    let total = 0;
    // Records this process wrote, by key; every SCAN_EVERY_MS (and on the first fold, which recovers what a process
    // that stopped before its fold left) those of every session, found by a scan like `due`'s.
    const now = this.clock();
    const keys = new Set(this.written);
    this.written.clear();
    if (now - this.scannedAt >= SCAN_EVERY_MS) {
      for (const row of this.sql.pendingKeys.all()) keys.add(row.key);
      this.scannedAt = now;
      this.unfoldedMayWait = true; // (another process's backlog, an older build's rows)
    }
    const list = [...keys];
    if (list.length > 0) this.unfoldedMayWait = true;
    // Pending records move into game_records and are folded in the same transaction (one commit, the record's pages
    // written once: a game's end was three commits, the move's and two here); what one batch leaves unfolded (more
    // than FOLD_BATCH waiting) the loop below folds.
    try {
      for (let from = 0; from < list.length; from += FOLD_BATCH) {
        const batch = list.slice(from, from + FOLD_BATCH);
        total += this.db.transaction(() => this.foldUnfolded(this.movePending(batch))).immediate();
      }
    } catch (error) {
      for (const key of list) this.written.add(key); // tried again by the next fold
      throw error;
    }
    if (!this.unfoldedMayWait) return total;
    while (this.sql.anyUnfolded.get()) total += this.db.transaction(() => this.foldUnfolded()).immediate();
    this.unfoldedMayWait = false;
    return total;
  }

  /**
   * The fold before a query. Another process holding the write lock (its own fold, a move) does not fail the query:
   * it reads what is folded so far (a record that ended a moment ago may be missing from it) — never «что-то
   * сломалось» for a busy file (issue 30).
   */
  private async foldForRead(): Promise<void> {
    try {
      await this.fold();
    } catch (error) {
      if (!isSqliteBusy(error)) throw error;
    }
  }

  /**
   * A write of records that must happen (/forgetme, retention): waits for another process's lock as moves do, in
   * short tries with the event loop free between them, then fails with StoreBusyError (the player is told the store
   * is busy and may ask again; nothing was written).
   */
  private async whenUnlocked<T>(write: () => T | Promise<T>): Promise<T> {
    const started = this.clock();
    for (;;) {
      try {
        return await write();
      } catch (error) {
        if (!isSqliteBusy(error)) throw error;
        const waited = this.clock() - started;
        if (waited >= WRITE_WAIT_MS) throw new StoreBusyError(waited);
        await new Promise((resolve) => setTimeout(resolve, 25));
      }
    }
  }

  private foldOne(id: number, record: GameRecord): void {
    const current = new Map<string, string>();
    for (const key of docKeysFor(record)) {
      const row = this.sql.doc.get(key);
      if (row) current.set(key, row.data);
    }
    const { record: stored, docs } = withRecord(record, current, this.parsed);
    // the stored JSON changes only when a player in it has used /forgetme (withRecord gives the same object otherwise)
    if (stored === record) this.sql.foldedAsIs.run(JSON.stringify(summaryOf(id, stored)), id);
    else this.sql.folded.run(JSON.stringify(summaryOf(id, stored)), JSON.stringify(stored), id);
    for (const p of stored.players) this.sql.player.run(p.id, id);
    for (const [key, doc] of docs) this.sql.putDoc.run(key, doc);
  }

  async history(chat: string, limit: number): Promise<RecordSummary[]> {
    await this.foldForRead();
    return this.sql.history.all(chat, limit).map((row) => JSON.parse(row.summary) as RecordSummary);
  }

  async game(id: number): Promise<GameRecord | null> {
    await this.foldForRead();
    const row = this.sql.game.get(id);
    return row ? withId(id, row.data) : null;
  }

  async chatStats(chat: string): Promise<ChatStats | null> {
    await this.foldForRead();
    return this.readDoc<ChatStats>(chatDocKey(chat));
  }

  async playerStats(player: string): Promise<PlayerStats | null> {
    await this.foldForRead();
    return this.readDoc<PlayerStats>(playerDocKey(player));
  }

  /** A statistics document as stored (parsed again only when its text is not the one this process last folded). */
  private readDoc<T>(key: string): T | null {
    const row = this.sql.doc.get(key);
    return row ? ((this.parsed.get(key, row.data) as T | undefined) ?? (JSON.parse(row.data) as T)) : null;
  }

  async forgetPlayer(player: string, options: ForgetOptions = {}): Promise<ForgetOutcome> {
    const now = this.clock();
    const retryAt = await this.whenUnlocked(() => this.db.transaction(() => this.takeWindow(player, now)).immediate());
    if (retryAt !== null) return { kind: 'limited', retryAt };
    // Records still pending are folded first, so that the index (record_players) lists every record of the person.
    await this.whenUnlocked(() => this.fold());
    const f = forgetting(player);
    const changed = await this.whenUnlocked(() =>
      this.db.transaction(() => this.forgetRows(f, options.chat)).immediate(),
    );
    return { kind: 'forgotten', records: changed, clean: { kind: 'at', at: this.erased() } };
  }

  /**
   * Inside a write transaction: the person's /forgetme window (forget-limit.ts) — null and noted as asked now, or
   * when they may ask again; windows that have passed are deleted.
   */
  private takeWindow(player: string, now: number): number | null {
    const key = forgetLimitKey(player);
    const row = this.sql.doc.get(key);
    const at = row ? forgetLimitAt(row.data) : null;
    if (at !== null && now - at < FORGET_WINDOW_MS) return at + FORGET_WINDOW_MS;
    this.db
      .prepare<[string, string, string, number]>(
        `DELETE FROM record_stats WHERE key >= ? AND key < ? AND key <> ? AND CAST(json_extract(data, '$.at') AS INTEGER) <= ?`,
      )
      .run(FORGET_LIMIT_PREFIX, FORGET_LIMIT_END, key, now - FORGET_WINDOW_MS);
    this.sql.putDoc.run(key, forgetLimitData(now));
    return null;
  }

  /**
   * Inside a write transaction: exactly the rows that list the id — their records (by record_players), the
   * statistics of those records' chats and their own document, the sessions of those chats and of the chat asked
   * in, and those sessions' running games' logged moves. O(the person's rows); nothing else is read.
   */
  private forgetRows(f: ReturnType<typeof forgetting>, asked: string | undefined): number {
    const db = this.db;
    const records = this.sql.ofPlayer.all(f.id);
    const chats = new Set<string>(asked === undefined ? [] : [asked]);
    for (const row of records) {
      const record = JSON.parse(row.data) as GameRecord;
      chats.add(record.chat);
      const forgotten = forgetInRecord(record, f);
      this.sql.setData.run(JSON.stringify(summaryOf(row.id, forgotten)), JSON.stringify(forgotten), row.id);
    }
    db.prepare('DELETE FROM record_players WHERE player = ?').run(f.id);
    for (const row of records) this.sql.player.run(f.seat, row.id);
    const own = this.sql.doc.get(playerDocKey(f.id));
    if (own) for (const chat of (JSON.parse(own.data) as PlayerStats).chats) chats.add(chat);
    db.prepare('DELETE FROM record_stats WHERE key = ?').run(playerDocKey(f.id));
    for (const chat of chats) {
      const row = this.sql.doc.get(chatDocKey(chat));
      if (!row) continue;
      const stats = JSON.parse(row.data) as ChatStats;
      const forgotten = forgetInChatStats(stats, f);
      if (forgotten !== stats) this.sql.putDoc.run(chatDocKey(chat), JSON.stringify(forgotten));
    }
    const session = db.prepare<[string], { data: string; pending: string | null; log_tail: number | null }>(
      'SELECT data, pending, log_tail FROM sessions WHERE key = ?',
    );
    // a new version, so that every cache keyed by version (the session layer's, another process's) reads it again
    const rewrite = db.prepare<[string, string | null, string]>('UPDATE sessions SET data = ?, pending = ?, version = version + 1 WHERE key = ?');
    const chain = db.prepare<[number], { id: number; action: string }>(CHAIN_ROWS);
    const action = db.prepare<[string, number]>('UPDATE move_chain SET action = ? WHERE id = ?');
    // the sessions that name the person (storage/session-people.ts); their rows go with this erasure
    for (const row of db.prepare<[string], { key: string }>('SELECT key FROM session_people WHERE player = ?').all(f.id)) chats.add(row.key);
    db.prepare('DELETE FROM session_people WHERE player = ?').run(f.id);
    for (const key of chats) {
      const row = session.get(key);
      if (!row) continue;
      const data = forgetInSession(row.data, f);
      // a record that ended after the fold above waits in the row: its seats too
      const pending = row.pending === null ? null : row.pending.split('\n').map((line) => pendingForgotten(line, f)).join('\n');
      if (data !== null || pending !== row.pending) rewrite.run(data ?? row.data, pending, key);
      if (row.log_tail === null) continue;
      for (const move of chain.all(row.log_tail)) {
        const next = forgetInAction(move.action, f);
        if (next !== null) action.run(next, move.id);
      }
    }
    db.prepare('INSERT INTO erasures (at) VALUES (?)').run(this.clock());
    return records.length;
  }

  async purge(before: number): Promise<number> {
    await this.whenUnlocked(() => this.fold());
    return this.whenUnlocked(() =>
      this.db
        .transaction(() => {
          this.sql.purgePlayers.run(before);
          return this.sql.purge.run(before).changes;
        })
        .immediate(),
    );
  }
}

/** A pending record's line with the person's seat anonymous (the same text when they have none in it). */
function pendingForgotten(line: string, f: ReturnType<typeof forgetting>): string {
  const record = JSON.parse(line) as GameRecord;
  const forgotten = forgetInRecord(record, f);
  return forgotten === record ? line : JSON.stringify(forgotten);
}
