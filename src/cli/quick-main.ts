// The entry bin/butler.js bundles and runs for `--help` and `--version` (cli/quick-answer.ts): prints the answer and
// exits 0, or returns when there is none and the Butler starts.
import 'dotenv/config';
import { quickAnswer } from './quick-answer.ts';

const answer = await quickAnswer(process.argv.slice(2));
if (answer !== null) {
  await new Promise<void>((done) => process.stdout.write(`${answer}\n`, () => done()));
  process.exit(0);
}
