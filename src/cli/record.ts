// `npx butler record <id>`: prints a game's record as JSON from the deployment's store (DATABASE_URL, else the
// SQLite file of BUTLER_DB / --db), ready for `npx butler verify`, docs/verify-dice.py or docs/verify.html. A store
// that cannot be opened (another program's file, refused unchanged: storage/sqlite-marker.ts) or read gets one line
// saying why and exit 1; a bad configuration one line and exit 2 — never a stack trace.
import { ConfigError, parseCli, parseEnv } from '../config.ts';
import { redactText } from '../log-redact.ts';
import { textFor } from '../messages/index.ts';
import { DEFAULT_LANGUAGE } from '../core/language.ts';

/** The operator's tool speaks the Butler's default language. */
const { recordCliText } = textFor(DEFAULT_LANGUAGE).verify;
import { openStore } from '../storage/open-store.ts';
import { storeOptions } from '../runtime-choice.ts';

export async function runRecord(argv: string[], out: (text: string) => void = (t) => process.stdout.write(`${t}\n`)): Promise<number> {
  const [id, ...rest] = argv;
  if (!id || !/^\d{1,15}$/.test(id)) {
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
