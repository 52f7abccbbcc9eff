// Issue 49: a flood of refused 🎲 (or phrases) must not delay the game. Replayed over the outbox on a virtual clock.
import { describe, expect, it } from 'vitest';
import { Outbox, type OutMessage, type OutPart } from '../../../src/adapters/telegram/outbox.ts';
import { silentLogger } from '../../../src/log.ts';
import { FLOOD_GROUP, runFlood } from './flood-scenario.ts';
import { virtualClock } from './virtual-clock.ts';

const part = (text: string, extra: Partial<OutPart> = {}): OutPart => ({ target: { chatId: FLOOD_GROUP }, html: text, plain: text, ...extra });

describe('the outbox under a flood of refusals', () => {
  it('GIVEN 80 refused 🎲 from a non-player and an off-turn player WHEN the legal roll is answered THEN its answer waits no longer than with no flood', async () => {
    const quiet = await runFlood({ dice: 0 });
    const flood = await runFlood({ dice: 80 });
    expect(quiet.delayMs).toBe(0);
    expect(flood.delayMs).toBeLessThanOrEqual(quiet.delayMs);
    // each of the two gets a few answers, not 40
    expect(flood.refusalsSent).toBeLessThanOrEqual(6);
  });

  it('GIVEN the flood WHEN the legal roll comes at any moment in it or after THEN its answer waits at most the one second Telegram asks between two messages', async () => {
    for (let rollAt = 0; rollAt <= 30_000; rollAt += 1_250) {
      const flood = await runFlood({ dice: 80, rollAt });
      expect(flood.delayMs, `roll at ${rollAt} ms`).toBeLessThanOrEqual(1_000);
    }
  });

  it('GIVEN 30 different people each refused once THEN refusals take at most 15 of the group’s 20 messages a minute, and game replies queued while they wait go at once', async () => {
    const clock = virtualClock();
    const sent: { at: number; message: OutMessage }[] = [];
    const outbox = new Outbox({ logger: silentLogger, scheduler: clock, send: async (message) => void sent.push({ at: clock.now(), message }) });
    for (let person = 0; person < 30; person++) void outbox.enqueue([part(`refusal ${person}`, { replyTo: person, aside: `p${person}` })]);
    await clock.advanceTo(20_000);
    const refusals = () => sent.filter((s) => s.message.html.startsWith('refusal'));
    expect(refusals().length).toBe(15);
    // the line now waits for the asides' share of the minute; the game's reply does not
    void outbox.enqueue([part('game reply')]);
    await clock.advanceTo(20_000);
    expect(sent.find((s) => s.message.html === 'game reply')?.at).toBe(20_000);
    // four more game replies within the same minute all go at once too
    for (let i = 1; i <= 4; i++) {
      await clock.advanceTo(20_000 + i * 2_000);
      void outbox.enqueue([part(`game ${i}`)]);
      await clock.advanceTo(20_000 + i * 2_000);
      expect(sent.find((s) => s.message.html === `game ${i}`)?.at).toBe(20_000 + i * 2_000);
    }
    // and the refusals still waiting go out later, none lost to the game
    await clock.advanceTo(600_000);
    expect(refusals().length).toBe(30);
  });

  it('GIVEN one person refused again while their refusal waits THEN only the newest waits, answering their latest message', async () => {
    const clock = virtualClock();
    const sent: OutMessage[] = [];
    const outbox = new Outbox({ logger: silentLogger, scheduler: clock, send: async (message) => void sent.push(message) });
    void outbox.enqueue([part('game reply')]);
    const first = outbox.enqueue([part('not your turn', { replyTo: 1, aside: 'bob' })]);
    const second = outbox.enqueue([part('not your turn', { replyTo: 2, aside: 'bob' })]);
    await clock.advanceTo(10_000);
    expect(await first).toBe(false);
    expect(await second).toBe(true);
    expect(sent.map((m) => [m.html, m.replyTo])).toEqual([
      ['game reply', undefined],
      ['not your turn', 2],
    ]);
  });
});
