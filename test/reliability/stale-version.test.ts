// A move is computed on the channel's current version, never on a stale one, and is never written over a newer
// version: across Butler instances on one PostgreSQL, and when a writer that bypasses the per-chat lock slips in.
import pg from 'pg';
import { afterAll, afterEach, describe, expect, it } from 'vitest';
import { scriptedDiceSource } from '../../src/dice/scripted-dice.ts';
import { MemorySessionStore } from '../../src/storage/memory-store.ts';
import { PostgresSessionStore, withDefaultPgUser } from '../../src/storage/postgres-store.ts';
import { dropSchemas, postgresReady, postgresUrl, uniqueSchema } from '../helpers/postgres.ts';
import { butlerOn, message, shown } from './support.ts';

const pgReady = await postgresReady();
const CHAT = 'console:main';

describe.skipIf(!pgReady)('stale versions on PostgreSQL', () => {
  const schemas: string[] = [];
  const stores: PostgresSessionStore[] = [];
  async function open(schema: string): Promise<PostgresSessionStore> {
    if (!schemas.includes(schema)) schemas.push(schema);
    const store = await PostgresSessionStore.open({ url: postgresUrl(), schema, poolSize: 2 });
    stores.push(store);
    return store;
  }
  afterEach(async () => {
    await Promise.all(stores.splice(0).map((s) => s.close()));
  });
  afterAll(async () => {
    await dropSchemas(schemas);
  });

  async function startCraps(butler: ReturnType<typeof butlerOn>) {
    await butler.handle(message(CHAT, 'alice', '/newgame craps'));
    await butler.handle(message(CHAT, 'bob', '/join'));
    return butler.handle(message(CHAT, 'alice', '/startgame'));
  }

  it('GIVEN instance A holding the session in its cache WHEN B moves THEN A’s next move is computed on B’s version', async () => {
    const schema = uniqueSchema('stale_cache');
    const a = butlerOn(await open(schema), scriptedDiceSource([1, 1]));
    const b = butlerOn(await open(schema), scriptedDiceSource([3, 4]));
    await startCraps(a); // A has the session in its cache
    const rolled = await b.handle(message(CHAT, 'alice', 'бросаю кости')); // alice: 7, a natural
    expect(rolled?.events[0]).toEqual({ type: 'roll', player: 'alice', dice: [3, 4] });

    // On a stale copy it would still be alice's turn and bob would be refused.
    const bob = await a.handle(message(CHAT, 'bob', 'бросаю кости'));
    expect(shown(bob)?.events).toContainEqual({ type: 'game_over', game: 'craps', winners: ['alice'] });
    expect(bob?.version).toBe(5);
  });

  it('GIVEN A’s move in flight WHEN a writer that bypasses the lock changes the session THEN A’s move is refused, nothing of it is written, and A’s next move builds on what that writer stored', async () => {
    const schema = uniqueSchema('stale_conflict');
    const store = await open(schema);
    await startCraps(butlerOn(store, scriptedDiceSource([])));
    // A has not written the chat yet, so it reads it under the lock (a store that wrote it last would compute on
    // what it wrote and, finding the foreign write, simply run the move again on it: see postgres-store.test.ts).
    const a = butlerOn(await open(schema), scriptedDiceSource([1, 1, 1, 1]));
    const before = (await store.peek(CHAT))!;

    // What the foreign writer stores: the same game after alice rolled a natural (computed by another Butler).
    const other = butlerOn(new MemorySessionStore(), scriptedDiceSource([3, 4]));
    await startCraps(other);
    await other.handle(message(CHAT, 'alice', 'бросаю кости'));
    const foreignData = (await other.store.peek(CHAT))!.data;

    const foreign = new pg.Client({ connectionString: withDefaultPgUser(postgresUrl()) });
    await foreign.connect();
    try {
      await foreign.query('BEGIN');
      await foreign.query(`UPDATE "${schema}".butler_sessions SET version = version + 1, data = $2 WHERE key = $1`, [
        CHAT,
        foreignData,
      ]);
      // A reads the committed version, rolls 1+1 for alice, then waits for the foreign row lock to write.
      const inFlight = a.handle(message(CHAT, 'alice', 'бросаю кости'));
      await new Promise((resolve) => setTimeout(resolve, 150));
      await foreign.query('COMMIT');
      const refused = await inFlight;
      expect(refused?.events).toEqual([]); // the generic apology: nothing was applied
      expect(refused?.version).toBeNull();
    } finally {
      await foreign.end();
    }
    expect(await store.peek(CHAT)).toMatchObject({ version: before.version + 1, data: foreignData });

    // bob rolls 1+1: on the stored game alice has a natural, so she wins; on A's unwritten copy (alice crapped out
    // too) both would have lost and replayed.
    const bob = await a.handle(message(CHAT, 'bob', 'бросаю кости'));
    expect(bob?.events).toContainEqual({ type: 'game_over', game: 'craps', winners: ['alice'] });
    expect(bob?.version).toBe(before.version + 2);
  });
});
