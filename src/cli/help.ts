// `--help` and `--version` for `npx butler` and each of its subcommands: asked for anywhere on the command line,
// they are answered before anything else is read (no configuration, no store), and the process exits 0.
import { textFor } from '../messages/index.ts';
import { cliLanguage } from './cli-language.ts';
import { versionInfo } from './version.ts';

export type HelpRequest = 'help' | 'version';

/** What the arguments ask for, if they ask for help or the version (help wins when both are there). */
export function helpRequest(argv: readonly string[]): HelpRequest | null {
  // (after `--` everything is an operand, e.g. a file named --help)
  const end = argv.indexOf('--');
  const flags = end === -1 ? argv : argv.slice(0, end);
  if (flags.includes('--help') || flags.includes('-h')) return 'help';
  if (flags.includes('--version')) return 'version';
  return null;
}

/** The help of the whole program (command undefined) or of one subcommand. */
export function helpText(command: string | undefined): string {
  const messages = textFor(cliLanguage());
  const help = messages.cli.cliText.help;
  switch (command) {
    case undefined:
      return help.main();
    case 'solve':
      return help.solve();
    case 'backup':
      return help.backup();
    case 'compact':
      return help.compact();
    case 'check':
      return help.check();
    // these three had their usage lines before: the help is a sentence on what the command is for, then those
    case 'verify':
      return `${help.verify()}\n${messages.verify.verifyText.usage()}`;
    case 'record':
      return `${help.record()}\n${messages.verify.recordCliText.usage()}`;
    case 'chances':
      return `${help.chances()}\n${messages.chances.chancesText.curve.usage()}`;
    default:
      return help.main();
  }
}

export async function versionText(): Promise<string> {
  return textFor(cliLanguage()).cli.cliText.version(await versionInfo());
}

/** Answers a help or version request on stdout; the exit code (0). */
export async function answerHelp(request: HelpRequest, command: string | undefined): Promise<number> {
  const text = request === 'help' ? helpText(command) : await versionText();
  await new Promise<void>((done) => process.stdout.write(`${text}\n`, () => done()));
  return 0;
}
