// The shards' figures in the manager's /metrics: when scraped, the manager asks every live shard process for its
// counters over the IPC channel discord.js already keeps ({ butlerMetrics: n } → { butlerMetricsReply: n, snapshot })
// and adds them to its own (ops/metrics.ts). A shard that does not answer within a second is left out of that scrape.
import type { Shard, ShardingManager } from 'discord.js';
import { snapshot, type MetricsSnapshot } from '../../ops/metrics.ts';

const ASK_TIMEOUT_MS = 1_000;
let asked = 0;

interface Reply {
  butlerMetricsReply: number;
  snapshot: MetricsSnapshot;
}

function isReply(message: unknown, n: number): message is Reply {
  return typeof message === 'object' && message !== null && (message as Partial<Reply>).butlerMetricsReply === n;
}

function askShard(shard: Shard): Promise<MetricsSnapshot | null> {
  const n = ++asked;
  return new Promise((resolve) => {
    const done = (value: MetricsSnapshot | null) => {
      clearTimeout(timer);
      shard.off('message', listen);
      resolve(value);
    };
    const listen = (message: unknown) => {
      if (isReply(message, n)) done(message.snapshot);
    };
    const timer = setTimeout(() => done(null), ASK_TIMEOUT_MS);
    shard.on('message', listen);
    shard.send({ butlerMetrics: n }).catch(() => done(null));
  });
}

/** The manager's side: every live shard's figures. */
export async function shardSnapshots(manager: ShardingManager): Promise<MetricsSnapshot[]> {
  const live = [...manager.shards.values()].filter((shard) => shard.process && shard.process.exitCode === null);
  const answers = await Promise.all(live.map(askShard));
  return answers.filter((a): a is MetricsSnapshot => a !== null);
}

/** The shard's side: answers the manager's question with this process's figures. */
export function answerMetricsQuestions(): void {
  process.on('message', (message: unknown) => {
    const n = (message as { butlerMetrics?: unknown } | null)?.butlerMetrics;
    if (typeof n === 'number') process.send?.({ butlerMetricsReply: n, snapshot: snapshot() });
  });
}
