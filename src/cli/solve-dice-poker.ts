// `npx butler solve dice_poker [--variant butler|yahtzee_free|yahtzee_forced|yatzy] [--json]`: the expected score of
// optimal solitaire play (4 decimals), the positions solved and the seconds taken. The Yahtzee and Yatzy variants
// reproduce published values, which is how the solver proves itself.
import { RULES, VARIANTS, isVariant, type Variant } from '../strategy/dice-poker/rules.ts';
import { solve } from '../strategy/dice-poker/solver.ts';

const USAGE = `usage: butler solve dice_poker [--variant ${VARIANTS.join('|')}] [--json]\n`;

export async function solveDicePoker(argv: string[]): Promise<number> {
  let variant: Variant = 'butler';
  let json = false;
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i]!;
    if (arg === '--json') json = true;
    else if (arg === '--variant' || arg.startsWith('--variant=')) {
      const value = arg.includes('=') ? arg.slice('--variant='.length) : argv[++i];
      if (value === undefined || !isVariant(value)) {
        process.stderr.write(`unknown variant ${value ?? '(none)'}; one of: ${VARIANTS.join(', ')}\n${USAGE}`);
        return 2;
      }
      variant = value;
    } else {
      process.stderr.write(`unknown option ${arg}\n${USAGE}`);
      return 2;
    }
  }
  const started = performance.now();
  const table = solve(RULES[variant]);
  const seconds = (performance.now() - started) / 1000;
  const expected = Number(table.expected.toFixed(4));
  if (json) {
    process.stdout.write(`${JSON.stringify({ variant, expected, states: table.states, seconds: Number(seconds.toFixed(2)) })}\n`);
  } else {
    process.stdout.write(
      `dice_poker (${variant}): expected score ${table.expected.toFixed(4)}, ${table.states} states, ${seconds.toFixed(1)} s\n`,
    );
  }
  return 0;
}
