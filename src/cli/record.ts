// `npx butler record <id>`: prints a game's record as JSON from the deployment's store (DATABASE_URL, else the
// SQLite file of BUTLER_DB / --db), ready for `npx butler verify`, docs/verify-dice.py or docs/verify.html. A store
// that cannot be opened (another program's file, refused unchanged: storage/sqlite-marker.ts) or read gets one line
// saying why and exit 1; a bad configuration one line and exit 2 — never a stack trace.
import { ConfigError, parseCli, parseEnv } from '../config.ts';
import { redactText } from '../log-redact.ts';
import { textFor } from '../messages/index.ts';
import { openStore } from '../storage/open-store.ts';
import { storeOptions } from '../runtime-choice.ts';
import { languageFlag } from './cli-language.ts';

export async function runRecord(argv: string[], out: (text: string) => void = (t) => process.stdout.write(`${t}\n`)): Promise<number> {
  // the operator's tool speaks the operator's language (the terminal's, or --lang), as --help does
  const flag = languageFlag(argv);
  const { recordCliText } = textFor(flag.language).verify;
  const [id, ...rest] = flag.args;
  if (flag.bad || !id || !/^\d{1,15}$/.test(id)) {
    out(recordCliText.usage());
    return 2;
  }
  let options;
  try {
    const env = parseEnv(process.env);
    options = storeOptions(env, parseCli(rest, env));
  } catch (error) {
    if (!(error instanceof ConfigError)) throw error;
    out(error.message);
    return 2;
  }
  let store;
  try {
    store = await openStore(options);
  } catch (error) {
    out(recordCliText.cannotOpen(oneLine(error)));
    return 1;
  }
  try {
    const record = await store.gameRecords?.game(Number(id));
    if (!record) {
      out(recordCliText.notFound(id));
      return 1;
    }
    out(JSON.stringify(record, null, 1));
    return 0;
  } catch (error) {
    out(recordCliText.cannotOpen(oneLine(error)));
    return 1;
  } finally {
    await store.close().catch(() => {});
  }
}

/** An error's message on one line, with any password in an address hidden. */
const oneLine = (error: unknown) => redactText(String((error as Error)?.message ?? error)).replace(/\s+/g, ' ').trim();
