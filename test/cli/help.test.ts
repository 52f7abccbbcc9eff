// `npx butler --help` / `--version`, and the same on every subcommand: answered at once with exit code 0, before any
// configuration or store is read (a broken environment does not stop them).
import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { SUBCOMMANDS } from '../../src/cli/subcommands.ts';
import { KNOWN_VARIABLES } from '../../src/config.ts';
import { SQLITE_SCHEMA_VERSION } from '../../src/storage/sqlite-store.ts';
import { POSTGRES_SCHEMA_VERSION } from '../../src/storage/postgres-store.ts';
import { inEveryLanguage } from '../../src/messages/index.ts';
import { quickAnswer } from '../../src/cli/quick-answer.ts';
import { helpText } from '../../src/cli/help.ts';

const VERSION = (JSON.parse(readFileSync('package.json', 'utf8')) as { version: string }).version;

function butler(args: string[]) {
  return spawnSync(process.execPath, ['bin/butler.js', ...args], {
    encoding: 'utf8',
    input: '',
    // a broken environment: help and version must not read it
    env: { ...process.env, LANG: 'C', LC_ALL: '', LC_MESSAGES: '', BUTLER_IDLE_DAYS: 'soon', DATABASE_URL: 'mysql://x' },
    timeout: 120_000,
  });
}

describe('--help and --version', () => {
  it('GIVEN npx butler --help THEN the usage, every subcommand and every variable the Butler reads are listed, exit 0', () => {
    const run = butler(['--help']);
    expect(run.status).toBe(0);
    expect(run.stdout).toMatch(/^Butler: /);
    for (const name of Object.keys(SUBCOMMANDS)) expect(run.stdout).toMatch(new RegExp(`^  ${name} `, 'm'));
    expect(run.stdout).toContain('docs/operations.md');
  }, 120_000);

  it('GIVEN npx butler --version THEN the package version and both stores\' schema versions, exit 0', () => {
    const run = butler(['--version']);
    expect(run.status).toBe(0);
    expect(run.stdout.trim()).toBe(`butler ${VERSION} (store schema: SQLite ${SQLITE_SCHEMA_VERSION}, PostgreSQL ${POSTGRES_SCHEMA_VERSION})`);
  }, 120_000);

  it('GIVEN each subcommand with --help or --version THEN its own help or the version, exit 0, nothing run', async () => {
    // the real start, twice (bin/butler.js answers from its quick entry, whatever the environment)…
    const help = butler(['backup', '--help']);
    expect(help.status).toBe(0);
    expect(help.stdout).toBe(`${helpText('backup')}\n`);
    const version = butler(['solve', 'x', '--version']);
    expect(version.status).toBe(0);
    expect(version.stdout).toContain(`butler ${VERSION} `);
    // …and every subcommand through that entry's answer, in this process
    for (const name of Object.keys(SUBCOMMANDS)) {
      const own = await quickAnswer([name, '--help']);
      expect(own, name).toMatch(new RegExp(`npx butler ${name}`));
      expect(own, name).toBe(helpText(name));
      expect(own, name).not.toBe(helpText(undefined));
      expect(await quickAnswer([name, 'x', '--version']), name).toContain(`butler ${VERSION} `);
    }
  }, 120_000);

  it('GIVEN the help in every language THEN it names every environment variable of the schema', () => {
    const helps = inEveryLanguage((text) => text.cli.cliText.help.main());
    const schema = KNOWN_VARIABLES.filter((name) => !name.startsWith('BUTLER_BUNDLE') && name !== 'BUTLER_DEPLOY_CHECK');
    for (const [language, text] of Object.entries(helps)) {
      for (const name of schema) expect(text, `${language}: ${name}`).toMatch(new RegExp(`\\b${name}\\b`));
    }
  });
});

describe('configuration problems', () => {
  it('GIVEN several bad values and bad flags WHEN the bot starts THEN each is one line on stderr and the exit code is 2', () => {
    const run = spawnSync(process.execPath, ['bin/butler.js', '--memory', '--dice', '7', '--nope'], {
      encoding: 'utf8',
      input: '',
      env: { ...process.env, LANG: 'C', BUTLER_IDLE_DAYS: '0', LOG_LEVEL: 'loud', TELEGRAM_TOKEN: '1:abc' },
      timeout: 120_000,
    });
    expect(run.status).toBe(2);
    const lines = run.stderr.trim().split('\n');
    expect(lines.find((l) => l.includes('TELEGRAM_TOKEN'))).toMatch(/warning: .*TELEGRAM_TOKEN.*did you mean TELEGRAM_BOT_TOKEN/);
    for (const named of ['BUTLER_IDLE_DAYS', 'LOG_LEVEL', '--dice', '--nope']) {
      expect(lines.filter((l) => l.startsWith(`butler: ${named}`)), named).toHaveLength(1);
    }
  }, 120_000);

  it('GIVEN the token under a look-alike name, no terminal and no input (issue 52) WHEN the service starts THEN it fails (exit 2): the look-alike is named, then what is missing (piped lines stay a console session that exits 0: console-process.test.ts)', () => {
    const run = spawnSync(process.execPath, ['bin/butler.js', '--memory'], {
      encoding: 'utf8',
      input: '',
      env: { ...process.env, LANG: 'C', TELEGRAM_BOT_TOKEN: '', TELEGRAM_TOKEN: '123456:ABCDEFGHIJKLMNOPQRSTUVWXYZ', DISCORD_TOKEN: '', DATABASE_URL: '', BUTLER_SEAL_KEY: 'a'.repeat(64) },
      timeout: 120_000,
    });
    expect(run.stderr.trim().split('\n')).toEqual([
      expect.stringMatching(/TELEGRAM_TOKEN.*did you mean TELEGRAM_BOT_TOKEN/),
      expect.stringMatching(/no TELEGRAM_BOT_TOKEN or DISCORD_TOKEN.*start failed/),
    ]);
    expect(run.status).toBe(2);
  }, 120_000);

  it('GIVEN the PostgreSQL address under a look-alike name and no DATABASE_URL WHEN the bot starts THEN it stops with one line instead of running on SQLite', () => {
    const run = spawnSync(process.execPath, ['bin/butler.js'], {
      encoding: 'utf8',
      input: 'alice: /status\n',
      env: { ...process.env, LANG: 'C', TELEGRAM_BOT_TOKEN: '', DISCORD_TOKEN: '', DATABASE_URL: '', BUTLER_DATABASE_URL: 'postgres://butler@127.0.0.1:5432/test', BUTLER_DB: '/nonexistent/never.sqlite' },
      timeout: 120_000,
    });
    expect(run.stderr.trim().split('\n')).toEqual([expect.stringMatching(/^butler: BUTLER_DATABASE_URL looks like DATABASE_URL, which is not set/)]);
    expect(run.status).toBe(2);
  }, 120_000);
});
