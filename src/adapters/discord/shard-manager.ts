// DISCORD_SHARDS=auto|N: discord.js's ShardingManager runs one child process per shard (shard-entry.ts), each with
// its own store connection and Butler. With PostgreSQL the shards share state safely (a lock per channel); with
// SQLite they share the file and SQLite's lock serialises their writes. A guild lives on exactly one shard, so a
// channel's messages never reach two shards at once.
import { once } from 'node:events';
import { fileURLToPath } from 'node:url';
import { REST, Routes, ShardingManager, type RESTGetAPIGatewayBotResult } from 'discord.js';
import type { Env } from '../../config.ts';
import type { Logger } from '../../log.ts';
import { ButtonCodec } from './buttons.ts';
import { CHAT_KEY_PREFIX } from '../../core/chat-key.ts';
import type { ButlerPort } from './context.ts';
import { restOptions } from './rest-options.ts';
import { countRateLimits, postNotice, restOutbox } from './rest-outbox.ts';
import type { Readiness } from '../../ops/readiness.ts';
import { gatherFrom, watchOutbox } from '../../ops/metrics.ts';
import { shardSnapshots } from './shard-metrics.ts';
import { FATAL_PLATFORM_EXIT } from '../../ops/fatal.ts';
import { BUNDLED } from '../../runtime-files.ts';

// (bundled, the shard entry is a file of the same build: bin/bundle.js)
const SHARD_ENTRY = fileURLToPath(BUNDLED ? new URL('./shard-entry.mjs', import.meta.url) : new URL('./shard-entry.ts', import.meta.url));
/** Discord lets a bot identify one shard every ~5 s. */
const SPAWN_DELAY_MS = 5500;
const READY_TIMEOUT_MS = 60_000;
const STOP_TIMEOUT_MS = 10_000;

export interface ShardsOptions {
  /** the main process's Butler: its turn clock wakes every channel, so its "dc:" notices are sent from here */
  butler: ButlerPort;
  env: Env;
  logger: Logger;
  /** passed on to every shard (the CLI: --db, --dice, --memory) */
  shardArgs?: string[];
  /** pause between shard starts (Discord allows one identify every ~5 s; tests use less against a fake gateway) */
  spawnDelayMs?: number;
  /** where the manager says whether every shard's gateway is ready (GET /readyz is served by this process) */
  readiness?: Readiness;
  /** told when a shard exited on a fatal platform error (a refused token): respawning would not help */
  onFatal?: (reason: string) => void;
}

async function shardCount(env: Env, rest: REST): Promise<number> {
  if (typeof env.DISCORD_SHARDS === 'number') return env.DISCORD_SHARDS;
  // 'auto': the count Discord recommends (asked through DISCORD_API_ROOT when set, like every other call).
  const gateway = (await rest.get(Routes.gatewayBot())) as RESTGetAPIGatewayBotResult;
  return Math.max(1, gateway.shards);
}

export async function startShards({
  butler,
  env,
  logger,
  shardArgs = [],
  spawnDelayMs = SPAWN_DELAY_MS,
  readiness,
  onFatal,
}: ShardsOptions): Promise<() => Promise<void>> {
  const token = env.DISCORD_TOKEN;
  if (!token) throw new Error('DISCORD_TOKEN is not set');
  const rest = new REST(restOptions(env)).setToken(token);
  const totalShards = await shardCount(env, rest);
  // The shards run no turn clock of their own: the main process's clock (one for every adapter) wakes the Discord
  // channels too, and its notices go out through REST from here, no gateway needed.
  const outbox = restOutbox(rest, new ButtonCodec());
  butler.addOutlet(CHAT_KEY_PREFIX.discord, (reply) => postNotice(outbox, reply));
  const manager = new ShardingManager(SHARD_ENTRY, {
    token,
    totalShards,
    mode: 'process',
    respawn: true,
    // The shards run what this process runs: the bundle, or the TypeScript sources through tsx.
    execArgv: BUNDLED ? [] : ['--import', import.meta.resolve('tsx')],
    shardArgs,
  });
  let stopping = false;
  // each shard's gateway as its process reports it: ready, or not (starting, reconnecting, exited)
  const ready = new Map<number, boolean>();
  countRateLimits(rest);
  const unwatch = watchOutbox('discord', () => outbox.pending());
  // the shards' own counters (updates, transactions, 429s, outboxes) are added to this process's /metrics
  const ungather = gatherFrom(() => shardSnapshots(manager));
  const unready = readiness?.add('discord', () => {
    const waiting = [...Array(totalShards).keys()].filter((id) => ready.get(id) !== true);
    return waiting.length === 0 ? null : `shard ${waiting.join(', ')} of ${totalShards} not ready`;
  });
  manager.on('shardCreate', (shard) => {
    logger.info({ shard: shard.id, of: totalShards }, 'discord shard starting');
    ready.set(shard.id, false);
    shard.on('ready', () => ready.set(shard.id, true));
    shard.on('resume', () => ready.set(shard.id, true));
    shard.on('disconnect', () => ready.set(shard.id, false));
    shard.on('reconnecting', () => ready.set(shard.id, false));
    shard.on('death', (child) => {
      ready.set(shard.id, false);
      if (stopping) return;
      if ('exitCode' in child && child.exitCode === FATAL_PLATFORM_EXIT) {
        manager.respawn = false;
        onFatal?.(`discord: shard ${shard.id} stopped on a fatal platform error (see its log line)`);
        return;
      }
      logger.warn({ shard: shard.id }, 'discord shard exited (the manager starts it again)');
    });
    shard.on('error', (error) => logger.error({ err: error, shard: shard.id }, 'discord shard error'));
  });
  await manager.spawn({ amount: totalShards, delay: spawnDelayMs, timeout: READY_TIMEOUT_MS });
  logger.info({ shards: totalShards }, 'discord shards ready');
  return async () => {
    stopping = true;
    unready?.();
    manager.respawn = false;
    const exits = [...manager.shards.values()].map((shard) => {
      const child = shard.process;
      shard.kill(); // SIGTERM: the shard closes its client and its store, then exits
      if (!child || child.exitCode !== null) return Promise.resolve();
      return Promise.race([once(child, 'exit'), new Promise((r) => setTimeout(r, STOP_TIMEOUT_MS))]);
    });
    await Promise.all(exits);
    await Promise.race([outbox.drain(), new Promise((r) => setTimeout(r, STOP_TIMEOUT_MS))]);
    unwatch();
    ungather();
  };
}
