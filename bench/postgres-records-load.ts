// Filling a PostgreSQL schema with many finished records for a benchmark (bench/records.ts, bench/forgetme.ts):
// 5,000 records and their players' index rows per statement, then the id sequence moved past them.
import type pg from 'pg';
import { summaryOf, type GameRecord } from '../src/storage/records/game-record.ts';

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
