// For tests that need a real PostgreSQL. Locally, a missing server skips those tests with a warning that says so;
// in CI (env CI set) a missing server is a failure, so a broken CI database cannot turn into silently green tests.

import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { withDefaultPgUser } from '../../src/storage/postgres-store.ts';

export function postgresUrl(): string {
  return process.env.TEST_DATABASE_URL ?? 'postgres://127.0.0.1:5432/test';
}

/** True when a connection to `url` succeeds within 2 s. */
export async function pgAvailable(url = postgresUrl()): Promise<boolean> {
  const client = new pg.Client({ connectionString: withDefaultPgUser(url), connectionTimeoutMillis: 2000 });
  client.on('error', () => {}); // a late socket error after a failed connect must not crash the test worker
  try {
    await client.connect();
    await client.query('SELECT 1');
    return true;
  } catch {
    return false;
  } finally {
    await client.end().catch(() => {});
  }
}

function inCI(): boolean {
  const ci = process.env.CI;
  return ci !== undefined && ci !== '' && ci !== '0' && ci.toLowerCase() !== 'false';
}

/** The URL without its password, for messages. */
function shown(url: string): string {
  try {
    const parsed = new URL(url);
    if (parsed.password) parsed.password = '***';
    return parsed.toString();
  } catch {
    return '(unparseable TEST_DATABASE_URL)';
  }
}

/**
 * Call at the top of a test file (top-level await) and pass the result to `describe.skipIf(!…)`. Returns false —
 * after printing why — when PostgreSQL is unreachable; throws instead when CI is set, which fails the file.
 */
export async function postgresReady(): Promise<boolean> {
  const url = postgresUrl();
  if (await pgAvailable(url)) return true;
  const why = `PostgreSQL is not reachable at ${shown(url)} (2 s connect timeout)`;
  if (inCI()) {
    throw new Error(`${why}, and CI is set: the PostgreSQL tests must run in CI, not be skipped`);
  }
  console.warn(`${why}: SKIPPING the PostgreSQL tests. Start PostgreSQL or set TEST_DATABASE_URL to run them.`);
  return false;
}

/** A fresh schema name, unique per call, that `dropSchemas` removes afterwards. */
export function uniqueSchema(label: string): string {
  return `butler_test_${label}_${process.pid}_${randomBytes(4).toString('hex')}`;
}

/** Runs SQL on a short-lived connection (test setup and inspection, not the store under test). */
export async function withPgClient<T>(work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: withDefaultPgUser(postgresUrl()) });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

export async function dropSchemas(schemas: Iterable<string>): Promise<void> {
  const names = [...schemas];
  if (names.length === 0) return;
  await withPgClient(async (client) => {
    for (const name of names) await client.query(`DROP SCHEMA IF EXISTS ${pg.escapeIdentifier(name)} CASCADE`);
  });
}
