// `npx butler compact [--db PATH]`: what the operator runs so that a /forgetme leaves nothing in the store's files
// (issue 49; docs/operations.md says what each store needs and what even this cannot reach).
// - PostgreSQL (DATABASE_URL): the tables that hold people rewritten into new files (VACUUM FULL) and a CHECKPOINT
//   (storage/postgres-compact.ts). Each table is locked while it is written: moves wait for it.
// - SQLite: the store compacts itself within minutes of each /forgetme; this runs that compaction now (the write-ahead
//   log checkpointed and truncated; deleted text is zeroed where it lay).
// Exit codes: 0 done (or nothing waited), 1 failed (one line saying why), 2 bad usage or configuration.
import { existsSync } from 'node:fs';
import { parseArgs } from 'node:util';
import { DEFAULT_SQLITE_FILE, envOrProblem } from '../config.ts';
import { redactText } from '../log-redact.ts';
import { textFor } from '../messages/index.ts';
import { cliLanguage } from './cli-language.ts';

export async function runCompact(
  argv: string[],
  out: (text: string) => void = (t) => process.stdout.write(`${t}\n`),
  env: NodeJS.ProcessEnv = process.env,
): Promise<number> {
  const text = textFor(cliLanguage(env)).cli.cliText.compact;
  let db: string | undefined;
  try {
    const { values, positionals } = parseArgs({ args: argv, options: { db: { type: 'string' } }, allowPositionals: true, strict: true });
    if (positionals.length !== 0 || values.db === '') throw new Error('usage');
    db = values.db;
  } catch {
    out(text.usage());
    return 2;
  }
  const read = envOrProblem(env);
  if ('problem' in read) {
    out(read.problem);
    return 2;
  }
  const config = read.env;
  try {
    if (config.DATABASE_URL && db === undefined) {
      const { PostgresSessionStore } = await import('../storage/postgres-store.ts');
      const store = await PostgresSessionStore.open({ url: config.DATABASE_URL, schema: config.BUTLER_PG_SCHEMA, poolSize: 1 });
      try {
        const done = await store.compactErasures();
        out(text.postgres(done.tables.length, done.checkpoint));
      } finally {
        await store.close();
      }
      return 0;
    }
    const file = db ?? config.BUTLER_DB ?? DEFAULT_SQLITE_FILE;
    // (a compaction never creates a store)
    if (!existsSync(file)) {
      out(text.noStore(file));
      return 1;
    }
    const { SqliteSessionStore } = await import('../storage/sqlite-store.ts');
    const store = new SqliteSessionStore({ path: file, checkpointEvery: 0 });
    try {
      out(text.sqlite(await store.compact()));
    } finally {
      await store.close();
    }
    return 0;
  } catch (error) {
    out(text.failed(redactText(String((error as Error)?.message ?? error)).replace(/\s+/g, ' ').trim()));
    return 1;
  }
}
