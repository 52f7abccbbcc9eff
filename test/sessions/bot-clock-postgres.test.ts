// The bot clock on PostgreSQL, where several Butler processes share one store: two instances wake the same due bot
// move at the same moment, again and again over a whole Craps game, and every bot move is played exactly once.
import { afterAll, describe, expect, it } from 'vitest';
import { Butler } from '../../src/butler.ts';
import { seededDiceSource } from '../../src/dice/seeded-dice.ts';
import { silentLogger } from '../../src/log.ts';
import type { Reply } from '../../src/core/reply.ts';
import { PostgresSessionStore } from '../../src/storage/postgres-store.ts';
import { dropSchemas, postgresReady, postgresUrl, uniqueSchema } from '../helpers/postgres.ts';

const pgReady = await postgresReady();
const schemas: string[] = [];
afterAll(async () => {
  if (pgReady) await dropSchemas(schemas);
});

describe.skipIf(!pgReady)('bot moves with two instances on PostgreSQL', () => {
  it('GIVEN two instances ticking together WHEN a bot move is due THEN exactly one of them plays it, every time', async () => {
    const schema = uniqueSchema('bots');
    schemas.push(schema);
    const stores = [
      await PostgresSessionStore.open({ url: postgresUrl(), schema, poolSize: 4 }),
      await PostgresSessionStore.open({ url: postgresUrl(), schema, poolSize: 4 }),
    ];
    let now = 1_000_000;
    // Seeded dice: a move's dice depend on the chat and the version it is applied to, not on which instance draws
    // them or how often a stale guess drew before (PostgreSQL's one-round-trip path may run a step and discard it).
    const dice = seededDiceSource(7);
    const rounds = 5;
    const sent: Reply[] = [];
    const [a, b] = stores.map((store) => {
      const butler = new Butler({ store, dice, logger: silentLogger, clock: () => now });
      butler.addOutlet('console:', async (reply) => void sent.push(reply));
      return butler;
    });
    const say = (text: string) =>
      a.handle({ chat: 'console:main', user: { id: 'alice', name: 'alice' }, text, isAdmin: () => true });
    try {
      await say('/newgame craps');
      await say('/addbot');
      await say('/startgame');
      for (let round = 0; round < rounds; round++) {
        await say('бросаю кости');
        now += 2_000;
        await Promise.all([a.tick(), b.tick(), a.tick(), b.tick()]);
      }
      // each bot move was played once: one reply per stored version, never two for the same one
      const botReplies = sent.filter((r) => r.events.some((e) => e.type === 'roll' && e.player === 'bot:1'));
      expect(botReplies.length).toBeGreaterThan(0);
      const versions = botReplies.map((r) => r.version);
      expect(new Set(versions).size).toBe(versions.length);
      expect(sent.flatMap((r) => r.events).filter((e) => e.type === 'game_over').length).toBeLessThanOrEqual(1);
    } finally {
      for (const store of stores) await store.close();
    }
  });
});
