// `npx butler solve <game> …`: runs a game's exact solver and prints what it found. One handler per game; each
// parses its own options.
import { solveThousandCli } from '../strategy/thousand/solve-cli.ts';

const SOLVERS: Record<string, (argv: string[]) => Promise<number>> = {
  thousand: solveThousandCli,
};

export async function solveCommand(argv: string[]): Promise<number> {
  const [game, ...rest] = argv;
  if (game === undefined || !Object.hasOwn(SOLVERS, game)) {
    process.stderr.write(`usage: butler solve <${Object.keys(SOLVERS).join('|')}> [options]\n`);
    return 2;
  }
  return SOLVERS[game]!(rest);
}
