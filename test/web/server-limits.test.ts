// The HTTP servers' limits (web/server-limits.ts), on the pages' server and on the Telegram webhook's: a client that
// sends part of its headers and then waits is dropped at the header timeout (a short one here), sockets beyond the
// cap are refused, and a server listens on loopback unless told otherwise.
import { connect } from 'node:net';
import { createServer } from 'node:http';
import { afterEach, describe, expect, it } from 'vitest';
import { Bot } from 'grammy';
import { silentLogger } from '../../src/log.ts';
import { startOneServer } from '../helpers/one-server.ts';
import { startWebhook } from '../../src/adapters/telegram/webhook.ts';
import { createLimitedServer, DEFAULT_SERVER_LIMITS } from '../../src/web/server-limits.ts';
import { closeServer, listenOn } from '../../src/web/listen.ts';
import { TOKEN } from '../adapters/telegram/fake-telegram.ts';
import { floodSockets, probe } from '../helpers/socket-flood.ts';
import { addressKey } from '../../src/web/address-key.ts';

const stops: (() => Promise<void>)[] = [];
afterEach(async () => {
  for (const stop of stops.splice(0)) await stop();
});

const SHORT = { headersTimeoutMs: 300, requestTimeoutMs: 600 };

/** Opens a socket, sends half a request's headers, and resolves with the ms until the server closes it. */
function slowHeaders(port: number): Promise<number> {
  return new Promise((resolve, reject) => {
    const started = Date.now();
    const socket = connect(port, '127.0.0.1', () => socket.write('GET /verify HTTP/1.1\r\nHost: butler\r\nX-Slow: '));
    socket.on('error', () => undefined);
    socket.resume(); // read what the server answers (a 408), so that its close is seen
    socket.on('close', () => resolve(Date.now() - started));
    setTimeout(() => {
      socket.destroy();
      reject(new Error('the slow client was not dropped within 5 s'));
    }, 5_000).unref();
  });
}

describe('a client that sends its headers slowly', () => {
  it('GIVEN the pages server with a 300 ms header timeout WHEN a client stops in the middle of its headers THEN it is dropped within a second', async () => {
    const web = await startOneServer({ port: 0, pages: async (_req, res) => void res.end('ok'), limits: SHORT });
    stops.push(web.stop);
    const took = await slowHeaders(web.port);
    expect(took).toBeGreaterThanOrEqual(250);
    expect(took).toBeLessThan(1_500);
  });

  it('GIVEN the Telegram webhook server with the same limits WHEN a client stops in the middle of its headers THEN it is dropped as well', async () => {
    const bot = new Bot(TOKEN, { botInfo: { id: 1, is_bot: true, first_name: 'B', username: 'b_bot' } as never });
    const hook = await startWebhook(bot, silentLogger, {
      url: 'https://example.org/hook',
      secret: 's'.repeat(32),
      port: 0,
      register: false,
      limits: SHORT,
    });
    stops.push(hook.stop);
    expect(await slowHeaders(hook.port)).toBeLessThan(1_500);
  });
});

describe('one client opening every socket it can (issue 49)', () => {
  it('GIVEN 1,000 sockets from one address that say nothing THEN it holds at most its share, and the health probes, the metrics and the pages still answer another address', async () => {
    const web = await startOneServer({ port: 0, pages: async (_req, res) => void res.end('page') });
    stops.push(web.stop);
    const flood = await floodSockets(web.port, 1_000);
    try {
      expect(await flood.heldAtMost(DEFAULT_SERVER_LIMITS.maxPerAddress, 3_000)).toBe(true);
      for (const path of ['/healthz', '/readyz', '/metrics', '/verify']) expect((await probe(web.port, path)).status, path).toBe(200);
    } finally {
      flood.stop();
    }
  });

  it('GIVEN the Telegram webhook’s own server WHEN one address floods it THEN Telegram’s delivery from another address still gets in', async () => {
    const bot = new Bot(TOKEN, { botInfo: { id: 1, is_bot: true, first_name: 'B', username: 'b_bot' } as never });
    const hook = await startWebhook(bot, silentLogger, { url: 'https://example.org/hook', secret: 's'.repeat(32), port: 0, register: false });
    stops.push(hook.stop);
    const flood = await floodSockets(hook.port, 400);
    try {
      // no secret: refused by the webhook itself (401), which is an answer, not a dropped socket
      expect((await probe(hook.port, '/hook')).status).toBeTypeOf('number');
    } finally {
      flood.stop();
    }
  });

  it('GIVEN a socket that sends nothing at all THEN it is dropped at the header timeout, as a slow one is', async () => {
    const web = await startOneServer({ port: 0, pages: async (_req, res) => void res.end('ok'), limits: SHORT });
    stops.push(web.stop);
    const flood = await floodSockets(web.port, 5);
    expect(flood.held()).toBe(5);
    expect(await flood.heldAtMost(0, 5_000)).toBe(true);
    flood.stop();
  });

  it('GIVEN addresses as sockets report them THEN IPv4-mapped ones count as the IPv4 address, and IPv6 ones by their /64', () => {
    expect(addressKey('::ffff:203.0.113.7')).toBe('203.0.113.7');
    expect(addressKey('203.0.113.7')).toBe('203.0.113.7');
    expect(addressKey('2001:db8:1:2::1')).toBe(addressKey('2001:0db8:0001:0002:ffff:eeee:dddd:cccc'));
    expect(addressKey('2001:db8:1:2::1')).not.toBe(addressKey('2001:db8:1:3::1'));
    expect(addressKey('::1')).toBe('0:0:0:0::/64');
  });
});

describe('the limits themselves', () => {
  it('GIVEN a server with no limits given WHEN it is made THEN the defaults are set on it', () => {
    const server = createLimitedServer(() => undefined);
    expect(server.headersTimeout).toBe(DEFAULT_SERVER_LIMITS.headersTimeoutMs);
    expect(server.requestTimeout).toBe(DEFAULT_SERVER_LIMITS.requestTimeoutMs);
    expect(server.keepAliveTimeout).toBe(DEFAULT_SERVER_LIMITS.keepAliveTimeoutMs);
    expect(server.maxConnections).toBe(DEFAULT_SERVER_LIMITS.maxConnections);
    // one address may never hold every socket, and a socket has a few seconds to say what it wants
    expect(DEFAULT_SERVER_LIMITS.maxPerAddress).toBeLessThanOrEqual(DEFAULT_SERVER_LIMITS.maxConnections / 4);
    expect(DEFAULT_SERVER_LIMITS.headersTimeoutMs).toBeLessThanOrEqual(5_000);
  });

  it('GIVEN a cap of one socket WHEN a second client connects THEN it is closed at once while the first is served', async () => {
    const web = await startOneServer({ port: 0, pages: async (_req, res) => void res.end('ok'), limits: { maxConnections: 1 } });
    stops.push(web.stop);
    const first = connect(web.port, '127.0.0.1');
    await new Promise((resolve) => first.once('connect', resolve));
    const second = connect(web.port, '127.0.0.1');
    second.on('error', () => undefined);
    const closed = await new Promise<boolean>((resolve) => {
      second.once('close', () => resolve(true));
      setTimeout(() => resolve(false), 2_000).unref();
    });
    first.destroy();
    expect(closed).toBe(true);
  });

  it('GIVEN no host WHEN a server listens THEN it is on loopback (BUTLER_HTTP_HOST opens it)', async () => {
    const server = createServer();
    await listenOn(server, 0);
    const address = server.address();
    await closeServer(server);
    expect(typeof address === 'object' && address?.address).toBe('127.0.0.1');
  });
});
