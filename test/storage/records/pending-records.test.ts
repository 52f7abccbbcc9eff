// On PostgreSQL the move that ends a game only adds its record to the session row it writes (the pending column); the
// fold after the commit moves it to the records table. SQLite folds the record in the move's own transaction (see
// in-move-fold.test.ts), and keeps the pending column for records that an older build, or a fold that failed, left
// there. These tests hold the guarantees the pending records must keep: a record whose move committed survives a
// crash before that fold (and the chat's next games, and a sweep of idle sessions), a pending record is moved once
// however many processes fold at the same time, and records an older build left in its pending table are kept by
// the upgrade.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import Database from 'better-sqlite3';
import { afterAll, describe, expect, it } from 'vitest';
import { openStore, type OpenStoreOptions } from '../../../src/storage/open-store.ts';
import type { SessionStore } from '../../../src/storage/types.ts';
import { playFairBonePoker } from '../../helpers/fair-game.ts';
import { dropSchemas, postgresReady, postgresUrl, uniqueSchema, withPgClient } from '../../helpers/postgres.ts';

const pgReady = await postgresReady();
const tmpDir = fs.mkdtempSync(path.join(os.tmpdir(), 'butler-pending-'));
const schemas: string[] = [];
let fileNo = 0;

// Each `options()` names a fresh file or schema; opening it twice gives two stores (processes) on the same data.
const kinds: Array<{ kind: string; skip: boolean; options: () => OpenStoreOptions }> = [
  { kind: 'sqlite', skip: false, options: () => ({ kind: 'sqlite', path: path.join(tmpDir, `p${++fileNo}.sqlite`) }) },
  {
    kind: 'postgres',
    skip: !pgReady,
    options: () => {
      const schema = uniqueSchema('pending');
      schemas.push(schema);
      return { kind: 'postgres', url: postgresUrl(), schema, poolSize: 4 };
    },
  },
];

afterAll(async () => {
  fs.rmSync(tmpDir, { recursive: true, force: true });
  if (pgReady) await dropSchemas(schemas);
});

/** Records waiting in session rows and rows in the records table, straight from the database. */
async function counts(options: OpenStoreOptions): Promise<{ pending: number; records: number }> {
  if (options.kind === 'sqlite') {
    const db = new Database(options.path, { readonly: true });
    const count = (sql: string) => (db.prepare(sql).get() as { n: number }).n;
    const result = {
      pending: count(`SELECT coalesce(sum(length(pending) - length(replace(pending, char(10), '')) + 1), 0) AS n FROM sessions`),
      records: count('SELECT count(*) AS n FROM game_records'),
    };
    db.close();
    return result;
  }
  if (options.kind !== 'postgres') throw new Error('SQL stores only');
  return withPgClient(async (client) => {
    const count = async (sql: string) => Number((await client.query<{ n: string }>(sql)).rows[0]!.n);
    return {
      pending: await count(
        `SELECT coalesce(sum(array_length(string_to_array(pending, E'\\n'), 1)), 0) AS n FROM "${options.schema}".butler_sessions`,
      ),
      records: await count(`SELECT count(*) AS n FROM "${options.schema}".butler_game_records`),
    };
  });
}

/**
 * The store as a process that dies right after its commits: the after-commit fold never runs. SQLite's ending move
 * leaves its record pending as the build before in-move folding did (and as it still does when that fold fails).
 */
function withoutFold(store: SessionStore): SessionStore {
  const records = store.gameRecords!;
  (records as { fold: () => Promise<number> }).fold = async () => 0;
  if ('recordInMove' in records) (records as { recordInMove: () => boolean }).recordInMove = () => false;
  return store;
}

/** Plays a fair Bone Poker game to its end through a Butler whose store never folds; the store is then closed. */
async function endGameThenCrash(options: OpenStoreOptions, players?: [string, string]): Promise<void> {
  const store = withoutFold(await openStore(options));
  try {
    await playFairBonePoker(store, 'fair', players).catch(() => undefined); // its history() cannot see the record: nothing folds
  } finally {
    await store.close();
  }
}

/**
 * Turns a store's data back into what the build before the pending column left: records waiting in their own table
 * (here one, `json`), without the move log table that came later, the schema two migrations short, so that opening it again runs the upgrade.
 */
/** SQLite migrations applied by the build that kept records in their own pending table (before the move log's) */
const SQLITE_BEFORE_PENDING_IN_SESSIONS = 6;
/** PostgreSQL migrations applied by the build that kept records in their own pending table (before the move log's) */
const POSTGRES_BEFORE_PENDING_IN_SESSIONS = 4;

async function asOlderBuild(options: OpenStoreOptions, json: string): Promise<void> {
  await (await openStore(options)).close();
  if (options.kind === 'sqlite') {
    const db = new Database(options.path);
    db.exec(`ALTER TABLE sessions DROP COLUMN pending;
             ALTER TABLE sessions DROP COLUMN log_tail;
             ALTER TABLE sessions DROP COLUMN log_game;
             ALTER TABLE sessions DROP COLUMN log_next;
             DROP TABLE move_chain;
             DROP TABLE ended_chains;
             DROP TABLE erasures;
             DROP TABLE session_people;
             CREATE TABLE pending_records (id INTEGER PRIMARY KEY, data TEXT NOT NULL);`);
    db.prepare('INSERT INTO pending_records (data) VALUES (?)').run(json);
    db.pragma(`user_version = ${SQLITE_BEFORE_PENDING_IN_SESSIONS}`);
    db.close();
    return;
  }
  if (options.kind !== 'postgres') throw new Error('SQL stores only');
  const s = `"${options.schema}"`;
  await withPgClient(async (client) => {
    await client.query(`ALTER TABLE ${s}.butler_sessions DROP COLUMN pending;
                        DROP TABLE ${s}.butler_move_log;
                        DROP TABLE ${s}.butler_session_people;
                        CREATE TABLE ${s}.butler_pending_records (id BIGSERIAL PRIMARY KEY, data TEXT NOT NULL);`);
    await client.query(`INSERT INTO ${s}.butler_pending_records (data) VALUES ($1)`, [json]);
    await client.query(`UPDATE ${s}.butler_schema SET version = $1`, [POSTGRES_BEFORE_PENDING_IN_SESSIONS]);
  });
}

/** Copies the one session row with a pending record to `copies` more chats (console:fair0, …), each with its own record. */
async function copyPending(options: OpenStoreOptions, copies: number): Promise<void> {
  if (options.kind === 'sqlite') {
    const db = new Database(options.path);
    const row = db.prepare("SELECT data, pending FROM sessions WHERE key = 'console:fair'").get() as { data: string; pending: string };
    const put = db.prepare('INSERT INTO sessions (key, version, data, deadline, updated_at, idle, pending) VALUES (?, 1, ?, NULL, 0, 0, ?)');
    db.transaction(() => {
      for (let i = 0; i < copies; i++) put.run(`console:fair${i}`, row.data, row.pending.replaceAll('"console:fair"', `"console:fair${i}"`));
    })();
    db.close();
    return;
  }
  if (options.kind !== 'postgres') throw new Error('SQL stores only');
  const t = `"${options.schema}".butler_sessions`;
  await withPgClient((client) =>
    client.query(
      `INSERT INTO ${t} (key, version, data, deadline, updated_at, idle, pending)
       SELECT 'console:fair' || i, 1, s.data, NULL, 0, false, replace(s.pending, '"console:fair"', '"console:fair' || i || '"')
         FROM ${t} s, generate_series(0, $1 - 1) AS i WHERE s.key = 'console:fair'`,
      [copies],
    ),
  );
}

describe.each(kinds)('pending game records in the $kind store', ({ skip, options }) => {
  it.skipIf(skip)(
    'GIVEN the move that ends a game committed WHEN the process dies before the fold THEN a new store on the same data lists the record, with its statistics',
    async () => {
      const opts = options();
      await endGameThenCrash(opts);
      expect(await counts(opts)).toEqual({ pending: 1, records: 0 });
      const store = await openStore(opts);
      try {
        const [line] = await store.gameRecords!.history('console:fair', 10);
        expect(line).toMatchObject({ game: 'bone_poker', how: 'finished' });
        const record = await store.gameRecords!.game(line!.id);
        expect(record!.moves.map((m) => m.a.type)).toEqual(['roll', 'roll', 'pass', 'pass']);
        expect((await store.gameRecords!.chatStats('console:fair'))!.records).toBe(1);
        expect(await counts(opts)).toEqual({ pending: 0, records: 1 });
      } finally {
        await store.close();
      }
    },
  );

  it.skipIf(skip)(
    'GIVEN a pending record WHEN two processes fold it at the same time, and again THEN it is written once and counted once',
    async () => {
      const opts = options();
      await endGameThenCrash(opts);
      const one = await openStore(opts);
      const two = await openStore(opts);
      try {
        const moved = await Promise.all([one.gameRecords!.fold(), two.gameRecords!.fold(), one.gameRecords!.fold()]);
        expect(moved.reduce((a, b) => a + b, 0)).toBe(1);
        expect(await two.gameRecords!.fold()).toBe(0);
        expect(await counts(opts)).toEqual({ pending: 0, records: 1 });
        expect(await one.gameRecords!.history('console:fair', 10)).toHaveLength(1);
        expect((await two.gameRecords!.chatStats('console:fair'))!.records).toBe(1);
      } finally {
        await one.close();
        await two.close();
      }
    },
  );

  it.skipIf(skip)(
    'GIVEN more finished games waiting than one fold takes at a time WHEN a store folds THEN each is listed and counted once',
    async () => {
      const opts = options();
      await endGameThenCrash(opts);
      await copyPending(opts, 600);
      expect(await counts(opts)).toEqual({ pending: 601, records: 0 });
      const store = await openStore(opts);
      try {
        expect(await store.gameRecords!.fold()).toBe(601);
        expect(await counts(opts)).toEqual({ pending: 0, records: 601 });
        for (const chat of ['console:fair', 'console:fair0', 'console:fair599']) {
          expect(await store.gameRecords!.history(chat, 10)).toHaveLength(1);
          expect((await store.gameRecords!.chatStats(chat))!.records).toBe(1);
        }
        expect(await store.gameRecords!.fold()).toBe(0);
      } finally {
        await store.close();
      }
    },
  );

  it.skipIf(skip)(
    'GIVEN two games end in one chat and neither is folded WHEN a store folds THEN both are listed, in the order they ended, and counted',
    async () => {
      const opts = options();
      await endGameThenCrash(opts, ['alice', 'bob']);
      await endGameThenCrash(opts, ['carol', 'dave']);
      expect(await counts(opts)).toEqual({ pending: 2, records: 0 });
      const store = await openStore(opts);
      try {
        const lines = await store.gameRecords!.history('console:fair', 10);
        expect(lines.map((line) => line.players.map((p) => p.id))).toEqual([['carol', 'dave'], ['alice', 'bob']]);
        expect((await store.gameRecords!.chatStats('console:fair'))!.records).toBe(2);
        expect(await counts(opts)).toEqual({ pending: 0, records: 2 });
      } finally {
        await store.close();
      }
    },
  );

  it.skipIf(skip)(
    'GIVEN a finished game not yet folded WHEN idle sessions are swept THEN its session stays until the fold has taken the record',
    async () => {
      const opts = options();
      await endGameThenCrash(opts);
      const store = await openStore(opts);
      try {
        const everyIdle = () => store.sweep({ appliedBefore: 0, idleBefore: Date.now() + 60_000 });
        expect((await everyIdle()).sessions).toBe(0);
        expect(await counts(opts)).toEqual({ pending: 1, records: 0 });
        expect(await store.gameRecords!.history('console:fair', 10)).toHaveLength(1);
        expect((await everyIdle()).sessions).toBe(1);
      } finally {
        await store.close();
      }
    },
  );

  it.skipIf(skip)(
    'GIVEN a record an older build left in its pending table WHEN this build opens the store THEN the record is listed, with its statistics',
    async () => {
      const { record } = await playFairBonePoker(undefined, 'old');
      const { id: _id, ...json } = record;
      const opts = options();
      await asOlderBuild(opts, JSON.stringify(json));
      const store = await openStore(opts);
      try {
        const [line] = await store.gameRecords!.history('console:old', 10);
        expect(line).toMatchObject({ game: 'bone_poker', how: 'finished', winners: record.winners });
        expect((await store.gameRecords!.game(line!.id))!.moves).toEqual(record.moves);
        expect((await store.gameRecords!.chatStats('console:old'))!.records).toBe(1);
      } finally {
        await store.close();
      }
    },
  );
});
