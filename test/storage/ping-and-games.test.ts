// Issue 42: each store answers /readyz's ping (and refuses it once closed), and counts the games in play for
// butler_games_active — a game opened through the Butler counts, a lobby or settings alone do not.
import { afterAll, describe, expect, it } from 'vitest';
import { Butler } from '../../src/butler.ts';
import { scriptedDiceSource } from '../../src/dice/scripted-dice.ts';
import { silentLogger } from '../../src/log.ts';
import { freshStores, storeKinds } from '../helpers/store-kinds.ts';

const { kinds, cleanup } = await storeKinds('ping');
afterAll(cleanup);

const user = (id: string) => ({ id, name: id });
const say = (butler: Butler, chat: string, who: string, text: string) =>
  butler.handle({ chat, user: user(who), text, isAdmin: () => true });

for (const { kind, skip, options } of kinds) {
  describe.skipIf(skip)(`${kind}: ping and active games`, () => {
    const fresh = freshStores(options);

    it('GIVEN an open store WHEN pinged THEN it answers; closed THEN the ping rejects', async () => {
      const store = await fresh();
      await expect(store.ping(1_000)).resolves.toBeUndefined();
      await store.close();
      await expect(store.ping(1_000)).rejects.toThrow(/closed/);
    });

    it('GIVEN two Craps games running, one lobby and one chat with only a setting WHEN counted THEN craps: 2', async () => {
      const store = await fresh();
      const butler = new Butler({ store, dice: scriptedDiceSource([]), logger: silentLogger });
      expect(await store.activeGames()).toEqual({});
      for (const chat of ['console:a', 'console:b']) {
        await say(butler, chat, 'alice', '/newgame craps');
        await say(butler, chat, 'bob', '/join');
        await say(butler, chat, 'alice', '/startgame');
      }
      await say(butler, 'console:c', 'alice', '/newgame craps');
      await say(butler, 'console:d', 'alice', '/settings language en');
      await butler.drain();
      expect(await store.activeGames()).toEqual({ craps: 2 });
    });
  });
}
