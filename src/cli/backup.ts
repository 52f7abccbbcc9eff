// `npx butler backup FILE [--db PATH]`: a consistent copy of the SQLite store while the bot runs
// (storage/sqlite-backup.ts). With DATABASE_URL the store is PostgreSQL, whose backups are pg_dump's: the command
// prints that recipe and exits 1 (no backup was made), so that a cron job set up for SQLite does not succeed quietly.
// The copy never replaces a file of the live store, nor a file that may be in use (storage/store-files.ts), and
// another program's SQLite file is refused unchanged (storage/sqlite-marker.ts).
// Exit codes: 0 written, 1 not written, 2 bad usage or configuration.
import { parseArgs } from 'node:util';
import { envOrProblem } from '../config.ts';
import { textFor } from '../messages/index.ts';
import { redactText } from '../log-redact.ts';
import { NoStoreError, onlineBackup, UnsafeTargetError } from '../storage/sqlite-backup.ts';
import { ForeignDatabaseError } from '../storage/sqlite-marker.ts';
import { cliLanguage } from './cli-language.ts';
import { postgresRecipe } from './postgres-recipe.ts';

export async function runBackup(
  argv: string[],
  out: (text: string) => void = (t) => process.stdout.write(`${t}\n`),
  env: NodeJS.ProcessEnv = process.env,
): Promise<number> {
  const text = textFor(cliLanguage(env)).cli.cliText.backup;
  let file: string | undefined;
  let db: string | undefined;
  try {
    const { values, positionals } = parseArgs({ args: argv, options: { db: { type: 'string' } }, allowPositionals: true, strict: true });
    if (positionals.length !== 1 || values.db === '') throw new Error('usage');
    [file] = positionals;
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
  if (config.DATABASE_URL && db === undefined) {
    out(text.postgres(postgresRecipe(config.BUTLER_PG_SCHEMA, { dump: 'butler-$(date +%F).dump', restore: text.restoreFile() })));
    return 1;
  }
  const source = db ?? config.BUTLER_DB ?? './data/butler.sqlite';
  try {
    const result = await onlineBackup(source, file!);
    out(text.done(result.file, Math.ceil(result.bytes / 1024), result.schemaVersion));
    return 0;
  } catch (error) {
    if (error instanceof NoStoreError) out(text.noStore(error.path));
    else if (error instanceof UnsafeTargetError) out(text.unsafeTarget(error.reason));
    else if (error instanceof ForeignDatabaseError) out(text.foreign(redactText(error.message)));
    else out(text.failed(redactText((error as Error).message)));
    return 1;
  }
}
