// The exact 1000 duel as the Butler serves it: the default settings' table kept on disk is ready at once after a
// restart (no solve), only in a process that serves the duel; a file of other settings or an altered one is ignored.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { configureThousandDuels, duelKey, duelPlayed, getThousandDuel, solveDuelAhead, holdThousandDuelForTests, loadStoredThousandDuel, peekThousandDuel } from '../../../src/strategy/chances/duel-service.ts';
import { buildDuelModel } from '../../../src/strategy/thousand/duel-model.ts';
import { duelFileName, writeDuelFile } from '../../../src/strategy/thousand/duel-file.ts';
import { readSettings } from '../../../src/games/thousand/settings.ts';

const dirs: string[] = [];
afterEach(() => {
  configureThousandDuels({ forget: true, serve: false, dir: null });
  dirs.splice(0).forEach((d) => rmSync(d, { recursive: true, force: true }));
});

async function dirWithDefaultTable(): Promise<{ dir: string; table: Float32Array }> {
  const dir = mkdtempSync(join(tmpdir(), 'duel-service-'));
  dirs.push(dir);
  const n = buildDuelModel(readSettings({})).n;
  const table = Float32Array.from({ length: n * n }, (_, i) => (i % 1000) / 1000);
  await writeDuelFile(duelFileName(dir, duelKey({})), table, duelKey({}));
  return { dir, table };
}

describe('the 1000 duel service', () => {
  it('GIVEN the default table on disk WHEN a serving Butler starts THEN the duel is ready at once, read from the file', async () => {
    const { dir, table } = await dirWithDefaultTable();
    configureThousandDuels({ serve: true, dir });
    loadStoredThousandDuel();
    const duel = peekThousandDuel({});
    expect(duel).not.toBeNull();
    expect(duel!.at(0, 7)).toBe(table[7]);
    expect(getThousandDuel({})).toBe(duel);
  });

  it('GIVEN the default table on disk WHEN a process that does not serve the duel starts THEN it leaves the file alone', async () => {
    const { dir } = await dirWithDefaultTable();
    configureThousandDuels({ serve: false, dir });
    loadStoredThousandDuel();
    expect(peekThousandDuel({})).toBeNull();
  });

  it('GIVEN only the default table on disk WHEN other settings ask THEN not ready (their own solve, here held)', async () => {
    const { dir } = await dirWithDefaultTable();
    configureThousandDuels({ serve: true, dir });
    holdThousandDuelForTests({ bolts: 'off' });
    expect(getThousandDuel({ bolts: 'off' })).toBeNull();
  });

  it('GIVEN settings WHEN asked whether the bot plays the exact duel THEN by the settings alone: the shipped defaults and the small races yes, the long solves and the open barrel no', () => {
    expect(duelPlayed({})).toBe(true);
    expect(duelPlayed({ open: '0', pits: 'off', barrel: 'none', bolts: 'off', dumptruck: 'off', overtake: 'off' })).toBe(true);
    // bolts and pits on, no barrel: a solve of minutes, never started by a chat
    expect(duelPlayed({ barrel: 'none' })).toBe(false);
    expect(duelPlayed({ bolts: 'off' })).toBe(false);
    expect(duelPlayed({ barrel: 'open' })).toBe(false);
  });

  it('GIVEN settings whose duel is not played and no table on disk WHEN their table is written later THEN this process does not look again; the next start reads it', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'duel-service-'));
    dirs.push(dir);
    const settings = { barrel: 'none' };
    configureThousandDuels({ serve: true, dir });
    expect(solveDuelAhead(settings)).toBeNull();
    const n = buildDuelModel(readSettings(settings)).n;
    await writeDuelFile(duelFileName(dir, duelKey(settings)), new Float32Array(n * n).fill(0.25), duelKey(settings));
    expect(solveDuelAhead(settings)).toBeNull();
    // a new process (here: the service configured afresh) finds it
    configureThousandDuels({ forget: true, serve: true, dir });
    expect(solveDuelAhead(settings)!.at(0, 0)).toBe(0.25);
  });
});
