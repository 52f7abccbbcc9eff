// Many finished records for a benchmark (bench/records.ts, bench/forgetme.ts): the i-th record, and a store filled
// with them directly (SQLite rows or PostgreSQL statements), with their players' index rows.
import Database from 'better-sqlite3';
import pg from 'pg';
import { withDefaultPgUser } from '../src/storage/postgres-store.ts';
import { RECORD_FORMAT, summaryOf, type GameRecord } from '../src/storage/records/game-record.ts';

/** Players a bench chat has; each record seats two of them. */
export const PLAYERS_PER_CHAT = 12;

/**
 * The i-th record: a Bone Poker game in chat i mod `chats` (`bench:<n>`), two of that chat's players (ids
 * `bench:<n>:u<k>`), random-looking but fixed dice; `scheme` names its dice's construction when it is not v1.
 */
export function benchRecord(i: number, chats: number, scheme?: 'butler-fair-v2'): GameRecord {
  const chat = `bench:${i % chats}`;
  const a = `u${(i * 7) % PLAYERS_PER_CHAT}`;
  const b = `u${(i * 7 + 1 + (i % (PLAYERS_PER_CHAT - 1))) % PLAYERS_PER_CHAT}`;
  const die = (k: number) => ((i * 31 + k * 17) % 6) + 1;
  const hand = (k: number) => [0, 1, 2, 3, 4].map((j) => die(k * 5 + j));
  return {
    format: RECORD_FORMAT,
    chat,
    game: 'bone_poker',
    settings: {},
    players: [
      { id: `${chat}:${a}`, name: `Игрок ${a}`, kind: 'person' },
      { id: `${chat}:${b}`, name: `Игрок ${b}`, kind: 'person' },
    ],
    winners: [i % 3 === 0 ? `${chat}:${b}` : `${chat}:${a}`],
    scores: { [`${chat}:${a}`]: 20, [`${chat}:${b}`]: 18 },
    how: 'finished',
    startedAt: 1_700_000_000_000 + i * 1000,
    endedAt: 1_700_000_000_000 + i * 1000 + 60_000,
    fair: { by: 'hmac', commitment: 'c'.repeat(64), secret: 's'.repeat(64), seeds: [], ...(scheme ? { scheme } : {}) },
    moves: [
      { a: { type: 'roll', player: `${chat}:${a}`, count: 5 }, d: hand(0) },
      { a: { type: 'roll', player: `${chat}:${b}`, count: 5 }, d: hand(1) },
      { a: { type: 'pass', player: `${chat}:${a}` }, d: [] },
      { a: { type: 'pass', player: `${chat}:${b}` }, d: [] },
    ],
  };
}

/** `count` records into a SQLite file's tables, 50,000 per transaction. */
export function loadSqliteRecords(db: Database.Database, count: number, recordNo: (i: number) => GameRecord): void {
  const insert = db.prepare('INSERT INTO game_records (id, chat, game, ended_at, folded, summary, data) VALUES (?, ?, ?, ?, 1, ?, ?)');
  const player = db.prepare('INSERT INTO record_players (player, record_id) VALUES (?, ?)');
  const batch = db.transaction((from: number, to: number) => {
    for (let i = from; i < to; i++) {
      const record = recordNo(i);
      insert.run(i + 1, record.chat, record.game, record.endedAt, JSON.stringify(summaryOf(i + 1, record)), JSON.stringify({ ...record, id: i + 1 }));
      for (const p of record.players) player.run(p.id, i + 1);
    }
  });
  for (let from = 0; from < count; from += 50_000) batch(from, Math.min(count, from + 50_000));
}

/** `count` records into a PostgreSQL schema: 5,000 and their players' rows per statement, the id sequence past them. */

export async function loadPostgresRecords(client: pg.Client, schema: string, count: number, recordNo: (i: number) => GameRecord): Promise<void> {
  for (let from = 0; from < count; from += 5_000) {
    const ids: number[] = [], chats: string[] = [], ended: number[] = [], summaries: string[] = [], data: string[] = [];
    const pids: number[] = [], players: string[] = [];
    for (let i = from; i < Math.min(count, from + 5_000); i++) {
      const record = recordNo(i);
      ids.push(i + 1); chats.push(record.chat); ended.push(record.endedAt);
      summaries.push(JSON.stringify(summaryOf(i + 1, record))); data.push(JSON.stringify({ ...record, id: i + 1 }));
      for (const p of record.players) { pids.push(i + 1); players.push(p.id); }
    }
    await client.query(
      `INSERT INTO "${schema}".butler_game_records (id, chat, game, ended_at, folded, summary, data)
       SELECT id, chat, 'bone_poker', ended, true, summary, data FROM unnest($1::bigint[], $2::text[], $3::bigint[], $4::text[], $5::text[])
         AS t(id, chat, ended, summary, data)`,
      [ids, chats, ended, summaries, data],
    );
    await client.query(`INSERT INTO "${schema}".butler_record_players (record_id, player) SELECT * FROM unnest($1::bigint[], $2::text[])`, [pids, players]);
  }
  await client.query(`SELECT setval(pg_get_serial_sequence('"${schema}".butler_game_records', 'id'), $1)`, [count]);
}

/** A SQLite file made by the store filled with `count` records and the statistics documents given (key → JSON). */
export function fillSqlite(file: string, count: number, recordNo: (i: number) => GameRecord, docs: ReadonlyMap<string, string>): void {
  const db = new Database(file);
  const doc = db.prepare('INSERT OR REPLACE INTO record_stats (key, data) VALUES (?, ?)');
  loadSqliteRecords(db, count, recordNo);
  db.transaction(() => {
    for (const [key, data] of docs) doc.run(key, data);
  })();
  db.close();
}

/** The same for a PostgreSQL schema made by the store, its tables analysed after (as a live database would be). */
export async function fillPostgres(url: string, schema: string, count: number, recordNo: (i: number) => GameRecord, docs: ReadonlyMap<string, string>): Promise<void> {
  const client = new pg.Client({ connectionString: withDefaultPgUser(url) });
  await client.connect();
  try {
    await loadPostgresRecords(client, schema, count, recordNo);
    await client.query(
      `INSERT INTO "${schema}".butler_record_stats (key, data) SELECT * FROM unnest($1::text[], $2::text[]) ON CONFLICT (key) DO UPDATE SET data = EXCLUDED.data`,
      [[...docs.keys()], [...docs.values()]],
    );
    await client.query(`ANALYZE "${schema}".butler_game_records`);
    await client.query(`ANALYZE "${schema}".butler_record_players`);
  } finally {
    await client.end();
  }
}
