// Issue 52: every mode stops on SIGTERM or SIGINT with the drained stop (the clock, the adapters, the work in
// flight, the store) and exits 0 — the real CLI against a fake Bot API or a fake Discord on loopback: Telegram long
// polling, a Telegram webhook, Discord; and a Telegram start still waiting for getMe (nothing handled yet).
// (The console: test/adapters/console/stop-signal.test.ts, also as PID 1.)
import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freePort } from '../helpers/free-port.ts';
import { TOKEN } from '../adapters/telegram/fake-telegram.ts';
import { GatewayServer } from '../adapters/discord/helpers/gateway-server.ts';
import { APP_ID, RecordingServer } from '../adapters/discord/helpers/recording-server.ts';

const me = { id: 999, is_bot: true, first_name: 'Butler', username: 'butler_bot', can_join_groups: true, can_read_all_group_messages: false, supports_inline_queries: false };

/** A Bot API that answers everything (getUpdates empty after a short wait), or cuts every connection while `down`. */
let botApi: { root: string; down: boolean; getMes: number; close: () => void };

beforeAll(async () => {
  const state = { down: false, getMes: 0 };
  const server = createServer((req, res) => {
    const method = (req.url ?? '').split('/').pop();
    if (method === 'getMe') state.getMes++;
    if (state.down) return void req.socket.destroy();
    const answer = (body: unknown) => res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify({ ok: true, result: body }));
    if (method === 'getMe') return answer(me);
    if (method === 'getUpdates') return void setTimeout(() => answer([]), 100);
    answer(true);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  botApi = Object.assign(state, {
    root: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    close: () => (server.closeAllConnections(), server.close()),
  });
});
afterAll(() => botApi.close());

/** Starts the CLI with `env`, waits until `started` holds, sends `signal`, and resolves with the exit and the logs. */
async function stopWith(env: Record<string, string>, signal: NodeJS.Signals, started: (port: number) => Promise<void>) {
  const port = await freePort();
  const child = spawn(process.execPath, ['bin/butler.js', '--memory'], {
    env: { PATH: process.env.PATH, LOG_LEVEL: 'info', BUTLER_HTTP_PORT: String(port), ...env },
  });
  let out = '';
  child.stdout.on('data', (chunk) => (out += String(chunk)));
  child.stderr.on('data', (chunk) => (out += String(chunk)));
  const exited = once(child, 'exit') as Promise<[number | null, string | null]>;
  await started(port);
  child.kill(signal);
  const [code, killedBy] = await exited;
  const logs = out.split('\n').filter(Boolean).map((line) => JSON.parse(line) as { msg: string; [field: string]: unknown });
  return { code, killedBy, logs };
}

/** Until /readyz says ready (the platform connected). */
async function ready(port: number): Promise<void> {
  for (;;) {
    const res = await fetch(`http://127.0.0.1:${port}/readyz`).catch(() => null);
    if (res?.status === 200) return;
    await new Promise((r) => setTimeout(r, 100));
  }
}

describe('a stop signal in every mode', () => {
  it('GIVEN Telegram long polling WHEN SIGTERM arrives THEN the drained stop runs and the exit code is 0; the start said what runs in one line', async () => {
    const run = await stopWith({ TELEGRAM_BOT_TOKEN: TOKEN, TELEGRAM_API_ROOT: botApi.root }, 'SIGTERM', ready);
    expect([run.code, run.killedBy]).toEqual([0, null]);
    expect(run.logs.some((l) => l.msg === 'butler stopping')).toBe(true);
    // issue 52: one start-up line with the version, the store and its schema, and the listening address
    const started = run.logs.filter((l) => l.msg.startsWith('started · '));
    expect(started).toEqual([expect.objectContaining({ store: 'memory', schema: 'none', version: expect.any(String), listening: expect.stringMatching(/^http:\/\/127\.0\.0\.1:\d+$/) })]);
    expect(started[0]!.msg).toMatch(/· telegram \(long polling\)$/);
  }, 120_000);

  it('GIVEN a Telegram webhook WHEN SIGINT arrives THEN the drained stop runs and the exit code is 0', async () => {
    const run = await stopWith(
      {
        TELEGRAM_BOT_TOKEN: TOKEN,
        TELEGRAM_API_ROOT: botApi.root,
        TELEGRAM_WEBHOOK_URL: 'https://butler.club.org/hook',
        TELEGRAM_WEBHOOK_SECRET: 's'.repeat(40),
      },
      'SIGINT',
      ready,
    );
    expect([run.code, run.killedBy]).toEqual([0, null]);
    expect(run.logs.some((l) => l.msg === 'butler stopping')).toBe(true);
  }, 120_000);

  it('GIVEN Telegram unreachable while the bot starts WHEN SIGTERM arrives THEN it stops at once with 0', async () => {
    botApi.down = true;
    const before = botApi.getMes;
    try {
      const run = await stopWith({ TELEGRAM_BOT_TOKEN: TOKEN, TELEGRAM_API_ROOT: botApi.root }, 'SIGTERM', async () => {
        while (botApi.getMes < before + 1) await new Promise((r) => setTimeout(r, 50));
      });
      expect([run.code, run.killedBy]).toEqual([0, null]);
      expect(run.logs.some((l) => /stopping before the platforms connected/.test(l.msg))).toBe(true);
    } finally {
      botApi.down = false;
    }
  }, 120_000);

  it('GIVEN Discord connected WHEN SIGTERM arrives THEN the drained stop runs and the exit code is 0', async () => {
    const rest = await RecordingServer.start();
    const gateway = new GatewayServer(rest, 1);
    try {
      const run = await stopWith(
        { DISCORD_TOKEN: 'stop-test-token-'.padEnd(60, 's'), DISCORD_APP_ID: APP_ID, DISCORD_API_ROOT: rest.api, DISCORD_DEPLOY_COMMANDS: 'off' },
        'SIGTERM',
        ready,
      );
      expect([run.code, run.killedBy]).toEqual([0, null]);
      expect(run.logs.some((l) => l.msg === 'butler stopping')).toBe(true);
      expect(run.logs.filter((l) => l.msg.startsWith('started · ')).map((l) => l.msg)).toEqual([expect.stringMatching(/· discord$/)]);
    } finally {
      await gateway.close();
      await rest.close();
    }
  }, 120_000);
});
