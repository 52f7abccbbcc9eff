// `npm run bench:records`: /stats, /top, /dice, /history and /game with 1,000,000 game records in the store (SQLite
// and, when reachable, PostgreSQL), and what writing a record adds to the move that ends a game.
//
// The records are bulk-loaded, already folded (a realistic Bone Poker record, spread over --chats chats); the measured chat's
// statistics documents are built by the same incremental functions the Butler uses, from that chat's records. Each
// command then goes through the Butler's whole query path (parse → query → render); median and p99 are printed.
// The ending move is timed on the loaded store with the record written (SQLite: into the records table and folded into
// the statistics, in the move's transaction; PostgreSQL: into the pending column of the session row the move writes),
// and with the record dropped from the write, on otherwise identical games played in turn; the fold that later moves
// the pending records into the records table is timed apart (none are left on SQLite).
//
//   npm run bench:records                       # 1,000,000 records
//   npm run bench:records -- --records 100000 --store sqlite
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import pg from 'pg';
import { benchRecord, fillPostgres, fillSqlite } from './bench-records.ts';
import { Butler } from '../src/butler.ts';
import { cryptoDice } from '../src/dice/crypto-dice.ts';
import { silentLogger } from '../src/log.ts';
import { openStore } from '../src/storage/open-store.ts';
import { withDefaultPgUser } from '../src/storage/postgres-store.ts';
import type { GameRecord } from '../src/storage/records/game-record.ts';
import { chatDocKey, playerDocKey } from '../src/storage/records/record-docs.ts';
import { addToChat, addToPlayer, emptyChatStats, emptyPlayerStats, type PlayerStats } from '../src/storage/records/stats.ts';
import type { SessionStore } from '../src/storage/types.ts';

const { values: args } = parseArgs({
  options: {
    store: { type: 'string', default: 'all' },
    records: { type: 'string', default: '1000000' },
    chats: { type: 'string', default: '1000' },
    runs: { type: 'string', default: '200' },
    games: { type: 'string', default: '200' },
    pg: { type: 'string', default: process.env.DATABASE_URL ?? 'postgres://127.0.0.1:5432/test' },
  },
});
const RECORDS = Number(args.records);
const CHATS = Number(args.chats);
const CHAT = 'bench:0';

/** The i-th record (bench-records.ts). */
const recordNo = (i: number): GameRecord => benchRecord(i, CHATS);

/** The measured chat's documents, built by the Butler's own incremental functions. */
function measuredDocs(): Map<string, string> {
  let chat = emptyChatStats();
  const players = new Map<string, PlayerStats>();
  for (let i = 0; i < RECORDS; i += CHATS) {
    const record = recordNo(i);
    chat = addToChat(chat, record, new Set());
    for (const p of record.players) players.set(p.id, addToPlayer(players.get(p.id) ?? emptyPlayerStats(), record, p.id));
  }
  const docs = new Map([[chatDocKey(CHAT), JSON.stringify(chat)]]);
  for (const [id, stats] of players) docs.set(playerDocKey(id), JSON.stringify(stats));
  return docs;
}

function quantiles(times: number[]): string {
  const sorted = [...times].sort((a, b) => a - b);
  const at = (p: number) => sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * p))]!;
  return `median ${at(0.5).toFixed(2)} ms, p99 ${at(0.99).toFixed(2)} ms`;
}

async function timeQueries(store: SessionStore): Promise<void> {
  const butler = new Butler({ store, dice: cryptoDice, logger: silentLogger });
  const user = { id: `${CHAT}:u0`, name: 'Игрок u0' };
  for (const command of ['/stats', '/top', '/dice', '/history', `/game ${RECORDS - CHATS + 1}`]) {
    const times: number[] = [];
    for (let run = 0; run < Number(args.runs); run++) {
      const started = performance.now();
      const reply = await butler.handle({ chat: CHAT, user, text: command, isAdmin: () => true });
      times.push(performance.now() - started);
      if (!reply) throw new Error(`${command} gave no reply`);
    }
    console.log(`  ${command.padEnd(14)} ${quantiles(times)}`);
  }
}

/** Plays a Bone Poker game up to its last move; resolves to the time of that move (the second pass), in ms. */
async function endingMove(butler: Butler, game: string): Promise<number> {
  const chat = `bench:end:${process.pid}:${game}`;
  const say = (id: string, text: string) => butler.handle({ chat, user: { id, name: id }, text, isAdmin: () => true });
  // Played at machine speed: no seed window (docs/fair-dice.md), or the first roll would come too early.
  await say('a', '/settings seed_window 0');
  await say('a', '/newgame bone_poker');
  await say('b', '/join');
  await say('a', '/startgame');
  await say('a', 'бросаю покер');
  await say('b', 'бросаю покер');
  await say('a', 'Пас');
  const started = performance.now();
  await say('b', 'Пас');
  return performance.now() - started;
}

const median = (times: number[]) => [...times].sort((x, y) => x - y)[Math.floor(times.length / 2)]!;

/**
 * The ending move with the record path (the record built, serialised and written with the session row in the move's
 * transaction) against the same move with the record dropped from the write, game by game in turn so that
 * a busy machine slows both alike. The after-commit fold (pending → records table, statistics) is timed apart: it
 * is not on the ending move's path, but on SQLite it shares the process's thread with the next message.
 */
async function timeWrites(store: SessionStore): Promise<void> {
  const games = Number(args.games);
  const records = store.gameRecords!;
  const fold = records.fold.bind(records);
  // The fold is held back while the moves are timed (as if it ran later), then timed on its own below.
  (records as { fold: () => Promise<number> }).fold = async () => 0;
  const transact = store.transact.bind(store);
  let recordOn = true;
  let recordBytes = 0;
  (store as { transact: SessionStore['transact'] }).transact = (key, fn, options) =>
    transact(key, (current, applied) => {
      const outcome = fn(current, applied);
      if (!outcome.write?.gameRecord) return outcome;
      recordBytes = JSON.stringify(outcome.write.gameRecord).length;
      if (recordOn) return outcome;
      const { gameRecord: _dropped, ...write } = outcome.write;
      return { ...outcome, write };
    }, options);
  const butler = new Butler({ store, dice: cryptoDice, logger: silentLogger });
  const withRecord: number[] = [];
  const without: number[] = [];
  for (let g = -5; g < games; g++) {
    for (const on of g % 2 === 0 ? [true, false] : [false, true]) {
      recordOn = on;
      const time = await endingMove(butler, `${g}:${on}:${Math.random()}`);
      if (g >= 0) (on ? withRecord : without).push(time);
    }
  }
  (store as { transact: SessionStore['transact'] }).transact = transact;
  (records as { fold: () => Promise<number> }).fold = fold;
  const started = performance.now();
  const folded = await fold();
  const foldMs = (performance.now() - started) / Math.max(1, folded);
  const [a, b] = [median(withRecord), median(without)];
  console.log(
    `  ending move   with record ${a.toFixed(3)} ms, without ${b.toFixed(3)} ms: +${(((a - b) / b) * 100).toFixed(1)} % ` +
      `(median of ${games} games each, alternating; record ${recordBytes} bytes of JSON)`,
  );
  console.log(`  after-commit fold  ${foldMs.toFixed(3)} ms per record (${folded} records; after the commit, before the ending move's reply: its rating lines wait for it)`);
}

async function reachable(url: string): Promise<boolean> {
  const client = new pg.Client({ connectionString: withDefaultPgUser(url), connectionTimeoutMillis: 2000 });
  try {
    await client.connect();
    await client.end();
    return true;
  } catch {
    return false;
  }
}

console.log(`game records: ${RECORDS.toLocaleString('en')} records over ${CHATS} chats (${RECORDS / CHATS} in the measured chat)`);
if (args.store === 'all' || args.store === 'sqlite') {
  const dir = mkdtempSync(join(tmpdir(), 'butler-bench-records-'));
  try {
    const file = join(dir, 'records.sqlite');
    await (await openStore({ kind: 'sqlite', path: file })).close(); // creates the tables
    let started = performance.now();
    fillSqlite(file, RECORDS, recordNo, measuredDocs());
    console.log(`SQLite (loaded in ${((performance.now() - started) / 1000).toFixed(1)} s)`);
    const store = await openStore({ kind: 'sqlite', path: file });
    started = performance.now();
    await timeQueries(store);
    await timeWrites(store);
    await store.close();
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
if ((args.store === 'all' || args.store === 'postgres') && (await reachable(args.pg!))) {
  const schema = `bench_records_${process.pid}`;
  const store = await openStore({ kind: 'postgres', url: args.pg!, schema, poolSize: 4 });
  try {
    const started = performance.now();
    await fillPostgres(args.pg!, schema, RECORDS, recordNo, measuredDocs());
    console.log(`PostgreSQL (loaded in ${((performance.now() - started) / 1000).toFixed(1)} s)`);
    await timeQueries(store);
    await timeWrites(store);
  } finally {
    await store.close();
    const client = new pg.Client({ connectionString: withDefaultPgUser(args.pg!) });
    await client.connect();
    await client.query(`DROP SCHEMA IF EXISTS "${schema}" CASCADE`);
    await client.end();
  }
} else if (args.store !== 'sqlite') {
  console.log(`PostgreSQL skipped: nothing answers at ${args.pg}`);
}
