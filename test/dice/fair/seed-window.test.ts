// The seed window (docs/fair-dice.md), on a scripted clock: with `seed_window 5`, a fair game's first roll typed
// before 5 s have passed since the seal is answered «wait N s» and changes nothing (a late /seed still goes in);
// at 5 s it rolls. A computer player that moves first is scheduled after the window, never before.
import { describe, expect, it } from 'vitest';
import { Butler } from '../../../src/butler.ts';
import { cryptoDice } from '../../../src/dice/crypto-dice.ts';
import { silentLogger } from '../../../src/log.ts';
import { toPlain } from '../../../src/messages/rich.ts';
import { MemorySessionStore } from '../../../src/storage/memory-store.ts';

const CHAT = 'console:window';

function table() {
  const clock = { now: 1_000_000 };
  const store = new MemorySessionStore();
  const sent: string[] = [];
  const butler = new Butler({ store, dice: cryptoDice, logger: silentLogger, clock: () => clock.now });
  butler.addOutlet('console:', async (reply) => void sent.push(toPlain(reply.rich)));
  const say = async (user: string, text: string) => {
    const reply = await butler.handle({ chat: CHAT, user: { id: user, name: user }, text, isAdmin: () => true });
    return reply ? { text: toPlain(reply.rich), events: reply.events, version: reply.version } : null;
  };
  return { clock, store, butler, say, sent };
}

describe('the seed window', () => {
  it('GIVEN seed_window 5 WHEN the first roll comes 1 s after the seal THEN it is refused «wait 4 s», nothing changes and a late seed still goes in; at 5 s it rolls', async () => {
    const { clock, say, store } = table();
    expect((await say('alice', '/settings seed_window 5'))!.text).not.toMatch(/нет такой|неизвест/i);
    await say('alice', '/newgame craps');
    await say('bob', '/join');
    await say('alice', '/startgame');
    clock.now += 1_000;
    const before = await store.peek(CHAT);
    const early = await say('alice', 'бросаю кости');
    expect(early!.text).toContain('Подождите 4 с');
    expect(early!.events).toEqual([expect.objectContaining({ type: 'rejected', code: 'seed_window' })]);
    expect(await store.peek(CHAT)).toEqual(before);
    expect((await say('bob', '/seed поздняя фраза'))!.events).toEqual([{ type: 'seed_added', player: 'bob' }]);
    clock.now += 4_000;
    const onTime = await say('alice', 'бросаю кости');
    expect(onTime!.events.some((e) => e.type === 'roll')).toBe(true);
  });

  it('GIVEN no seed_window setting WHEN the first roll comes at once THEN it rolls (the window is off by default)', async () => {
    const { say } = table();
    await say('alice', '/newgame craps');
    await say('bob', '/join');
    await say('alice', '/startgame');
    expect((await say('alice', 'бросаю кости'))!.events.some((e) => e.type === 'roll')).toBe(true);
  });

  it('GIVEN seed_window 5 and a computer player first in turn WHEN the clock passes its 2 s pause THEN it waits; at 5 s it rolls', async () => {
    const { clock, butler, say, sent } = table();
    await say('alice', '/settings seed_window 5');
    await say('alice', '/newgame craps');
    await say('alice', '/addbot');
    await say('alice', '/leave');
    await say('alice', '/join');
    await say('alice', '/startgame');
    await butler.tick(clock.now + 2_000);
    expect(sent).toEqual([]);
    await butler.tick(clock.now + 5_000);
    expect(sent).toHaveLength(1);
  });
});
