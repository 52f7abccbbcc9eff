// How long the Butler keeps what it no longer needs, on the deployment's setting: a chat that holds nothing is
// forgotten after its idle days, an applied update id after its dedupe days; a chat with a game or settings stays.
import { describe, expect, it } from 'vitest';
import { Butler } from '../../src/butler.ts';
import { seededDiceSource } from '../../src/dice/seeded-dice.ts';
import { silentLogger } from '../../src/log.ts';
import { retentionFromDays } from '../../src/sessions/retention.ts';
import { MemorySessionStore } from '../../src/storage/memory-store.ts';

const DAY = 24 * 60 * 60 * 1000;

describe('retention', () => {
  it('GIVEN BUTLER_IDLE_DAYS=30 and BUTLER_DEDUPE_DAYS=7 WHEN sweeps run on day 6, 8, 29 and 31 THEN update ids go after 7 days and the idle chat after 30, the chat with a game never', async () => {
    const store = new MemorySessionStore();
    const start = Date.now();
    const butler = new Butler({
      store,
      dice: seededDiceSource(3),
      logger: silentLogger,
      retention: retentionFromDays({ dedupe: 7, idle: 30 }),
    });
    const say = (chat: string, text: string, updateId: string) =>
      butler.handle({ chat, user: { id: 'a', name: 'a' }, text, updateId, isAdmin: () => true });
    await say('console:quiet', 'бросаю кости', 'q1');
    await say('console:game', '/newgame dice_poker', 'g1');
    await say('console:game', '/startgame', 'g2');
    expect(store.appliedCount).toBe(3);

    await butler.sweep(start + 6 * DAY);
    expect(store.appliedCount).toBe(3);
    await butler.sweep(start + 8 * DAY);
    expect(store.appliedCount).toBe(0);
    await butler.sweep(start + 29 * DAY);
    expect(store.size).toBe(2);
    await butler.sweep(start + 31 * DAY);
    expect(await store.peek('console:quiet')).toBeNull();
    expect(await store.peek('console:game')).not.toBeNull();
  });
});
