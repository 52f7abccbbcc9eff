// `npx butler --version`: the package's version and the schema version each store would migrate a database to
// (the number of its migrations). An operator compares the latter with a backup's before restoring it, and the
// CHANGELOG names every schema bump. Nothing is opened, nor loaded: the numbers are storage/schema-versions.ts's.
import { readFileSync } from 'node:fs';
import { projectFile } from '../runtime-files.ts';
import { SCHEMA_VERSIONS } from '../storage/schema-versions.ts';

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
  return { version: packageVersion(), sqliteSchema: SCHEMA_VERSIONS.sqlite, postgresSchema: SCHEMA_VERSIONS.postgres };
}
