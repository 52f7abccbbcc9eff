// `npx butler chances <record.json>`: a finished game's chance curve as sparklines (and a PNG), from the record;
// bad usage and an unreadable or broken record get a short answer and a non-zero exit code.
import { existsSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { runChances, sparkline } from '../../src/cli/chances.ts';
import { subcommandFor } from '../../src/cli/subcommands.ts';
import { crapsEngine } from '../../src/games/craps/engine.ts';
import { botMove } from '../../src/strategy/bots/index.ts';
import { fastDice } from '../../src/strategy/chances/fast-dice.ts';
import { SqliteSessionStore } from '../../src/storage/sqlite-store.ts';

function crapsRecord(seed: number) {
  const dice = fastDice(seed);
  let state = crapsEngine.setup(['ann', 'bob'], {});
  const moves: { a: unknown; d: number[] }[] = [];
  while (!crapsEngine.isOver(state)) {
    const action = botMove('craps', state, crapsEngine.expected(state)!.player, {}) as never;
    const d: number[] = [];
    const r = crapsEngine.apply(state, action, { roll: (n) => { const x = dice.roll(n); d.push(...x); return x; } });
    if (!r.ok) throw new Error(r.code);
    moves.push({ a: action, d });
    state = r.state;
  }
  return { game: 'craps', players: [{ id: 'ann', name: 'Ann' }, { id: 'bob', name: 'Bob' }], moves, winners: state.winners };
}

describe('npx butler chances', () => {
  it('GIVEN a finished Craps record WHEN run THEN each player gets a sparkline from 50 % to the result, and --png writes the picture', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'chances-'));
    const file = join(dir, 'game.json');
    const record = crapsRecord(4);
    writeFileSync(file, JSON.stringify(record));
    const lines: string[] = [];
    expect(await subcommandFor('chances')!([file, '--png', join(dir, 'c.png'), '--lang', 'en'], )).toBe(0);
    expect(await runChances([file, '--lang', 'en'], (l) => lines.push(l))).toBe(0);
    expect(lines[0]).toBe('How the chances went'); // Craps is exact throughout
    const winner = (record.winners as string[])[0]!;
    const row = lines.find((l) => l.startsWith(winner))!;
    expect(row.endsWith('100 %')).toBe(true);
    expect(row).toContain('▅'); // 50 % at the start
    expect(readFileSync(join(dir, 'c.png')).subarray(1, 4).toString()).toBe('PNG');
  });

  it('GIVEN --png naming a running store, its -wal or another file WHEN run THEN nothing is written over it, exit 1; an earlier picture is replaced', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'chances-'));
    const file = join(dir, 'game.json');
    writeFileSync(file, JSON.stringify(crapsRecord(4)));
    const db = join(dir, 'butler.sqlite');
    const store = new SqliteSessionStore({ path: db, checkpointEvery: 0 });
    await store.transact('chat:1', () => ({ write: { data: '{"n":1}', deadline: null }, result: 1 }));
    const before = [readFileSync(db), readFileSync(`${db}-wal`)];
    const lines: string[] = [];
    for (const target of [db, `${db}-wal`, `${db}-journal`, file]) {
      expect(await runChances([file, '--png', target, '--lang', 'en'], (l) => lines.push(l)), target).toBe(1);
    }
    expect([readFileSync(db), readFileSync(`${db}-wal`)]).toEqual(before);
    expect(existsSync(`${db}-journal`)).toBe(false);
    expect(lines.every((l) => l.includes('is not a PNG picture'))).toBe(true);
    expect((await store.transact('chat:1', (current) => ({ result: current?.data }))) ).toBe('{"n":1}');
    await store.close();
    const png = join(dir, 'c.png');
    expect(await runChances([file, '--png', png, '--lang', 'en'], () => {})).toBe(0);
    expect(await runChances([file, '--png', png, '--lang', 'en'], () => {})).toBe(0);
  });

  it('GIVEN no file, an unreadable one or a record that does not replay WHEN run THEN a short answer and exit 2 or 1', async () => {
    const lines: string[] = [];
    const out = (l: string) => lines.push(l);
    expect(await runChances(['--lang', 'en'], out)).toBe(2);
    expect(await runChances(['/nonexistent/x.json', '--lang', 'en'], out)).toBe(2);
    const dir = mkdtempSync(join(tmpdir(), 'chances-'));
    const broken = crapsRecord(2);
    broken.moves[0] = { ...broken.moves[0]!, d: [] };
    writeFileSync(join(dir, 'b.json'), JSON.stringify(broken));
    expect(await runChances([join(dir, 'b.json'), '--lang', 'en'], out)).toBe(1);
    expect(lines).toEqual([
      'Usage: npx butler chances <record.json> [--png file.png] [--lang ru|uk|en]',
      expect.stringContaining('Cannot read /nonexistent/x.json'),
      'This record does not replay: no chance curve',
    ]);
  });

  it('draws a chance as one of eight heights', () => {
    expect(sparkline([0, 0.5, 1])).toBe('▁▅█');
  });
});
