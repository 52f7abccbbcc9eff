// A Butler in its own OS process for the scale-out test: PostgreSQL store and seeded dice from the environment,
// messages in and replies out over the IPC channel ({ n, incoming } → { n, reply }).
import { seededDiceSource } from '../../src/dice/seeded-dice.ts';
import { PostgresSessionStore } from '../../src/storage/postgres-store.ts';
import { butlerOn, message } from './support.ts';

interface Request {
  n: number;
  incoming: { chat: string; user: string; text: string; updateId?: string };
}

const store = await PostgresSessionStore.open({
  url: process.env.BUTLER_TEST_PG_URL!,
  schema: process.env.BUTLER_TEST_PG_SCHEMA!,
  poolSize: 8,
});
const butler = butlerOn(store, seededDiceSource(Number(process.env.BUTLER_TEST_SEED)));

process.on('message', (request: Request | 'stop') => {
  if (request === 'stop') {
    void store.close().then(() => process.disconnect());
    return;
  }
  const { chat, user, text, updateId } = request.incoming;
  void butler.handle(message(chat, user, text, { updateId })).then((reply) => process.send!({ n: request.n, reply }));
});
process.send!('ready');
