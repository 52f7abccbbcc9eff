// Issue 26: the release before this one kept a game's move log inside the stored session. A game it started must
// finish after the upgrade, in every store, with a record whose dice verify: the log moves out on the first read.
import { afterAll, describe, expect, it } from 'vitest';
import { Butler } from '../../src/butler.ts';
import { cryptoDice } from '../../src/dice/crypto-dice.ts';
import { verifyRecord } from '../../src/dice/fair/verify-record.ts';
import { silentLogger } from '../../src/log.ts';
import { replayRecord } from '../../src/sessions/replay-record.ts';
import { MemorySessionStore } from '../../src/storage/memory-store.ts';
import type { SessionStore } from '../../src/storage/types.ts';
import { freshStores, storeKinds } from '../helpers/store-kinds.ts';
import { chatClock } from '../helpers/seed-window-clock.ts';

/** the Butlers' clock: /startgame moves it past the seed window (test/helpers/seed-window-clock.ts) */
const clock = chatClock();

const CHAT = 'console:upgrade';
const { kinds, cleanup } = await storeKinds('movelog_migration');
afterAll(cleanup);

function player(store: SessionStore) {
  const butler = new Butler({ store, dice: cryptoDice, logger: silentLogger, clock: clock.read });
  return async (user: string, text: string) => {
    const reply = await butler.handle({ chat: CHAT, user: { id: user, name: user }, text, isAdmin: () => true });
    clock.typed(text);
    return reply;
  };
}

/**
 * The stored session of a fair Bone Poker game after both first-round rolls, as the previous release wrote it: the
 * moves with their dice in `game.log`, no log key, no move count.
 */
async function sessionOfPreviousRelease(): Promise<string> {
  const store = new MemorySessionStore();
  const say = player(store);
  await say('alice', '/newgame bone_poker');
  await say('bob', '/join');
  await say('alice', '/startgame');
  await say('alice', 'бросаю покер');
  await say('bob', 'бросаю покер');
  const session = JSON.parse((await store.peek(CHAT))!.data);
  const { logKey, moves: _count, rolled: _rolled, ...game } = session.game;
  const log = store.loggedMoves(CHAT, logKey).map((row) => ({ a: JSON.parse(row.action), d: JSON.parse(row.dice) }));
  expect(log).toHaveLength(2);
  return JSON.stringify({ ...session, game: { ...game, log } });
}

describe.each(kinds)('a game of the previous release in the $kind store', ({ skip, options }) => {
  const fresh = freshStores(options);

  it.skipIf(skip)(
    'GIVEN a game started before the upgrade with its log inside the session WHEN it is played to the end after it THEN its record has every move once and its dice verify',
    async () => {
      const data = await sessionOfPreviousRelease();
      const store = await fresh();
      await store.transact(CHAT, () => ({ write: { data, deadline: null }, result: null }));
      const say = player(store);
      // A refused message first: a read that writes nothing must not lose the moves that are still inside.
      expect((await say('bob', 'Пас'))?.events[0]?.type).toBe('rejected');
      await say('alice', 'Пас');
      const over = await say('bob', 'Пас');
      expect(over?.events.some((e) => e.type === 'game_over')).toBe(true);
      const [latest] = await store.gameRecords!.history(CHAT, 1);
      const record = (await store.gameRecords!.game(latest!.id))!;
      expect(record.moves.map((m) => m.a.type)).toEqual(['roll', 'roll', 'pass', 'pass']);
      expect(verifyRecord(record)).toMatchObject({ ok: true, rolls: 2 });
      expect(replayRecord(record)).toMatchObject({ ok: true, over: true });
    },
  );

  it.skipIf(skip)(
    'GIVEN a game started before the upgrade WHEN one move is made after it THEN the session no longer holds the log and the next game starts clean',
    async () => {
      const store = await fresh();
      const data = await sessionOfPreviousRelease();
      await store.transact(CHAT, () => ({ write: { data, deadline: null }, result: null }));
      const say = player(store);
      await say('alice', 'Пас');
      const game = JSON.parse((await store.peek(CHAT))!.data).game;
      expect(game.log).toBeUndefined();
      expect(game.moves).toBe(3);
      await say('bob', 'Пас');
      await say('alice', '/newgame craps');
      await say('bob', '/join');
      await say('alice', '/startgame');
      await say('alice', 'бросаю кости');
      const [latest] = await store.gameRecords!.history(CHAT, 1);
      expect((await store.gameRecords!.game(latest!.id))!.moves).toHaveLength(4);
      expect(JSON.parse((await store.peek(CHAT))!.data).game.moves).toBe(1);
    },
  );
});
