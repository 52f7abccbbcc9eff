// `npx butler solve <game> …`: runs a game's exact solver and prints what it found. One handler per game; each
// parses its own options.
import { solveDicePoker } from './solve-dice-poker.ts';

const SOLVERS: Record<string, (argv: string[]) => Promise<number>> = {
  dice_poker: solveDicePoker,
  // Loaded only when asked for, so that starting the bot does not load the solver.
  thousand: async (argv) => (await import('../strategy/thousand/solve-cli.ts')).solveThousandCli(argv),
};

export async function solveCommand(argv: string[]): Promise<number> {
  const [game, ...rest] = argv;
  if (game === undefined || !Object.hasOwn(SOLVERS, game)) {
    process.stderr.write(`usage: butler solve <${Object.keys(SOLVERS).join('|')}> [options]\n`);
    return 2;
  }
  return SOLVERS[game]!(rest);
}
