// What this process is, said once at start (one log line in every mode) and kept in butler_build_info: the package
// version, the store it runs on (where, never with a password) and that store's schema version.
import { packageVersion } from '../cli/version.ts';
import type { OpenStoreOptions } from '../storage/open-store.ts';

export interface BuildInfo {
  version: string;
  /** 'sqlite' | 'postgres' | 'memory' */
  store: string;
  /** the schema version the store runs at ('none' for memory) */
  schema: string;
  /** where the store is: the SQLite file, PostgreSQL's host/database and schema (no user, no password), or memory */
  where: string;
}

export async function buildInfo(opened: OpenStoreOptions): Promise<BuildInfo> {
  const version = packageVersion();
  switch (opened.kind) {
    case 'memory':
      return { version, store: 'memory', schema: 'none', where: 'in memory (--memory: nothing kept)' };
    case 'sqlite': {
      // (the store's module is loaded already: it opened the store)
      const { SQLITE_SCHEMA_VERSION } = await import('../storage/sqlite-store.ts');
      return { version, store: 'sqlite', schema: String(SQLITE_SCHEMA_VERSION), where: opened.path };
    }
    case 'postgres': {
      const { POSTGRES_SCHEMA_VERSION } = await import('../storage/postgres-store.ts');
      const url = new URL(opened.url);
      const where = `${url.host}${url.pathname}${opened.schema ? ` (schema ${opened.schema})` : ''}`;
      return { version, store: 'postgres', schema: String(POSTGRES_SCHEMA_VERSION), where };
    }
  }
}

const STORE_NAMES: Record<string, string> = { sqlite: 'SQLite', postgres: 'PostgreSQL', memory: 'memory' };

/**
 * The start-up line: `started · version 1.4.0 · SQLite ./data/butler.sqlite (schema 9) · http://127.0.0.1:8080 ·
 * telegram (long polling)`.
 */
export function startLine(info: BuildInfo, listening: string | null, serving: string): string {
  const store = info.store === 'memory' ? info.where : `${STORE_NAMES[info.store] ?? info.store} ${info.where} (schema ${info.schema})`;
  return `started · version ${info.version} · ${store} · ${listening ?? 'no HTTP server (BUTLER_HTTP_PORT unset)'} · ${serving}`;
}
