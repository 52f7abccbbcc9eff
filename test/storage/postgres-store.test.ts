// What the PostgreSQL store promises beyond the contract: one writer per key across pools (processes), other keys
// unaffected, a writer that ignores the lock detected rather than overwritten, and a schema that sets itself up
// once even when several processes start together.

import pg from 'pg';
import { afterAll, afterEach, describe, expect, it } from 'vitest';
import {
  POSTGRES_SCHEMA_VERSION,
  PostgresSessionStore,
  StoreConflictError,
  withDefaultPgUser,
} from '../../src/storage/postgres-store.ts';
import type { StoredRecord, TransactOutcome } from '../../src/storage/types.ts';
import { dropSchemas, postgresReady, postgresUrl, uniqueSchema, withPgClient } from '../helpers/postgres.ts';

const pgReady = await postgresReady();

describe('withDefaultPgUser', () => {
  it('GIVEN a URL without a user WHEN the default user is applied THEN the OS user is filled in, as psql does; a named user or PGUSER leaves it alone', () => {
    const saved = process.env.PGUSER;
    delete process.env.PGUSER;
    try {
      expect(new URL(withDefaultPgUser('postgres://127.0.0.1:5432/test')).username).not.toBe('');
      expect(withDefaultPgUser('postgres://bob:pw@db:5432/test')).toBe('postgres://bob:pw@db:5432/test');
      process.env.PGUSER = 'carol';
      expect(withDefaultPgUser('postgres://127.0.0.1/test')).toBe('postgres://127.0.0.1/test');
    } finally {
      if (saved === undefined) delete process.env.PGUSER;
      else process.env.PGUSER = saved;
    }
  });
});

describe.skipIf(!pgReady)('PostgresSessionStore', () => {
  const schemas: string[] = [];
  const stores: PostgresSessionStore[] = [];
  async function open(schema: string, poolSize?: number): Promise<PostgresSessionStore> {
    if (!schemas.includes(schema)) schemas.push(schema);
    const store = await PostgresSessionStore.open({ url: postgresUrl(), schema, poolSize });
    stores.push(store);
    return store;
  }
  afterEach(async () => {
    await Promise.all(stores.splice(0).map((store) => store.close()));
  });
  afterAll(async () => {
    await dropSchemas(schemas);
  });

  function increment(current: StoredRecord | null): TransactOutcome<number> {
    const n = current ? (JSON.parse(current.data) as { n: number }).n + 1 : 1;
    return { write: { data: JSON.stringify({ n }), deadline: null }, result: n };
  }

  /** A promise with a flag saying whether it has settled yet. */
  function watch<T>(promise: Promise<T>): { promise: Promise<T>; settled: () => boolean } {
    let settled = false;
    const watched = promise.finally(() => (settled = true));
    watched.catch(() => {}); // observed later by the test
    return { promise: watched, settled: () => settled };
  }
  const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

  /** A raw connection holding a row lock on `key` in an open transaction, as a slow foreign writer would. */
  async function holdRow(schema: string, key: string, set = 'updated_at = updated_at') {
    const client = new pg.Client({ connectionString: withDefaultPgUser(postgresUrl()) });
    await client.connect();
    await client.query('BEGIN');
    const locked = await client.query(`UPDATE "${schema}".butler_sessions SET ${set} WHERE key = $1`, [key]);
    expect(locked.rowCount).toBe(1);
    return {
      async commit() {
        await client.query('COMMIT');
        await client.end();
      },
    };
  }

  it('GIVEN two stores (two pools) on one key WHEN both hammer it concurrently THEN every increment lands (2 × 200 → 400)', async () => {
    const schema = uniqueSchema('hammer');
    const [a, b] = await Promise.all([open(schema, 4), open(schema, 4)]);
    // All 400 in flight at once: 8 connections (4 per pool) contend for the key, each fn reads the counter and writes +1.
    const results = await Promise.all(
      Array.from({ length: 200 }, (_, i) => [a.transact('hot', increment), b.transact('hot', increment)]).flat(),
    );
    expect(new Set(results).size).toBe(400);
    expect(await a.peek('hot')).toEqual({ version: 400, data: '{"n":400}', deadline: null });
  });

  it('GIVEN one key held up by a foreign row lock WHEN transacts come for it and for another key THEN the same key waits and the other key proceeds', async () => {
    const schema = uniqueSchema('parallel');
    const store = await open(schema, 4);
    await store.transact('a', increment);
    await store.transact('b', increment);

    const foreign = await holdRow(schema, 'a');
    const first = watch(store.transact('a', increment)); // takes a's lock, then waits for the row
    await pause(100);
    const second = watch(store.transact('a', increment)); // waits for a's lock
    await pause(100);
    expect(first.settled()).toBe(false);
    expect(second.settled()).toBe(false);

    // another key is not held up by either of them
    expect(await store.transact('b', increment)).toBe(2);
    expect(await store.peek('b')).toMatchObject({ version: 2 });
    expect(first.settled() || second.settled()).toBe(false);

    await foreign.commit();
    expect((await Promise.all([first.promise, second.promise])).sort()).toEqual([2, 3]);
    expect(await store.peek('a')).toEqual({ version: 3, data: '{"n":3}', deadline: null });
  });

  it('GIVEN a transact in flight WHEN a writer that bypasses the lock changes the row THEN the transact fails and overwrites nothing', async () => {
    const schema = uniqueSchema('conflict');
    await (await open(schema, 2)).transact('c', increment);
    // A store that has not written the key yet reads it under the lock (the two-round-trip way).
    const store = await open(schema, 2);

    const foreign = await holdRow(schema, 'c', `version = version + 1, data = '{"n":100}'`);
    const ours = watch(store.transact('c', increment)); // reads version 1 (the foreign change is uncommitted)
    await pause(100);
    await foreign.commit();
    await expect(ours.promise).rejects.toBeInstanceOf(StoreConflictError);
    await expect(ours.promise).rejects.toThrow(/expected version 1/);
    expect(await store.peek('c')).toEqual({ version: 2, data: '{"n":100}', deadline: null });

    // the lock and the connection were given back
    expect(await store.transact('c', increment)).toBe(101);
  });

  it('GIVEN this store wrote the key last (one round trip) WHEN a writer that bypasses the lock changes the row THEN nothing is lost: the transact runs again on what that writer stored', async () => {
    const schema = uniqueSchema('guess');
    const store = await open(schema, 2);
    await store.transact('g', increment);
    const seen: unknown[] = [];
    const counting = (current: StoredRecord | null) => {
      seen.push(current ? JSON.parse(current.data).n : null);
      return increment(current);
    };

    const foreign = await holdRow(schema, 'g', `version = version + 1, data = '{"n":100}'`);
    const ours = store.transact('g', counting); // computed on version 1, its checked write waits for the row
    await pause(100);
    await foreign.commit();
    expect(await ours).toBe(101);
    expect(seen).toEqual([1, 100]);
    expect(await store.peek('g')).toEqual({ version: 3, data: '{"n":101}', deadline: null });
  });

  /** A write of `n`, with one logged move at `seq` of game "1" of the chat. */
  function logged(n: number, seq: number): TransactOutcome<number> {
    return {
      write: {
        data: JSON.stringify({ n }),
        deadline: null,
        log: { game: '1', seq, moves: [{ a: { type: 'roll', player: `p${n}` }, d: [n % 6 + 1, 2] }] },
      },
      result: n,
    };
  }

  async function logOf(schema: string, chat: string): Promise<string[]> {
    return withPgClient(async (client) => {
      const rows = await client.query<{ seq: number; action: string; dice: string }>(
        `SELECT seq, action, dice FROM "${schema}".butler_move_log WHERE chat = $1 AND game = '1' ORDER BY seq`,
        [chat],
      );
      return rows.rows.map((row) => `${row.seq}:${JSON.parse(row.action).player}:${row.dice}`);
    });
  }

  it('GIVEN twenty chats this store wrote last WHEN their next moves come at once THEN they go out together in one call and each lands once, with its move log row', async () => {
    const schema = uniqueSchema('batch');
    const store = await open(schema, 3);
    const chats = Array.from({ length: 20 }, (_, i) => `chat${i}`);
    for (const chat of chats) await store.transact(chat, () => logged(0, 0));
    const before = store.writeCalls;

    const results = await Promise.all(chats.map((chat, i) => store.transact(chat, () => logged(i + 1, 1))));

    expect(results).toEqual(chats.map((_, i) => i + 1));
    // the first went at once, the other nineteen in one call of write_many
    expect(store.writeCalls.calls - before.calls).toBe(2);
    expect(store.writeCalls.writes - before.writes).toBe(20);
    for (const [i, chat] of chats.entries()) {
      expect(await store.peek(chat)).toEqual({ version: 2, data: JSON.stringify({ n: i + 1 }), deadline: null });
      expect(await logOf(schema, chat)).toEqual([`0:p0:[1,2]`, `1:p${i + 1}:[${((i + 1) % 6) + 1},2]`]);
    }
  });

  it('GIVEN moves of many chats going out together WHEN one chat is held by another process, one was changed by a writer that bypassed the lock and one logs a move twice THEN the rest commit without waiting, the held one after its lock is free, the changed one on what is stored, and only the double move fails', async () => {
    const schema = uniqueSchema('batchedge');
    const store = await open(schema, 3);
    const chats = ['a', 'b', 'held', 'changed', 'double', 'c', 'd'];
    for (const chat of chats) await store.transact(chat, () => logged(0, 0));
    await store.transact('first', () => logged(0, 0)); // its next write goes alone, so that the others queue behind it

    // another process holds the chat's lock (as its own transact would); another writer changed a row behind our back
    const holder = new pg.Client({ connectionString: withDefaultPgUser(postgresUrl()) });
    await holder.connect();
    await holder.query('SELECT pg_advisory_lock(hashtext($1), hashtext($2))', [`butler_sessions:${schema}`, 'held']);
    await withPgClient((client) =>
      client.query(`UPDATE "${schema}".butler_sessions SET version = version + 1, data = '{"n":100}' WHERE key = 'changed'`),
    );
    const seen: Record<string, number[]> = {};
    const move = (chat: string) => (current: StoredRecord | null) => {
      const n = (JSON.parse(current!.data) as { n: number }).n;
      (seen[chat] ??= []).push(n);
      return logged(n + 1, chat === 'double' ? 0 : 1); // seq 0 of "double" is logged already
    };

    const first = store.transact('first', move('first'));
    const pending = chats.map((chat) => watch(store.transact(chat, move(chat))));
    await first;
    const byChat = Object.fromEntries(chats.map((chat, i) => [chat, pending[i]!]));
    for (const chat of ['a', 'b', 'c', 'd', 'changed']) expect(await byChat[chat]!.promise).toBeGreaterThan(0);
    await pause(100);
    expect(byChat.held!.settled()).toBe(false);
    await holder.query('SELECT pg_advisory_unlock_all()');
    await holder.end();
    expect(await byChat.held!.promise).toBe(1);
    await expect(byChat.double!.promise).rejects.toThrow();

    expect(seen.changed).toEqual([0, 100]); // computed on the version it knew, then again on the stored one
    expect(await store.peek('changed')).toEqual({ version: 3, data: '{"n":101}', deadline: null });
    expect(await logOf(schema, 'changed')).toEqual(['0:p0:[1,2]', '1:p101:[6,2]']);
    for (const chat of ['a', 'b', 'c', 'd', 'held']) {
      expect(await store.peek(chat)).toEqual({ version: 2, data: '{"n":1}', deadline: null });
      expect(await logOf(schema, chat)).toEqual(['0:p0:[1,2]', '1:p1:[2,2]']);
    }
    expect(await store.peek('double')).toEqual({ version: 1, data: '{"n":0}', deadline: null });
    expect(await logOf(schema, 'double')).toEqual(['0:p0:[1,2]']);
    // (a call that waited for the held lock would keep the others until the lock timeout, 30 s: far past this bound,
    // which the test meets in a fraction of a second)
  }, 20_000);

  it('GIVEN two stores (two processes) on the same chats WHEN both move every chat at once, round after round THEN every move lands once, in order, with its log row (batched calls, taken locks and stale guesses together)', async () => {
    const schema = uniqueSchema('batchrace');
    const [a, b] = await Promise.all([open(schema, 3), open(schema, 3)]);
    const chats = Array.from({ length: 15 }, (_, i) => `room${i}`);
    const move = (current: StoredRecord | null) => {
      const n = current ? (JSON.parse(current.data) as { n: number }).n : 0;
      return logged(n + 1, n);
    };
    for (let round = 0; round < 20; round++) {
      await Promise.all(chats.flatMap((chat) => [a.transact(chat, move), b.transact(chat, move)]));
    }
    expect(a.writeCalls.writes + b.writeCalls.writes).toBeGreaterThan(a.writeCalls.calls + b.writeCalls.calls); // some went together
    for (const chat of chats) {
      expect(await a.peek(chat)).toEqual({ version: 40, data: '{"n":40}', deadline: null });
      const log = await logOf(schema, chat);
      expect(log.map((row) => Number(row.split(':')[0]))).toEqual(Array.from({ length: 40 }, (_, i) => i));
      expect(log.map((row) => row.split(':')[1])).toEqual(Array.from({ length: 40 }, (_, i) => `p${i + 1}`));
    }
  });

  it('GIVEN keys and data that look like SQL WHEN written THEN they are kept exactly as given (inlined as escaped literals)', async () => {
    const store = await open(uniqueSchema('literal'), 2);
    const nasty = [
      `'); DROP TABLE butler_sessions; --`,
      `it's \\ a \\' back\\slash`,
      `$$ dollar $$ $1 $tag$`,
      `E'\\x41' U&'\\0041'`,
      `line\nbreak\ttab «ёлка» 🎲`,
    ];
    for (const text of nasty) {
      const data = JSON.stringify({ text });
      await store.transact(text, () => ({ write: { data, deadline: 42 }, result: null }));
      await store.transact(text, (current) => ({ write: { data: current!.data, deadline: 43 }, result: null }));
      expect(await store.peek(text)).toEqual({ version: 2, data, deadline: 43 });
    }
    expect(await store.due(100)).toHaveLength(nasty.length);
  });

  it('GIVEN a store WHEN it commits THEN its connections do not wait for the WAL flush by default; on when asked, and a URL that says otherwise wins', async () => {
    const setting = async (store: PostgresSessionStore) => {
      const pool = (store as unknown as { pool: pg.Pool }).pool;
      return (await pool.query<{ synchronous_commit: string }>('SHOW synchronous_commit')).rows[0]!.synchronous_commit;
    };
    const schema = uniqueSchema('synccommit');
    expect(await setting(await open(schema))).toBe('off');
    const flushing = await PostgresSessionStore.open({ url: postgresUrl(), schema, synchronousCommit: 'on' });
    stores.push(flushing);
    expect(await setting(flushing)).toBe('on');
    const url = new URL(postgresUrl());
    url.searchParams.set('options', '-c synchronous_commit=local');
    const byUrl = await PostgresSessionStore.open({ url: url.toString(), schema });
    stores.push(byUrl);
    expect(await setting(byUrl)).toBe('local');
  });

  it('GIVEN a pool of two connections WHEN fn throws in ten transacts THEN connections go back to the pool', async () => {
    const store = await open(uniqueSchema('release'), 2);
    for (let i = 0; i < 10; i++) {
      await expect(store.transact(`k${i % 3}`, () => { throw new Error(`refused ${i}`); })).rejects.toThrow(
        `refused ${i}`,
      );
    }
    expect(await store.transact('k0', increment)).toBe(1);
  });

  it('GIVEN an empty schema WHEN several stores start on it together THEN it is created once and all of them work', async () => {
    const schema = uniqueSchema('startup');
    const started = await Promise.all([open(schema, 1), open(schema, 1), open(schema, 1)]);
    await Promise.all(started.map((store) => store.transact('k', increment)));
    expect(await started[0]!.peek('k')).toMatchObject({ version: 3 });
    const version = await withPgClient((c) => c.query(`SELECT id, version FROM "${schema}".butler_schema`));
    expect(version.rows).toEqual([{ id: 1, version: POSTGRES_SCHEMA_VERSION }]);
  });

  it('GIVEN a schema from a newer build, or a schema name it cannot quote safely WHEN opened THEN it is refused', async () => {
    const schema = uniqueSchema('newer');
    await (await open(schema)).close();
    await withPgClient((c) => c.query(`UPDATE "${schema}".butler_schema SET version = version + 1`));
    await expect(open(schema)).rejects.toThrow(
      `schema version ${POSTGRES_SCHEMA_VERSION + 1}, newer than this build knows (${POSTGRES_SCHEMA_VERSION})`,
    );
    await expect(PostgresSessionStore.open({ url: postgresUrl(), schema: 'Robert"; DROP' })).rejects.toThrow(
      /schema must match/,
    );
  });
});
