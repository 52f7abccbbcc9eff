// The turn clock when the store fails: no crash, one log line when the outage starts and one when it ends, back-off
// in between, and the overdue turns played out once the store is back — with a store whose due() throws, and with
// PostgreSQL behind a TCP proxy that is stopped and started.
import pino from 'pino';
import { afterAll, describe, expect, it } from 'vitest';
import { Butler } from '../../src/butler.ts';
import { scriptedDiceSource } from '../../src/dice/scripted-dice.ts';
import { MemorySessionStore } from '../../src/storage/memory-store.ts';
import { PostgresSessionStore } from '../../src/storage/postgres-store.ts';
import type { SessionStore } from '../../src/storage/types.ts';
import type { Reply } from '../../src/core/reply.ts';
import { dropSchemas, postgresReady, postgresUrl, uniqueSchema } from '../helpers/postgres.ts';
import { tcpProxy } from '../helpers/tcp-proxy.ts';

const MIN = 60_000;
const pgReady = await postgresReady();
const schemas: string[] = [];
afterAll(async () => {
  if (pgReady) await dropSchemas(schemas);
});

function capturedLogger() {
  const lines: Array<{ level: number; msg: string }> = [];
  const logger = pino({ level: 'info' }, { write: (line: string) => void lines.push(JSON.parse(line)) });
  return { logger, lines };
}

/** A memory store whose due() and transact() fail while `broken` is set, as a lost database does. */
class FlakyStore extends MemorySessionStore {
  broken = false;
  override async due(now: number, limit?: number): Promise<string[]> {
    if (this.broken) throw new Error('connection terminated unexpectedly');
    return super.due(now, limit);
  }
}

async function craps(store: SessionStore, logger: pino.Logger, clock: () => number) {
  const butler = new Butler({
    store,
    dice: scriptedDiceSource([3, 4]),
    logger,
    clock,
    clockBackoff: { firstBackoffMs: 1_000, maxBackoffMs: 8_000 },
  });
  const sent: Reply[] = [];
  butler.addOutlet('console:', async (r) => void sent.push(r));
  const say = (user: string, text: string) =>
    butler.handle({ chat: 'console:main', user: { id: user, name: user }, text, isAdmin: () => true });
  await say('alice', '/newgame craps');
  await say('bob', '/join');
  await say('alice', '/startgame');
  return { butler, sent };
}

describe('turn clock and a failing store', () => {
  it('GIVEN an overdue turn WHEN due() throws for 40 ticks THEN tick never rejects, the outage is logged once, retries back off, and the turn is played out once the store is back', async () => {
    let now = 1_000_000;
    const store = new FlakyStore();
    const { logger, lines } = capturedLogger();
    const { butler, sent } = await craps(store, logger, () => now);
    store.broken = true;
    now += 11 * MIN;
    let attempts = 0;
    const due = store.due.bind(store);
    store.due = async (n, l) => {
      attempts++;
      return due(n, l);
    };
    for (let i = 0; i < 40; i++) {
      await expect(butler.tick(now)).resolves.toEqual([]);
      now += 1_000;
    }
    expect(lines.filter((l) => l.level >= 50)).toHaveLength(1);
    expect(lines[0]!.msg).toMatch(/turn clock: the store is failing/);
    // 1 s, 2 s, 4 s, then every 8 s over 40 s: a handful of attempts, not one per tick.
    expect(attempts).toBeGreaterThanOrEqual(5);
    expect(attempts).toBeLessThanOrEqual(9);
    store.broken = false;
    now += 8_000;
    const notices = await butler.tick(now);
    expect(notices.flatMap((r) => r.events)).toContainEqual({ type: 'timeout', player: 'alice', removed: false });
    expect(sent).toHaveLength(1);
    expect(lines.filter((l) => /store is back/.test(l.msg))).toHaveLength(1);
  });

  it('GIVEN startClock running WHEN due() throws THEN no unhandled rejection reaches the process', async () => {
    const store = new FlakyStore();
    store.broken = true;
    const { logger } = capturedLogger();
    const butler = new Butler({ store, dice: scriptedDiceSource([]), logger });
    const unhandled: unknown[] = [];
    const onUnhandled = (reason: unknown) => unhandled.push(reason);
    process.on('unhandledRejection', onUnhandled);
    const stop = butler.startClock(5);
    await new Promise((r) => setTimeout(r, 60));
    stop();
    process.off('unhandledRejection', onUnhandled);
    expect(unhandled).toEqual([]);
  });

  describe.skipIf(!pgReady)('PostgreSQL behind a proxy that is stopped and started', () => {
    it('GIVEN a turn with a deadline WHEN the connection to PostgreSQL is cut as it passes THEN ticks fail quietly with one log line, and after the proxy is back the turn is played out', async () => {
      const target = new URL(postgresUrl());
      const proxy = await tcpProxy({ host: target.hostname, port: Number(target.port || 5432) });
      const url = new URL(postgresUrl());
      url.port = String(proxy.port);
      const schema = uniqueSchema('outage');
      schemas.push(schema);
      const store = await PostgresSessionStore.open({ url: url.toString(), schema, poolSize: 2, onIdleError: () => {} });
      try {
        let now = 1_000_000;
        const { logger, lines } = capturedLogger();
        const { butler, sent } = await craps(store, logger, () => now);
        await proxy.stop();
        now += 11 * MIN;
        for (let i = 0; i < 10; i++) {
          await expect(butler.tick(now)).resolves.toEqual([]);
          now += 1_000;
        }
        expect(lines.filter((l) => l.level >= 50)).toHaveLength(1);
        await proxy.start();
        now += 8_000;
        const notices = await butler.tick(now);
        expect(notices.flatMap((r) => r.events)).toContainEqual({ type: 'timeout', player: 'alice', removed: false });
        expect(sent).toHaveLength(1);
        expect(lines.some((l) => /store is back/.test(l.msg))).toBe(true);
      } finally {
        await store.close();
        await proxy.close();
      }
    });
  });
});
