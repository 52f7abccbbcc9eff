import { execFile } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { beforeAll, describe, expect, it } from 'vitest';
import { runVerify } from '../../src/cli/verify.ts';
import type { GameRecord } from '../../src/storage/records/game-record.ts';
import { playFairBonePoker } from '../helpers/fair-game.ts';

const run = promisify(execFile);
const dir = mkdtempSync(path.join(tmpdir(), 'butler-verify-'));
const script = new URL('../../docs/verify-dice.py', import.meta.url).pathname;

let record: GameRecord;
beforeAll(async () => {
  ({ record } = await playFairBonePoker());
});

function save(name: string, content: unknown): string {
  const file = path.join(dir, name);
  writeFileSync(file, JSON.stringify(content));
  return file;
}

/** The record with one die of its first roll changed to another face. */
function tampered(original: GameRecord): GameRecord {
  const copy = structuredClone(original);
  const move = copy.moves.find((m) => m.d.length > 0)!;
  move.d[2] = (move.d[2]! % 6) + 1;
  return copy;
}

async function cli(file: string): Promise<{ code: number; text: string }> {
  const lines: string[] = [];
  const code = await runVerify([file, '--lang', 'ru'], (line) => lines.push(line));
  return { code, text: lines.join('\n') };
}

async function python(file: string): Promise<{ code: number; text: string }> {
  try {
    const { stdout } = await run('python3', [script, file]);
    return { code: 0, text: stdout };
  } catch (error) {
    const failed = error as { code: number; stdout: string; stderr: string };
    return { code: failed.code, text: failed.stdout + failed.stderr };
  }
}

describe('checking a finished game from its record', () => {
  it('GIVEN a fair Bone Poker game WHEN it is played to the end THEN its record holds the commitment the start message showed, the HMAC method and the seed phrases', async () => {
    const { record: game, texts } = await playFairBonePoker();
    const start = texts.find((t) => t.includes('Кости запечатаны'))!;
    expect(start).toContain(game.fair!.commitment.slice(0, 16));
    expect(game.fair!.by).toBe('hmac');
    expect(game.fair!.seeds.map((s) => s.text)).toEqual(['чайник на подоконнике', 'после печати']);
  });

  for (const [name, check] of [
    ['npx butler verify', cli],
    ['docs/verify-dice.py', python],
  ] as const) {
    it(`GIVEN a real record WHEN checked with ${name} THEN all rolls match`, async () => {
      const result = await check(save(`good-${name.length}.json`, record));
      expect(result.text).toContain('совпали все броски (2)');
      expect(result.code).toBe(0);
    });

    it(`GIVEN the record with one die changed WHEN checked with ${name} THEN it names the first roll that does not match`, async () => {
      const result = await check(save(`bad-${name.length}.json`, tampered(record)));
      expect(result.text).toMatch(/НЕ СОВПАДАЕТ: бросок 1 \(ход \d+\)/);
      expect(result.code).not.toBe(0);
    });

    it(`GIVEN a record whose secret does not match the commitment WHEN checked with ${name} THEN it is rejected`, async () => {
      const wrong = structuredClone(record);
      wrong.fair!.secret = 'ab'.repeat(32);
      const result = await check(save(`secret-${name.length}.json`, wrong));
      expect(result.text).toMatch(/НЕ СОВПАДАЕТ/);
      expect(result.code).not.toBe(0);
    });
  }

  it('GIVEN a game played on --dice WHEN checked THEN the CLI says it is not checkable', async () => {
    const scripted = { ...record, fair: { ...record.fair!, by: 'script' as const } };
    const result = await cli(save('script.json', scripted));
    expect(result.text).toMatch(/не проверяемая/);
    expect(result.code).toBe(1);
  });

  it('GIVEN no file or a file that is not a game record WHEN verify runs THEN it exits with code 2, saying the file is not a record', async () => {
    expect((await runVerify([], () => {})).valueOf()).toBe(2);
    const result = await cli(save('other.json', { hello: 1 }));
    expect(result.text).toMatch(/не запись игры/);
    expect(result.code).toBe(2);
  });

  it('GIVEN --help WHEN verify runs THEN it prints the usage with the --commitment option and exits 0, opening no file', async () => {
    const lines: string[] = [];
    expect(await runVerify(['--help', '--lang', 'ru'], (l) => lines.push(l))).toBe(0);
    expect(lines.join('\n')).toMatch(/Использование: npx butler verify .*--commitment/);
  });

  it('GIVEN --commitment that is not 16..64 hex digits WHEN verify runs THEN it says what is needed and exits 2', async () => {
    const lines: string[] = [];
    expect(await runVerify([save('c.json', record), '--commitment', 'xyz', '--lang=ru'], (l) => lines.push(l))).toBe(2);
    expect(lines.join('\n')).toMatch(/от 16 до 64/);
  });

  it('GIVEN the Python script WHEN run with no argument THEN it prints its usage (no traceback) and exits 2', async () => {
    const failed = (await run('python3', [script]).then(() => ({ code: 0, stdout: '', stderr: '' }), (e: { code: number; stdout: string; stderr: string }) => e));
    expect(failed.code).toBe(2);
    expect(failed.stdout).toMatch(/^usage: python3 verify-dice.py game.json/);
    expect(failed.stderr).not.toMatch(/Traceback/);
  });

  it('GIVEN the real entry point WHEN run as `butler verify <file>` THEN it checks and exits with the code', async () => {
    // One cold start of node + tsx (seconds on a busy machine): a record that fails shows both the subcommand's
    // wiring (its check is printed) and that its exit code reaches the shell; every outcome's text and code is
    // checked in-process above through the same runVerify.
    const bin = new URL('../../bin/butler.js', import.meta.url).pathname;
    // (an English terminal: the answer in English, as `npx butler --help` there)
    const failed = await run('node', [bin, 'verify', save('bin-bad.json', tampered(record))], { env: { ...process.env, LANG: 'C', LC_ALL: '', LC_MESSAGES: '' } }).then(
      () => ({ code: 0, stdout: '' }),
      (e: { code: number; stdout: string }) => e,
    );
    expect(failed.stdout).toMatch(/MISMATCH: roll 1 \(move \d+\)/);
    expect(failed.code).toBe(1);
  }); // a cold start of node + tsx: seconds on a busy machine, within the config's limit
});
