// `npx butler solve dice_poker` reads the table a serving Butler keeps when it is there (issue 26): no 35-second solve.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { solveDicePoker } from '../../src/cli/solve-dice-poker.ts';
import { makeLayout } from '../../src/strategy/dice-poker/layout.ts';
import { RULES } from '../../src/strategy/dice-poker/rules.ts';
import { tableFileName, writeTableFile } from '../../src/strategy/dice-poker/table-file.ts';
import { rulesHash } from '../../src/strategy/dice-poker/table.ts';

const dirs: string[] = [];
afterEach(() => {
  vi.restoreAllMocks();
  for (const dir of dirs.splice(0)) fs.rmSync(dir, { recursive: true, force: true });
});

describe('solve dice_poker with a stored table', () => {
  it('GIVEN an intact table file for the variant WHEN solve runs THEN it prints the stored expected score, read from the file', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'butler-solve-'));
    dirs.push(dir);
    const rules = RULES.yatzy;
    const layout = makeLayout(rules);
    const hash = rulesHash(rules, layout);
    // A value no solve gives: the answer can only have come from the file.
    await writeTableFile(tableFileName(dir, hash), { hash, expected: 111.11116, states: 42, values: new Float32Array(layout.size) });
    const out: string[] = [];
    vi.spyOn(process.stdout, 'write').mockImplementation((chunk) => (out.push(String(chunk)), true));
    expect(await solveDicePoker(['--variant', 'yatzy', '--tables', dir, '--json'])).toBe(0);
    expect(JSON.parse(out.join(''))).toMatchObject({ variant: 'yatzy', expected: 111.1112, states: 42, from: 'table' });
  });

  it('GIVEN --tables without a folder WHEN solve runs THEN it prints the usage and exits with 2', async () => {
    const errors: string[] = [];
    vi.spyOn(process.stderr, 'write').mockImplementation((chunk) => (errors.push(String(chunk)), true));
    expect(await solveDicePoker(['--tables'])).toBe(2);
    expect(errors.join('')).toContain('--tables needs a folder');
  });
});
