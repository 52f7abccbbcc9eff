// Issue 52: what operators of well-run services look for on /metrics — what runs (butler_build_info), whether each
// platform is connected, the failures (a handler's, the store's, a send's), the handling time by platform and kind,
// and an event-loop gauge that a second scraper does not reset for the first.
import { describe, expect, it } from 'vitest';
import { Outbox } from '../../src/adapters/telegram/outbox.ts';
import { Butler } from '../../src/butler.ts';
import { scriptedDiceSource } from '../../src/dice/scripted-dice.ts';
import { silentLogger } from '../../src/log.ts';
import { createMetrics } from '../../src/ops/prometheus.ts';
import { Readiness } from '../../src/ops/readiness.ts';
import { MemorySessionStore } from '../../src/storage/memory-store.ts';
import { sampleValue, scrapeMetrics } from '../helpers/prometheus-text.ts';
import { fakeScheduler } from '../adapters/telegram/fake-scheduler.ts';

describe('the operator\'s metrics', () => {
  it('GIVEN a version, a store and its schema THEN butler_build_info names them with the value 1', async () => {
    const metrics = createMetrics({ build: { version: '9.8.7', store: 'sqlite', schema: '12' } });
    try {
      const { text } = await metrics.scrape();
      expect(sampleValue(text, 'butler_build_info', { version: '9.8.7', store: 'sqlite', schema: '12' })).toBe(1);
    } finally {
      metrics.stop();
    }
  });

  it('GIVEN a platform connecting, then connected, then lost THEN butler_platform_connected reads 0, 1, 0 (the store is no platform)', async () => {
    const readiness = new Readiness();
    readiness.add('store', () => null);
    let problem: string | null = 'connecting: getMe has not answered yet';
    readiness.add('telegram', () => problem);
    const metrics = createMetrics({ readiness });
    const connected = async () => sampleValue((await metrics.scrape()).text, 'butler_platform_connected', { platform: 'telegram' });
    try {
      expect((await metrics.scrape()).text).toMatch(/^butler_platform_connected\{platform="telegram"\} 0$/m);
      problem = null;
      expect(await connected()).toBe(1);
      problem = 'lost: getUpdates failed';
      expect(await connected()).toBe(0);
      expect((await metrics.scrape()).text).not.toMatch(/platform="store"/);
    } finally {
      metrics.stop();
    }
  });

  it('GIVEN a store that fails a transaction and an outbox whose send fails THEN the update failure, the store error and the send failure are each counted once', async () => {
    const store = new MemorySessionStore();
    store.transact = () => Promise.reject(new Error('connection terminated'));
    const butler = new Butler({ store, dice: scriptedDiceSource([]), logger: silentLogger });
    const scheduler = fakeScheduler();
    const outbox = new Outbox({ logger: silentLogger, scheduler, send: () => Promise.reject(new Error('socket hang up')) });
    const before = await scrapeMetrics();
    const reply = await butler.handle({ chat: 'tg:-100500', user: { id: '7', name: 'alice' }, text: '/newgame craps', isAdmin: () => true });
    expect(await outbox.enqueue([{ target: { chatId: -100500 }, html: 'hi', plain: 'hi' }])).toBe(false);
    const after = await scrapeMetrics();
    const moved = (name: string, labels: Record<string, string> = {}) => sampleValue(after, name, labels) - sampleValue(before, name, labels);
    expect(reply).not.toBeNull(); // the generic apology
    expect(moved('butler_update_failures_total', { platform: 'telegram' })).toBe(1);
    expect(moved('butler_store_errors_total')).toBe(1);
    expect(moved('butler_send_failures_total', { platform: 'telegram' })).toBe(1);
    // (every platform's series exists at 0, so that an alert on its increase can fire)
    expect(after).toMatch(/^butler_send_failures_total\{platform="discord"\} \d+$/m);
  });

  it('GIVEN updates of two platforms and kinds THEN butler_update_seconds has a histogram per platform and kind', async () => {
    const butler = new Butler({ store: new MemorySessionStore(), dice: scriptedDiceSource([3, 4]), logger: silentLogger });
    const before = await scrapeMetrics();
    await butler.handle({ chat: 'dc:1:2', user: { id: '8', name: 'bob' }, text: 'бросаю кости', isAdmin: () => false });
    await butler.handle({ chat: 'tg:-100500', user: { id: '7', name: 'alice' }, text: '/status', isAdmin: () => false });
    const after = await scrapeMetrics();
    const moved = (labels: Record<string, string>) => sampleValue(after, 'butler_update_seconds_count', labels) - sampleValue(before, 'butler_update_seconds_count', labels);
    expect(moved({ platform: 'discord', kind: 'move' })).toBe(1);
    expect(moved({ platform: 'telegram', kind: 'command' })).toBe(1);
    expect(after).toMatch(/^butler_update_seconds_bucket\{platform="discord",kind="move",le="\+Inf"\} \d+$/m);
  });

  it('GIVEN the event loop blocked for 300 ms WHEN two scrapers ask one after the other THEN both see the stall', async () => {
    const metrics = createMetrics();
    try {
      // (the delay monitor samples every 20 ms once it runs)
      await new Promise((r) => setTimeout(r, 100));
      const until = performance.now() + 300;
      while (performance.now() < until) {
        // blocked: the loop's delay monitor cannot run
      }
      // (the monitor's timer fires late, after the stall, and records it)
      await new Promise((r) => setTimeout(r, 200));
      const first = sampleValue((await metrics.scrape()).text, 'butler_event_loop_lag_seconds');
      const second = sampleValue((await metrics.scrape()).text, 'butler_event_loop_lag_seconds');
      expect(first).toBeGreaterThanOrEqual(0.25);
      expect(second).toBeGreaterThanOrEqual(0.25);
    } finally {
      metrics.stop();
    }
  });
});
