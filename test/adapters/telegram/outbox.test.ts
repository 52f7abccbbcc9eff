import { describe, expect, it } from 'vitest';
import { Outbox, type OutMessage, type OutPart } from '../../../src/adapters/telegram/outbox.ts';
import { silentLogger } from '../../../src/log.ts';
import { fakeScheduler } from './fake-scheduler.ts';

const GROUP = -100500;

function setup(options: { fail?: (m: OutMessage) => boolean } = {}) {
  const scheduler = fakeScheduler();
  const sent: { at: number; message: OutMessage }[] = [];
  const outbox = new Outbox({
    logger: silentLogger,
    scheduler,
    send: async (message) => {
      if (options.fail?.(message)) throw new Error('refused');
      sent.push({ at: scheduler.now(), message });
    },
  });
  return { scheduler, sent, outbox };
}

const part = (text: string, extra: Partial<OutPart> = {}): OutPart => ({
  target: { chatId: GROUP },
  html: text,
  plain: text,
  ...extra,
});

/** The most sends in any window of `ms` (a window starts at each send). */
function mostInWindow(times: number[], ms: number): number {
  return Math.max(0, ...times.map((start) => times.filter((t) => t >= start && t < start + ms).length));
}

describe('the per-chat outbox', () => {
  it('GIVEN one group WHEN 30 replies are queued in a burst THEN they arrive merged into fewer messages, in order, all text kept', async () => {
    const { sent, outbox } = setup();
    const texts = Array.from({ length: 30 }, (_, i) => `ответ ${i + 1}: 🎲 ⚂ ⚄ = 8`);
    const done = texts.map((text) => outbox.enqueue([part(text)]));
    expect(await Promise.all(done)).toEqual(texts.map(() => true));
    expect(sent.length).toBeLessThan(30);
    expect(sent.length).toBe(2); // the first goes at once, the other 29 waited a second together
    const joined = sent.map((s) => s.message.html).join('\n\n');
    expect(joined).toBe(texts.join('\n\n'));
    expect(sent.reduce((n, s) => n + s.message.parts, 0)).toBe(30);
  });

  it('GIVEN a group WHEN more than 20 messages of text are queued THEN no minute holds more than 20 sends and none is lost', async () => {
    const { sent, outbox, scheduler } = setup();
    // 3000 characters each: two never fit in one message, so every reply costs a message.
    const texts = Array.from({ length: 30 }, (_, i) => `${String(i).padStart(2, '0')}${'x'.repeat(2998)}`);
    await Promise.all(texts.map((text) => outbox.enqueue([part(text)])));
    expect(sent.map((s) => s.message.html)).toEqual(texts);
    const times = sent.map((s) => s.at);
    expect(mostInWindow(times, 60_000)).toBeLessThanOrEqual(20);
    expect(mostInWindow(times, 1_000)).toBe(1);
    expect(scheduler.slept()).toBeGreaterThanOrEqual(60_000);
  });

  it('GIVEN a private chat WHEN many replies are queued THEN at most one message a second is sent, with no minute limit', async () => {
    const { sent, outbox } = setup();
    const texts = Array.from({ length: 25 }, (_, i) => `${i}${'y'.repeat(4000)}`);
    await Promise.all(texts.map((text) => outbox.enqueue([part(text, { target: { chatId: 77 } })])));
    const times = sent.map((s) => s.at);
    expect(times.length).toBe(25);
    for (let i = 1; i < times.length; i++) expect(times[i] - times[i - 1]).toBeGreaterThanOrEqual(1_000);
    expect(times[24] - times[0]).toBe(24_000);
  });

  it('GIVEN queued replies in different topics or replying to a message WHEN sent THEN they are never merged, and the newest keyboard is kept', async () => {
    const { sent, outbox } = setup();
    const keyboard = { inline_keyboard: [[{ text: 'Бросить', callback_data: 'v3|бросаю кости' }]] };
    void outbox.enqueue([part('first')]);
    void outbox.enqueue([part('a', { keyboard })]);
    void outbox.enqueue([part('b')]);
    void outbox.enqueue([part('topic', { target: { chatId: GROUP, threadId: 7 } })]);
    void outbox.enqueue([part('refusal', { replyTo: 99 })]);
    void outbox.enqueue([part('c', { keyboard })]);
    await outbox.drain(1_000);
    expect(sent.map((s) => [s.message.html, s.message.target.threadId, s.message.replyTo, !!s.message.keyboard])).toEqual([
      ['first', undefined, undefined, false],
      ['a\n\nb', undefined, undefined, false],
      ['topic', 7, undefined, false],
      ['refusal', undefined, 99, false],
      ['c', undefined, undefined, true],
    ]);
  });

  it('GIVEN queued replies WHEN they are merged THEN no message exceeds 4096 characters', async () => {
    const { sent, outbox } = setup();
    const texts = Array.from({ length: 10 }, (_, i) => `${i}${'z'.repeat(1499)}`);
    await Promise.all(texts.map((text) => outbox.enqueue([part(text)])));
    for (const s of sent) expect(s.message.html.length).toBeLessThanOrEqual(4096);
    expect(sent.map((s) => s.message.html).join('\n\n')).toBe(texts.join('\n\n'));
  });

  it('GIVEN a message Telegram refuses for good WHEN it is sent THEN it is logged, resolves false, and the next one goes out', async () => {
    const { sent, outbox } = setup({ fail: (m) => m.html.includes('bad') });
    const first = outbox.enqueue([part('bad')]);
    expect(await first).toBe(false);
    expect(await outbox.enqueue([part('good')])).toBe(true);
    expect(sent.map((s) => s.message.html)).toEqual(['good']);
  });

  it('GIVEN queued messages WHEN the outbox drains THEN it resolves once everything is sent', async () => {
    const { sent, outbox } = setup();
    for (let i = 0; i < 5; i++) void outbox.enqueue([part(`${i}${'w'.repeat(4000)}`)]);
    expect(outbox.pending()).toBeGreaterThan(0);
    expect(await outbox.drain(1_000)).toBe(true);
    expect(sent.length).toBe(5);
    expect(outbox.pending()).toBe(0);
  });
});
