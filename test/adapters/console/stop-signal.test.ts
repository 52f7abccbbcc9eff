// Issue 52: the console stops on SIGTERM like at the end of its input — the line in hand answered, the store closed
// (SQLite's -wal and -shm files gone), exit 0 — also as PID 1 of its own PID namespace, as in a container, where a
// signal the process does not handle is not delivered at all.
import { spawn, spawnSync, type ChildProcessWithoutNullStreams } from 'node:child_process';
import { once } from 'node:events';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';

const dir = mkdtempSync(join(tmpdir(), 'butler-sigterm-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const ENV = { ...process.env, TELEGRAM_BOT_TOKEN: '', DISCORD_TOKEN: '', DATABASE_URL: '', LOG_LEVEL: 'silent' };

/** A PID namespace of our own can be made here (root, or user namespaces allowed). */
const canUnshare = process.platform === 'linux' && spawnSync('unshare', ['--pid', '--fork', '--mount-proc', 'true']).status === 0;

/** Types a line into a console whose input stays open, and resolves once its reply is printed. */
async function answered(child: ChildProcessWithoutNullStreams, line: string): Promise<string> {
  let out = '';
  const printed = new Promise<void>((resolve) => child.stdout.on('data', (chunk) => ((out += String(chunk)), resolve())));
  child.stdin.write(`${line}\n`);
  await printed;
  return out;
}

/** The process's child (PID 1 of the namespace unshare made), by the kernel's list of children. */
async function childOf(pid: number): Promise<number> {
  for (;;) {
    const children = readFileSync(`/proc/${pid}/task/${pid}/children`, 'utf8').trim();
    if (children) return Number(children.split(' ')[0]);
    await new Promise((r) => setTimeout(r, 20));
  }
}

describe('the console on SIGTERM', () => {
  it('GIVEN a console on a SQLite file, input still open WHEN SIGTERM arrives THEN it exits 0 and leaves no -wal or -shm file; its log lines are short lines for people', async () => {
    const db = join(dir, 'plain.sqlite');
    // (issue 52: at LOG_LEVEL=info the console says what started, as a line for a person, not JSON)
    const child = spawn(process.execPath, ['bin/butler.js', '--db', db, '--dice', '3,4'], { env: { ...ENV, LOG_LEVEL: 'info', BUTLER_SEAL_KEY: '' } });
    let stderr = '';
    child.stderr.on('data', (chunk) => (stderr += String(chunk)));
    const exited = once(child, 'exit') as Promise<[number | null, string | null]>;
    expect(await answered(child, 'alice: бросаю кости')).toMatch(/alice/);
    expect(existsSync(`${db}-wal`)).toBe(true);
    child.kill('SIGTERM');
    expect(await exited).toEqual([0, null]);
    expect(existsSync(`${db}-wal`)).toBe(false);
    expect(existsSync(`${db}-shm`)).toBe(false);
    const lines = stderr.trim().split('\n');
    expect(lines.filter((l) => l.startsWith('butler: started · '))).toEqual([
      expect.stringMatching(new RegExp(`^butler: started · version \\S+ · SQLite ${db} \\(schema \\d+\\) · no HTTP server .* · console$`)),
    ]);
    for (const line of lines) expect(line).toMatch(/^butler: [^{]*$/);
  }, 120_000);

  it.runIf(canUnshare)('GIVEN the console as PID 1 of its own PID namespace (a container) WHEN SIGTERM arrives THEN it exits 0 and leaves no -wal or -shm file', async () => {
    const db = join(dir, 'pid1.sqlite');
    const child = spawn('unshare', ['--pid', '--fork', '--mount-proc', process.execPath, 'bin/butler.js', '--db', db, '--dice', '3,4'], { env: ENV });
    const exited = once(child, 'exit') as Promise<[number | null, string | null]>;
    expect(await answered(child, 'alice: бросаю кости')).toMatch(/alice/);
    const pid1 = await childOf(child.pid!);
    expect(readFileSync(`/proc/${pid1}/status`, 'utf8')).toMatch(/^NSpid:\s+\d+\s+1$/m);
    process.kill(pid1, 'SIGTERM');
    const status = await Promise.race([exited, new Promise((r) => setTimeout(() => r('still running'), 60_000))]);
    if (status === 'still running') process.kill(pid1, 'SIGKILL');
    expect(status).toEqual([0, null]);
    expect(existsSync(`${db}-wal`)).toBe(false);
    expect(existsSync(`${db}-shm`)).toBe(false);
  }, 120_000);
});
