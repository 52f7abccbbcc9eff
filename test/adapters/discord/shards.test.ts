// DISCORD_SHARDS: discord.js's ShardingManager starts one process per shard (shard-entry.ts); each builds its own
// store and Butler from the environment and logs in to the (local) gateway with its shard id; the manager's process
// sends the main Butler's notices (turn clock) through REST.
import { gatewayMessage, guildObject } from './helpers/gateway-objects.ts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startShards } from '../../../src/adapters/discord/shard-manager.ts';
import { Readiness } from '../../../src/ops/readiness.ts';
import { createMetrics } from '../../../src/ops/prometheus.ts';
import { parsePrometheus, sampleValue } from '../../helpers/prometheus-text.ts';
import { Butler } from '../../../src/butler.ts';
import { seededDiceSource } from '../../../src/dice/seeded-dice.ts';
import { faces } from '../../../src/messages/dice-faces.ts';
import { MemorySessionStore } from '../../../src/storage/memory-store.ts';
import type { Env } from '../../../src/config.ts';
import { silentLogger } from '../../../src/log.ts';
import { GatewayServer } from './helpers/gateway-server.ts';
import { APP_ID, RecordingServer } from './helpers/recording-server.ts';

const TOKEN = 'shard-test-token-'.padEnd(60, 's');
const CHANNEL = '800000000000000010';
const GUILD = '800000000000000001';
const SET_BY_TEST = ['DISCORD_API_ROOT', 'DISCORD_APP_ID', 'LOG_LEVEL', 'DATABASE_URL'];
const SET_BY_MANAGER = ['SHARDING_MANAGER', 'SHARDING_MANAGER_MODE', 'DISCORD_TOKEN'];

let rest: RecordingServer;
let gateway: GatewayServer;
let saved: Record<string, string | undefined>;

beforeAll(async () => {
  rest = await RecordingServer.start();
  gateway = new GatewayServer(rest, 2);
  saved = Object.fromEntries([...SET_BY_TEST, ...SET_BY_MANAGER].map((k) => [k, process.env[k]]));
  // The shard processes read their settings from the environment, like in production.
  process.env.DISCORD_API_ROOT = rest.api;
  process.env.DISCORD_APP_ID = APP_ID;
  process.env.LOG_LEVEL = 'silent';
  delete process.env.DATABASE_URL;
});

afterAll(async () => {
  for (const [key, value] of Object.entries(saved)) {
    if (value === undefined) delete process.env[key];
    else process.env[key] = value;
  }
  await gateway.close();
  await rest.close();
});

/** The guild appears on `shard`, then bob asks for a free roll in its channel. */
function bobRollsIn(server: GatewayServer, shard: number, messageId: string): void {
  server.dispatch(shard, 'GUILD_CREATE', guildObject(GUILD, CHANNEL));
  server.dispatch(shard, 'MESSAGE_CREATE', gatewayMessage({
    id: messageId,
    channel_id: CHANNEL,
    guild_id: GUILD,
    author: { id: '700000000000000002', username: 'bob', discriminator: '0', global_name: 'bob', avatar: null },
    content: 'бросаю кости',
  }));
}

describe('ShardingManager', () => {
  // One start of two shard processes covers the login, a roll answered on a shard with the dice the flags chose, and
  // the notices (each shard process costs seconds on a loaded machine).
  it('GIVEN DISCORD_SHARDS=auto, Discord recommending 2, and --seed 42 WHEN the Butler starts THEN two shard processes log in as shards 0 and 1, a roll on a shard is answered with the seeded dice (as in the main process), and notices still go out', async () => {
    const env = { DISCORD_TOKEN: TOKEN, DISCORD_APP_ID: APP_ID, DISCORD_API_ROOT: rest.api, DISCORD_SHARDS: 'auto', BUTLER_OWNER_IDS: [] } as Env;
    // the main process's Butler: its turn clock's notices for Discord go out from the manager's process
    const main = new Butler({ store: new MemorySessionStore(), dice: seededDiceSource(42), logger: silentLogger });
    const readiness = new Readiness();
    const fatal: string[] = [];
    const stop = await startShards({
      butler: main,
      env,
      logger: silentLogger,
      shardArgs: ['--memory', '--seed', '42'],
      spawnDelayMs: 50,
      readiness,
      onFatal: (reason) => fatal.push(reason),
    });
    try {
      await gateway.ready(2);
      // the manager's /readyz: every shard's gateway is ready
      expect(await readiness.reason()).toBeNull();
      expect(gateway.identifies.map((i) => i.shard).sort()).toEqual([
        [0, 2],
        [1, 2],
      ]);
      expect(gateway.identifies.every((i) => i.token === TOKEN)).toBe(true);
      bobRollsIn(gateway, 1, '600000000000000001');
      const requests = await rest.waitFor((rs) => rs.some((r) => r.path === `/channels/${CHANNEL}/messages`), 50_000);
      // the first free roll of a fresh chat is move 0 of that chat's seeded stream
      const expected = seededDiceSource(42).forMove!(`dc:${CHANNEL}`, 0).roll(2);
      expect(requests.find((r) => r.path === `/channels/${CHANNEL}/messages`)!.body.content).toContain(faces(expected));
      // issue 42: the manager's /metrics adds up the shards' counters (the roll was handled in a shard process)
      const metrics = createMetrics();
      const scraped = (await metrics.scrape()).text;
      metrics.stop();
      const discordUpdates = parsePrometheus(scraped).samples.filter((s) => s.name === 'butler_updates_total' && s.labels.platform === 'discord');
      expect(discordUpdates.reduce((sum, s) => sum + s.value, 0)).toBe(1);
      expect(sampleValue(scraped, 'butler_store_transaction_seconds_count')).toBeGreaterThanOrEqual(1);
      await main.notify({ chat: `dc:${CHANNEL}`, rich: ['⏰ Время хода вышло'], events: [], buttons: [], version: 4 });
      const notice = rest.requests.filter((r) => r.path === `/channels/${CHANNEL}/messages`).at(-1)!;
      expect(notice.body.content).toBe('⏰ Время хода вышло');
      expect(notice.authorization).toBe(`Bot ${TOKEN}`);
      // issue 42: Discord closes shard 1 for good (4004, the token was reset): the shard drains and exits 78, and its
      // manager reports it not ready and fatal instead of respawning it
      gateway.closeShard(1, 4004, 'Authentication failed.');
      for (let i = 0; i < 300 && fatal.length === 0; i++) await new Promise((r) => setTimeout(r, 100));
      expect(fatal).toEqual([expect.stringMatching(/shard 1 stopped on a fatal platform error/)]);
      expect(await readiness.reason()).toBe('discord: shard 1 of 2 not ready');
    } finally {
      await stop();
    }
  }); // two real processes: the config's limit leaves room for a loaded shared machine
});
