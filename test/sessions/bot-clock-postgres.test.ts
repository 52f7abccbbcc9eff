// The bot clock on PostgreSQL, where several Butler processes share one store: two instances wake the same due bot
// move at the same moment, again and again over a whole Craps game, and every bot move is played exactly once.
import { afterAll, describe, expect, it } from 'vitest';
import { Butler } from '../../src/butler.ts';
import { scriptedDiceSource } from '../../src/dice/scripted-dice.ts';
import { silentLogger } from '../../src/log.ts';
import type { Reply } from '../../src/core/reply.ts';
import { PostgresSessionStore } from '../../src/storage/postgres-store.ts';
import { dropSchemas, postgresReady, postgresUrl, uniqueSchema } from '../helpers/postgres.ts';
import type { GameEvent } from '../../src/games/types.ts';

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
    // come-out: alice 4, bot 6; then point rounds of 3 and 3 until alice hits her 4 in round five
    const rounds = [[1, 2, 1, 2], [1, 2, 1, 2], [1, 2, 1, 2], [2, 2, 1, 1]];
    const dice = scriptedDiceSource([2, 2, 3, 3, ...rounds.flat()]);
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
      for (let round = 0; round <= rounds.length; round++) {
        await say('бросаю кости');
        now += 2_000;
        await Promise.all([a.tick(), b.tick(), a.tick(), b.tick()]);
      }
      const botRolls = sent.flatMap((r): GameEvent[] => r.events).filter((e) => e.type === 'roll' && e.player === 'bot:1');
      expect(botRolls.map((e) => e.dice)).toEqual([[3, 3], [1, 2], [1, 2], [1, 2], [1, 1]]);
      expect(sent.flatMap((r) => r.events).filter((e) => e.type === 'game_over')).toEqual([
        expect.objectContaining({ winners: ['alice'] }),
      ]);
      expect(dice.remaining()).toBe(0);
    } finally {
      for (const store of stores) await store.close();
    }
  });
});
