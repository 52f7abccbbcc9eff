// Server-wide settings (the Discord game-master role) kept under the server's key: what one chat of a server sets,
// every other chat of it reads; a change made here is seen at once, one made by another process after the cache
// expires; such a record is never swept as idle.
import { describe, expect, it } from 'vitest';
import { Butler } from '../../src/butler.ts';
import { scriptedDiceSource } from '../../src/dice/scripted-dice.ts';
import { silentLogger } from '../../src/log.ts';
import { ServerSettings } from '../../src/sessions/server-settings.ts';
import type { Incoming } from '../../src/core/reply.ts';
import { MemorySessionStore } from '../../src/storage/memory-store.ts';

const SERVER = 'dc:guild:1';

describe('ServerSettings', () => {
  it('GIVEN a value set through one object WHEN read through it THEN seen at once; WHEN set by another process THEN seen after the cache expires', async () => {
    let now = 0;
    const store = new MemorySessionStore();
    const here = new ServerSettings(store, 30_000, () => now);
    const there = new ServerSettings(store, 30_000, () => now);
    expect(await here.read(SERVER)).toEqual({});
    await here.set(SERVER, 'admin_role', '42');
    expect(await here.read(SERVER)).toEqual({ admin_role: '42' });

    await there.set(SERVER, 'admin_role', 'off');
    expect((await here.read(SERVER)).admin_role).toBe('42');
    now += 30_001;
    expect((await here.read(SERVER)).admin_role).toBe('off');
  });

  it('GIVEN a server with a setting WHEN idle records are swept THEN the setting stays', async () => {
    const store = new MemorySessionStore();
    await new ServerSettings(store).set(SERVER, 'admin_role', '42');
    await store.sweep({ appliedBefore: Date.now() + 1, idleBefore: Date.now() + 1 });
    expect(await new ServerSettings(store).read(SERVER)).toEqual({ admin_role: '42' });
  });

  it('GIVEN an unreadable server record WHEN read THEN no settings; WHEN set THEN it starts afresh with the new value', async () => {
    const store = new MemorySessionStore();
    await store.transact(SERVER, () => ({ write: { data: '{broken', deadline: null }, result: null }));
    const servers = new ServerSettings(store);
    expect(await servers.read(SERVER)).toEqual({});
    await servers.set(SERVER, 'admin_role', '42');
    expect(await new ServerSettings(store).read(SERVER)).toEqual({ admin_role: '42' });
  });
});

describe('Butler: /settings for a server-wide setting', () => {
  const butler = () => new Butler({ store: new MemorySessionStore(), dice: scriptedDiceSource([]), logger: silentLogger });
  const say = (b: Butler, chat: string, text: string, server?: string) => {
    const incoming: Incoming = { chat, user: { id: 'a', name: 'alice' }, text, isAdmin: () => true };
    return b.handle(server ? { ...incoming, server } : incoming);
  };

  it('GIVEN a running game in the channel WHEN an admin sets the role THEN it is stored for the server at once (it changes no game rules) and the channel is untouched', async () => {
    const b = butler();
    await say(b, 'dc:10', '/newgame craps', SERVER);
    const before = await b.store.peek('dc:10');
    const set = await say(b, 'dc:10', '/settings роль 123456789012345678', SERVER);
    expect(JSON.stringify(set?.rich)).toContain('во всех каналах');
    expect((await b.store.peek('dc:10'))?.version).toBe(before?.version);
    expect(await b.serverSettings.read(SERVER)).toEqual({ admin_role: '123456789012345678' });
    const shown = await say(b, 'dc:11', '/settings роль', SERVER);
    expect(JSON.stringify(shown?.rich)).toContain('сейчас: 123456789012345678');
  });

  it('GIVEN a chat without a server WHEN an admin sets or asks for the role THEN told it exists only on Discord servers, and nothing is stored', async () => {
    const b = butler();
    for (const text of ['/settings роль 123456789012345678', '/settings admin_role', '/settings роль 1 2']) {
      const answer = await say(b, 'tg:5', text);
      expect(JSON.stringify(answer?.rich)).toContain('только на серверах Discord');
    }
    expect(await b.store.peek('tg:5')).toBeNull();
    const listed = await say(b, 'tg:5', '/settings');
    expect(JSON.stringify(listed?.rich)).not.toContain('роль');
  });
});
