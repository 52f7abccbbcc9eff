// Copies of a SQLite store. A live WAL-mode file cannot be copied as bytes (the newest commits are in the -wal file,
// and a copy taken during a checkpoint is torn), so the copy is made by SQLite itself:
// - onlineBackup: SQLite's online backup API (better-sqlite3's `backup()`), from a connection of its own, while the
//   Butler keeps serving from its connections; used by `npx butler backup`.
// - backupBeforeMigration: `VACUUM INTO` (one read transaction, synchronous), used by the store's constructor, which
//   is synchronous, before a migration changes the schema of a file that already has tables.
// Either copy is one self-contained file in rollback-journal mode (no -wal beside it), checked before it is named.
import fs from 'node:fs';
import path from 'node:path';
import Database from 'better-sqlite3';
import { checkSqliteOwnership } from './sqlite-marker.ts';
import { unsafeTarget, type UnsafeTarget } from './store-files.ts';

export interface BackupResult {
  file: string;
  bytes: number;
  /** PRAGMA user_version of the copy: the migrations it has */
  schemaVersion: number;
}

/**
 * A consistent copy of the SQLite file `source` in `target` (replaced whole, atomically: a reader of `target` sees the
 * old file or the complete new one, never a part). Fails with an Error whose message says why (no such store, another
 * program's file, a target that is or may be part of a live database — store-files.ts —, a full disk).
 */
export async function onlineBackup(source: string, target: string): Promise<BackupResult> {
  if (!fs.existsSync(source)) throw new NoStoreError(source);
  const unsafe = unsafeTarget(target, { stores: [source], mayReplace: 'sqlite-copy', openers: true });
  if (unsafe) throw new UnsafeTargetError(unsafe);
  // another program's file is not copied as a store (and is only read: store-files.ts, sqlite-marker.ts)
  checkSqliteOwnership(source);
  const temporary = temporaryBeside(target);
  const db = new Database(source, { fileMustExist: true });
  try {
    // Waits, not fails, while a writer holds the lock at the moment the copy starts.
    db.pragma('busy_timeout = 10000');
    await db.backup(temporary, {
      // The first step only starts the backup; the second copies every remaining page in one go, inside one read
      // of the source. Copied in small steps instead, every commit of another connection in between would start the
      // copy over (SQLite's rule), and a busy bot commits every few milliseconds.
      progress: () => 0x7fffffff,
    });
  } catch (error) {
    fs.rmSync(temporary, { force: true });
    throw error;
  } finally {
    db.close();
  }
  return finish(temporary, target);
}

/**
 * Before a migration: a copy of the open store `db` (at schema `fromVersion`) beside its file, named
 * `<file>.bak-v<fromVersion>-<UTC time>`; the path of the copy. Synchronous (the store's constructor is).
 */
export function backupBeforeMigration(db: Database.Database, file: string, fromVersion: number, now = new Date()): string {
  const stamp = now.toISOString().replace(/[-:]/g, '').replace(/\.\d+Z$/, 'Z');
  let target = `${file}.bak-v${fromVersion}-${stamp}`;
  // two processes upgrading the same file in the same second: the second keeps its own copy
  for (let n = 2; fs.existsSync(target); n++) target = `${file}.bak-v${fromVersion}-${stamp}-${n}`;
  const temporary = temporaryBeside(target);
  try {
    db.prepare('VACUUM INTO ?').run(temporary);
  } catch (error) {
    fs.rmSync(temporary, { force: true });
    throw error;
  }
  return finish(temporary, target).file;
}

/** Makes the copy self-contained, checks it, and gives it its name. */
function finish(temporary: string, target: string): BackupResult {
  let schemaVersion: number;
  try {
    const copy = new Database(temporary, { fileMustExist: true });
    try {
      // the source's WAL mode travels in the header; the copy is a plain file that needs no -wal to be read
      copy.pragma('journal_mode = DELETE');
      const check = copy.pragma('quick_check', { simple: true });
      if (check !== 'ok') throw new Error(`the copy fails SQLite's check: ${String(check)}`);
      schemaVersion = copy.pragma('user_version', { simple: true }) as number;
    } finally {
      copy.close();
    }
    fs.renameSync(temporary, target);
  } catch (error) {
    fs.rmSync(temporary, { force: true });
    throw error;
  }
  return { file: target, bytes: fs.statSync(target).size, schemaVersion };
}

function temporaryBeside(target: string): string {
  return path.join(path.dirname(path.resolve(target)), `.${path.basename(target)}.${process.pid}.${Date.now()}.tmp`);
}

export class NoStoreError extends Error {
  constructor(readonly path: string) {
    super(`no SQLite store at ${path}`);
    this.name = 'NoStoreError';
  }
}

/** The backup's target is a file of the store, or a file that may be in use (see store-files.ts): nothing written. */
export class UnsafeTargetError extends Error {
  constructor(readonly reason: UnsafeTarget) {
    super(`the backup would replace a file that is or may be part of a live database (${reason})`);
    this.name = 'UnsafeTargetError';
  }
}
