// Which SQLite files the Butler may use. Its files carry PRAGMA application_id = BUTLER_APPLICATION_ID; a file from
// before the marker is recognised by its migration count (PRAGMA user_version) and its `sessions` table. Anything
// else that already holds tables belongs to another program and is refused, never given the Butler's tables.
import type Database from 'better-sqlite3';

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
 * Checks the open file (inside the migration's write transaction) and stamps the marker on a fresh file or an
 * unmarked one made by an earlier Butler. Throws ForeignDatabaseError for anything else.
 */
export function claimSqliteFile(db: Database.Database, knownMigrations: number): void {
  const appId = db.pragma('application_id', { simple: true }) as number;
  if (appId === BUTLER_APPLICATION_ID) return;
  if (appId !== 0) throw new ForeignDatabaseError(db.name, `its application_id is ${appId}`);
  const tables = (
    db.prepare("SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%' ORDER BY name").all() as Array<{
      name: string;
    }>
  ).map((t) => t.name);
  const userVersion = db.pragma('user_version', { simple: true }) as number;
  const fresh = tables.length === 0 && userVersion === 0;
  if (!fresh && !madeByButler(db, tables, userVersion, knownMigrations)) {
    const shown = tables.slice(0, 5).join(', ') + (tables.length > 5 ? ', …' : '');
    throw new ForeignDatabaseError(db.name, tables.length ? `it holds tables of another program: ${shown}` : `its user_version is ${userVersion}`);
  }
  db.pragma(`application_id = ${BUTLER_APPLICATION_ID}`);
}

/** A file written by a Butler from before the marker: migrations counted in user_version, our sessions table. */
function madeByButler(db: Database.Database, tables: string[], userVersion: number, knownMigrations: number): boolean {
  if (userVersion < 1 || userVersion > knownMigrations || !tables.includes('sessions')) return false;
  const columns = new Set((db.prepare('PRAGMA table_info(sessions)').all() as Array<{ name: string }>).map((c) => c.name));
  return ['key', 'version', 'data', 'deadline'].every((c) => columns.has(c));
}
