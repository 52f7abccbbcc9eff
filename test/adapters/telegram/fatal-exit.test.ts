// Issue 42: a token revoked while the bot runs (getUpdates answers 401), or another poller (409), ends the process
// — the real CLI, polling a fake Bot API on loopback through TELEGRAM_API_ROOT — with exit code 78 and one fatal log
// line, after the drained stop; while it polled, /readyz said ready.
import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { describe, expect, it } from 'vitest';
import { freePort } from '../../helpers/free-port.ts';
import { TOKEN } from './fake-telegram.ts';

const me = { id: 999, is_bot: true, first_name: 'Butler', username: 'butler_bot', can_join_groups: true, can_read_all_group_messages: false, supports_inline_queries: false };

/** A Bot API that starts the bot, answers getUpdates empty until `refuse()` was called, then with `refusal`. */
async function botApi(refusal: { error_code: number; description: string }) {
  let polls = 0;
  let refusing = false;
  const server = createServer((req, res) => {
    const method = (req.url ?? '').split('/').pop();
    const answer = (status: number, body: unknown) => res.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(body));
    if (method === 'getMe') return answer(200, { ok: true, result: me });
    if (method === 'getUpdates') {
      polls++;
      if (!refusing) return setTimeout(() => answer(200, { ok: true, result: [] }), 200);
      return answer(refusal.error_code, { ok: false, ...refusal });
    }
    return answer(200, { ok: true, result: true });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { server, root: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, polls: () => polls, refuse: () => void (refusing = true) };
}

async function runUntilExit(root: string, httpPort: number, onReady: () => Promise<void>) {
  const child = spawn(process.execPath, ['bin/butler.js', '--memory'], {
    env: { PATH: process.env.PATH, TELEGRAM_BOT_TOKEN: TOKEN, TELEGRAM_API_ROOT: root, BUTLER_HTTP_PORT: String(httpPort), LOG_LEVEL: 'info' },
  });
  let out = '';
  child.stdout.on('data', (chunk) => (out += String(chunk)));
  child.stderr.on('data', (chunk) => (out += String(chunk)));
  const exited = once(child, 'exit') as Promise<[number | null]>;
  await onReady();
  const [status] = await exited;
  const logs = out.split('\n').filter(Boolean).map((line) => JSON.parse(line) as { level: number; msg: string });
  return { status, logs };
}

describe('Telegram polling stopped by Telegram', () => {
  for (const [code, description, says] of [
    [401, 'Unauthorized', /TELEGRAM_BOT_TOKEN \(401\).*revoked/],
    [409, 'Conflict: terminated by other getUpdates request', /conflict \(409/],
  ] as const) {
    it(`GIVEN a bot polling WHEN getUpdates answers ${code} THEN the process exits 78 with one fatal line naming it, after a drained stop`, async () => {
      const api = await botApi({ error_code: code, description });
      const port = await freePort();
      try {
        const run = await runUntilExit(api.root, port, async () => {
          // while the polls are answered, the one server says ready (the store answers, polling runs); then Telegram
          // refuses (however long the start took on a busy machine)
          for (;;) {
            const res = await fetch(`http://127.0.0.1:${port}/readyz`).catch(() => null);
            if (res?.status === 200) return api.refuse();
            await new Promise((r) => setTimeout(r, 100));
          }
        });
        expect(run.status).toBe(78);
        const fatal = run.logs.filter((l) => l.level === 60);
        expect(fatal).toHaveLength(1);
        expect(fatal[0]!.msg).toMatch(says);
        expect(fatal[0]!.msg).not.toContain(TOKEN.split(':')[1]);
        expect(run.logs.some((l) => l.msg === 'butler stopping')).toBe(true);
      } finally {
        api.server.close();
      }
    }, 60_000);
  }
});
