// Copies of a SQLite store: `npx butler backup`'s online copy while another connection keeps committing, and the
// copy the store makes of itself before a migration changes an existing file's schema.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import Database from 'better-sqlite3';
import { afterAll, describe, expect, it } from 'vitest';
import { onlineBackup } from '../../src/storage/sqlite-backup.ts';
import { SQLITE_MIGRATIONS, SQLITE_SCHEMA_VERSION, SqliteSessionStore } from '../../src/storage/sqlite-store.ts';
import { BUTLER_APPLICATION_ID } from '../../src/storage/sqlite-marker.ts';
import type { StoredRecord, TransactOutcome } from '../../src/storage/types.ts';

const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'butler-backup-'));
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

describe('online backup', () => {
  it('GIVEN another connection committing pairs of rows all the time WHEN a backup is taken THEN the copy is one self-contained, intact file holding whole pairs only', async () => {
    const file = path.join(dir, 'live.sqlite');
    await new SqliteSessionStore({ path: file, checkpointEvery: 0 }).close();
    const writer = new Database(file);
    writer.pragma('journal_mode = WAL');
    writer.exec('CREATE TABLE pairs (value INTEGER NOT NULL, side INTEGER NOT NULL)');
    const pair = writer.transaction((value: number) => {
      writer.prepare('INSERT INTO pairs VALUES (?, 0)').run(value);
      writer.prepare('INSERT INTO pairs VALUES (?, 1)').run(value);
    });
    for (let i = 0; i < 20_000; i++) pair(i); // enough pages that a copy takes several steps' worth
    let next = 20_000;
    let writing = true;
    const commits = (async () => {
      while (writing) {
        pair(next++);
        await new Promise((done) => setImmediate(done));
      }
    })();
    const copy = path.join(dir, 'live-copy.sqlite');
    const started = next;
    const result = await onlineBackup(file, copy);
    await new Promise((done) => setTimeout(done, 20));
    writing = false;
    await commits;
    writer.close();
    expect(next).toBeGreaterThan(started); // the writer did commit while the copy ran

    expect(result).toMatchObject({ file: copy, schemaVersion: SQLITE_SCHEMA_VERSION });
    expect(fs.existsSync(`${copy}-wal`)).toBe(false);
    const restored = new Database(copy, { readonly: true });
    expect(restored.pragma('quick_check', { simple: true })).toBe('ok');
    expect(restored.pragma('journal_mode', { simple: true })).toBe('delete');
    const halves = restored.prepare('SELECT count(*) FROM pairs GROUP BY value HAVING count(*) <> 2').all();
    const total = restored.prepare('SELECT count(*) FROM pairs').pluck().get() as number;
    restored.close();
    expect(halves).toEqual([]);
    expect(total).toBeGreaterThanOrEqual(40_000);
    // no temporary file is left beside it
    expect(fs.readdirSync(dir).filter((name) => name.endsWith('.tmp'))).toEqual([]);
  });

  it('GIVEN no store, or the store itself as the target THEN no copy is made and the reason is given', async () => {
    await expect(onlineBackup(path.join(dir, 'missing.sqlite'), path.join(dir, 'x.sqlite'))).rejects.toThrow(/no SQLite store/);
    const file = path.join(dir, 'self.sqlite');
    await new SqliteSessionStore({ path: file, checkpointEvery: 0 }).close();
    await expect(onlineBackup(file, file)).rejects.toMatchObject({ reason: 'store' });
    await expect(onlineBackup(file, path.join(dir, '.', 'self.sqlite'))).rejects.toMatchObject({ reason: 'store' });
  });
});

describe('a backup never writes onto a file of the live store (issue 49)', () => {
  const counter = (current: StoredRecord | null): TransactOutcome<number> => {
    const n = current ? (JSON.parse(current.data) as { n: number }).n + 1 : 1;
    return { write: { data: JSON.stringify({ n }), deadline: null }, result: n };
  };
  /** A running store with commits still in its write-ahead log (no checkpoint yet), in a folder of its own. */
  async function liveStore(name: string) {
    const home = fs.mkdtempSync(path.join(dir, `${name}-`));
    const file = path.join(home, 'butler.sqlite');
    const store = new SqliteSessionStore({ path: file, checkpointEvery: 0 });
    for (let i = 0; i < 5; i++) await store.transact('chat:1', counter);
    return { home, file, store };
  }
  /** After the store is closed and opened again: the count it had, or the error opening it gives. */
  async function countAfterRestart(store: SqliteSessionStore, file: string): Promise<number | string> {
    await store.close();
    try {
      const again = new SqliteSessionStore({ path: file, checkpointEvery: 0 });
      const n = await again.transact('chat:1', counter);
      await again.close();
      return n - 1;
    } catch (error) {
      return (error as Error).message;
    }
  }

  it('GIVEN a running store WHEN the backup targets its -wal, -shm or -journal THEN nothing is written, and every commit is there after a restart', async () => {
    const { file, store } = await liveStore('sidecars');
    expect(fs.existsSync(`${file}-wal`)).toBe(true);
    const walBefore = fs.readFileSync(`${file}-wal`);
    for (const suffix of ['-wal', '-shm', '-journal']) {
      await expect(onlineBackup(file, `${file}${suffix}`)).rejects.toMatchObject({ reason: 'store' });
    }
    expect(fs.readFileSync(`${file}-wal`).equals(walBefore)).toBe(true);
    expect(fs.existsSync(`${file}-journal`)).toBe(false);
    expect(await countAfterRestart(store, file)).toBe(5);
  });

  it('GIVEN a link to the store folder, a symbolic link to its -wal, a hard link to the file or to its -wal THEN each is refused as the store', async () => {
    const { home, file, store } = await liveStore('links');
    const elsewhere = fs.mkdtempSync(path.join(dir, 'elsewhere-'));
    fs.symlinkSync(home, path.join(elsewhere, 'folder'));
    fs.symlinkSync(`${file}-wal`, path.join(elsewhere, 'wal-link'));
    fs.linkSync(file, path.join(home, 'hard-file'));
    fs.linkSync(`${file}-wal`, path.join(home, 'hard-wal'));
    // the store named through a link as well: its files are found under both names
    fs.symlinkSync(file, path.join(elsewhere, 'store-link.sqlite'));
    const cases: Array<[string, string]> = [
      [file, path.join(elsewhere, 'folder', 'butler.sqlite-wal')],
      [file, path.join(elsewhere, 'wal-link')],
      [file, path.join(home, 'hard-file')],
      [file, path.join(home, 'hard-wal')],
      [path.join(elsewhere, 'store-link.sqlite'), `${file}-wal`],
      [path.join(elsewhere, 'store-link.sqlite'), path.join(elsewhere, 'folder', 'butler.sqlite')],
    ];
    for (const [source, target] of cases) await expect(onlineBackup(source, target), target).rejects.toMatchObject({ reason: 'store' });
    expect(await countAfterRestart(store, file)).toBe(5);
  });

  it('GIVEN another database that may be in use, a sidecar name, a folder or a file of another kind THEN each is refused; an earlier backup or a new name is written', async () => {
    const { home, file, store } = await liveStore('others');
    const other = await liveStore('other-store');
    const plain = path.join(home, 'notes.txt');
    fs.writeFileSync(plain, 'the operator’s notes');
    const refused: Array<[string, string]> = [
      [other.file, 'live'], // another Butler's running WAL-mode store
      [path.join(home, 'copy.sqlite-wal'), 'sidecar'], // a name SQLite reads as part of copy.sqlite
      [home, 'not_plain'],
      [plain, 'unknown'],
    ];
    for (const [target, reason] of refused) await expect(onlineBackup(file, target), target).rejects.toMatchObject({ reason });
    expect(fs.readFileSync(plain, 'utf8')).toBe('the operator’s notes');
    const copy = path.join(home, 'copy.sqlite');
    await onlineBackup(file, copy);
    await onlineBackup(file, copy); // yesterday's copy (rollback mode, nothing beside it) is replaced
    // …unless a process has it open (here this one, as a program reading the copy would): then it is in use
    const reader = fs.openSync(copy, 'r');
    const empty = path.join(home, 'empty.sqlite');
    fs.writeFileSync(empty, '');
    const writer = fs.openSync(empty, 'r+'); // an empty file some program just opened as its new database
    try {
      await expect(onlineBackup(file, copy)).rejects.toMatchObject({ reason: 'live' });
      await expect(onlineBackup(file, empty)).rejects.toMatchObject({ reason: 'live' });
    } finally {
      fs.closeSync(reader);
      fs.closeSync(writer);
    }
    await onlineBackup(file, empty); // closed again: an empty file is replaced
    expect(await countAfterRestart(other.store, other.file)).toBe(5);
    expect(await countAfterRestart(store, file)).toBe(5);
  });
});

describe('backup before a migration', () => {
  /** A Butler file as an older build left it: every migration but the last, with a row in it. */
  function olderFile(file: string): number {
    const db = new Database(file);
    db.pragma('journal_mode = WAL');
    const version = SQLITE_SCHEMA_VERSION - 1;
    db.transaction(() => {
      for (const migration of SQLITE_MIGRATIONS.slice(0, version)) {
        if (typeof migration === 'string') db.exec(migration);
        else migration(db);
      }
      db.pragma(`user_version = ${version}`);
      db.pragma(`application_id = ${BUTLER_APPLICATION_ID}`);
    })();
    db.close();
    return version;
  }

  it('GIVEN a file of an older schema WHEN the store opens it THEN a copy at the old version is left beside it first, and the file is migrated', () => {
    const file = path.join(dir, 'old.sqlite');
    const before = olderFile(file);
    const tablesBefore = new Database(file, { readonly: true }).prepare("SELECT name FROM sqlite_master WHERE type = 'table' ORDER BY name").pluck().all();
    const store = new SqliteSessionStore({ path: file, checkpointEvery: 0 });
    const backup = store.migrationBackup;
    void store.close();
    expect(backup).toMatch(new RegExp(`old\\.sqlite\\.bak-v${before}-\\d{8}T\\d{6}Z$`));
    const copy = new Database(backup!, { readonly: true });
    expect(copy.pragma('user_version', { simple: true })).toBe(before);
    expect(copy.prepare("SELECT name FROM sqlite_master WHERE type = 'table' ORDER BY name").pluck().all()).toEqual(tablesBefore);
    copy.close();
    const migrated = new Database(file, { readonly: true });
    expect(migrated.pragma('user_version', { simple: true })).toBe(SQLITE_SCHEMA_VERSION);
    migrated.close();
  });

  it('GIVEN a new file or a current one WHEN the store opens it THEN no copy is made', () => {
    const file = path.join(dir, 'new.sqlite');
    const first = new SqliteSessionStore({ path: file, checkpointEvery: 0 });
    expect(first.migrationBackup).toBeNull();
    void first.close();
    const again = new SqliteSessionStore({ path: file, checkpointEvery: 0 });
    expect(again.migrationBackup).toBeNull();
    void again.close();
    expect(fs.readdirSync(dir).filter((name) => name.startsWith('new.sqlite.bak'))).toEqual([]);
  });
});
