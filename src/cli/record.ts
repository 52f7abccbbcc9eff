// `npx butler record <id>`: prints a game's record as JSON from the deployment's store (DATABASE_URL, else the
// SQLite file of BUTLER_DB / --db), ready for `npx butler verify`, docs/verify-dice.py or docs/verify.html.
import { parseCli, parseEnv } from '../config.ts';
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
  const env = parseEnv(process.env);
  const store = await openStore(storeOptions(env, parseCli(rest, env)));
  try {
    const record = await store.gameRecords?.game(Number(id));
    if (!record) {
      out(recordCliText.notFound(id));
      return 1;
    }
    out(JSON.stringify(record, null, 1));
    return 0;
  } finally {
    await store.close();
  }
}
