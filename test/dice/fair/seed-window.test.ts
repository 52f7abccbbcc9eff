// The seed window (docs/fair-dice.md), on a scripted clock: by default (5 s) and with `seed_window N`, a fair game's
// first roll typed before the window closed is answered «rolling opens in N s» and changes nothing (a late /seed
// still goes in), an admin's /skip waits too; when the window closes it rolls. A computer player that moves first
// is scheduled after the window, never before. `seed_window 0` turns it off.
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
  const say = async (user: string, text: string, language?: 'en' | 'uk') => {
    const reply = await butler.handle({
      chat: CHAT,
      user: { id: user, name: user },
      text,
      isAdmin: () => true,
      ...(language ? { platformLanguage: { language, from: 'place' as const } } : {}),
    });
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
    expect(early!.text).toContain('Бросать можно через 4 с');
    expect(early!.events).toEqual([expect.objectContaining({ type: 'rejected', code: 'seed_window' })]);
    expect(await store.peek(CHAT)).toEqual(before);
    expect((await say('bob', '/seed поздняя фраза'))!.events).toEqual([{ type: 'seed_added', player: 'bob' }]);
    clock.now += 4_000;
    const onTime = await say('alice', 'бросаю кости');
    expect(onTime!.events.some((e) => e.type === 'roll')).toBe(true);
  });

  it('GIVEN no seed_window setting WHEN the first roll comes at once THEN the start says when rolling opens, the roll is refused; 5 s after the seal it rolls', async () => {
    const { clock, say, store } = table();
    await say('alice', '/newgame craps');
    await say('bob', '/join');
    const started = await say('alice', '/startgame');
    expect(started!.text).toContain('Бросать можно через 5 с');
    expect(started!.text).toContain('/seed');
    const before = await store.peek(CHAT);
    const early = await say('alice', 'бросаю кости');
    expect(early!.text).toContain('Бросать можно через 5 с');
    expect(await store.peek(CHAT)).toEqual(before);
    clock.now += 4_999;
    expect((await say('alice', 'бросаю кости'))!.text).toContain('через 1 с');
    clock.now += 1;
    expect((await say('alice', 'бросаю кости'))!.events.some((e) => e.type === 'roll')).toBe(true);
  });

  for (const [language, opens, skip] of [
    ['en', 'Rolling opens in 5 s', 'A turn can be skipped in 5 s'],
    ['uk', 'Кидати можна через 5 с', 'Пропустити хід можна через 5 с'],
  ] as const) {
    it(`GIVEN a chat in ${language} WHEN a fair game starts and someone rolls or skips at once THEN the same is said in ${language}`, async () => {
      const { say } = table();
      await say('alice', '/newgame craps', language);
      await say('bob', '/join', language);
      expect((await say('alice', '/startgame', language))!.text).toContain(opens);
      expect((await say('alice', language === 'en' ? 'roll dice' : 'кидаю кістки', language))!.text).toContain(opens);
      expect((await say('alice', '/skip', language))!.text).toContain(skip);
    });
  }

  it('GIVEN seed_window 0 WHEN the first roll comes at once THEN it rolls, and the start message says nothing of a wait', async () => {
    const { say } = table();
    await say('alice', '/settings seed_window 0');
    await say('alice', '/newgame craps');
    await say('bob', '/join');
    expect((await say('alice', '/startgame'))!.text).not.toContain('Бросать можно');
    expect((await say('alice', 'бросаю кости'))!.events.some((e) => e.type === 'roll')).toBe(true);
  });

  it('GIVEN the seed window is open WHEN an admin types /skip THEN it is refused with when it is possible, nothing changes; after the window it plays the turn out', async () => {
    const { clock, say, store } = table();
    await say('alice', '/newgame craps');
    await say('bob', '/join');
    await say('alice', '/startgame');
    clock.now += 2_000;
    const before = await store.peek(CHAT);
    const skipped = await say('alice', '/skip');
    expect(skipped!.text).toContain('Пропустить ход можно через 3 с');
    expect(skipped!.events).toEqual([expect.objectContaining({ type: 'rejected', code: 'seed_window' })]);
    expect(await store.peek(CHAT)).toEqual(before);
    clock.now += 3_000;
    expect((await say('alice', '/skip'))!.events.some((e) => e.type === 'roll')).toBe(true);
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

describe('the seed window in the record (issue 49)', () => {
  it('GIVEN a lobby phrase, a late phrase 2 s after the seal and the first roll at 6 s WHEN the game ends THEN its record holds the start, the window, each phrase\'s time and the first roll\'s time', async () => {
    const { clock, say, store } = table();
    await say('alice', '/newgame bone_poker');
    await say('bob', '/join');
    clock.now += 500;
    await say('bob', '/seed чайник');
    const lobbySeedAt = clock.now;
    clock.now += 500;
    await say('alice', '/startgame');
    const startedAt = clock.now;
    clock.now += 2_000;
    await say('alice', '/seed после печати');
    clock.now += 4_000;
    await say('alice', 'бросаю покер');
    const rolledAt = clock.now;
    clock.now += 1_000;
    await say('alice', '/endgame');
    const [latest] = await store.gameRecords!.history(CHAT, 1);
    const record = (await store.gameRecords!.game(latest!.id))!;
    expect(record.format).toBe('butler-record/2');
    expect(record.startedAt).toBe(startedAt);
    expect(record.fair).toMatchObject({ window: 5, rolledAt });
    expect(record.fair!.seeds.map((s) => s.at)).toEqual([lobbySeedAt, startedAt + 2_000]);
    // what anyone can now check from the record alone: every late phrase before the first roll, the roll after the window
    expect(record.fair!.rolledAt! - record.startedAt!).toBeGreaterThanOrEqual(record.fair!.window! * 1000);
  });
});
