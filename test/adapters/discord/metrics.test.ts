// Issue 42: /metrics moves with real Discord traffic (the offline harness: a discord.js client fed gateway
// dispatches, its REST pointed at a local recording server).
import { afterEach, describe, expect, it } from 'vitest';
import { sampleValue, scrapeMetrics as scrape } from '../../helpers/prometheus-text.ts';
import { alice, bob, Harness } from './helpers/fake-gateway.ts';

let h: Harness | undefined;
afterEach(async () => h?.close());


describe('Discord traffic in /metrics', () => {
  it('GIVEN a lobby opened by slash command and joined WHEN scraped THEN discord commands are counted', async () => {
    h = await Harness.start();
    const before = await scrape();
    await h.callback(h.slash(alice, 'newgame', { game: 'craps' }));
    await h.callback(h.slash(bob, 'join', {}));
    const after = await scrape();
    const moved = (labels: Record<string, string>) =>
      sampleValue(after, 'butler_updates_total', labels) - sampleValue(before, 'butler_updates_total', labels);
    expect(moved({ platform: 'discord', kind: 'command' })).toBe(2);
  });
});
