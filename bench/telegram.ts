// `node bin/run-bundled.js bench/telegram.ts [--groups N --updates N --store memory|sqlite --rounds N]`: the Telegram
// path alone (bench/telegram-path.ts; `npm run bench -- --store telegram` runs it for both stores).
import { parseArgs } from 'node:util';
import { telegramPathBench } from './telegram-path.ts';

const { values } = parseArgs({
  options: {
    groups: { type: 'string', default: '200' },
    updates: { type: 'string', default: '20000' },
    store: { type: 'string', default: 'memory' },
    rounds: { type: 'string', default: '3' },
  },
});
await telegramPathBench({ groups: Number(values.groups), updates: Number(values.updates), store: values.store!, rounds: Number(values.rounds) });
