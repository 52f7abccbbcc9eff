// `npx butler --version`: the package's version and the schema version each store would migrate a database to
// (the number of its migrations). An operator compares the latter with a backup's before restoring it, and the
// CHANGELOG names every schema bump. Nothing is opened: the numbers are constants of the stores' modules.
import { readFileSync } from 'node:fs';
import { projectFile } from '../runtime-files.ts';

export interface VersionInfo {
  /** package.json's version */
  version: string;
  sqliteSchema: number;
  postgresSchema: number;
}

/** package.json's version, read from the project's root (the sources' or the bundle's, see runtime-files.ts). */
export function packageVersion(): string {
  const pkg = JSON.parse(readFileSync(projectFile('package.json'), 'utf8')) as { version?: unknown };
  return typeof pkg.version === 'string' ? pkg.version : 'unknown';
}

export async function versionInfo(): Promise<VersionInfo> {
  // The stores' modules only define their migrations when loaded; neither opens a database.
  const [{ SQLITE_SCHEMA_VERSION }, { POSTGRES_SCHEMA_VERSION }] = await Promise.all([
    import('../storage/sqlite-store.ts'),
    import('../storage/postgres-store.ts'),
  ]);
  return { version: packageVersion(), sqliteSchema: SQLITE_SCHEMA_VERSION, postgresSchema: POSTGRES_SCHEMA_VERSION };
}
