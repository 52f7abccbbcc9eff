// `npm run bench:forget`: /forgetme with 50,000 game records in the store (SQLite and, when reachable, PostgreSQL) —
// how long it takes, and how long other chats wait meanwhile (issue 41: goal ≤ 50 ms). While each /forgetme runs
// through the Butler's whole query path, other chats keep writing their sessions (a transact each, one after
// another) and the event loop's stalls are sampled; the figures are the /forgetme time, the longest wait of another
// chat's write, and the longest event-loop stall. SQLite's compaction (the write-ahead log truncated), which runs later
// and batched, off the chat path, is timed apart: moves wait for its lock while it runs.
//
//   npm run bench:forget
//   npm run bench:forget -- --records 50000 --store sqlite --forgets 20
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import pg from 'pg';
import { benchRecord, fillPostgres, fillSqlite, PLAYERS_PER_CHAT } from './bench-records.ts';
import { Butler } from '../src/butler.ts';
import { cryptoDice } from '../src/dice/crypto-dice.ts';
import { silentLogger } from '../src/log.ts';
import { toPlain } from '../src/messages/rich.ts';
import { openStore } from '../src/storage/open-store.ts';
import { withDefaultPgUser } from '../src/storage/postgres-store.ts';
import type { GameRecord } from '../src/storage/records/game-record.ts';
import { chatDocKey, playerDocKey } from '../src/storage/records/record-docs.ts';
import { addToChat, addToPlayer, emptyChatStats, emptyPlayerStats, type ChatStats, type PlayerStats } from '../src/storage/records/stats.ts';
import type { SqliteSessionStore } from '../src/storage/sqlite-store.ts';
import type { SessionStore } from '../src/storage/types.ts';

const { values: args } = parseArgs({
  options: {
    store: { type: 'string', default: 'all' },
    records: { type: 'string', default: '50000' },
    chats: { type: 'string', default: '1000' },
    forgets: { type: 'string', default: '20' },
    pg: { type: 'string', default: process.env.DATABASE_URL ?? 'postgres://127.0.0.1:5432/test' },
  },
});
const RECORDS = Number(args.records);
const CHATS = Number(args.chats);
const FORGETS = Number(args.forgets);

/** The i-th record (bench-records.ts). */
const recordNo = (i: number): GameRecord => benchRecord(i, CHATS, 'butler-fair-v2');

/** Every statistics document the records make (each chat's and each player's), by the Butler's own functions. */
function allDocs(): Map<string, string> {
  const chats = new Map<string, ChatStats>();
  const players = new Map<string, PlayerStats>();
  for (let i = 0; i < RECORDS; i++) {
    const record = recordNo(i);
    chats.set(record.chat, addToChat(chats.get(record.chat) ?? emptyChatStats(), record, new Set()));
    for (const p of record.players) players.set(p.id, addToPlayer(players.get(p.id) ?? emptyPlayerStats(), record, p.id));
  }
  const docs = new Map<string, string>();
  for (const [chat, stats] of chats) docs.set(chatDocKey(chat), JSON.stringify(stats));
  for (const [id, stats] of players) docs.set(playerDocKey(id), JSON.stringify(stats));
  return docs;
}

const ms = (from: bigint) => Number(process.hrtime.bigint() - from) / 1e6;
const max = (xs: number[]) => xs.reduce((a, b) => Math.max(a, b), 0);
const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)] ?? 0;

/** The longest gap between two turns of the event loop past 1 ms, sampled by a 1 ms timer until `stop`, ms. */
function stallWatch(): { stop(): number } {
  let last = process.hrtime.bigint();
  let longest = 0;
  const timer = setInterval(() => {
    const now = process.hrtime.bigint();
    longest = Math.max(longest, Number(now - last) / 1e6 - 1);
    last = now;
  }, 1);
  return {
    stop() {
      clearInterval(timer);
      longest = Math.max(longest, Number(process.hrtime.bigint() - last) / 1e6 - 1);
      return Math.max(0, longest);
    },
  };
}

/** Other chats writing one after another until `stop`; resolves to each write's time, ms. */
async function otherChats(store: SessionStore, stop: () => boolean): Promise<number[]> {
  const waits: number[] = [];
  for (let i = 0; !stop(); i++) {
    const started = process.hrtime.bigint();
    await store.transact(`other:${i % 16}`, () => ({ write: { data: `{"schema":1,"n":${i}}`, deadline: null }, result: null }));
    waits.push(ms(started));
  }
  return waits;
}

async function measure(store: SessionStore): Promise<void> {
  const butler = new Butler({ store, dice: cryptoDice, logger: silentLogger });
  const took: number[] = [], waits: number[] = [], stalls: number[] = [];
  let records = 0;
  for (let k = 0; k < FORGETS; k++) {
    const chat = `bench:${(k * 37) % CHATS}`;
    const id = `${chat}:u${k % PLAYERS_PER_CHAT}`;
    let done = false;
    const others = otherChats(store, () => done);
    await new Promise((resolve) => setTimeout(resolve, 20)); // the other chats are writing before it starts
    const loop = stallWatch();
    const started = process.hrtime.bigint();
    const reply = await butler.handle({ chat, user: { id, name: `Игрок u${k}` }, text: '/forgetme', isAdmin: () => false });
    took.push(ms(started));
    stalls.push(loop.stop());
    done = true;
    const during = await others;
    waits.push(max(during));
    const text = reply ? toPlain(reply.rich) : '';
    const n = /из (\d+) запис/.exec(text);
    if (!n) throw new Error(`unexpected reply: ${text}`);
    records += Number(n[1]);
  }
  console.log(
    `  /forgetme ×${FORGETS} (${(records / FORGETS).toFixed(1)} own records each): median ${median(took).toFixed(1)} ms, max ${max(took).toFixed(1)} ms`,
  );
  console.log(`  other chats' longest write wait during it: median ${median(waits).toFixed(1)} ms, max ${max(waits).toFixed(1)} ms`);
  console.log(`  longest event-loop stall during it: median ${median(stalls).toFixed(1)} ms, max ${max(stalls).toFixed(1)} ms`);
}

async function sqlite(): Promise<void> {
  const dir = mkdtempSync(join(tmpdir(), 'butler-bench-forget-'));
  try {
    const file = join(dir, 'butler.sqlite');
    await (await openStore({ kind: 'sqlite', path: file })).close();
    fillSqlite(file, RECORDS, recordNo, allDocs());
    const store = (await openStore({ kind: 'sqlite', path: file })) as SqliteSessionStore;
    try {
      console.log(`SQLite, ${RECORDS.toLocaleString('en')} records in ${CHATS} chats:`);
      await measure(store);
      // the batched compaction, later and off the chat path: how long other chats' writes wait for its lock
      let done = false;
      const others = otherChats(store, () => done);
      await new Promise((resolve) => setTimeout(resolve, 20));
      const started = process.hrtime.bigint();
      const ran = await store.compact();
      const took = ms(started);
      done = true;
      const during = await others;
      console.log(`  compaction (ended games' log rows purged, the write-ahead log truncated; once for all of them${ran ? '' : ', did not run'}): ${took.toFixed(0)} ms; other chats' longest write wait meanwhile ${max(during).toFixed(0)} ms`);
    } finally {
      await store.close();
    }
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

async function postgres(): Promise<void> {
  const schema = `bench_forget_${process.pid}`;
  const url = args.pg;
  const admin = new pg.Client({ connectionString: withDefaultPgUser(url) });
  try {
    await admin.connect();
  } catch (error) {
    console.log(`PostgreSQL: not reachable (${(error as Error).message}), skipped`);
    return;
  }
  try {
    await (await openStore({ kind: 'postgres', url, schema })).close();
    await fillPostgres(url, schema, RECORDS, recordNo, allDocs());
    const store = await openStore({ kind: 'postgres', url, schema });
    try {
      console.log(`PostgreSQL, ${RECORDS.toLocaleString('en')} records in ${CHATS} chats:`);
      await measure(store);
    } finally {
      await store.close();
    }
  } finally {
    await admin.query(`DROP SCHEMA IF EXISTS "${schema}" CASCADE`);
    await admin.end();
  }
}

if (args.store === 'all' || args.store === 'sqlite') await sqlite();
if (args.store === 'all' || args.store === 'postgres') await postgres();
