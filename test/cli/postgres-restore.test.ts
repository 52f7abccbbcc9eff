// The PostgreSQL backup recipe of docs/operations.md, run as written: a game under way is dumped, its schema is
// dropped (the database is then as empty as a new server's: the restore used to fail there with "schema does not
// exist" on every table), restored, and the game goes on where it was; restored a second time over the live tables
// it is still the same game. `npx butler backup` prints the same lines.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { postgresRecipe } from '../../src/cli/postgres-recipe.ts';
import { withDefaultPgUser } from '../../src/storage/postgres-store.ts';
import { makeChat } from '../helpers/chat.ts';
import { dropSchemas, postgresReady, postgresUrl, uniqueSchema } from '../helpers/postgres.ts';

const ready = await postgresReady();
const hasTools = ['pg_dump', 'pg_restore', 'psql'].every((tool) => spawnSync(tool, ['--version']).status === 0);
const dir = mkdtempSync(join(tmpdir(), 'butler-pg-restore-'));
const schema = uniqueSchema('restore');
/** the dump file as the recipe names it: today's when written, a dated one when read */
const DUMP_FILE = /butler-(?:\$\(date \+%F\)|\S*)\.dump/;
afterAll(async () => {
  rmSync(dir, { recursive: true, force: true });
  if (ready) await dropSchemas([schema]);
});

/** The recipe's lines in docs/operations.md (between its markers, comments left out). */
function documentedRecipe(): string[] {
  const text = readFileSync('docs/operations.md', 'utf8');
  const block = /<!-- postgres-recipe:start[^>]*-->\s*```sh\n([\s\S]*?)```\s*<!-- postgres-recipe:end -->/.exec(text)?.[1];
  if (!block) throw new Error('docs/operations.md has no postgres-recipe block');
  return block.split('\n').filter((line) => line.trim() !== '' && !line.startsWith('#'));
}

/** Runs one line of the recipe by sh, as an operator would, the dump file in a temp folder. */
function run(line: string): { status: number | null; stderr: string } {
  const local = line.replace(DUMP_FILE, join(dir, 'butler.dump'));
  const result = spawnSync('sh', ['-c', local], {
    encoding: 'utf8',
    env: { ...process.env, DATABASE_URL: withDefaultPgUser(postgresUrl()), BUTLER_PG_SCHEMA: schema },
    timeout: 60_000,
  });
  return { status: result.status, stderr: result.stderr };
}

describe.skipIf(!ready || !hasTools)('the PostgreSQL backup recipe', () => {
  it('GIVEN a game under way WHEN it is dumped, its schema dropped and restored by the documented lines THEN the game goes on where it was, also after a second restore over it', async () => {
    const store = { kind: 'postgres' as const, url: postgresUrl(), schema, poolSize: 2 };
    const before = await makeChat({ dice: [3, 4], store });
    for (const line of ['/newgame craps', '/join', '/startgame', 'бросаю кости']) await before.say(line === '/join' ? 'bob' : 'alice', line);
    const status = (await before.say('bob', '/status'))!.text;
    await before.close();
    expect(status).toMatch(/bob/);

    const [dump, ...restore] = documentedRecipe();
    expect(dump).toMatch(/^pg_dump /);
    expect(restore).toHaveLength(2);
    expect(run(dump!)).toEqual({ status: 0, stderr: '' });

    await dropSchemas([schema]);
    for (const line of restore) expect(run(line), line).toMatchObject({ status: 0, stderr: expect.not.stringMatching(/error/i) });
    const after = await makeChat({ dice: [2, 2], store });
    expect((await after.say('bob', '/status'))!.text).toBe(status);
    await after.close();

    // over the live tables: the same again, not doubled
    for (const line of restore) expect(run(line), line).toMatchObject({ status: 0 });
    const again = await makeChat({ dice: [2, 2], store });
    expect((await again.say('bob', '/status'))!.text).toBe(status);
    expect((await again.say('bob', 'бросаю кости'))!.text).toMatch(/bob/);
    await again.close();
  }, 120_000);
});

describe('npx butler backup on PostgreSQL', () => {
  it('GIVEN a schema WHEN the recipe is printed THEN its lines are the documented ones with the schema filled in; without one, public', () => {
    const documented = documentedRecipe().map((line) => line.replace(DUMP_FILE, 'FILE'));
    const printed = postgresRecipe('butler_prod', { dump: 'FILE', restore: 'FILE' });
    expect([printed.dump, ...printed.restore]).toEqual(documented.map((line) => line.replaceAll('${BUTLER_PG_SCHEMA:-public}', 'butler_prod')));
    expect(postgresRecipe(undefined, { dump: 'FILE', restore: 'FILE' }).restore[0]).toContain('CREATE SCHEMA IF NOT EXISTS public');
  });
});
