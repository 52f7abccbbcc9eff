// What the SQLite store promises beyond the contract: a file that survives restarts, a schema that migrates, and
// several connections (or processes) on one file that take turns instead of losing updates.

import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import Database from 'better-sqlite3';
import { afterAll, afterEach, describe, expect, it } from 'vitest';
import { NEW_FILE_PAGE_SIZE, SQLITE_SCHEMA_VERSION, SqliteSessionStore } from '../../src/storage/sqlite-store.ts';
import type { StoredRecord, TransactOutcome } from '../../src/storage/types.ts';

const tmpDir = fs.mkdtempSync(path.join(os.tmpdir(), 'butler-sqlite-'));
let fileNo = 0;
const freshPath = () => path.join(tmpDir, `t${++fileNo}`, 'butler.sqlite');

const stores: SqliteSessionStore[] = [];
function open(file: string, opts: { synchronous?: 'NORMAL' | 'FULL' } = {}): SqliteSessionStore {
  const store = new SqliteSessionStore({ path: file, ...opts });
  stores.push(store);
  return store;
}
afterEach(async () => {
  await Promise.all(stores.splice(0).map((store) => store.close()));
});
afterAll(() => fs.rmSync(tmpDir, { recursive: true, force: true }));

function increment(current: StoredRecord | null): TransactOutcome<number> {
  const n = current ? (JSON.parse(current.data) as { n: number }).n + 1 : 1;
  return { write: { data: JSON.stringify({ n }), deadline: null }, result: n };
}

describe('SqliteSessionStore', () => {
  it('GIVEN a path in directories that do not exist WHEN the store writes THEN it creates them', async () => {
    const file = path.join(tmpDir, 'deep', 'er', 'data', 'butler.sqlite');
    const store = open(file);
    await store.transact('k', increment);
    expect(fs.existsSync(file)).toBe(true);
  });

  it('GIVEN sessions written and the store closed WHEN the file is reopened THEN they are all there', async () => {
    const file = freshPath();
    const first = open(file);
    await first.transact('chat:1', increment);
    await first.transact('chat:1', increment);
    await first.transact('chat:2', () => ({ write: { data: '{"n":7}', deadline: 1234 }, result: null }));
    await first.close();

    const again = open(file);
    expect(await again.peek('chat:1')).toEqual({ version: 2, data: '{"n":2}', deadline: null });
    expect(await again.peek('chat:2')).toEqual({ version: 1, data: '{"n":7}', deadline: 1234 });
    expect(await again.due(2000)).toEqual(['chat:2']);
    expect(await again.transact('chat:1', increment)).toBe(3);
  });

  it('GIVEN a new file WHEN it is created THEN its pages are 2 KB; GIVEN a file with 4 KB pages THEN it keeps them and its sessions', async () => {
    const file = freshPath();
    const store = open(file);
    // a session as deployed (~1.7 kB with its stored answer) reads back whole
    const big = JSON.stringify({ answer: 'ы'.repeat(800) });
    await store.transact('chat:1', () => ({ write: { data: big, deadline: null }, result: null }));
    await store.close();
    const check = new Database(file, { readonly: true });
    expect(check.pragma('page_size', { simple: true })).toBe(NEW_FILE_PAGE_SIZE);
    expect(NEW_FILE_PAGE_SIZE).toBe(2048);
    check.close();
    expect(await open(file).peek('chat:1')).toEqual({ version: 1, data: big, deadline: null });

    const older = freshPath();
    // a file an older release made: 4 KB pages already written (a table made and dropped leaves it fresh otherwise)
    fs.mkdirSync(path.dirname(older), { recursive: true });
    const made = new Database(older);
    made.pragma('page_size = 4096');
    made.pragma('journal_mode = WAL');
    made.exec('CREATE TABLE t (x); DROP TABLE t;');
    made.close();
    const kept = open(older);
    await kept.transact('chat:2', increment);
    await kept.close();
    const again = new Database(older, { readonly: true });
    expect(again.pragma('page_size', { simple: true })).toBe(4096);
    again.close();
    expect(await open(older).peek('chat:2')).toEqual({ version: 1, data: '{"n":1}', deadline: null });
  });

  it('GIVEN a new file WHEN it is opened THEN it runs in WAL mode with synchronous NORMAL by default, FULL on request', async () => {
    const file = freshPath();
    expect(open(file).synchronous).toBe('NORMAL');
    expect(open(freshPath(), { synchronous: 'FULL' }).synchronous).toBe('FULL');
    expect(() => open(freshPath(), { synchronous: 'OFF' as 'FULL' })).toThrow(/NORMAL' or 'FULL/);
    const peek = new Database(file, { readonly: true });
    expect(peek.pragma('journal_mode', { simple: true })).toBe('wal');
    peek.close();
  });

  it('GIVEN a file THEN it records the schema version; GIVEN a file from a newer build WHEN opened THEN it is refused', async () => {
    const file = freshPath();
    await open(file).close();
    const raw = new Database(file);
    expect(raw.pragma('user_version', { simple: true })).toBe(SQLITE_SCHEMA_VERSION);
    raw.pragma(`user_version = ${SQLITE_SCHEMA_VERSION + 1}`);
    raw.close();

    expect(() => open(file)).toThrow(
      `schema version ${SQLITE_SCHEMA_VERSION + 1}, newer than this build knows (${SQLITE_SCHEMA_VERSION})`,
    );
  });

  it('GIVEN a session this process wrote WHEN another connection writes it, a failed batch rolls back, or the sweep deletes it THEN the next step sees the stored row, not the one this process wrote last', async () => {
    // (the store keeps the heads it wrote, so as not to read them again: each of these must make it read)
    const file = freshPath();
    const store = open(file);
    const other = open(file);
    const versions: Array<number | null> = [];
    const seeing = (current: StoredRecord | null): TransactOutcome<number> => {
      versions.push(current?.version ?? null);
      return increment(current);
    };
    await store.transact('chat:1', seeing);
    await other.transact('chat:1', increment);
    await store.transact('chat:1', seeing);
    expect(versions).toEqual([null, 2]);
    // a write that fails at the database (the row's text is not a string) takes the whole batch back
    await expect(store.transact('chat:1', () => ({ write: { data: 5 as unknown as string, deadline: null }, result: 0 }))).rejects.toThrow();
    await store.transact('chat:1', seeing);
    expect(versions).toEqual([null, 2, 3]);
    // a batch that fails at the database (a move logged twice) takes back the writes of the others in it too
    const logged = (seq: number) => (current: StoredRecord | null): TransactOutcome<number> => ({
      write: { data: '{}', deadline: null, log: { game: '1', seq, moves: [{ a: { type: 'roll', player: 'p', count: 2 }, d: [1, 2] }] } },
      result: current?.version ?? 0,
    });
    await store.transact('chat:3', logged(0));
    const together = [store.transact('chat:1', seeing), store.transact('chat:3', logged(0))];
    await expect(Promise.all(together)).rejects.toThrow(/logged already/);
    await Promise.allSettled(together);
    await store.transact('chat:1', seeing);
    expect(versions).toEqual([null, 2, 3, 4, 4]);
    // an idle session swept: the next write starts the row again
    await store.transact('chat:2', () => ({ write: { data: '{}', deadline: null, idle: true }, result: 0 }));
    await store.sweep({ appliedBefore: 0, idleBefore: Date.now() + 1000 });
    await store.transact('chat:2', seeing);
    expect(versions).toEqual([null, 2, 3, 4, 4, null]);
  });

  it('GIVEN two stores on one file WHEN they increment in turn THEN no increment is lost (2 × 500 → 1000)', async () => {
    const file = freshPath();
    const a = open(file);
    const b = open(file);
    const run = async (store: SqliteSessionStore) => {
      for (let i = 0; i < 500; i++) {
        await store.transact('counter', increment);
        await new Promise((resolve) => setImmediate(resolve)); // let the other store in between
      }
    };
    await Promise.all([run(a), run(b)]);
    expect(await a.peek('counter')).toEqual({ version: 1000, data: '{"n":1000}', deadline: null });
    expect(await b.peek('counter')).toEqual({ version: 1000, data: '{"n":1000}', deadline: null });
  });

  it('GIVEN a second process on the same file WHEN both increment one key at the same time THEN no update is lost', async () => {
    const file = freshPath();
    const parent = open(file);
    await parent.transact('counter', () => ({ write: { data: '{"n":0}', deadline: null }, result: null }));

    const storeModule = fileURLToPath(new URL('../../src/storage/sqlite-store.ts', import.meta.url));
    // The child opens the file, says "ready", then increments for a fixed time and prints how many it did.
    const script = `
      import { SqliteSessionStore } from ${JSON.stringify(storeModule)};
      const store = new SqliteSessionStore({ path: ${JSON.stringify(file)} });
      console.log('ready');
      let done = 0;
      const until = Date.now() + 400;
      while (Date.now() < until) {
        await store.transact('counter', (c) => ({ write: { data: JSON.stringify({ n: JSON.parse(c.data).n + 1 }), deadline: null }, result: null }));
        done++;
      }
      await store.close();
      console.log('done ' + done);`;
    const child = spawn(process.execPath, ['--import', 'tsx', '--input-type=module', '-e', script], {
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let out = '';
    let err = '';
    child.stderr.on('data', (chunk: Buffer) => (err += chunk.toString()));
    const exited = new Promise<number | null>((resolve) => child.on('exit', resolve));
    await new Promise<void>((resolve, reject) => {
      child.stdout.on('data', (chunk: Buffer) => {
        out += chunk.toString();
        if (out.includes('ready')) resolve();
      });
      child.on('exit', () => reject(new Error(`child exited before ready: ${err}`)));
    });

    let mine = 0;
    const until = Date.now() + 400;
    while (Date.now() < until) {
      await parent.transact('counter', increment);
      mine++;
      await new Promise((resolve) => setImmediate(resolve));
    }
    expect(await exited, err).toBe(0);
    const theirs = Number(/done (\d+)/.exec(out)?.[1]);
    expect(theirs).toBeGreaterThan(0);
    expect(mine).toBeGreaterThan(0);

    const final = await parent.peek('counter');
    expect(JSON.parse(final!.data)).toEqual({ n: mine + theirs });
    expect(final!.version).toBe(1 + mine + theirs);
  });

  it('GIVEN a file from the first schema (with the deadline index) WHEN it is opened THEN it is migrated and every session kept', async () => {
    const file = freshPath();
    fs.mkdirSync(path.dirname(file), { recursive: true });
    const raw = new Database(file);
    raw.exec(`CREATE TABLE sessions (key TEXT PRIMARY KEY, version INTEGER NOT NULL, data TEXT NOT NULL,
      deadline INTEGER, updated_at INTEGER);
      CREATE INDEX sessions_deadline ON sessions (deadline) WHERE deadline IS NOT NULL;
      INSERT INTO sessions VALUES ('k', 3, '{"n":3}', 42, 0);`);
    raw.pragma('user_version = 1');
    raw.close();
    const store = open(file);
    expect(await store.peek('k')).toEqual({ version: 3, data: '{"n":3}', deadline: 42 });
    expect(await store.due(42)).toEqual(['k']);
    const check = new Database(file, { readonly: true });
    expect(check.prepare("SELECT name FROM sqlite_master WHERE type = 'index' AND name = 'sessions_deadline'").get()).toBeUndefined();
    expect(check.pragma('user_version', { simple: true })).toBe(SQLITE_SCHEMA_VERSION);
    check.close();
  });

  it('GIVEN a stored session WHEN a step reads its text THEN it gets the stored text; read after the step THEN it is refused, never a later version', async () => {
    const store = open(freshPath());
    await store.transact('k', increment);
    await store.transact('k', increment);
    // a step that looks only at the version (as the Butler does when its cached session is that version)
    const kept = await store.transact('k', (current) => ({ result: current }));
    expect(kept?.version).toBe(2);
    expect(() => kept?.data).toThrow(/after its transaction/);
    // a step that reads the text sees this version's text, and may hand it on
    const read = await store.transact('k', (current) => ({ result: { version: current?.version, data: current?.data } }));
    expect(read).toEqual({ version: 2, data: JSON.stringify({ n: 2 }) });
    expect(await store.transact('k', increment)).toBe(3);
  });

  describe('group commit', () => {
    it('GIVEN one key repeated and one fn throwing WHEN many transacts run at once THEN each sees the one before, and only the thrower fails', async () => {
      const store = open(freshPath());
      const calls = Array.from({ length: 300 }, (_, i) =>
        i === 150
          ? store.transact('k', () => {
              throw new Error('refused move');
            })
          : store.transact(i % 3 === 0 ? 'k' : `other-${i}`, increment),
      );
      const settled = await Promise.allSettled(calls);
      expect(settled.filter((s) => s.status === 'rejected')).toHaveLength(1);
      expect((settled[150] as PromiseRejectedResult).reason.message).toBe('refused move');
      // 100 increments of "k" (i = 0, 3, …, 297), the 150th call was the thrower: 99 landed, in order
      const onK = settled.filter((_, i) => i % 3 === 0 && i !== 150).map((s) => (s as PromiseFulfilledResult<number>).value);
      expect(onK).toEqual(Array.from({ length: 99 }, (_, i) => i + 1));
      expect((await store.peek('k'))!.version).toBe(99);
    });

    it('GIVEN a write the store cannot keep WHEN it is batched with others THEN it fails alone and is not stored', async () => {
      const store = open(freshPath());
      await store.transact('k', increment);
      const bad = () => ({ write: { data: 'x', deadline: 1.5 }, result: 0 });
      const [a, b] = await Promise.allSettled([store.transact('k', increment), store.transact('j', bad)]);
      expect(a.status).toBe('fulfilled');
      expect(b.status).toBe('rejected');
      expect(await store.peek('j')).toBeNull();
    });
  });
});
