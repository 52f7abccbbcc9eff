// The three stores a storage test runs against (memory, a fresh SQLite file, a fresh PostgreSQL schema), with the
// clean-up of the files and schemas they made. PostgreSQL is skipped when it does not answer (never in CI).
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach } from 'vitest';
import { openStore, type OpenStoreOptions } from '../../src/storage/open-store.ts';
import type { SessionStore } from '../../src/storage/types.ts';
import { dropSchemas, postgresReady, postgresUrl, uniqueSchema } from './postgres.ts';

export interface StoreKind {
  kind: OpenStoreOptions['kind'];
  skip: boolean;
  /** options for a new, empty store of this kind */
  options: () => OpenStoreOptions;
}

/** `label` names the temp folder and the schemas; call `cleanup` in afterAll. */
export async function storeKinds(label: string, poolSize = 4) {
  const pgReady = await postgresReady();
  const tmpDir = fs.mkdtempSync(path.join(os.tmpdir(), `butler-${label}-`));
  const schemas: string[] = [];
  let fileNo = 0;
  const kinds: StoreKind[] = [
    { kind: 'memory', skip: false, options: () => ({ kind: 'memory' }) },
    { kind: 'sqlite', skip: false, options: () => ({ kind: 'sqlite', path: path.join(tmpDir, `${++fileNo}.sqlite`) }) },
    {
      kind: 'postgres',
      skip: !pgReady,
      options: () => {
        const schema = uniqueSchema(label);
        schemas.push(schema);
        return { kind: 'postgres', url: postgresUrl(), schema, poolSize };
      },
    },
  ];
  const cleanup = async () => {
    fs.rmSync(tmpDir, { recursive: true, force: true });
    if (pgReady) await dropSchemas(schemas);
  };
  return { kinds, pgReady, cleanup };
}

/** Inside a describe: `fresh()` opens a new store of these options; every store opened is closed after each test. */
export function freshStores(options: () => OpenStoreOptions): () => Promise<SessionStore> {
  let open: SessionStore[] = [];
  afterEach(async () => {
    await Promise.all(open.map((store) => store.close()));
    open = [];
  });
  return async () => {
    const store = await openStore(options());
    open.push(store);
    return store;
  };
}
