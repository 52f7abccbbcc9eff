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
    await expect(onlineBackup(file, file)).rejects.toThrow(/replace the store itself/);
    await expect(onlineBackup(file, path.join(dir, '.', 'self.sqlite'))).rejects.toThrow(/replace the store itself/);
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
