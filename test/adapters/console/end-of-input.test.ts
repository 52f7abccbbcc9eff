// The console ends at the end of its input once the replies are out (issue 30), even while a Dice Poker strategy
// table is being built in the background (a /hint started it) and even with a FIFO in the table file's place,
// which nobody will ever write to.
import { execFileSync, spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { tableFileName } from '../../../src/strategy/dice-poker/table-file.ts';
import { BUTLER_TABLE_HASH } from '../../../src/strategy/dice-poker/table.ts';

const dir = mkdtempSync(join(tmpdir(), 'butler-eoi-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe('console end of input', () => {
  it('GIVEN a /hint started the table build and a FIFO sits where the table file belongs WHEN the input ends THEN the process exits with every reply printed', () => {
    mkdirSync(join(dir, 'strategy'));
    execFileSync('mkfifo', [tableFileName(join(dir, 'strategy'), BUTLER_TABLE_HASH)]);
    const input = ['alice: /newgame dice_poker', 'alice: /startgame', 'alice: бросаю покер', 'alice: /hint', 'alice: /status'].join('\n');
    const run = spawnSync(process.execPath, ['bin/butler.js', '--db', join(dir, 'butler.sqlite'), '--json', '--seed', '7'], {
      input,
      encoding: 'utf8',
      env: { ...process.env, TELEGRAM_BOT_TOKEN: '', DISCORD_TOKEN: '', DATABASE_URL: '' },
      // only a guard against a hang (the failure this test is about); a build alone takes far longer than the run
      timeout: 120_000,
    });
    expect(run.signal).toBeNull();
    expect(run.status).toBe(0);
    const replies = run.stdout.trim().split('\n').map((line) => JSON.parse(line) as { events: { type: string }[] });
    expect(replies).toHaveLength(5);
    expect(run.stdout).toMatch(/ещё считает/);
  });
});
