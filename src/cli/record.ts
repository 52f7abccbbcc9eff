// `npx butler record <id>`: prints a game's record as JSON from the deployment's store (DATABASE_URL, else the
// SQLite file of BUTLER_DB / --db), ready for `npx butler verify`, docs/verify-dice.py or docs/verify.html.
import { parseCli, parseEnv } from '../config.ts';
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
