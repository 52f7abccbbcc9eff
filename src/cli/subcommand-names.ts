// The subcommands' names alone (`npx butler solve …`): what `--help` and `--version` need to know which help to give,
// without loading any subcommand (cli/quick-answer.ts); subcommands.ts maps each to its handler.
export const SUBCOMMAND_NAMES = ['solve', 'verify', 'record', 'chances', 'backup', 'compact', 'check'] as const;

export type SubcommandName = (typeof SUBCOMMAND_NAMES)[number];

export function isSubcommand(name: string | undefined): name is SubcommandName {
  return (SUBCOMMAND_NAMES as readonly (string | undefined)[]).includes(name);
}
