// `npx butler solve dice_poker [--variant butler|yahtzee_free|yahtzee_forced|yatzy] [--json] [--tables DIR] [--fresh]`:
// the expected score of optimal solitaire play (4 decimals), the positions solved and the seconds taken. The Yahtzee
// and Yatzy variants reproduce published values, which is how the solver proves itself.
//
// The table a serving Butler keeps (data/strategy, the float64 expected score in its header) is read when it is there
// and intact, instead of solving again (tens of seconds); a solve writes it for the next time. `--fresh` solves anyway.
import { join } from 'node:path';
import { makeLayout } from '../strategy/dice-poker/layout.ts';
import { RULES, VARIANTS, isVariant, type Variant } from '../strategy/dice-poker/rules.ts';
import { solve } from '../strategy/dice-poker/solver.ts';
import { readTableFile, tableFileName, writeTableFile } from '../strategy/dice-poker/table-file.ts';
import { rulesHash } from '../strategy/dice-poker/table.ts';

const USAGE = `usage: butler solve dice_poker [--variant ${VARIANTS.join('|')}] [--json] [--tables DIR] [--fresh]\n`;

/** Where the serving Butler keeps its tables by default (strategy/dice-poker/table-service.ts). */
const DEFAULT_TABLES = join('data', 'strategy');

interface Options {
  variant: Variant;
  json: boolean;
  tables: string;
  fresh: boolean;
}

function parseOptions(argv: string[]): Options | string {
  const options: Options = { variant: 'butler', json: false, tables: DEFAULT_TABLES, fresh: false };
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i]!;
    const value = () => (arg.includes('=') ? arg.slice(arg.indexOf('=') + 1) : argv[++i]);
    if (arg === '--json') options.json = true;
    else if (arg === '--fresh') options.fresh = true;
    else if (arg === '--variant' || arg.startsWith('--variant=')) {
      const variant = value();
      if (variant === undefined || !isVariant(variant)) return `unknown variant ${variant ?? '(none)'}; one of: ${VARIANTS.join(', ')}`;
      options.variant = variant;
    } else if (arg === '--tables' || arg.startsWith('--tables=')) {
      const dir = value();
      if (!dir) return '--tables needs a folder';
      options.tables = dir;
    } else return `unknown option ${arg}`;
  }
  return options;
}

export async function solveDicePoker(argv: string[]): Promise<number> {
  const options = parseOptions(argv);
  if (typeof options === 'string') {
    process.stderr.write(`${options}\n${USAGE}`);
    return 2;
  }
  const { variant, json } = options;
  const rules = RULES[variant];
  const layout = makeLayout(rules);
  const hash = rulesHash(rules, layout);
  const path = tableFileName(options.tables, hash);
  const started = performance.now();
  let found: { expected: number; states: number; from: 'table' | 'solve' };
  const stored = options.fresh ? null : await readTableFile(path, hash);
  if (stored && stored.values.length === layout.size) {
    found = { expected: stored.expected, states: stored.states, from: 'table' };
  } else {
    const table = solve(rules);
    found = { expected: table.expected, states: table.states, from: 'solve' };
    try {
      await writeTableFile(path, { hash, expected: table.expected, states: table.states, values: Float32Array.from(table.values) });
    } catch (error) {
      process.stderr.write(`table not written to ${path}: ${(error as Error).message}\n`);
    }
  }
  const seconds = (performance.now() - started) / 1000;
  const expected = Number(found.expected.toFixed(4));
  if (json) {
    process.stdout.write(
      `${JSON.stringify({ variant, expected, states: found.states, seconds: Number(seconds.toFixed(2)), from: found.from })}\n`,
    );
  } else {
    const source = found.from === 'table' ? `read from ${path}` : 'solved';
    process.stdout.write(
      `dice_poker (${variant}): expected score ${found.expected.toFixed(4)}, ${found.states} states, ${source} in ${seconds.toFixed(1)} s\n`,
    );
  }
  return 0;
}
