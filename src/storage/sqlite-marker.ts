// Which SQLite files the Butler may use. Its files carry PRAGMA application_id = BUTLER_APPLICATION_ID; a file from
// before the marker is recognised by its migration count (PRAGMA user_version) and its `sessions` table. Anything
// else that already holds tables belongs to another program and is refused, never given the Butler's tables.
import fs from 'node:fs';
import Database from 'better-sqlite3';

/** "BtLr" as a 32-bit big-endian number; written into the file header by the first migration run. */
export const BUTLER_APPLICATION_ID = 0x42744c72;

export class ForeignDatabaseError extends Error {
  constructor(file: string, why: string) {
    super(
      `${file} is not a Butler database (${why}); the Butler will not add its tables to another program's file — ` +
        'point --db or BUTLER_DB at a new file',
    );
    this.name = 'ForeignDatabaseError';
  }
}

/**
 * The same check before anything writes (issue 49), so that another program's file is refused exactly as it was
 * found: opening it for writing would already switch it to WAL mode (its header changed) before the check inside the
 * migration could refuse it. The header is read as bytes (the marker and the journal mode are there); only a file
 * without a marker is opened, read-only, to list its tables (a WAL-mode one may get empty -wal and -shm files beside
 * it from that read — SQLite's doing, its bytes stay as they were). A missing or empty file is fresh. Throws
 * ForeignDatabaseError, also for a file that is not SQLite at all.
 */
export function checkSqliteOwnership(file: string, knownMigrations = Number.POSITIVE_INFINITY): void {
  if (file === ':memory:' || file === '') return;
  let header: Buffer;
  try {
    const stat = fs.statSync(file);
    if (!stat.isFile()) throw new ForeignDatabaseError(file, 'it is not a plain file');
    header = readHeader(file);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return;
    throw error;
  }
  if (header.length === 0) return;
  if (header.length < 100 || !header.subarray(0, 16).equals(SQLITE_MAGIC)) throw new ForeignDatabaseError(file, 'it is not a SQLite database');
  const appId = header.readUInt32BE(68);
  if (appId === BUTLER_APPLICATION_ID) return;
  if (appId !== 0) throw new ForeignDatabaseError(file, `its application_id is ${appId}`);
  let db: Database.Database;
  try {
    db = new Database(file, { readonly: true, fileMustExist: true });
  } catch (error) {
    throw new ForeignDatabaseError(file, `SQLite cannot open it: ${(error as Error).message}`);
  }
  try {
    refuseForeign(db, file, knownMigrations);
  } catch (error) {
    if (error instanceof ForeignDatabaseError) throw error;
    throw new ForeignDatabaseError(file, `SQLite cannot read it: ${(error as Error).message}`);
  } finally {
    db.close();
  }
}

const SQLITE_MAGIC = Buffer.from('SQLite format 3\0', 'latin1');

/** The file's first 100 bytes: SQLite's header (fewer when the file is shorter). */
function readHeader(file: string): Buffer {
  const fd = fs.openSync(file, 'r');
  try {
    const buffer = Buffer.alloc(100);
    return buffer.subarray(0, fs.readSync(fd, buffer, 0, 100, 0));
  } finally {
    fs.closeSync(fd);
  }
}

/**
 * Checks the open file (inside the migration's write transaction) and stamps the marker on a fresh file or an
 * unmarked one made by an earlier Butler. Throws ForeignDatabaseError for anything else.
 */
export function claimSqliteFile(db: Database.Database, knownMigrations: number): void {
  if (refuseForeign(db, db.name, knownMigrations)) return;
  db.pragma(`application_id = ${BUTLER_APPLICATION_ID}`);
}

/** Throws ForeignDatabaseError for another program's file; true when the file is marked already, false to mark. */
function refuseForeign(db: Database.Database, file: string, knownMigrations: number): boolean {
  const appId = db.pragma('application_id', { simple: true }) as number;
  if (appId === BUTLER_APPLICATION_ID) return true;
  if (appId !== 0) throw new ForeignDatabaseError(file, `its application_id is ${appId}`);
  const tables = (
    db.prepare("SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%' ORDER BY name").all() as Array<{
      name: string;
    }>
  ).map((t) => t.name);
  const userVersion = db.pragma('user_version', { simple: true }) as number;
  const fresh = tables.length === 0 && userVersion === 0;
  if (!fresh && !madeByButler(db, tables, userVersion, knownMigrations)) {
    const shown = tables.slice(0, 5).join(', ') + (tables.length > 5 ? ', …' : '');
    throw new ForeignDatabaseError(file, tables.length ? `it holds tables of another program: ${shown}` : `its user_version is ${userVersion}`);
  }
  return false;
}

/** A file written by a Butler from before the marker: migrations counted in user_version, our sessions table. */
function madeByButler(db: Database.Database, tables: string[], userVersion: number, knownMigrations: number): boolean {
  if (userVersion < 1 || userVersion > knownMigrations || !tables.includes('sessions')) return false;
  const columns = new Set((db.prepare('PRAGMA table_info(sessions)').all() as Array<{ name: string }>).map((c) => c.name));
  return ['key', 'version', 'data', 'deadline'].every((c) => columns.has(c));
}
