// Issue 42: /metrics moves with real Telegram traffic (the offline harness: a real grammY Bot and Butler, the Bot
// API answered by a transformer): updates by kind, and a 429 Telegram answers is counted before it is waited out.
import { describe, expect, it } from 'vitest';
import { sampleValue, scrapeMetrics as scrape } from '../../helpers/prometheus-text.ts';
import { alice, bob, fakeTelegram } from './fake-telegram.ts';


describe('Telegram traffic in /metrics', () => {
  it('GIVEN a game played in a group, and one 429 on a send WHEN scraped THEN telegram commands, moves, chat and the 429 are counted', async () => {
    let limited = false;
    const tg = fakeTelegram({
      dice: [3, 4],
      members: { [alice.id]: 'administrator' },
      // the first reply to a roll meets Telegram's flood control once
      script: (call) => {
        if (call.method !== 'sendMessage' || limited || !String(call.payload.text).includes('⚃')) return undefined;
        limited = true;
        return { ok: false, error_code: 429, description: 'Too Many Requests: retry after 1', parameters: { retry_after: 1 } };
      },
    });
    const before = await scrape();
    await tg.say(alice, '/newgame крэпс');
    await tg.say(bob, '/join');
    await tg.say(alice, '/startgame');
    await tg.say(bob, 'всем привет');
    await tg.say(alice, 'бросаю кости');
    const after = await scrape();
    const moved = (name: string, labels: Record<string, string>) => sampleValue(after, name, labels) - sampleValue(before, name, labels);
    expect(moved('butler_updates_total', { platform: 'telegram', kind: 'command' })).toBe(3);
    expect(moved('butler_updates_total', { platform: 'telegram', kind: 'chat' })).toBe(1);
    expect(moved('butler_updates_total', { platform: 'telegram', kind: 'move' })).toBe(1);
    expect(moved('butler_rate_limited_total', { platform: 'telegram' })).toBe(1);
    expect(limited).toBe(true);
  }, 20_000);
});
