// The Butler uses only SQLite files that are its own: a fresh file, or one its own migrations made (marked with its
// application_id, or from before the marker with its migration count and sessions table). Another program's file
// is refused with a message that says so, and is left exactly as it was.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import Database from 'better-sqlite3';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { runBackup } from '../../src/cli/backup.ts';
import { runRecord } from '../../src/cli/record.ts';
import { BUTLER_APPLICATION_ID } from '../../src/storage/sqlite-marker.ts';
import { SQLITE_SCHEMA_VERSION, SqliteSessionStore } from '../../src/storage/sqlite-store.ts';

const tmpDir = fs.mkdtempSync(path.join(os.tmpdir(), 'butler-marker-'));
let n = 0;
const file = () => path.join(tmpDir, `m${++n}.sqlite`);
afterAll(() => fs.rmSync(tmpDir, { recursive: true, force: true }));

function tables(p: string): string[] {
  const db = new Database(p, { readonly: true });
  try {
    return (db.prepare("SELECT name FROM sqlite_master WHERE type = 'table' ORDER BY name").all() as Array<{ name: string }>).map((t) => t.name);
  } finally {
    db.close();
  }
}

describe('SQLite file ownership', () => {
  it('GIVEN a fresh file WHEN the Butler opens and writes it THEN it is accepted and marked as the Butler’s', async () => {
    const p = file();
    const store = new SqliteSessionStore({ path: p });
    await store.transact('k', () => ({ write: { data: '{}', deadline: null }, result: null }));
    await store.close();
    const db = new Database(p, { readonly: true });
    expect(db.pragma('application_id', { simple: true })).toBe(BUTLER_APPLICATION_ID);
    expect(db.pragma('user_version', { simple: true })).toBe(SQLITE_SCHEMA_VERSION);
    db.close();
  });

  it('GIVEN another program’s database WHEN the Butler opens it THEN it refuses with a clear message and adds nothing', () => {
    const p = file();
    const other = new Database(p);
    other.exec('CREATE TABLE invoices (id INTEGER PRIMARY KEY, total REAL); INSERT INTO invoices VALUES (1, 9.5)');
    other.close();
    expect(() => new SqliteSessionStore({ path: p })).toThrow(/is not a Butler database \(it holds tables of another program: invoices\)/);
    expect(tables(p)).toEqual(['invoices']);
  });

  it('GIVEN a file with another application_id, even if empty WHEN the Butler opens it THEN it is refused', () => {
    const p = file();
    const other = new Database(p);
    other.pragma('application_id = 1234');
    other.close();
    expect(() => new SqliteSessionStore({ path: p })).toThrow(/not a Butler database \(its application_id is 1234\)/);
  });

  it('GIVEN a file of another program that happens to have a `sessions` table but no Butler migrations WHEN the Butler opens it THEN it is refused', () => {
    const p = file();
    const other = new Database(p);
    other.exec('CREATE TABLE sessions (sid TEXT PRIMARY KEY, expires INTEGER)');
    other.close();
    expect(() => new SqliteSessionStore({ path: p })).toThrow(/not a Butler database/);
  });

  it('GIVEN a file made by the Butler before the marker existed (two migrations, no application_id) WHEN opened THEN it is accepted, migrated and its sessions kept', async () => {
    const p = file();
    const old = new Database(p);
    // What the build before this change created: the first two migrations, user_version 2, no application_id.
    old.exec(`CREATE TABLE sessions (key TEXT PRIMARY KEY, version INTEGER NOT NULL, data TEXT NOT NULL, deadline INTEGER, updated_at INTEGER);
              INSERT INTO sessions VALUES ('console:main', 3, '{"schema":1,"settings":{},"lobby":null,"game":null,"seen":[],"answer":null}', NULL, 1);
              INSERT INTO sessions VALUES ('console:kept', 2, '{"schema":1,"settings":{"turn_timeout":"5"},"lobby":null,"game":null,"seen":[],"answer":null}', NULL, 1);`);
    old.pragma('user_version = 2');
    old.close();
    const store = new SqliteSessionStore({ path: p });
    expect(await store.peek('console:main')).toMatchObject({ version: 3 });
    // The migration classified the old rows: the empty one is idle and goes in a sweep, the one with settings stays.
    expect(await store.sweep({ appliedBefore: 0, idleBefore: 2 })).toEqual({ updates: 0, sessions: 1 });
    expect(await store.peek('console:kept')).toMatchObject({ version: 2 });
    await store.close();
    const db = new Database(p, { readonly: true });
    expect(db.pragma('application_id', { simple: true })).toBe(BUTLER_APPLICATION_ID);
    db.close();
  });
});

describe('another program’s file is refused before anything writes (issue 49)', () => {
  /** Another program's file in rollback-journal mode (SQLite's default), as that program left it. */
  function foreignFile(): string {
    const p = file();
    const other = new Database(p);
    other.exec('CREATE TABLE invoices (id INTEGER PRIMARY KEY, total REAL); INSERT INTO invoices VALUES (1, 9.5)');
    other.close();
    return p;
  }

  it('GIVEN another program’s file WHEN the Butler opens it THEN every byte stays as it was (its header is not switched to WAL) and nothing is put beside it', () => {
    const p = foreignFile();
    const before = fs.readFileSync(p);
    expect(() => new SqliteSessionStore({ path: p })).toThrow(/not a Butler database/);
    expect(fs.readFileSync(p).equals(before)).toBe(true);
    expect(fs.readdirSync(tmpDir).filter((name) => name.startsWith(path.basename(p)))).toEqual([path.basename(p)]);
  });

  it('GIVEN a file that is not SQLite at all, or a folder THEN it is refused as not the Butler’s, unchanged', () => {
    const p = file();
    fs.writeFileSync(p, 'name,total\nalice,9.5\n'.repeat(20));
    const before = fs.readFileSync(p);
    expect(() => new SqliteSessionStore({ path: p })).toThrow(/not a Butler database \(it is not a SQLite database\)/);
    expect(fs.readFileSync(p).equals(before)).toBe(true);
    expect(() => new SqliteSessionStore({ path: tmpDir })).toThrow(/not a Butler database \(it is not a plain file\)/);
  });

  it('GIVEN another program’s file WHEN `npx butler record` or `backup` is pointed at it THEN one line says why, exit 1, no stack trace, the file unchanged', async () => {
    vi.stubEnv('DATABASE_URL', '');
    vi.stubEnv('BUTLER_DB', '');
    try {
      const p = foreignFile();
      const before = fs.readFileSync(p);
      const lines: string[] = [];
      expect(await runRecord(['1', '--db', p], (line) => lines.push(line))).toBe(1);
      expect(await runBackup([path.join(tmpDir, 'copy.sqlite'), '--db', p], (line) => lines.push(line), { LANG: 'C' })).toBe(1);
      expect(lines).toHaveLength(2);
      for (const line of lines) {
        expect(line).toMatch(/is not a Butler database \(it holds tables of another program: invoices\)/);
        expect(line).not.toMatch(/\n|    at /);
      }
      expect(fs.readFileSync(p).equals(before)).toBe(true);
      expect(fs.existsSync(path.join(tmpDir, 'copy.sqlite'))).toBe(false);
    } finally {
      vi.unstubAllEnvs();
    }
  });
});
