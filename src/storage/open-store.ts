// Picks a SessionStore from configuration. The drivers are imported lazily so that a console run on SQLite never
// loads `pg`, and a PostgreSQL deployment never loads the native SQLite binding.

import type { SessionStore } from './types.ts';

export type OpenStoreOptions =
  | { kind: 'memory' }
  | {
      kind: 'sqlite';
      /** the database file; its parent directory is created if missing */
      path: string;
      /** 'NORMAL' (default): survives a process crash; the last commits may be lost on an OS crash or power loss */
      synchronous?: 'NORMAL' | 'FULL';
    }
  | {
      kind: 'postgres';
      /** postgres://user:pass@host:port/db */
      url: string;
      /** the PostgreSQL schema that holds the tables (created if missing); default: the connection's search_path */
      schema?: string;
      /** connections in the pool (default 10) */
      poolSize?: number;
      /** 'off' (default): survives a Butler crash; the last commits may be lost if the PostgreSQL server crashes */
      synchronousCommit?: 'on' | 'off';
    };

export async function openStore(opts: OpenStoreOptions): Promise<SessionStore> {
  switch (opts.kind) {
    case 'memory': {
      const { MemorySessionStore } = await import('./memory-store.ts');
      return new MemorySessionStore();
    }
    case 'sqlite': {
      const { SqliteSessionStore } = await import('./sqlite-store.ts');
      return new SqliteSessionStore({ path: opts.path, synchronous: opts.synchronous });
    }
    case 'postgres': {
      const { PostgresSessionStore } = await import('./postgres-store.ts');
      return PostgresSessionStore.open({
        url: opts.url,
        schema: opts.schema,
        poolSize: opts.poolSize,
        synchronousCommit: opts.synchronousCommit,
      });
    }
  }
}
