// Game records and statistics in the SQLite file (tables made by the store's migration, see RECORD_TABLES_SQLITE).
// `write` runs inside the store's BEGIN IMMEDIATE batch and only appends the record's JSON to pending_records (a
// table with no index, written at its end), so it commits with the session that ended the game at almost no cost;
// `fold` then moves pending records into game_records in short transactions of its own and updates the statistics
// documents (see RecordQueries.fold).
import type Database from 'better-sqlite3';
import { summaryOf, type GameRecord, type RecordSummary } from './game-record.ts';
import { chatDocKey, docKeysFor, playerDocKey, withRecord } from './record-docs.ts';
import { emptyPlayerStats, forgetInRecord, FORGOTTEN_NAME, type ChatStats, type PlayerStats } from './stats.ts';
import type { RecordQueries } from './types.ts';

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
 * any index: appending a row touches only its last page, which keeps the ending move cheap.
 */
export const PENDING_RECORDS_SQLITE = `
  CREATE TABLE pending_records (id INTEGER PRIMARY KEY, data TEXT NOT NULL);`;

/** Records folded per transaction: a backlog (after a restart) never holds the write lock for long. */
const FOLD_BATCH = 500;

const withId = (id: number, data: string): GameRecord => ({ ...(JSON.parse(data) as GameRecord), id });

export class SqliteRecords implements RecordQueries {
  private readonly sql;

  constructor(private readonly db: Database.Database) {
    this.sql = {
      insert: db.prepare<[string, string, number, string]>('INSERT INTO game_records (chat, game, ended_at, data) VALUES (?, ?, ?, ?)'),
      append: db.prepare<[string]>('INSERT INTO pending_records (data) VALUES (?)'),
      anyPending: db.prepare<[], { id: number }>('SELECT id FROM pending_records LIMIT 1'),
      pending: db.prepare<[number], { id: number; data: string }>('SELECT id, data FROM pending_records ORDER BY id LIMIT ?'),
      taken: db.prepare<[number]>('DELETE FROM pending_records WHERE id <= ?'),
      anyUnfolded: db.prepare<[], { id: number }>('SELECT id FROM game_records WHERE folded = 0 LIMIT 1'),
      unfolded: db.prepare<[number], { id: number; data: string }>(
        'SELECT id, data FROM game_records WHERE folded = 0 ORDER BY id LIMIT ?',
      ),
      folded: db.prepare<[string, string, number]>('UPDATE game_records SET folded = 1, summary = ?, data = ? WHERE id = ?'),
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
  }

  /** Inside the store's transaction: one row appended to pending_records. */
  write(record: GameRecord): void {
    this.sql.append.run(JSON.stringify(record));
  }

  /**
   * Moves up to FOLD_BATCH pending records into game_records, in the order their games ended. Must run inside a
   * write transaction: the read, the inserts and the delete are one atomic step, so a record is inserted exactly
   * once however many processes fold at once, and a crash before the commit leaves it pending for the next fold.
   */
  private movePending(): number {
    const rows = this.sql.pending.all(FOLD_BATCH);
    for (const row of rows) {
      const record = JSON.parse(row.data) as GameRecord;
      this.sql.insert.run(record.chat, record.game, record.endedAt, row.data);
    }
    if (rows.length > 0) this.sql.taken.run(rows[rows.length - 1]!.id);
    return rows.length;
  }

  async fold(): Promise<number> {
    let total = 0;
    while (this.sql.anyPending.get()) this.db.transaction(() => this.movePending()).immediate();
    while (this.sql.anyUnfolded.get()) {
      total += this.db
        .transaction(() => {
          // Re-read under the write lock: another process may have folded them meanwhile.
          const rows = this.sql.unfolded.all(FOLD_BATCH);
          for (const row of rows) this.foldOne(row.id, JSON.parse(row.data) as GameRecord);
          return rows.length;
        })
        .immediate();
    }
    return total;
  }

  private foldOne(id: number, record: GameRecord): void {
    const current = new Map<string, string>();
    for (const key of docKeysFor(record)) {
      const row = this.sql.doc.get(key);
      if (row) current.set(key, row.data);
    }
    const { record: stored, docs } = withRecord(record, current);
    this.sql.folded.run(JSON.stringify(summaryOf(id, stored)), JSON.stringify(stored), id);
    for (const p of stored.players) this.sql.player.run(p.id, id);
    for (const [key, doc] of docs) this.sql.putDoc.run(key, doc);
  }

  async history(chat: string, limit: number): Promise<RecordSummary[]> {
    await this.fold();
    return this.sql.history.all(chat, limit).map((row) => JSON.parse(row.summary) as RecordSummary);
  }

  async game(id: number): Promise<GameRecord | null> {
    await this.fold();
    const row = this.sql.game.get(id);
    return row ? withId(id, row.data) : null;
  }

  async chatStats(chat: string): Promise<ChatStats | null> {
    await this.fold();
    const row = this.sql.doc.get(chatDocKey(chat));
    return row ? (JSON.parse(row.data) as ChatStats) : null;
  }

  async playerStats(player: string): Promise<PlayerStats | null> {
    await this.fold();
    const row = this.sql.doc.get(playerDocKey(player));
    return row ? (JSON.parse(row.data) as PlayerStats) : null;
  }

  async forget(player: string): Promise<number> {
    await this.fold();
    return this.db
      .transaction(() => {
        const rows = this.sql.ofPlayer.all(player);
        for (const row of rows) {
          const record = forgetInRecord(JSON.parse(row.data) as GameRecord, player);
          this.sql.setData.run(JSON.stringify(summaryOf(row.id, record)), JSON.stringify(record), row.id);
        }
        const doc = this.sql.doc.get(playerDocKey(player));
        const stats = doc ? (JSON.parse(doc.data) as PlayerStats) : emptyPlayerStats();
        this.sql.putDoc.run(playerDocKey(player), JSON.stringify({ ...stats, forgotten: true }));
        for (const chat of stats.chats) {
          const chatDoc = this.sql.doc.get(chatDocKey(chat));
          if (!chatDoc) continue;
          const chatStats = JSON.parse(chatDoc.data) as ChatStats;
          chatStats.names[player] = FORGOTTEN_NAME;
          this.sql.putDoc.run(chatDocKey(chat), JSON.stringify(chatStats));
        }
        return rows.length;
      })
      .immediate();
  }

  async purge(before: number): Promise<number> {
    await this.fold();
    return this.db
      .transaction(() => {
        this.sql.purgePlayers.run(before);
        return this.sql.purge.run(before).changes;
      })
      .immediate();
  }
}
