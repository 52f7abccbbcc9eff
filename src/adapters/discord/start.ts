// Starts the Discord side of the Butler: one client in this process, or — with DISCORD_SHARDS — a ShardingManager
// whose shard processes build their own store and Butler (the Butler passed in then serves the other adapters, and
// its turn clock's notices for Discord channels are sent from this process through REST).
import type { Butler } from '../../butler.ts';
import type { Env } from '../../config.ts';
import type { Logger } from '../../log.ts';
import { autoDeployCommands } from './auto-deploy.ts';
import { connectDiscord } from './connect.ts';
import { startShards } from './shard-manager.ts';
import type { Readiness } from '../../ops/readiness.ts';

export interface StartDiscordOptions {
  butler: Butler;
  env: Env;
  logger: Logger;
  readiness?: Readiness;
  onFatal?: (reason: string) => void;
}

export async function startDiscord({ butler, env, logger, readiness, onFatal }: StartDiscordOptions): Promise<() => Promise<void>> {
  // In the background: the bot serves while Discord takes the commands (and a failure only logs).
  void autoDeployCommands({ env, logger });
  if (env.DISCORD_SHARDS !== undefined) {
    return startShards({ butler, env, logger, shardArgs: process.argv.slice(2), ...(readiness ? { readiness } : {}), ...(onFatal ? { onFatal } : {}) });
  }
  return connectDiscord({ butler, env, logger, ...(readiness ? { readiness } : {}), ...(onFatal ? { onFatal } : {}) });
}
