// The one HTTP server's own routes: /healthz while the loop turns; /readyz 503 with a one-line JSON reason while
// the SQLite store is locked by another writer past its timeout or closed, 200 again once it answers; /metrics as
// Prometheus text whose counters move with real console messages.
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PassThrough, Readable } from 'node:stream';
import Database from 'better-sqlite3';
import { afterEach, describe, expect, it } from 'vitest';
import { runConsoleChat } from '../../src/adapters/console/console-chat.ts';
import { Butler } from '../../src/butler.ts';
import { scriptedDiceSource } from '../../src/dice/scripted-dice.ts';
import { silentLogger } from '../../src/log.ts';
import { startOpsServer, type OpsServer } from '../../src/ops/http-server.ts';
import { createMetrics } from '../../src/ops/prometheus.ts';
import { Readiness, storeCheck } from '../../src/ops/readiness.ts';
import { SqliteSessionStore } from '../../src/storage/sqlite-store.ts';
import type { SessionStore } from '../../src/storage/types.ts';
import { parsePrometheus, sampleValue } from '../helpers/prometheus-text.ts';

let running: { server: OpsServer; stop: () => void; store: SessionStore } | null = null;

afterEach(async () => {
  await running?.server.stop();
  running?.stop();
  await running?.store.close();
  running = null;
});

async function serve(store: SessionStore, pingTimeoutMs = 300) {
  const readiness = new Readiness();
  readiness.add('store', storeCheck(store, pingTimeoutMs));
  const metrics = createMetrics({ activeGames: () => store.activeGames() });
  const server = await startOpsServer({ port: 0, host: '127.0.0.1', logger: silentLogger, readiness, metrics });
  running = { server, stop: metrics.stop, store };
  const get = async (path: string) => {
    const res = await fetch(`http://127.0.0.1:${server.port}${path}`);
    return { status: res.status, type: res.headers.get('content-type') ?? '', body: await res.text() };
  };
  return { readiness, get };
}

function sqliteFile(): string {
  return join(mkdtempSync(join(tmpdir(), 'butler-ops-')), 'butler.sqlite');
}

describe('the HTTP server of an operator', () => {
  it('GIVEN a running process WHEN /healthz is asked THEN 200 ok; an unknown path is a 404', async () => {
    const { get } = await serve(new SqliteSessionStore({ path: ':memory:' }));
    expect(await get('/healthz')).toMatchObject({ status: 200, body: 'ok\n' });
    expect((await get('/nothing-here')).status).toBe(404);
  });

  it('GIVEN the SQLite file locked by another writer past the timeout WHEN /readyz is asked THEN 503 with one line of JSON naming the store; 200 again once released', async () => {
    const file = sqliteFile();
    const store = new SqliteSessionStore({ path: file, checkpointEvery: 0 });
    const { get } = await serve(store);
    expect(await get('/readyz')).toMatchObject({ status: 200, body: '{"status":"ready"}\n' });

    const other = new Database(file);
    other.exec('BEGIN IMMEDIATE');
    const locked = await get('/readyz');
    expect(locked.status).toBe(503);
    expect(locked.type).toContain('application/json');
    expect(locked.body.trimEnd()).not.toContain('\n');
    expect(JSON.parse(locked.body)).toEqual({ status: 'not ready', reason: expect.stringMatching(/^store: .*locked/) });

    other.exec('ROLLBACK');
    other.close();
    expect((await get('/readyz')).status).toBe(200);
  });

  it('GIVEN the store closed WHEN /readyz is asked THEN 503 naming the store', async () => {
    const store = new SqliteSessionStore({ path: ':memory:' });
    const { get } = await serve(store);
    await store.close();
    const closed = await get('/readyz');
    expect(closed.status).toBe(503);
    expect(JSON.parse(closed.body).reason).toMatch(/^store: .*closed/);
  });

  it('GIVEN a platform check that fails WHEN /readyz is asked THEN 503 names the platform; 200 once it is removed', async () => {
    const { readiness, get } = await serve(new SqliteSessionStore({ path: ':memory:' }));
    const remove = readiness.add('telegram', () => 'polling is not running');
    expect(JSON.parse((await get('/readyz')).body)).toEqual({ status: 'not ready', reason: 'telegram: polling is not running' });
    remove();
    expect((await get('/readyz')).status).toBe(200);
  });

  it('GIVEN console messages (a game opened and played, a chat line, a refused move) WHEN /metrics is scraped THEN Prometheus text whose counters moved by kind, with a game active', async () => {
    const store = new SqliteSessionStore({ path: ':memory:' });
    const { get } = await serve(store);
    const before = (await get('/metrics')).body;
    const butler = new Butler({ store, dice: scriptedDiceSource([3, 4, 2, 2]), logger: silentLogger });
    const lines = [
      'alice: /newgame craps',
      'bob: /join',
      'alice: /startgame',
      'carol: hello everyone, what a nice day',
      'bob: бросаю кости', // not bob's turn: refused
      'alice: бросаю кости',
    ];
    await runConsoleChat({
      butler,
      input: Readable.from(lines.map((l) => `${l}\n`)),
      output: new PassThrough(),
      json: false,
      admins: null,
      interactive: false,
      language: 'en',
    });
    await butler.drain();
    const after = await get('/metrics');
    expect(after.status).toBe(200);
    expect(after.type).toContain('text/plain');
    const { types } = parsePrometheus(after.body);
    expect(types.get('butler_updates_total')).toBe('counter');
    expect(types.get('butler_update_seconds')).toBe('histogram');
    expect(types.get('process_cpu_seconds_total')).toBe('counter'); // the default process metrics
    const moved = (name: string, labels: Record<string, string> = {}) =>
      sampleValue(after.body, name, labels) - sampleValue(before, name, labels);
    expect(moved('butler_updates_total', { platform: 'console', kind: 'command' })).toBe(3);
    expect(moved('butler_updates_total', { platform: 'console', kind: 'chat' })).toBe(1);
    expect(moved('butler_updates_total', { platform: 'console', kind: 'refused' })).toBe(1);
    expect(moved('butler_updates_total', { platform: 'console', kind: 'move' })).toBe(1);
    // the handling time by platform and kind (issue 52): a histogram per label set that saw an update
    for (const [kind, count] of [['command', 3], ['chat', 1], ['refused', 1], ['move', 1]] as const) {
      expect(moved('butler_update_seconds_count', { platform: 'console', kind }), kind).toBe(count);
      expect(moved('butler_update_seconds_bucket', { platform: 'console', kind, le: '+Inf' }), kind).toBe(count);
    }
    expect(moved('butler_store_transaction_seconds_count')).toBeGreaterThanOrEqual(4);
    expect(sampleValue(after.body, 'butler_games_active', { game: 'craps' })).toBe(1);
    for (const name of ['butler_event_loop_lag_seconds', 'butler_turn_clock_lag_seconds', 'butler_outbox_pending', 'butler_rate_limited_total']) {
      expect(types.has(name), name).toBe(true);
    }
  });
});
