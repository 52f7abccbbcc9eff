// The SessionStore contract (src/storage/types.ts), run against every store through the openStore factory.
import { afterAll, describe, expect, it } from 'vitest';
import type { StoredRecord, TransactOutcome } from '../../src/storage/types.ts';
import { freshStores, storeKinds } from '../helpers/store-kinds.ts';

const { kinds, cleanup } = await storeKinds('contract');
afterAll(cleanup);

/** fn for a move: counts in the JSON, keeps the deadline it is given. */
function increment(deadline: number | null = null) {
  return (current: StoredRecord | null): TransactOutcome<number> => {
    const n = current ? (JSON.parse(current.data) as { n: number }).n + 1 : 1;
    return { write: { data: JSON.stringify({ n }), deadline }, result: n };
  };
}

const put = (data: string, deadline: number | null = null) => () => ({ write: { data, deadline }, result: undefined });

for (const { kind, skip, options } of kinds) {
  describe.skipIf(skip)(`SessionStore contract: ${kind}`, () => {
    const fresh = freshStores(options);

    it('GIVEN a store WHEN asked for its kind THEN it names the kind it was opened as', async () => {
      expect((await fresh()).kind).toBe(kind);
    });

    it('GIVEN no record WHEN get or a read-only transact runs THEN get returns null, fn sees null, and nothing is created', async () => {
      const store = await fresh();
      expect(await store.peek('chat:1')).toBeNull();
      const seen = await store.transact('chat:1', (current) => ({ result: current }));
      expect(seen).toBeNull();
      expect(await store.peek('chat:1')).toBeNull(); // a read-only transact creates nothing
    });

    it('GIVEN a new key WHEN it is written three times THEN versions are 1, 2, 3 and fn sees the last record', async () => {
      const store = await fresh();
      const versions: Array<number | undefined> = [];
      for (const data of ['{"a":1}', '{"a":2}', '{"a":3}']) {
        await store.transact('chat:1', (current) => {
          versions.push(current?.version);
          return { write: { data, deadline: null }, result: null };
        });
        const stored = await store.peek('chat:1');
        versions.push(stored?.version);
      }
      expect(versions).toEqual([undefined, 1, 1, 2, 2, 3]);
      expect(await store.peek('chat:1')).toEqual({ version: 3, data: '{"a":3}', deadline: null });
    });

    it('GIVEN any result of fn WHEN transact finishes THEN it returns that result as it is', async () => {
      const store = await fresh();
      expect(await store.transact('k', () => ({ result: { ok: true, list: [1, 2] } }))).toEqual({
        ok: true,
        list: [1, 2],
      });
      expect(await store.transact('k', increment())).toBe(1);
    });

    it('GIVEN a stored record WHEN fn omits write THEN the record and its version stay as they were', async () => {
      const store = await fresh();
      await store.transact('chat:1', put('{"kept":true}', 1000));
      await store.transact('chat:1', put('{"kept":true}', 1000));
      const result = await store.transact('chat:1', () => ({ result: 'refused' }));
      expect(result).toBe('refused');
      expect(await store.peek('chat:1')).toEqual({ version: 2, data: '{"kept":true}', deadline: 1000 });
    });

    it('GIVEN a new or a stored key WHEN fn throws THEN nothing is written, the same error is rethrown, and the key stays usable', async () => {
      const store = await fresh();
      const boom = new Error('boom');
      await expect(store.transact('new', () => { throw boom; })).rejects.toBe(boom);
      expect(await store.peek('new')).toBeNull();

      await store.transact('old', put('{"v":1}', 5));
      await expect(store.transact('old', () => { throw boom; })).rejects.toBe(boom);
      expect(await store.peek('old')).toEqual({ version: 1, data: '{"v":1}', deadline: 5 });
      // and the key is usable afterwards (the lock was released)
      await store.transact('old', put('{"v":2}'));
      expect((await store.peek('old'))?.version).toBe(2);
    });

    it('GIVEN a write that no store could keep faithfully WHEN transact runs THEN it is refused and nothing is written', async () => {
      const store = await fresh();
      await expect(store.transact('k', put('{}', 1.5))).rejects.toThrow(/deadline/);
      await expect(
        store.transact('k', () => ({ write: { data: 42 as unknown as string, deadline: null }, result: 0 })),
      ).rejects.toThrow(/data/);
      expect(await store.peek('k')).toBeNull();
    });

    it('GIVEN a key WHEN a deadline is written, then another, then none THEN it is stored, replaced, and cleared', async () => {
      const store = await fresh();
      const at = Date.UTC(2030, 0, 1, 12, 0, 0);
      await store.transact('k', put('{}', at));
      expect((await store.peek('k'))?.deadline).toBe(at);
      await store.transact('k', put('{}', at + 1));
      expect((await store.peek('k'))?.deadline).toBe(at + 1);
      await store.transact('k', put('{}', null));
      expect((await store.peek('k'))?.deadline).toBeNull();
    });

    it('GIVEN JSON text with Cyrillic, emoji, quotes, or a large session WHEN it is stored and read back THEN it is kept exactly', async () => {
      const store = await fresh();
      const data = JSON.stringify({
        phrase: 'Бросаю кости — «⚀⚅» 🎲',
        quote: `it's "quoted" \\ back\\slash`,
        big: 'x'.repeat(200_000),
      });
      await store.transact('чат:1', put(data));
      expect((await store.peek('чат:1'))?.data).toBe(data);
    });

    it('GIVEN two keys WHEN one is written or its fn throws THEN the other is left alone', async () => {
      const store = await fresh();
      await store.transact('a', increment(10));
      await store.transact('a', increment(10));
      await store.transact('b', increment(20));
      expect(await store.peek('a')).toEqual({ version: 2, data: '{"n":2}', deadline: 10 });
      expect(await store.peek('b')).toEqual({ version: 1, data: '{"n":1}', deadline: 20 });
      await expect(store.transact('b', () => { throw new Error('no'); })).rejects.toThrow('no');
      expect((await store.peek('a'))?.version).toBe(2);
    });

    it('GIVEN keys with and without deadlines WHEN due is asked THEN it lists keys at or before now, oldest first, never those without a deadline', async () => {
      const store = await fresh();
      await store.transact('late', put('{}', 300));
      await store.transact('early', put('{}', 100));
      await store.transact('none', put('{}', null));
      await store.transact('middle', put('{}', 200));
      await store.transact('future', put('{}', 10_000));
      await store.transact('tie-b', put('{}', 200));

      expect(await store.due(50)).toEqual([]);
      expect(await store.due(100)).toEqual(['early']); // at `now` counts as due
      expect(await store.due(250)).toEqual(['early', 'middle', 'tie-b']);
      expect(await store.due(300)).toEqual(['early', 'middle', 'tie-b', 'late']);
      expect(await store.due(1_000_000)).toEqual(['early', 'middle', 'tie-b', 'late', 'future']);
    });

    it('GIVEN more due keys than the limit WHEN due is asked THEN it returns the oldest up to it (default 100)', async () => {
      const store = await fresh();
      for (let i = 0; i < 105; i++) await store.transact(`k${String(i).padStart(3, '0')}`, put('{}', 1000 - i));
      expect(await store.due(5000, 3)).toEqual(['k104', 'k103', 'k102']);
      expect(await store.due(5000)).toHaveLength(100);
      expect((await store.due(5000)).at(-1)).toBe('k005');
    });

    it('GIVEN a due key WHEN its deadline is cleared THEN it is no longer due', async () => {
      const store = await fresh();
      await store.transact('k', put('{}', 100));
      expect(await store.due(100)).toEqual(['k']);
      await store.transact('k', put('{}', null));
      expect(await store.due(100)).toEqual([]);
    });

    it('GIVEN one key WHEN many transacts run on it concurrently THEN none is lost', async () => {
      const store = await fresh();
      const results = await Promise.all(Array.from({ length: 40 }, () => store.transact('hot', increment())));
      expect(new Set(results).size).toBe(40); // each saw a different count
      expect(await store.peek('hot')).toEqual({ version: 40, data: '{"n":40}', deadline: null });
    });

    it('GIVEN a record handed to a caller WHEN the caller mutates it THEN the store does not change', async () => {
      const store = await fresh();
      await store.transact('k', put('{"x":1}', 7));
      const got = await store.peek('k');
      got!.version = 99;
      got!.data = 'changed';
      await store.transact('k', (current) => {
        current!.version = 42;
        return { result: null };
      });
      expect(await store.peek('k')).toEqual({ version: 1, data: '{"x":1}', deadline: 7 });
    });

    it('GIVEN a closed store WHEN it is closed again or given other work THEN closing is harmless and any other work is refused', async () => {
      const store = await fresh();
      await store.transact('k', increment());
      await store.close();
      await store.close();
      await expect(store.transact('k', increment())).rejects.toThrow(/closed/);
      await expect(store.peek('k')).rejects.toThrow(/closed/);
      await expect(store.due(0)).rejects.toThrow(/closed/);
    });
  });
}
