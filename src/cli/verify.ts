// `npx butler verify <record.json>`: recomputes every roll of a game's record from its revealed secret.
// Exit code 0 when every roll matches, 1 when one does not (or the game was not fairly seeded), 2 on bad usage.
import { readFile } from 'node:fs/promises';
import { verifyRecord, type RecordToVerify } from '../dice/fair/verify-record.ts';
import { textFor } from '../messages/index.ts';
import { DEFAULT_LANGUAGE } from '../core/language.ts';

/** The operator's tool speaks the Butler's default language. */
const { verifyText } = textFor(DEFAULT_LANGUAGE).verify;

export async function runVerify(argv: string[], out: (line: string) => void = (l) => process.stdout.write(`${l}\n`)): Promise<number> {
  const file = argv[0];
  if (!file || argv.length > 1) {
    out(verifyText.usage());
    return 2;
  }
  let record: RecordToVerify;
  try {
    record = parseRecord(await readFile(file, 'utf8'));
  } catch (error) {
    out(verifyText.unreadable(file, (error as Error).message));
    return 2;
  }
  const verdict = verifyRecord(record);
  out(verifyText.verdict(verdict));
  return verdict.ok ? 0 : 1;
}

/** Checks the shape just enough that a wrong file gets a clear message rather than a stack trace. */
function parseRecord(text: string): RecordToVerify {
  const raw = JSON.parse(text) as Partial<RecordToVerify> | null;
  if (!raw || !Array.isArray(raw.players) || !Array.isArray(raw.moves) || !('fair' in raw)) {
    throw new Error(verifyText.notARecord());
  }
  if (raw.moves.some((m) => !Array.isArray(m?.d) || m.d.some((v) => !Number.isInteger(v)))) {
    throw new Error(verifyText.movesWithoutDice());
  }
  return raw as RecordToVerify;
}
