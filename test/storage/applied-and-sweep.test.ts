// Two promises every store keeps beyond the basic contract: an applied update id is recognised however many others
// came after it (until it expires by age), and sessions that hold nothing are deleted once they have been idle for
// a while — while a chat with a game, a lobby or settings is never touched.
import { afterAll, afterEach, describe, expect, it } from 'vitest';
import { Butler } from '../../src/butler.ts';
import { seededDiceSource } from '../../src/dice/seeded-dice.ts';
import { silentLogger } from '../../src/log.ts';
import { openStore } from '../../src/storage/open-store.ts';
import type { SessionStore } from '../../src/storage/types.ts';
import { storeKinds } from '../helpers/store-kinds.ts';

const { kinds, cleanup } = await storeKinds('applied');
afterAll(cleanup);

const DAY = 24 * 60 * 60 * 1000;

for (const { kind, skip, options } of kinds) {
  describe.skipIf(skip)(`applied updates and idle sessions: ${kind}`, () => {
    let store: SessionStore;
    afterEach(async () => store?.close());

    function butler(): Butler {
      return new Butler({ store, dice: seededDiceSource(5), logger: silentLogger });
    }
    const say = (b: Butler, chat: string, user: string, text: string, updateId?: string) =>
      b.handle({ chat, user: { id: user, name: user }, text, updateId, isAdmin: () => true });

    it('GIVEN a free roll applied and then 100 more applied rolls in the same chat WHEN the first update is delivered again THEN it is not rolled again and nothing changes', async () => {
      store = await openStore(options());
      const b = butler();
      const chat = 'console:main';
      const first = await say(b, chat, 'alice', 'бросаю пять костей', 'u1');
      expect(first?.events.some((e) => e.type === 'roll')).toBe(true);
      // 100 applied updates push u1 far out of the session's own 64-id window.
      for (let i = 0; i < 100; i++) await say(b, chat, 'alice', 'бросаю кость', `x${i}`);
      const before = await store.peek(chat);
      expect(before?.version).toBe(101);
      const again = await say(b, chat, 'alice', 'бросаю пять костей', 'u1');
      expect(again).toBeNull(); // an older update: quiet, no dice
      expect(await store.peek(chat)).toEqual(before);
      // The chat's latest update is still answered again with its first reply.
      const latest = await say(b, chat, 'alice', 'бросаю кость', 'x99');
      expect(latest?.version).toBe(101);
      expect(await store.peek(chat)).toEqual(before);
    });

    it('GIVEN update ids older than the retention WHEN the store is swept THEN only those are forgotten', async () => {
      store = await openStore(options());
      const b = butler();
      await say(b, 'console:a', 'alice', 'бросаю кость', 'old');
      const swept = await store.sweep({ appliedBefore: Date.now() - DAY, idleBefore: null });
      expect(swept.updates).toBe(0);
      const later = await store.sweep({ appliedBefore: Date.now() + 1000, idleBefore: null });
      expect(later.updates).toBe(1);
      expect(await store.peek('console:a')).not.toBeNull(); // sessions are not touched without idleBefore
    });

    it('GIVEN chats with a free roll only, with settings, with a lobby and with a game WHEN idle sessions are swept THEN only the chat holding nothing is deleted', async () => {
      store = await openStore(options());
      const b = butler();
      await say(b, 'console:free', 'alice', 'бросаю кость', 'f1');
      await say(b, 'console:settings', 'alice', '/settings turn_timeout 5');
      await say(b, 'console:lobby', 'alice', '/newgame craps');
      await say(b, 'console:game', 'alice', '/newgame dice_poker');
      await say(b, 'console:game', 'alice', '/startgame');
      for (const chat of ['free', 'settings', 'lobby', 'game']) expect(await store.peek(`console:${chat}`)).not.toBeNull();
      // Not idle for long enough yet: nothing goes.
      expect((await store.sweep({ appliedBefore: 0, idleBefore: Date.now() - DAY })).sessions).toBe(0);
      const swept = await store.sweep({ appliedBefore: 0, idleBefore: Date.now() + 1000 });
      expect(swept.sessions).toBe(1);
      expect(await store.peek('console:free')).toBeNull();
      for (const chat of ['settings', 'lobby', 'game']) expect(await store.peek(`console:${chat}`)).not.toBeNull();
      // A chat that was deleted starts afresh on its next message.
      const roll = await say(b, 'console:free', 'alice', 'бросаю кость');
      expect(roll?.events.some((e) => e.type === 'roll')).toBe(true);
    });

    it('GIVEN a game that ended WHEN idle sessions are swept later THEN the chat is forgotten; with settings it is kept', async () => {
      store = await openStore(options());
      const b = butler();
      await say(b, 'console:t', 'alice', '/newgame craps');
      await say(b, 'console:t', 'alice', '/endgame');
      await say(b, 'console:s', 'alice', '/settings turn_timeout 5');
      await say(b, 'console:s', 'alice', '/newgame craps');
      await say(b, 'console:s', 'alice', '/endgame');
      const swept = await store.sweep({ appliedBefore: 0, idleBefore: Date.now() + 1000 });
      expect(swept.sessions).toBe(1);
      expect(await store.peek('console:t')).toBeNull();
      expect(await store.peek('console:s')).not.toBeNull();
    });
  });
}
