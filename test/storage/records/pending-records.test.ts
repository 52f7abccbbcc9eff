// The move that ends a game only adds its record to the session row it writes (the pending column); the fold after the
// commit moves it to the records table. These tests hold the guarantees that split must keep: a record whose move committed survives a
// crash before that fold, and a pending record is moved once, however many processes fold at the same time.
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

/** The store as a process that dies right after its commits: the after-commit fold never runs. */
function withoutFold(store: SessionStore): SessionStore {
  const records = store.gameRecords!;
  (records as { fold: () => Promise<number> }).fold = async () => 0;
  return store;
}

/** Plays a fair Bone Poker game to its end through a Butler whose store never folds; the store is then closed. */
async function endGameThenCrash(options: OpenStoreOptions): Promise<void> {
  const store = withoutFold(await openStore(options));
  try {
    await playFairBonePoker(store).catch(() => undefined); // its history() cannot see the record: nothing folds
  } finally {
    await store.close();
  }
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
});
