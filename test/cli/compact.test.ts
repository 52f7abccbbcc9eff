// `npx butler compact`: after /forgetme, what the operator runs so that the store's files hold nothing of the person
// (issue 49). SQLite: the compaction the bot would run within minutes, now. PostgreSQL: the tables that hold people
// rewritten (the files themselves are read in test/storage/postgres-erasure.test.ts). A store that is not the
// Butler's, or none, gets one line and exit 1.
import { existsSync, mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Database from 'better-sqlite3';
import { afterAll, describe, expect, it } from 'vitest';
import { runCompact } from '../../src/cli/compact.ts';
import { makeChat } from '../helpers/chat.ts';
import { SqliteSessionStore } from '../../src/storage/sqlite-store.ts';
import { dropSchemas, postgresReady, postgresUrl, uniqueSchema } from '../helpers/postgres.ts';

const pgReady = await postgresReady();
const schemas: string[] = [];
afterAll(() => dropSchemas(schemas));
const ENV = { LANG: 'C' };

describe('npx butler compact', () => {
  it('GIVEN a SQLite store after /forgetme WHEN compact runs THEN the erasure’s compaction is done now and no byte of the name is left; run again, nothing waits', async () => {
    const path = join(mkdtempSync(join(tmpdir(), 'butler-compact-')), 'butler.sqlite');
    // (a compaction far away, as the bot would leave it for minutes)
    const store = new SqliteSessionStore({ path, compactAfterMs: 3_600_000 });
    const chat = await makeChat({ store, dice: [6, 6, 6, 6, 6, 1, 2, 3, 4, 6] });
    await chat.say('zoltan', '/newgame craps');
    await chat.say('bob', '/join');
    await chat.say('zoltan', '/startgame');
    await chat.say('zoltan', 'бросаю кости');
    await chat.say('zoltan', '/forgetme');
    const lines: string[] = [];
    expect(await runCompact(['--db', path], (l) => lines.push(l), ENV)).toBe(0);
    expect(await runCompact(['--db', path], (l) => lines.push(l), ENV)).toBe(0);
    expect(lines).toEqual([expect.stringMatching(/^Compacted: the log is truncated/), expect.stringMatching(/^Nothing to compact/)]);
    for (const file of [path, `${path}-wal`].filter(existsSync)) expect(readFileSync(file).includes(Buffer.from('zoltan'))).toBe(false);
    await chat.close();
  });

  it('GIVEN no store, another program’s file or bad usage THEN one line, exit 1 or 2, and nothing is created or changed', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'butler-compact-'));
    const lines: string[] = [];
    expect(await runCompact(['--db', join(dir, 'none.sqlite')], (l) => lines.push(l), ENV)).toBe(1);
    expect(existsSync(join(dir, 'none.sqlite'))).toBe(false);
    const other = join(dir, 'other.sqlite');
    const db = new Database(other);
    db.exec('CREATE TABLE invoices (id INTEGER)');
    db.close();
    const before = readFileSync(other);
    expect(await runCompact(['--db', other], (l) => lines.push(l), ENV)).toBe(1);
    expect(readFileSync(other).equals(before)).toBe(true);
    expect(await runCompact(['extra'], (l) => lines.push(l), ENV)).toBe(2);
    expect(lines).toEqual([
      expect.stringMatching(/^No SQLite store at .*none\.sqlite/),
      expect.stringMatching(/^Not compacted: .*is not a Butler database/),
      expect.stringMatching(/^Usage: npx butler compact/),
    ]);
  });

  it.skipIf(!pgReady)('GIVEN DATABASE_URL WHEN compact runs THEN the tables that hold people are rewritten and a CHECKPOINT is made', async () => {
    const schema = uniqueSchema('compact_cli');
    schemas.push(schema);
    const lines: string[] = [];
    expect(await runCompact([], (l) => lines.push(l), { ...ENV, DATABASE_URL: postgresUrl(), BUTLER_PG_SCHEMA: schema })).toBe(0);
    expect(lines).toEqual([expect.stringMatching(/^Compacted: \d+ tables rewritten, CHECKPOINT done\./)]);
  });
});
