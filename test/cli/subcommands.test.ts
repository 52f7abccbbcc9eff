// `npx butler <subcommand>`: only real subcommand names run instead of the bot; bad arguments get a usage line and
// exit code 2 without solving anything.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { subcommandFor } from '../../src/cli/subcommands.ts';

afterEach(() => vi.restoreAllMocks());

describe('butler subcommands', () => {
  it('GIVEN argv[2] is solve WHEN looked up THEN the solve handler runs; other words start the bot', () => {
    expect(subcommandFor('solve')).toBeTypeOf('function');
    expect(subcommandFor('--console')).toBeNull();
    expect(subcommandFor('toString')).toBeNull();
    expect(subcommandFor(undefined)).toBeNull();
  });

  it('GIVEN an unknown game or variant WHEN solve runs THEN it prints the usage and exits with 2', async () => {
    const errors: string[] = [];
    vi.spyOn(process.stderr, 'write').mockImplementation((chunk) => (errors.push(String(chunk)), true));
    const solve = subcommandFor('solve')!;
    expect(await solve(['chess'])).toBe(2);
    expect(await solve([])).toBe(2);
    expect(await solve(['dice_poker', '--variant', 'texas'])).toBe(2);
    expect(await solve(['dice_poker', '--fast'])).toBe(2);
    expect(errors.join('')).toContain('usage: butler solve dice_poker [--variant butler|yahtzee_free|yahtzee_forced|yatzy] [--json]');
  });
});
