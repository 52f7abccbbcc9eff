// Game records and statistics in PostgreSQL (tables made by the store's migration, see recordTablesPostgres).
// `write` runs on the connection of the store's transact, before its COMMIT: the record commits with the session
// that ended the game. The statistics documents a record touches are locked (advisory, sorted) first, so two chats
// ending games of the same player at once take turns instead of losing an update.
import type pg from 'pg';
import { summaryOf, type GameRecord, type RecordSummary } from './game-record.ts';
import { chatDocKey, docKeysFor, playerDocKey, withRecord } from './record-docs.ts';
import { emptyPlayerStats, forgetInRecord, FORGOTTEN_NAME, type ChatStats, type PlayerStats } from './stats.ts';
import type { RecordQueries } from './types.ts';

export interface RecordTableNames {
  records: string;
  players: string;
  stats: string;
}

export function recordTableNames(schema: string | undefined): RecordTableNames {
  const prefix = schema === undefined ? '' : `"${schema}".`;
  return { records: `${prefix}butler_game_records`, players: `${prefix}butler_record_players`, stats: `${prefix}butler_record_stats` };
}

/** The store's migration that creates these tables (appended to its list). */
export function recordTablesPostgres(t: RecordTableNames): string {
  return `
    CREATE TABLE ${t.records} (
      id       BIGSERIAL PRIMARY KEY,
      chat     TEXT NOT NULL,
      game     TEXT NOT NULL,
      ended_at BIGINT NOT NULL,
      summary  TEXT NOT NULL,
      data     TEXT NOT NULL
    );
    CREATE INDEX butler_game_records_chat ON ${t.records} (chat, id);
    CREATE INDEX butler_game_records_ended ON ${t.records} (ended_at);
    CREATE TABLE ${t.players} (player TEXT NOT NULL, record_id BIGINT NOT NULL, PRIMARY KEY (player, record_id));
    CREATE TABLE ${t.stats} (key TEXT PRIMARY KEY, data TEXT NOT NULL);`;
}

export class PostgresRecords implements RecordQueries {
  constructor(
    private readonly pool: pg.Pool,
    private readonly t: RecordTableNames,
  ) {}

  /** On the transact's connection, inside its transaction. Returns the record's id. */
  async write(client: pg.PoolClient, record: GameRecord): Promise<number> {
    const keys = docKeysFor(record);
    for (const key of keys) await client.query("SELECT pg_advisory_xact_lock(hashtext('butler_record_stats'), hashtext($1))", [key]);
    const read = await client.query<{ key: string; data: string }>(`SELECT key, data FROM ${this.t.stats} WHERE key = ANY($1)`, [keys]);
    const { record: stored, docs } = withRecord(record, new Map(read.rows.map((r) => [r.key, r.data])));
    const inserted = await client.query<{ id: string }>(
      `INSERT INTO ${this.t.records} (chat, game, ended_at, summary, data) VALUES ($1, $2, $3, '{}', '{}') RETURNING id`,
      [stored.chat, stored.game, stored.endedAt],
    );
    const id = Number(inserted.rows[0]!.id);
    await client.query(`UPDATE ${this.t.records} SET summary = $1, data = $2 WHERE id = $3`, [
      JSON.stringify(summaryOf(id, stored)),
      JSON.stringify({ ...stored, id }),
      id,
    ]);
    await client.query(
      `INSERT INTO ${this.t.players} (player, record_id) SELECT unnest($1::text[]), $2 ON CONFLICT DO NOTHING`,
      [stored.players.map((p) => p.id), id],
    );
    await this.putDocs(client, docs);
    return id;
  }

  private async putDocs(client: pg.PoolClient | pg.Pool, docs: Map<string, string>): Promise<void> {
    if (docs.size === 0) return;
    await client.query(
      `INSERT INTO ${this.t.stats} (key, data) SELECT * FROM unnest($1::text[], $2::text[])
       ON CONFLICT (key) DO UPDATE SET data = EXCLUDED.data`,
      [[...docs.keys()], [...docs.values()]],
    );
  }

  async history(chat: string, limit: number): Promise<RecordSummary[]> {
    const read = await this.pool.query<{ summary: string }>(
      `SELECT summary FROM ${this.t.records} WHERE chat = $1 ORDER BY id DESC LIMIT $2`,
      [chat, limit],
    );
    return read.rows.map((row) => JSON.parse(row.summary) as RecordSummary);
  }

  async game(id: number): Promise<GameRecord | null> {
    if (!Number.isSafeInteger(id)) return null;
    const read = await this.pool.query<{ data: string }>(`SELECT data FROM ${this.t.records} WHERE id = $1`, [id]);
    return read.rows[0] ? (JSON.parse(read.rows[0].data) as GameRecord) : null;
  }

  private async doc<T>(key: string): Promise<T | null> {
    const read = await this.pool.query<{ data: string }>(`SELECT data FROM ${this.t.stats} WHERE key = $1`, [key]);
    return read.rows[0] ? (JSON.parse(read.rows[0].data) as T) : null;
  }

  chatStats(chat: string): Promise<ChatStats | null> {
    return this.doc<ChatStats>(chatDocKey(chat));
  }

  playerStats(player: string): Promise<PlayerStats | null> {
    return this.doc<PlayerStats>(playerDocKey(player));
  }

  async forget(player: string): Promise<number> {
    const client = await this.pool.connect();
    try {
      await client.query('BEGIN');
      const playerKey = playerDocKey(player);
      const stats = (await this.lockedDoc<PlayerStats>(client, playerKey)) ?? emptyPlayerStats();
      const docs = new Map([[playerKey, JSON.stringify({ ...stats, forgotten: true })]]);
      for (const chat of [...stats.chats].sort()) {
        const chatStats = await this.lockedDoc<ChatStats>(client, chatDocKey(chat));
        if (chatStats) docs.set(chatDocKey(chat), JSON.stringify({ ...chatStats, names: { ...chatStats.names, [player]: FORGOTTEN_NAME } }));
      }
      const rows = await client.query<{ id: string; data: string }>(
        `SELECT g.id, g.data FROM ${this.t.players} p JOIN ${this.t.records} g ON g.id = p.record_id WHERE p.player = $1`,
        [player],
      );
      for (const row of rows.rows) {
        const record = forgetInRecord(JSON.parse(row.data) as GameRecord, player);
        await client.query(`UPDATE ${this.t.records} SET summary = $1, data = $2 WHERE id = $3`, [
          JSON.stringify(summaryOf(Number(row.id), record)),
          JSON.stringify(record),
          row.id,
        ]);
      }
      await this.putDocs(client, docs);
      await client.query('COMMIT');
      return rows.rows.length;
    } catch (error) {
      await client.query('ROLLBACK').catch(() => {});
      throw error;
    } finally {
      client.release();
    }
  }

  private async lockedDoc<T>(client: pg.PoolClient, key: string): Promise<T | null> {
    await client.query("SELECT pg_advisory_xact_lock(hashtext('butler_record_stats'), hashtext($1))", [key]);
    const read = await client.query<{ data: string }>(`SELECT data FROM ${this.t.stats} WHERE key = $1`, [key]);
    return read.rows[0] ? (JSON.parse(read.rows[0].data) as T) : null;
  }

  async purge(before: number): Promise<number> {
    await this.pool.query(
      `DELETE FROM ${this.t.players} WHERE record_id IN (SELECT id FROM ${this.t.records} WHERE ended_at < $1)`,
      [before],
    );
    const removed = await this.pool.query(`DELETE FROM ${this.t.records} WHERE ended_at < $1`, [before]);
    return removed.rowCount ?? 0;
  }
}
