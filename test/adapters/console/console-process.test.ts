// The console chat as a newcomer runs it: `npx butler` with piped input, state in a SQLite file,
// stopped and started again in the middle of a game.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';

const dir = mkdtempSync(join(tmpdir(), 'butler-console-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

function runButler(args: string[], input: string) {
  const result = spawnSync(process.execPath, ['bin/butler.js', ...args], {
    input,
    encoding: 'utf8',
    env: { ...process.env, TELEGRAM_BOT_TOKEN: '', DISCORD_TOKEN: '', DATABASE_URL: '', BUTLER_SEAL_KEY: '', LOG_LEVEL: '' },
    // A process start costs seconds on a busy machine; the limit only stops a hung process.
    timeout: 240_000,
  });
  return { ...result, lines: result.stdout.trim().split('\n').filter(Boolean) };
}

describe('console chat process', () => {
  it('GIVEN half a Bone Poker game in a SQLite file WHEN the console restarts on it THEN the game finishes, in plain replies; another room is answered and a malformed line is explained', () => {
    const db = join(dir, 'butler.sqlite');
    const first = runButler(
      ['--db', db, '--json', '--dice', '2,2,4,5,1,6,6,6,3,3'],
      ['alice: /newgame костяной покер', 'bob: /join', 'alice: /startgame', 'alice: бросаю покер', 'bob: Бросаю покер!'].join('\n'),
    );
    expect(first.status).toBe(0);
    // the console speaks to people: no JSON log line, and no warning about what does not concern it (issue 52: the
    // seal key's, without BUTLER_SEAL_KEY)
    expect(first.stderr).toBe('');
    const firstEvents = first.lines.map((line) => JSON.parse(line));
    expect(firstEvents.at(-1).events[0]).toMatchObject({ type: 'roll', player: 'bob', dice: [6, 6, 6, 3, 3] });

    // The restart is also the plain console (no --json) a newcomer reads: another room is answered in its own
    // bracket, and a malformed line is explained (one process start fewer than a run of their own).
    const second = runButler(
      ['--db', db, '--dice', '3,3,2,1,2'],
      ['alice: Перебрасываю 4, 5 и 1, бросаю три кости', 'bob: Пас', '#table2 carol: бросаю кости', 'no colon here'].join('\n'),
    );
    expect(second.status).toBe(0);
    expect(second.stdout).not.toMatch(/^\{/m); // replies are plain text, not JSON
    expect(second.stdout).toMatch(/\[main\][^]*Победитель: bob![^]*\/newgame bone_poker/);
    expect(second.stdout).toContain('[table2] 🎲 carol: ⚀1 ⚁2 = 3');
    expect(second.stdout).toMatch(/Формат строки/);
  }, 300_000);

  it('GIVEN a bad flag WHEN the console starts THEN it stops with a one-line explanation', () => {
    const run = runButler(['--dice', '7,8'], '');
    expect(run.status).toBe(2);
    expect(run.stderr.trim().split('\n')).toHaveLength(1);
    expect(run.stderr).toMatch(/--dice/);
  }, 300_000);
});
