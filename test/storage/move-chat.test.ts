// moveChat and chatKeys (src/storage/types.ts), run against every store: a Telegram group that becomes a
// supergroup takes its sessions, settings and pending deadlines to the new chat id in one step.
import { afterAll, describe, expect, it } from 'vitest';
import { RECORD_FORMAT, type GameRecord } from '../../src/storage/records/game-record.ts';
import type { SessionStore } from '../../src/storage/types.ts';
import { freshStores, storeKinds } from '../helpers/store-kinds.ts';

const { kinds, cleanup } = await storeKinds('movechat', 2);
afterAll(cleanup);

const put = (store: SessionStore, key: string, data: string, deadline: number | null = null) =>
  store.transact(key, () => ({ write: { data, deadline }, result: undefined }));

for (const { kind, skip, options } of kinds) {
  describe.skipIf(skip)(`moveChat: ${kind}`, () => {
    const fresh = freshStores(options);

    it('GIVEN a chat with a game, a deadline and a topic WHEN it moves THEN everything is under the new key and nothing under the old', async () => {
      const store = await fresh();
      await put(store, 'tg:-1', '{"game":1}', 5_000);
      await put(store, 'tg:-1', '{"game":2}', 6_000);
      await put(store, 'tg:-1:7', '{"topic":1}');
      await put(store, 'tg:-11', '{"other":1}');
      expect(await store.chatKeys('tg:-1')).toEqual(['tg:-1', 'tg:-1:7']);

      expect(await store.moveChat('tg:-1', 'tg:-100')).toBe(2);

      expect(await store.peek('tg:-1')).toBeNull();
      expect(await store.peek('tg:-1:7')).toBeNull();
      expect(await store.peek('tg:-100')).toMatchObject({ data: '{"game":2}', deadline: 6_000 });
      expect(await store.peek('tg:-100:7')).toMatchObject({ data: '{"topic":1}' });
      expect(await store.peek('tg:-11')).toMatchObject({ data: '{"other":1}' });
      expect(await store.due(10_000)).toEqual(['tg:-100']);
      expect(await store.chatKeys('tg:-1')).toEqual([]);
    });

    it('GIVEN an update applied in the old chat WHEN the chat moves THEN the new key still knows that update as applied', async () => {
      const store = await fresh();
      await store.transact('tg:-1', () => ({ write: { data: '{"n":1}', deadline: null }, result: undefined }), { update: 'u7' });
      await store.moveChat('tg:-1', 'tg:-100');
      const seen = await store.transact('tg:-100', (_current, applied) => ({ result: applied }), { update: 'u7' });
      const fresh8 = await store.transact('tg:-100', (_current, applied) => ({ result: applied }), { update: 'u8' });
      expect(seen).toBe(true);
      expect(fresh8).toBe(false);
    });

    it('GIVEN a finished game on record in the old chat WHEN the chat moves THEN /history of the new chat lists it', async () => {
      const store = await fresh();
      const records = store.gameRecords;
      if (!records) return;
      const record = {
        format: RECORD_FORMAT,
        chat: 'tg:-1',
        game: 'craps',
        settings: {},
        players: [{ id: 'a', name: 'a', kind: 'person' }, { id: 'b', name: 'b', kind: 'person' }],
        winners: ['a'],
        scores: null,
        how: 'finished',
        startedAt: 1,
        endedAt: 2,
        fair: null,
        moves: [],
      } satisfies GameRecord;
      await store.transact('tg:-1', () => ({ write: { data: '{"n":1}', deadline: null, gameRecord: record }, result: undefined }));
      await records.fold();
      expect((await records.history('tg:-1', 10)).length).toBe(1);
      await store.moveChat('tg:-1', 'tg:-100');
      expect((await records.history('tg:-1', 10)).length).toBe(0);
      expect((await records.history('tg:-100', 10)).length).toBe(1);
    });

    it('GIVEN the new chat already has a session WHEN the old one moves THEN the moved one wins with a version above both', async () => {
      const store = await fresh();
      await put(store, 'tg:-1', '{"old":1}');
      await put(store, 'tg:-1', '{"old":2}');
      await put(store, 'tg:-100', '{"new":1}');
      await store.moveChat('tg:-1', 'tg:-100');
      const moved = await store.peek('tg:-100');
      expect(moved?.data).toBe('{"old":2}');
      expect(moved!.version).toBeGreaterThan(2);
      // A write after the move continues from the moved version.
      await put(store, 'tg:-100', '{"after":1}');
      expect((await store.peek('tg:-100'))!.version).toBe(moved!.version + 1);
    });

    it('GIVEN nothing is stored for a chat WHEN it moves THEN nothing changes', async () => {
      const store = await fresh();
      await put(store, 'tg:-5', '{}');
      expect(await store.moveChat('tg:-1', 'tg:-100')).toBe(0);
      expect(await store.chatKeys('tg:-5')).toEqual(['tg:-5']);
    });
  });
}
