// Issue 52: /readyz tells the truth about Telegram. A fake Bot API on loopback (TELEGRAM_API_ROOT) that cannot be
// reached at first: while getMe fails the bot is not ready; once Telegram answers it is; when getUpdates fails
// again it is not, and it is again once polling gets through.
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { startTelegram } from '../../../src/adapters/telegram/start.ts';
import { Butler } from '../../../src/butler.ts';
import { parseEnv } from '../../../src/config.ts';
import { scriptedDiceSource } from '../../../src/dice/scripted-dice.ts';
import { silentLogger } from '../../../src/log.ts';
import { Readiness } from '../../../src/ops/readiness.ts';
import { MemorySessionStore } from '../../../src/storage/memory-store.ts';
import { botInfo, TOKEN } from './fake-telegram.ts';

/** A Bot API whose connections are cut while `up` is false; `seen(method, n)` waits for the n-th call of a method. */
async function flakyBotApi() {
  const state = { up: false };
  const counts = new Map<string, number>();
  const waiters: { method: string; n: number; done: () => void }[] = [];
  const server = createServer((req: IncomingMessage, res: ServerResponse) => {
    const method = (req.url ?? '').split('/').pop() ?? '';
    const up = state.up;
    counts.set(`${method} ${up}`, (counts.get(`${method} ${up}`) ?? 0) + 1);
    for (const w of [...waiters]) if ((counts.get(w.method) ?? 0) >= w.n) (waiters.splice(waiters.indexOf(w), 1), w.done());
    if (!up) return void req.socket.destroy();
    const answer = (result: unknown) => res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify({ ok: true, result }));
    if (method === 'getMe') return answer(botInfo());
    if (method === 'getUpdates') return void setTimeout(() => answer([]), 50);
    answer(true);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    state,
    root: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    /** resolves once `method` was called `n` times while the API was up (true) or down (false) */
    seen: (method: string, up: boolean, n: number) =>
      new Promise<void>((done) => {
        const key = `${method} ${up}`;
        if ((counts.get(key) ?? 0) >= n) return done();
        waiters.push({ method: key, n: n, done });
      }),
    count: (method: string, up: boolean) => counts.get(`${method} ${up}`) ?? 0,
    close: () => (server.closeAllConnections(), new Promise((r) => server.close(r))),
  };
}

let cleanup: (() => Promise<unknown>)[] = [];
afterEach(async () => {
  for (const step of cleanup.reverse()) await step();
  cleanup = [];
});

describe('Telegram readiness', () => {
  it('GIVEN getMe failing at start THEN /readyz is not ready until Telegram answers, and not again while getUpdates fails', async () => {
    const api = await flakyBotApi();
    cleanup.push(api.close);
    const readiness = new Readiness();
    const started = startTelegram({
      butler: new Butler({ store: new MemorySessionStore(), dice: scriptedDiceSource([]), logger: silentLogger }),
      env: parseEnv({ TELEGRAM_BOT_TOKEN: TOKEN, TELEGRAM_API_ROOT: api.root }),
      logger: silentLogger,
      readiness,
      wire: { networkRetry: { firstMs: 5, maxMs: 20 } },
    });

    await api.seen('getMe', false, 3);
    expect(await readiness.reason()).toMatch(/^telegram: connecting/);

    api.state.up = true;
    const stop = await started;
    cleanup.push(stop);
    await api.seen('getUpdates', true, 1);
    expect(await readiness.reason()).toBeNull();

    api.state.up = false;
    await api.seen('getUpdates', false, 2);
    expect(await readiness.reason()).toMatch(/^telegram: lost: \w+ failed/);

    api.state.up = true;
    await api.seen('getUpdates', true, api.count('getUpdates', true) + 2);
    expect(await readiness.reason()).toBeNull();
  }, 20_000);
});
