// Starting the Telegram adapter with bad credentials or no network: a refused token ends the start with one clear
// line (and `npm start` exits 1 without a stack trace); an unreachable Bot API is waited for, and said so.
import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { HttpError, type Transformer } from 'grammy';
import { describe, expect, it } from 'vitest';
import { StartupError } from '../../../src/adapters/login-retry.ts';
import { startTelegram } from '../../../src/adapters/telegram/start.ts';
import { Butler } from '../../../src/butler.ts';
import { parseEnv } from '../../../src/config.ts';
import { scriptedDiceSource } from '../../../src/dice/scripted-dice.ts';
import { silentLogger } from '../../../src/log.ts';
import { MemorySessionStore } from '../../../src/storage/memory-store.ts';
import { fakeApi, TOKEN } from './fake-telegram.ts';
import pino from 'pino';
import { freePort } from '../../helpers/free-port.ts';
import { Writable } from 'node:stream';

const butler = () => new Butler({ store: new MemorySessionStore(), dice: scriptedDiceSource([]), logger: silentLogger });
const unauthorized = { ok: false as const, error_code: 401, description: 'Unauthorized' };

function capture() {
  const lines: Record<string, any>[] = [];
  const logger = pino({ level: 'info' }, new Writable({ write: (chunk, _e, done) => (lines.push(JSON.parse(String(chunk))), done()) }));
  return { lines, logger };
}

describe('Telegram start', () => {
  it('GIVEN a revoked token (getMe 401) WHEN the bot starts THEN the start fails with one line that says what to do and never the token', async () => {
    const api = fakeApi({ script: (call) => (call.method === 'getMe' ? unauthorized : undefined) });
    const started = startTelegram({
      butler: butler(),
      env: parseEnv({ TELEGRAM_BOT_TOKEN: TOKEN }),
      logger: silentLogger,
      transformers: [api.transformer],
    });
    const error = await started.then(
      () => null,
      (e: unknown) => e,
    );
    expect(error).toBeInstanceOf(StartupError);
    expect((error as Error).message).toMatch(/TELEGRAM_BOT_TOKEN.*@BotFather/);
    expect((error as Error).message).not.toContain('\n');
    expect((error as Error).message).not.toContain(TOKEN.split(':')[1]);
    expect(api.calls.filter((c) => c.method === 'getMe')).toHaveLength(1);
  });

  it('GIVEN the Bot API unreachable twice WHEN the bot starts THEN getMe is tried again, each failure logged, and the bot starts', async () => {
    let failures = 2;
    const api = fakeApi({ script: () => undefined });
    const offline: Transformer = async (prev, method, payload, signal) => {
      if (method === 'getMe' && failures-- > 0) throw new HttpError('Network request for getMe failed!', new Error('ECONNREFUSED'));
      return api.transformer(prev, method, payload, signal);
    };
    const { lines, logger } = capture();
    const stop = await startTelegram({
      butler: butler(),
      // Webhook mode: nothing polls, so the start ends as soon as getMe and setWebhook succeeded.
      env: parseEnv({
        TELEGRAM_BOT_TOKEN: TOKEN,
        TELEGRAM_WEBHOOK_URL: 'https://example.org/hook',
        TELEGRAM_WEBHOOK_SECRET: 'secret_secret_secret_secret_secret',
        PORT: String(await freePort()),
      }),
      logger,
      transformers: [offline],
      host: '127.0.0.1',
    });
    await stop();
    expect(failures).toBe(-1); // two refused, then answered
    expect(lines.filter((l) => l.method === 'getMe' && /API call failed/.test(l.msg))).toHaveLength(2);
  });

  it('GIVEN a token Telegram refuses WHEN `npm start` runs THEN it exits 1 with one line on stderr and no stack trace', async () => {
    const server = createServer((_req, res) => {
      res.writeHead(401, { 'content-type': 'application/json' }).end(JSON.stringify(unauthorized));
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const port = (server.address() as AddressInfo).port;
    try {
      // Asynchronously: the fake Bot API answers from this very process.
      const child = spawn(process.execPath, ['bin/butler.js', '--memory'], {
        env: {
          PATH: process.env.PATH,
          TELEGRAM_BOT_TOKEN: TOKEN,
          TELEGRAM_API_ROOT: `http://127.0.0.1:${port}`,
          LOG_LEVEL: 'silent',
        },
      });
      let stderrText = '';
      child.stderr.on('data', (chunk) => (stderrText += String(chunk)));
      const [status] = (await once(child, 'exit')) as [number | null];
      const run = { status, stderr: stderrText };
      expect(run.status).toBe(1);
      const stderr = String(run.stderr).trim();
      expect(stderr.split('\n')).toHaveLength(1);
      expect(stderr).toMatch(/^butler: Telegram refused TELEGRAM_BOT_TOKEN/);
    } finally {
      server.close();
    }
  });
});
