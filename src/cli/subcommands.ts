// Subcommands of `npx butler` that run and exit instead of starting the bot (`npx butler solve dice_poker`,
// `npx butler verify record.json`): name → handler that returns the process exit code. main.ts looks here before it
// reads any bot configuration; each handler is loaded only when asked for.
export const SUBCOMMANDS: Record<string, (argv: string[]) => Promise<number>> = {
  solve: async (argv) => (await import('./solve.ts')).solveCommand(argv),
  verify: async (argv) => (await import('./verify.ts')).runVerify(argv),
  record: async (argv) => (await import('./record.ts')).runRecord(argv),
  chances: async (argv) => (await import('./chances.ts')).runChances(argv),
};

/** The handler for argv[2], or null when it is not a subcommand (then the bot starts as usual). */
export function subcommandFor(name: string | undefined): ((argv: string[]) => Promise<number>) | null {
  return name !== undefined && Object.hasOwn(SUBCOMMANDS, name) ? SUBCOMMANDS[name]! : null;
}
