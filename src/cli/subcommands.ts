// `npx butler <subcommand> …`: tools that run and exit instead of starting the bot. main.ts checks argv[2] against
// this table before anything else. Each entry resolves to the process's exit code.
export const SUBCOMMANDS: Record<string, (argv: string[]) => Promise<number>> = {
  verify: async (argv) => (await import('./verify.ts')).runVerify(argv),
  record: async (argv) => (await import('./record.ts')).runRecord(argv),
};
