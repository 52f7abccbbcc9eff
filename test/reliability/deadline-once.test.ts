// Turn deadlines with several processes on one PostgreSQL: both instances wake up for the same overdue turn at the
// same moment, and the turn is played out once — one notice, one roll, one stored change.
import { afterAll, describe, expect, it } from 'vitest';
import { Butler } from '../../src/butler.ts';
import { scriptedDiceSource } from '../../src/dice/scripted-dice.ts';
import { silentLogger } from '../../src/log.ts';
import type { Reply } from '../../src/core/reply.ts';
import { openStore } from '../../src/storage/open-store.ts';
import { dropSchemas, postgresReady, postgresUrl, uniqueSchema } from '../helpers/postgres.ts';

const pgReady = await postgresReady();
const schemas: string[] = [];
afterAll(async () => {
  if (pgReady) await dropSchemas(schemas);
});

describe.skipIf(!pgReady)('turn deadlines across instances (PostgreSQL)', () => {
  it('GIVEN 20 overdue turns on one PostgreSQL WHEN two instances wake for them at once THEN each turn is played out exactly once', async () => {
    const schema = uniqueSchema('deadline');
    schemas.push(schema);
    let now = 1_000_000;
    const clock = () => now;
    const stores = [
      await openStore({ kind: 'postgres', url: postgresUrl(), schema }),
      await openStore({ kind: 'postgres', url: postgresUrl(), schema }),
    ];
    // Each instance has dice for every table, so a double wake-up would show as a second roll.
    const butlers = stores.map(
      (store) => new Butler({ store, dice: scriptedDiceSource(Array(80).fill(2)), logger: silentLogger, clock }),
    );
    const notices: Reply[] = [];
    for (const butler of butlers) butler.addOutlet('tg:', async (reply) => void notices.push(reply));
    const say = (chat: string, user: string, text: string) =>
      butlers[0].handle({ chat, user: { id: user, name: user }, text, isAdmin: () => true });
    const chats = Array.from({ length: 20 }, (_, i) => `tg:${i}`);
    for (const chat of chats) {
      await say(chat, 'alice', '/newgame craps');
      await say(chat, 'bob', '/join');
      await say(chat, 'alice', '/startgame');
    }
    const versions = await Promise.all(chats.map(async (chat) => (await stores[0].peek(chat))!.version));

    now += 10 * 60_000;
    await Promise.all(butlers.map((butler) => butler.tick()));

    const timeouts = notices.flatMap((r) => r.events.filter((e) => e.type === 'timeout').map(() => r.chat));
    expect(timeouts.sort()).toEqual([...chats].sort());
    for (const [i, chat] of chats.entries()) {
      expect((await stores[0].peek(chat))!.version).toBe(versions[i] + 1);
    }
    await Promise.all(stores.map((store) => store.close()));
  });
});
