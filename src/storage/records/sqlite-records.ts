// Game records and statistics in the SQLite file (tables made by the store's migration, see RECORD_TABLES_SQLITE).
// `write` runs inside the store's BEGIN IMMEDIATE batch, so a record commits together with the session that ended
// the game, or not at all.
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
    summary  TEXT NOT NULL,
    data     TEXT NOT NULL
  );
  CREATE INDEX game_records_chat ON game_records (chat, id);
  CREATE INDEX game_records_ended ON game_records (ended_at);
  CREATE TABLE record_players (player TEXT NOT NULL, record_id INTEGER NOT NULL, PRIMARY KEY (player, record_id)) WITHOUT ROWID;
  CREATE TABLE record_stats (key TEXT PRIMARY KEY, data TEXT NOT NULL) WITHOUT ROWID;`;

export class SqliteRecords implements RecordQueries {
  private readonly sql;

  constructor(private readonly db: Database.Database) {
    this.sql = {
      insert: db.prepare<[string, string, number, string, string]>(
        'INSERT INTO game_records (chat, game, ended_at, summary, data) VALUES (?, ?, ?, ?, ?)',
      ),
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
        'DELETE FROM record_players WHERE record_id IN (SELECT id FROM game_records WHERE ended_at < ?)',
      ),
      purge: db.prepare<[number]>('DELETE FROM game_records WHERE ended_at < ?'),
    };
  }

  /** Inside the store's transaction. Returns the record's id. */
  write(record: GameRecord): number {
    const current = new Map<string, string>();
    for (const key of docKeysFor(record)) {
      const row = this.sql.doc.get(key);
      if (row) current.set(key, row.data);
    }
    const { record: stored, docs } = withRecord(record, current);
    const id = Number(this.sql.insert.run(stored.chat, stored.game, stored.endedAt, '{}', '{}').lastInsertRowid);
    this.sql.setData.run(JSON.stringify(summaryOf(id, stored)), JSON.stringify({ ...stored, id }), id);
    for (const p of stored.players) this.sql.player.run(p.id, id);
    for (const [key, doc] of docs) this.sql.putDoc.run(key, doc);
    return id;
  }

  async history(chat: string, limit: number): Promise<RecordSummary[]> {
    return this.sql.history.all(chat, limit).map((row) => JSON.parse(row.summary) as RecordSummary);
  }

  async game(id: number): Promise<GameRecord | null> {
    const row = this.sql.game.get(id);
    return row ? (JSON.parse(row.data) as GameRecord) : null;
  }

  async chatStats(chat: string): Promise<ChatStats | null> {
    const row = this.sql.doc.get(chatDocKey(chat));
    return row ? (JSON.parse(row.data) as ChatStats) : null;
  }

  async playerStats(player: string): Promise<PlayerStats | null> {
    const row = this.sql.doc.get(playerDocKey(player));
    return row ? (JSON.parse(row.data) as PlayerStats) : null;
  }

  async forget(player: string): Promise<number> {
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
    return this.db
      .transaction(() => {
        this.sql.purgePlayers.run(before);
        return this.sql.purge.run(before).changes;
      })
      .immediate();
  }
}
