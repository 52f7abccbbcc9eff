// Webhook mode over real HTTP on loopback: startTelegram with TELEGRAM_WEBHOOK_URL serves the URL's path on PORT,
// registers the webhook with the secret, and refuses updates that do not carry the secret header.
import { freePort } from '../../helpers/free-port.ts';
import { afterEach, describe, expect, it } from 'vitest';
import { startTelegram } from '../../../src/adapters/telegram/start.ts';
import { Butler } from '../../../src/butler.ts';
import { parseEnv } from '../../../src/config.ts';
import { scriptedDiceSource } from '../../../src/dice/scripted-dice.ts';
import { silentLogger } from '../../../src/log.ts';
import { MemorySessionStore } from '../../../src/storage/memory-store.ts';
import { fakeApi, GROUP, TOKEN } from './fake-telegram.ts';

const SECRET = 'webhook_secret-123_webhook_secret-123';

let stop: (() => Promise<void>) | undefined;
afterEach(async () => {
  await stop?.();
  stop = undefined;
});

const update = (id: number, text: string) => ({
  update_id: id,
  message: {
    message_id: id,
    date: Math.floor(Date.now() / 1000),
    chat: { id: GROUP, type: 'supergroup', title: 'Кости' },
    from: { id: 5, is_bot: false, first_name: 'Dana' },
    text,
  },
});

describe('Telegram webhook mode', () => {
  it('GIVEN webhook mode WHEN updates arrive THEN those with the secret token are answered through the API and others refused', async () => {
    const port = await freePort();
    const url = `http://127.0.0.1:${port}/telegram/hook`;
    const api = fakeApi();
    const butler = new Butler({ store: new MemorySessionStore(), dice: scriptedDiceSource([2, 5]), logger: silentLogger });
    stop = await startTelegram({
      butler,
      env: parseEnv({
        TELEGRAM_BOT_TOKEN: TOKEN,
        TELEGRAM_WEBHOOK_URL: url,
        TELEGRAM_WEBHOOK_SECRET: SECRET,
        PORT: String(port),
      }),
      logger: silentLogger,
      host: '127.0.0.1',
      transformers: [api.transformer],
    });
    const setWebhook = api.calls.find((c) => c.method === 'setWebhook');
    expect(setWebhook?.payload).toMatchObject({ url, secret_token: SECRET });
    expect(api.calls.some((c) => c.method === 'getUpdates')).toBe(false);

    const post = (body: object, secret?: string) =>
      fetch(url, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          ...(secret ? { 'x-telegram-bot-api-secret-token': secret } : {}),
        },
        body: JSON.stringify(body),
      });

    expect((await post(update(1, 'бросаю кости'))).status).toBe(401);
    expect((await post(update(2, 'бросаю кости'), 'wrong')).status).toBe(401);
    expect(api.calls.some((c) => c.method === 'sendMessage')).toBe(false);

    expect((await post(update(3, 'бросаю кости'), SECRET)).status).toBe(200);
    await stop(); // drains the outbox
    stop = undefined;
    const sent = api.calls.filter((c) => c.method === 'sendMessage');
    expect(sent).toHaveLength(1);
    expect(sent[0].payload.text).toContain('⚁2 ⚄5');

    // the server is closed after stop
    await expect(fetch(url, { method: 'POST' })).rejects.toThrow();
  });

  it('GIVEN webhook mode WHEN a health check or another path is asked THEN only the health check is answered', async () => {
    const port = await freePort();
    const api = fakeApi();
    stop = await startTelegram({
      butler: new Butler({ store: new MemorySessionStore(), dice: scriptedDiceSource([]), logger: silentLogger }),
      env: parseEnv({
        TELEGRAM_BOT_TOKEN: TOKEN,
        TELEGRAM_WEBHOOK_URL: `https://bot.example.org/tg`,
        TELEGRAM_WEBHOOK_SECRET: SECRET,
        PORT: String(port),
      }),
      logger: silentLogger,
      host: '127.0.0.1',
      transformers: [api.transformer],
    });
    expect((await fetch(`http://127.0.0.1:${port}/healthz`)).status).toBe(200);
    expect((await fetch(`http://127.0.0.1:${port}/other`, { method: 'POST' })).status).toBe(404);
  });
});
