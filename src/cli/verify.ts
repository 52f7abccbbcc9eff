// `npx butler verify <record.json> [--commitment HEX] [--lang ru|uk|en]`: checks a whole game from its record (see
// dice/fair/verify-record.ts). Exit code 0 when everything holds, 1 when something does not (or the game was not
// fairly seeded), 2 on bad usage; `--help` prints the usage and exits 0.
import { readFile } from 'node:fs/promises';
import { isCommitmentPrefix, verifyRecord, type RecordToVerify } from '../dice/fair/verify-record.ts';
import { textFor, type Messages } from '../messages/index.ts';
import { languageFlag } from './cli-language.ts';

type VerifyText = Messages['verify']['verifyText'];

type Args = { help: true } | { file: string; commitment?: string } | { error: string };

/** The arguments: one file, `--commitment HEX` or `--commitment=HEX` anywhere, `--help`/`-h`; anything else is usage. */
function parseArgs(argv: string[], verifyText: VerifyText): Args {
  let file: string | undefined;
  let commitment: string | undefined;
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i]!;
    if (arg === '--help' || arg === '-h') return { help: true };
    if (arg === '--commitment' || arg.startsWith('--commitment=')) {
      const value = arg === '--commitment' ? argv[++i] : arg.slice('--commitment='.length);
      if (value === undefined || !isCommitmentPrefix(value)) return { error: verifyText.badCommitment(value ?? '') };
      commitment = value;
    } else if (arg.startsWith('-') || file !== undefined) {
      return { error: verifyText.usage() };
    } else {
      file = arg;
    }
  }
  if (file === undefined) return { error: verifyText.usage() };
  return commitment === undefined ? { file } : { file, commitment };
}

export async function runVerify(argv: string[], out: (line: string) => void = (l) => process.stdout.write(`${l}\n`)): Promise<number> {
  // the operator's tool speaks the operator's language (the terminal's, or --lang), as --help does
  const flag = languageFlag(argv);
  const { verifyText } = textFor(flag.language).verify;
  const args = flag.bad ? { error: verifyText.usage() } : parseArgs(flag.args, verifyText);
  if ('help' in args) {
    out(verifyText.usage());
    return 0;
  }
  if ('error' in args) {
    out(args.error);
    return 2;
  }
  let record: RecordToVerify;
  try {
    record = parseRecord(await readFile(args.file, 'utf8'), verifyText);
  } catch (error) {
    out(verifyText.unreadable(args.file, (error as Error).message));
    return 2;
  }
  const verdict = verifyRecord(record, { commitment: args.commitment });
  out(verifyText.verdict(verdict));
  return verdict.ok ? 0 : 1;
}

/** Checks the shape just enough that a wrong file gets a clear message rather than a stack trace. */
function parseRecord(text: string, verifyText: VerifyText): RecordToVerify {
  const raw = JSON.parse(text) as Partial<RecordToVerify> | null;
  if (!raw || typeof raw !== 'object' || !Array.isArray(raw.players) || !Array.isArray(raw.moves) || !('fair' in raw)) {
    throw new Error(verifyText.notARecord());
  }
  if (raw.players.some((p) => typeof p?.id !== 'string')) throw new Error(verifyText.notARecord());
  if (raw.moves.some((m) => !Array.isArray(m?.d) || m.d.some((v) => !Number.isInteger(v)) || typeof m.a !== 'object' || m.a === null)) {
    throw new Error(verifyText.movesWithoutDice());
  }
  if (raw.fair && (!Array.isArray(raw.fair.seeds) || typeof raw.fair.secret !== 'string')) throw new Error(verifyText.notARecord());
  return raw as RecordToVerify;
}
