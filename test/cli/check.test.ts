// `npx butler check`: the configuration and the store as a start would find them, without starting — the exit code
// says which (0 ready, 2 configuration, 1 store). And secrets from files: `<NAME>_FILE` read at start in place of
// the variable, censored in logs like it.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { runCheck } from '../../src/cli/check.ts';
import { parseEnv } from '../../src/config.ts';
import { secretsFromEnv } from '../../src/log-redact.ts';

const dir = mkdtempSync(join(tmpdir(), 'butler-check-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const TOKEN = '123456:ABCDEFGHIJKLMNOPQRSTUVWXYZabcdef';
/** an environment with nothing of the machine's in it: English lines, no token, no database */
const BASE = { LANG: 'C', PATH: process.env.PATH };

async function check(argv: string[], env: NodeJS.ProcessEnv) {
  const lines: string[] = [];
  const code = await runCheck(argv, (line) => lines.push(line), env);
  return { code, lines };
}

function secretFile(name: string, content: string): string {
  const path = join(dir, name);
  writeFileSync(path, content, { mode: 0o600 });
  return path;
}

describe('npx butler check', () => {
  it('GIVEN a good configuration and a new SQLite file WHEN checked THEN it says what would start and that the store opened, exit 0', async () => {
    const db = join(dir, 'new', 'butler.sqlite');
    expect(await check(['--db', db], BASE)).toEqual({ code: 0, lines: [`Ready to start: console; the store (SQLite ${db}) opened, 0 game(s) running.`] });
    // opened as a start opens it: the file is there, at the schema a start would leave
    expect(existsSync(db)).toBe(true);
  });

  it('GIVEN several configuration problems WHEN checked THEN each is a line, then the verdict, exit 2, and no store is opened', async () => {
    const db = join(dir, 'never.sqlite');
    const run = await check(['--db', db, '--nope'], { ...BASE, BUTLER_IDLE_DAYS: '0', LOG_LEVEL: 'loud' });
    expect(run.code).toBe(2);
    expect(run.lines.filter((line) => line.startsWith('butler: '))).toHaveLength(3);
    expect(run.lines.at(-1)).toMatch(/^The configuration is wrong \(3 problem\(s\)\)/);
    expect(existsSync(db)).toBe(false);
  });

  it('GIVEN a store that cannot be opened WHEN checked THEN the line says which and why, exit 1', async () => {
    const notADirectory = secretFile('plain-file', 'x');
    const run = await check(['--db', join(notADirectory, 'butler.sqlite')], BASE);
    expect(run.code).toBe(1);
    expect(run.lines).toEqual([expect.stringMatching(/^The store \(SQLite .*plain-file\/butler\.sqlite\) did not open: /)]);
  });

  it('GIVEN the real program WHEN `npx butler check` finds a bad value THEN its exit code reaches the shell', () => {
    const run = spawnSync(process.execPath, ['bin/butler.js', 'check', '--memory'], { encoding: 'utf8', env: { ...BASE, BUTLER_DEDUPE_DAYS: 'week' }, timeout: 120_000 });
    expect(run.status).toBe(2);
    expect(run.stdout).toMatch(/^butler: BUTLER_DEDUPE_DAYS: /m);
  }, 120_000);
});

describe('secrets from files', () => {
  it('GIVEN TELEGRAM_BOT_TOKEN_FILE naming a file with the token and a line break THEN the token is read from it, and a start would serve Telegram', async () => {
    const env = { ...BASE, TELEGRAM_BOT_TOKEN_FILE: secretFile('telegram', `${TOKEN}\n`) };
    expect(parseEnv(env).TELEGRAM_BOT_TOKEN).toBe(TOKEN);
    expect((await check(['--memory'], env)).lines).toEqual(['Ready to start: telegram (polling); the store (memory) opened, 0 game(s) running.']);
  });

  it('GIVEN each secret by file THEN each is read; DATABASE_URL_FILE and BUTLER_SEAL_KEY_FILE too', () => {
    const env = parseEnv({
      ...BASE,
      DISCORD_TOKEN_FILE: secretFile('discord', 'discord-token-of-some-length\n'),
      DISCORD_APP_ID: '123456789',
      DATABASE_URL_FILE: secretFile('db', 'postgres://butler:s3cret-pass@db:5432/butler\n'),
      BUTLER_SEAL_KEY_FILE: secretFile('seal', `${'ab'.repeat(32)}\n`),
      TELEGRAM_WEBHOOK_SECRET_FILE: secretFile('hook', `${'h'.repeat(40)}\n`),
    });
    expect(env).toMatchObject({
      DISCORD_TOKEN: 'discord-token-of-some-length',
      DATABASE_URL: 'postgres://butler:s3cret-pass@db:5432/butler',
      BUTLER_SEAL_KEY: 'ab'.repeat(32),
      TELEGRAM_WEBHOOK_SECRET: 'h'.repeat(40),
    });
  });

  it('GIVEN a variable and its _FILE both set, or a _FILE that cannot be read THEN each is a configuration problem naming the path, never the content', async () => {
    const both = await check(['--memory'], { ...BASE, TELEGRAM_BOT_TOKEN: TOKEN, TELEGRAM_BOT_TOKEN_FILE: secretFile('t2', TOKEN) });
    expect(both.code).toBe(2);
    expect(both.lines[0]).toBe('butler: TELEGRAM_BOT_TOKEN_FILE: TELEGRAM_BOT_TOKEN is set too; set one of them');
    const missing = await check(['--memory'], { ...BASE, DISCORD_TOKEN_FILE: join(dir, 'no-such-file'), DISCORD_APP_ID: '123456789' });
    expect(missing.code).toBe(2);
    expect(missing.lines[0]).toBe(`butler: DISCORD_TOKEN_FILE: cannot read ${join(dir, 'no-such-file')} (ENOENT)`);
    // a bad value from a file is named by its variable, its value never printed
    const bad = await check(['--memory'], { ...BASE, TELEGRAM_BOT_TOKEN_FILE: secretFile('bad', 'not-a-token-at-all') });
    expect(bad.lines.join('\n')).toMatch(/TELEGRAM_BOT_TOKEN: must look like/);
    expect(bad.lines.join('\n')).not.toContain('not-a-token-at-all');
  });

  it('GIVEN a token read from a file THEN the log redactor knows it as a secret, as one set directly', () => {
    expect(secretsFromEnv({ TELEGRAM_BOT_TOKEN_FILE: secretFile('t3', `${TOKEN}\n`) })).toContain(TOKEN);
  });
});
