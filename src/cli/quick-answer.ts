// `npx butler --help`, `--version` and a subcommand's `--help`, answered by a small entry of their own: bin/butler.js
// runs this before the Butler's bundle (a second or more to load: the games' engines and advisors, the stores, the
// platforms) and starts the Butler only when this answers nothing. The same rule as main.ts's: a subcommand's own
// help after its name, else the program's.
import { helpRequest, helpText, versionText } from './help.ts';
import { isSubcommand } from './subcommand-names.ts';

/** The answer when `argv` (process.argv without node and the script) asks for help or the version, else null. */
export async function quickAnswer(argv: readonly string[]): Promise<string | null> {
  const [first, ...rest] = argv;
  const command = isSubcommand(first) ? first : undefined;
  const asked = helpRequest(command ? rest : argv);
  if (!asked) return null;
  return asked === 'help' ? helpText(command) : versionText();
}
