// Issue 42: in webhook mode the Telegram webhook is a route of the one HTTP server: the same port takes Telegram's
// POSTs (and refuses those without the secret), answers /healthz, says ready once the webhook is set and the store
// answers, and counts the update in /metrics.
import { afterEach, describe, expect, it } from 'vitest';
import { startTelegram } from '../../src/adapters/telegram/start.ts';
import { Butler } from '../../src/butler.ts';
import { parseEnv } from '../../src/config.ts';
import { scriptedDiceSource } from '../../src/dice/scripted-dice.ts';
import { silentLogger } from '../../src/log.ts';
import { startOpsServer, type OpsServer } from '../../src/ops/http-server.ts';
import { createMetrics, type ButlerMetrics } from '../../src/ops/prometheus.ts';
import { Readiness, storeCheck } from '../../src/ops/readiness.ts';
import { MemorySessionStore } from '../../src/storage/memory-store.ts';
import { sampleValue } from '../helpers/prometheus-text.ts';
import { alice, fakeApi, GROUP, TOKEN } from '../adapters/telegram/fake-telegram.ts';

let cleanup: (() => Promise<void>) | undefined;
afterEach(async () => {
  await cleanup?.();
  cleanup = undefined;
});

describe('the Telegram webhook on the one HTTP server', () => {
  it('GIVEN webhook mode WHEN Telegram posts a command THEN it is answered, /readyz says ready and /metrics counts it, on the same port', async () => {
    const store = new MemorySessionStore();
    const butler = new Butler({ store, dice: scriptedDiceSource([]), logger: silentLogger });
    const readiness = new Readiness();
    readiness.add('store', storeCheck(store, 500));
    const metrics: ButlerMetrics = createMetrics({ activeGames: () => store.activeGames() });
    const server: OpsServer = await startOpsServer({ port: 0, host: '127.0.0.1', logger: silentLogger, readiness, metrics });
    const base = `http://127.0.0.1:${server.port}`;
    const api = fakeApi();
    const stop = await startTelegram({
      butler,
      env: parseEnv({ TELEGRAM_BOT_TOKEN: TOKEN, TELEGRAM_WEBHOOK_URL: 'https://bot.example/telegram/hook', TELEGRAM_WEBHOOK_SECRET: 'secret_1_0123456789abcdef0123456789ab' }),
      logger: silentLogger,
      transformers: [api.transformer],
      server,
      readiness,
    });
    cleanup = async () => {
      await stop();
      await server.stop();
      metrics.stop();
    };
    expect(api.calls.some((c) => c.method === 'setWebhook')).toBe(true);
    expect((await fetch(`${base}/healthz`)).status).toBe(200);
    expect(await (await fetch(`${base}/readyz`)).json()).toEqual({ status: 'ready' });

    const before = (await metrics.scrape()).text;
    const update = {
      update_id: 1,
      message: { message_id: 1, date: Math.floor(Date.now() / 1000), chat: { id: GROUP, type: 'supergroup', title: 'Кости' }, from: { ...alice, is_bot: false }, text: '/help' },
    };
    const post = (secret?: string) =>
      fetch(`${base}/telegram/hook`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', ...(secret ? { 'x-telegram-bot-api-secret-token': secret } : {}) },
        body: JSON.stringify(update),
      });
    expect((await post()).status).toBe(401);
    expect((await post('secret_1_0123456789abcdef0123456789ab')).status).toBe(200);
    await butler.drain();
    for (let i = 0; i < 50 && !api.calls.some((c) => c.method === 'sendMessage'); i++) await new Promise((r) => setTimeout(r, 20));
    expect(api.calls.some((c) => c.method === 'sendMessage')).toBe(true);
    const after = (await metrics.scrape()).text;
    const labels = { platform: 'telegram', kind: 'command' };
    expect(sampleValue(after, 'butler_updates_total', labels) - sampleValue(before, 'butler_updates_total', labels)).toBe(1);
  });
});
