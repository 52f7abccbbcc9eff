// The PostgreSQL backup and restore recipe `npx butler backup` prints (and docs/operations.md shows with the
// variables instead of their values): pg_dump's, since the Butler does not copy a server's database itself.
//
// Why the restore is two commands: `pg_restore --schema=S` restores the objects in S but not S itself, so into an
// empty database (a new server, a dropped schema) every table failed with "schema does not exist" — so the schema
// is made first when missing. `--single-transaction --exit-on-error` makes the restore all or nothing: a failure half
// way (another program's objects in the way) leaves the old tables, never a half-dropped store. `--clean --if-exists`
// replaces the Butler's tables when they exist and is quiet when they do not. Without BUTLER_PG_SCHEMA the tables
// live in the connection's search path, `public` for the usual connection.

export interface PostgresRecipe {
  /** the backup, while the Butler runs */
  dump: string;
  /** the restore, with the Butler stopped: each line in turn */
  restore: readonly string[];
}

/** The recipe for the store's schema (undefined: `public`), writing to or reading from `file`. */
export function postgresRecipe(schema: string | undefined, file: { dump: string; restore: string }): PostgresRecipe {
  const name = schema ?? 'public';
  return {
    dump: `pg_dump --dbname="$DATABASE_URL" --format=custom --schema=${name} --file=${file.dump}`,
    restore: [
      `psql --dbname="$DATABASE_URL" --quiet --set=ON_ERROR_STOP=1 --command="CREATE SCHEMA IF NOT EXISTS ${name}"`,
      `pg_restore --dbname="$DATABASE_URL" --clean --if-exists --single-transaction --exit-on-error --schema=${name} ${file.restore}`,
    ],
  };
}
