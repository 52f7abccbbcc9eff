import { afterEach, describe, expect, it, vi } from 'vitest';
import { parseSettingPairs, solveThousandCli } from '../../../src/strategy/thousand/solve-cli.ts';
import { solveCommand } from '../../../src/cli/solve.ts';
import { subcommandFor } from '../../../src/cli/subcommands.ts';

function capture() {
  const out: string[] = [];
  const err: string[] = [];
  vi.spyOn(process.stdout, 'write').mockImplementation((chunk) => (out.push(String(chunk)), true));
  vi.spyOn(process.stderr, 'write').mockImplementation((chunk) => (err.push(String(chunk)), true));
  return { out, err };
}

afterEach(() => vi.restoreAllMocks());

describe('npx butler solve thousand', () => {
  it('GIVEN --set pairs WHEN they name real settings THEN they are taken; an unknown key or value is refused with what is allowed', () => {
    expect(parseSettingPairs(['barrel=none', 'bolts=off'])).toEqual({ barrel: 'none', bolts: 'off' });
    expect(parseSettingPairs(['colour=red'])).toMatch(/unknown setting "colour".*scoring, straights, open/);
    expect(parseSettingPairs(['open=55'])).toMatch(/"open" takes 0 \| 50 \| 60 \| 75/);
  });

  it('GIVEN the plainest race WHEN solved with --json THEN one JSON line carries the settings, expected turns, states, sweeps and seconds', async () => {
    const { out } = capture();
    const code = await solveThousandCli(['--set', 'open=0', '--set', 'pits=off', '--set=barrel=none', '--set', 'bolts=off', '--set', 'dumptruck=off', '--set', 'overtake=off', '--json']);
    expect(code).toBe(0);
    expect(out).toHaveLength(1);
    const line = JSON.parse(out[0]);
    expect(line).toMatchObject({ game: 'thousand', settings: { barrel: 'none', open: '0', scoring: 'seed' }, states: 200 });
    expect(line.expected_turns).toBeGreaterThan(20);
    expect(line.expected_turns).toBeLessThan(40);
    expect(line.sweeps).toBeGreaterThanOrEqual(1);
    expect(typeof line.seconds).toBe('number');
  });

  it('GIVEN a bad setting WHEN run THEN it exits with 2 and says why, printing no result', async () => {
    const { out, err } = capture();
    expect(await solveThousandCli(['--set', 'barrel=maybe'])).toBe(2);
    expect(out).toEqual([]);
    expect(err.join('')).toMatch(/"barrel" takes points \| none \| open/);
  });

  it('GIVEN argv "solve thousand" WHEN main looks it up THEN the solve subcommand dispatches to 1000; an unknown game gets the usage', async () => {
    expect(subcommandFor('solve')).not.toBeNull();
    expect(subcommandFor('constructor')).toBeNull();
    const { err } = capture();
    expect(await solveCommand(['chess'])).toBe(2);
    expect(err.join('')).toMatch(/usage: butler solve <.*thousand/);
  });
});
