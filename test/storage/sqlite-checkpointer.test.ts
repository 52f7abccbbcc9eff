// The write-ahead log is checkpointed by the store's checkpointer thread, not in a chat's commit: a store that has
// committed past its interval has had its log copied back into the database and started over, where a store without
// the thread still holds every page it wrote (SQLite's own checkpoint waits for 10,000 pages, in some chat's commit).
import Database from 'better-sqlite3';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { SqliteSessionStore } from '../../src/storage/sqlite-store.ts';

const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'butler-checkpoint-'));
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

/** Frames in the file's log now (a checkpoint from another connection reports them; it copies them too). */
function framesInLog(file: string): number {
  const db = new Database(file);
  try {
    return (db.pragma('wal_checkpoint(PASSIVE)') as { log: number }[])[0]!.log;
  } finally {
    db.close();
  }
}

async function commitMany(store: SqliteSessionStore, count: number): Promise<void> {
  for (let i = 0; i < count; i++) {
    await store.transact(`chat:${i % 50}`, () => ({ write: { data: JSON.stringify({ n: i }), deadline: null }, result: i }));
  }
}

describe('the SQLite log checkpointed off the commits', () => {
  it('GIVEN a store that commits past its checkpoint interval WHEN its thread has run THEN the log has started over, where a store without the thread holds every page it wrote', async () => {
    const withThread = path.join(dir, 'thread.sqlite');
    const store = new SqliteSessionStore({ path: withThread, checkpointEvery: 50 });
    const without = path.join(dir, 'none.sqlite');
    const plain = new SqliteSessionStore({ path: without, checkpointEvery: 0 });
    try {
      await commitMany(store, 300);
      await commitMany(plain, 300);
      expect(plain.checkpointer).toBeNull();
      // the commits asked for checkpoints on their own
      await store.checkpointer!.settled();
      expect(store.checkpointer!.ran).toBeGreaterThanOrEqual(1);
      // one more, asked after the last commit, covers every page; the next commit begins the log again
      await store.checkpointer!.request();
      await commitMany(store, 1);
      expect(framesInLog(withThread)).toBeLessThan(20);
      expect(framesInLog(without)).toBeGreaterThanOrEqual(300);
    } finally {
      await store.close();
      await plain.close();
    }
  });

  it('GIVEN a checkpoint under way WHEN the store closes THEN it waits for the thread, and the file opens again with every write', async () => {
    const file = path.join(dir, 'close.sqlite');
    const store = new SqliteSessionStore({ path: file, checkpointEvery: 10 });
    await commitMany(store, 120);
    void store.checkpointer!.request();
    await store.close();
    const again = new SqliteSessionStore({ path: file, checkpointEvery: 0 });
    try {
      for (let chat = 0; chat < 50; chat++) expect(await again.peek(`chat:${chat}`)).not.toBeNull();
      expect(JSON.parse((await again.peek('chat:19'))!.data)).toEqual({ n: 119 });
    } finally {
      await again.close();
    }
  });
});
