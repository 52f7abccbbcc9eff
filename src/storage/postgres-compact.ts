// `npx butler compact` on PostgreSQL (issue 49): /forgetme rewrites the person's rows at once, but PostgreSQL keeps
// the rows' old versions in the tables' files — dead tuples until a vacuum, and a plain VACUUM (autovacuum's) only
// marks their space free, it does not overwrite it — so the old name stays readable on disk. VACUUM FULL writes
// each table (with its TOAST table and indexes) into new files and drops the old ones; CHECKPOINT then writes every
// page out. What even this cannot reach is said in docs/operations.md: the write-ahead log's segments (recycled on
// the server's own schedule), replicas, archived WAL and backups, and the disk blocks the dropped files occupied.
import type pg from 'pg';

export interface PostgresCompaction {
  /** the tables rewritten, as named */
  tables: string[];
  /** CHECKPOINT ran (false: the role may not run it — a superuser's or pg_checkpoint's right) */
  checkpoint: boolean;
}

/**
 * Rewrites each of `tables` that exists (VACUUM FULL: each holds an exclusive lock on its table while it is written,
 * so moves wait for it — seconds for a small store; see docs/operations.md), then asks for a CHECKPOINT.
 */
export async function compactTables(pool: pg.Pool, tables: readonly string[]): Promise<PostgresCompaction> {
  const done: string[] = [];
  for (const table of tables) {
    const exists = await pool.query<{ found: string | null }>('SELECT to_regclass($1)::text AS found', [table]);
    if (!exists.rows[0]?.found) continue;
    await pool.query(`VACUUM (FULL, ANALYZE) ${table}`);
    done.push(table);
  }
  let checkpoint = true;
  try {
    await pool.query('CHECKPOINT');
  } catch (error) {
    // 42501 insufficient_privilege: the tables are rewritten all the same; the server's next checkpoint writes them
    if ((error as { code?: string }).code !== '42501') throw error;
    checkpoint = false;
  }
  return { tables: done, checkpoint };
}
