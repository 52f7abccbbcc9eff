// Subcommands of `npx butler` that run instead of the bot (`npx butler solve dice_poker`): name → handler that
// returns the process exit code. main.ts looks here before it reads any bot configuration.
import { solveCommand } from './solve.ts';

export const SUBCOMMANDS: Record<string, (argv: string[]) => Promise<number>> = {
  solve: solveCommand,
};

/** The handler for argv[2], or null when it is not a subcommand (then the bot starts as usual). */
export function subcommandFor(name: string | undefined): ((argv: string[]) => Promise<number>) | null {
  return name !== undefined && Object.hasOwn(SUBCOMMANDS, name) ? SUBCOMMANDS[name]! : null;
}
