// Subcommands of `npx butler` that run and exit instead of starting the bot (`npx butler solve dice_poker`,
// `npx butler verify record.json`): name → handler that returns the process exit code. main.ts looks here before it
// reads any bot configuration; each handler is loaded only when asked for. `--help` and `--version` are answered
// for every one of them alike (cli/help.ts), before its handler reads its arguments.
import { answerHelp, helpRequest } from './help.ts';
import { isSubcommand, type SubcommandName } from './subcommand-names.ts';

type Handler = (argv: string[]) => Promise<number>;

export const SUBCOMMANDS: Record<SubcommandName, Handler> = {
  solve: async (argv) => (await import('./solve.ts')).solveCommand(argv),
  verify: async (argv) => (await import('./verify.ts')).runVerify(argv),
  record: async (argv) => (await import('./record.ts')).runRecord(argv),
  chances: async (argv) => (await import('./chances.ts')).runChances(argv),
  backup: async (argv) => (await import('./backup.ts')).runBackup(argv),
  compact: async (argv) => (await import('./compact.ts')).runCompact(argv),
  check: async (argv) => (await import('./check.ts')).runCheck(argv),
};

/** The handler for argv[2], or null when it is not a subcommand (then the bot starts as usual). */
export function subcommandFor(name: string | undefined): Handler | null {
  if (!isSubcommand(name)) return null;
  const run = SUBCOMMANDS[name];
  return async (argv) => {
    const asked = helpRequest(argv);
    return asked ? answerHelp(asked, name) : run(argv);
  };
}
