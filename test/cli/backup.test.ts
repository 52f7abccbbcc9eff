// `npx butler backup` while a game runs in the console: the copy, opened by another Butler, is the same game —
// its /status reads the same as the running Butler's at the moment of the copy.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createInterface } from 'node:readline';
import { afterAll, describe, expect, it } from 'vitest';
import { runBackup } from '../../src/cli/backup.ts';

const dir = mkdtempSync(join(tmpdir(), 'butler-backup-cli-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const ENV = { ...process.env, LANG: 'C', TELEGRAM_BOT_TOKEN: '', DISCORD_TOKEN: '', DATABASE_URL: '', BUTLER_SEAL_KEY: 'ab'.repeat(32) };

/** A console Butler whose input stays open: each `say` waits for the reply to its line. */
function runningButler(args: string[]) {
  const child = spawn(process.execPath, ['bin/butler.js', ...args], { env: ENV, stdio: ['pipe', 'pipe', 'pipe'] });
  const replies = createInterface({ input: child.stdout })[Symbol.asyncIterator]();
  return {
    async say(line: string): Promise<{ text: string }> {
      child.stdin.write(`${line}\n`);
      const next = await replies.next();
      if (next.done) throw new Error(`the Butler ended before answering ${line}`);
      return JSON.parse(next.value) as { text: string };
    },
    end: () => new Promise<number | null>((done) => (child.on('close', done), child.stdin.end())),
  };
}

describe('npx butler backup', () => {
  it('GIVEN a Craps game under way in a running console WHEN a backup is taken THEN a Butler started on the copy shows the same /status', async () => {
    const db = join(dir, 'butler.sqlite');
    const copy = join(dir, 'copy.sqlite');
    const live = runningButler(['--db', db, '--json', '--dice', '4,2,3,3,5,5,1,2']);
    for (const line of ['alice: /newgame craps', 'bob: /join', 'alice: /startgame', 'alice: бросаю кости']) await live.say(line);

    const backup = spawnSync(process.execPath, ['bin/butler.js', 'backup', copy, '--db', db], { encoding: 'utf8', env: ENV, timeout: 120_000 });
    expect(backup.stderr).toBe('');
    expect(backup.status).toBe(0);
    expect(backup.stdout).toMatch(/^Backup written: .*copy\.sqlite \(\d+ kB, schema \d+\)\.$/m);

    const statusThen = (await live.say('bob: /status')).text;
    // the game goes on in the running Butler; the copy keeps the moment it was taken
    await live.say('bob: бросаю кости');
    expect((await live.say('bob: /status')).text).not.toBe(statusThen);
    expect(await live.end()).toBe(0);

    const restored = spawnSync(process.execPath, ['bin/butler.js', '--db', copy, '--json'], { input: 'bob: /status\n', encoding: 'utf8', env: ENV, timeout: 120_000 });
    expect(restored.status).toBe(0);
    expect(statusThen).toMatch(/alice/);
    expect((JSON.parse(restored.stdout.trim().split('\n')[0]!) as { text: string }).text).toBe(statusThen);
  }, 300_000);

  // (what the command answers without a store to copy, in this process: runBackup is what `npx butler backup` runs)
  const backup = async (args: string[], env: NodeJS.ProcessEnv = ENV) => {
    const lines: string[] = [];
    const status = await runBackup(args, (line) => lines.push(line), env);
    return { status, stdout: lines.join('\n') };
  };

  it('GIVEN DATABASE_URL WHEN backup is asked for THEN it makes no copy, prints the pg_dump recipe with the schema, exit 1', async () => {
    const run = await backup([join(dir, 'pg.sqlite')], { ...ENV, DATABASE_URL: 'postgres://127.0.0.1/test', BUTLER_PG_SCHEMA: 'butler_prod' });
    expect(run.status).toBe(1);
    expect(run.stdout).toMatch(/pg_dump --dbname="\$DATABASE_URL" .*--schema=butler_prod/);
    expect(run.stdout).toContain('BUTLER_SEAL_KEY');
    expect(existsSync(join(dir, 'pg.sqlite'))).toBe(false);
  });

  it('GIVEN no file, two files or no store WHEN backup runs THEN a usage line (2) or the reason (1)', async () => {
    expect((await backup([])).status).toBe(2);
    expect((await backup(['a', 'b'])).stdout).toMatch(/^Usage: npx butler backup FILE/);
    const missing = await backup([join(dir, 'x.sqlite'), '--db', join(dir, 'none.sqlite')]);
    expect(missing.status).toBe(1);
    expect(missing.stdout).toMatch(/No SQLite store at .*none\.sqlite/);
  });
});
