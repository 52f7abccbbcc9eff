// One port for both: with a Telegram webhook the pages are served by the webhook's server. The webhook path still
// takes updates (and refuses those without the secret); every other GET goes to the pages, which answer /verify and
// give a bare 404 for a wrong game address.
import { afterEach, describe, expect, it } from 'vitest';
import { startTelegram } from '../../src/adapters/telegram/start.ts';
import { Butler } from '../../src/butler.ts';
import { parseEnv } from '../../src/config.ts';
import { scriptedDiceSource } from '../../src/dice/scripted-dice.ts';
import { silentLogger } from '../../src/log.ts';
import { MemorySessionStore } from '../../src/storage/memory-store.ts';
import { PageLinks } from '../../src/web/page-links.ts';
import { pagesHandler } from '../../src/web/pages.ts';
import { freePort } from '../helpers/free-port.ts';
import { fakeApi, TOKEN } from '../adapters/telegram/fake-telegram.ts';

let stop: (() => Promise<void>) | undefined;
afterEach(async () => {
  await stop?.();
  stop = undefined;
});

describe('the pages on the Telegram webhook server', () => {
  it('GIVEN webhook mode with pages WHEN the verify page, a wrong game address and the webhook path are asked THEN 200, a bare 404, and the webhook still guards its path', async () => {
    const port = await freePort();
    const base = `http://127.0.0.1:${port}`;
    const store = new MemorySessionStore();
    const links = new PageLinks(base);
    const butler = new Butler({ store, dice: scriptedDiceSource([2, 5]), logger: silentLogger, pages: links });
    const api = fakeApi();
    stop = await startTelegram({
      butler,
      env: parseEnv({ TELEGRAM_BOT_TOKEN: TOKEN, TELEGRAM_WEBHOOK_URL: `${base}/telegram/hook`, TELEGRAM_WEBHOOK_SECRET: 'secret_1_secret_1_secret_1_secret_1', PORT: String(port) }),
      logger: silentLogger,
      host: '127.0.0.1',
      transformers: [api.transformer],
      pages: pagesHandler({ links, records: store.gameRecords, chatText: (chat) => butler.queryText(chat), now: Date.now }),
    });
    const verify = await fetch(`${base}/verify?lang=en`);
    expect(verify.status).toBe(200);
    expect(await verify.text()).toContain('<html lang="en">');
    const wrong = await fetch(links.gameUrl('tg:-100', 'ab'.repeat(32)).replace(/.$/, (c) => (c === 'A' ? 'B' : 'A')));
    expect(wrong.status).toBe(404);
    expect(await wrong.text()).toBe('404');
    const unsigned = await fetch(`${base}/telegram/hook`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{}' });
    expect(unsigned.status).toBe(401);
  });
});
