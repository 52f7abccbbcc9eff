// A session's JSON text made when a store first reads it (storage/deferred-text.ts): the SQL stores read it at once,
// the memory store only when the record is read back; either way the text is the written session's.
import { describe, expect, it, vi } from 'vitest';
import { isDeferred, writeOfValue } from '../../src/storage/deferred-text.ts';
import { checkRecordWrite } from '../../src/storage/record-write.ts';
import { MemorySessionStore } from '../../src/storage/memory-store.ts';

describe('deferred write text', () => {
  it('GIVEN a write made from a session WHEN its data is read twice THEN it is the JSON of the session, made once', () => {
    const session = { schema: 1, game: { id: 'craps', players: [{ id: 'ann', name: 'Аня 🎲' }] } };
    const stringify = vi.spyOn(JSON, 'stringify');
    try {
      const write = writeOfValue(session, 5, false);
      expect(stringify).not.toHaveBeenCalled();
      checkRecordWrite(write); // the check does not make it either
      expect(stringify).not.toHaveBeenCalled();
      expect(write.data).toBe('{"schema":1,"game":{"id":"craps","players":[{"id":"ann","name":"Аня 🎲"}]}}');
      expect(write.data).toBe(write.data);
      expect(stringify).toHaveBeenCalledTimes(1);
      expect({ deadline: write.deadline, idle: write.idle, deferred: isDeferred(write) }).toEqual({ deadline: 5, idle: false, deferred: true });
    } finally {
      stringify.mockRestore();
    }
  });

  it('GIVEN a plain write to the memory store WHEN the caller changes it afterwards THEN the stored text is the one written', async () => {
    const write = { data: '{"a":1}', deadline: null };
    expect(isDeferred(write)).toBe(false);
    const store = new MemorySessionStore();
    await store.transact('chat', () => ({ write, result: null }));
    write.data = '{"a":2}';
    expect((await store.peek('chat'))?.data).toBe('{"a":1}');
  });

  it('GIVEN the memory store WHEN a session is written from its value THEN the text is made only when the record is read back, and is that session', async () => {
    const store = new MemorySessionStore();
    const session = { schema: 1, settings: { lang: 'uk' } };
    const write = writeOfValue(session, null);
    const text = vi.spyOn(write, 'data', 'get');
    await store.transact('chat', () => ({ write, result: null }));
    expect(text).not.toHaveBeenCalled();
    const stored = await store.peek('chat');
    expect(stored).toEqual({ version: 1, data: '{"schema":1,"settings":{"lang":"uk"}}', deadline: null });
    expect(text).toHaveBeenCalled();
    await store.transact('chat', (current) => {
      expect(JSON.parse(current!.data)).toEqual(session);
      return { result: null };
    });
  });
});
