// One shard process, spawned by the ShardingManager (shard-manager.ts). discord.js gives it its shard id, the
// shard count and the token through the environment; it opens its own store and Butler from the same settings as
// the main process and serves the guilds of its shard.
import { DEFAULT_GAMES } from '../../house/default-games.ts';
import 'dotenv/config';
import { Butler } from '../../butler.ts';
import { parseCli, parseEnv } from '../../config.ts';
import { createLogger } from '../../log.ts';
import { configureSeal, deploymentOptions, diceSource, storeOptions } from '../../runtime-choice.ts';
import { openStore } from '../../storage/open-store.ts';
import { exactDicePokerPolicy, wholeGameDicePokerPolicy } from '../../strategy/bots/exact-policy.ts';
import { configureThousandPolicies } from '../../strategy/thousand/policy-service.ts';
import { thousandWinningMove } from '../../strategy/chances/thousand-move.ts';
import { configureThousandDuels, loadStoredThousandDuel } from '../../strategy/chances/duel-service.ts';
import { connectDiscord } from './connect.ts';
import { answerMetricsQuestions } from './shard-metrics.ts';
import { FATAL_PLATFORM_EXIT } from '../../ops/fatal.ts';

async function runShard(): Promise<void> {
  const env = parseEnv(process.env);
  const cli = parseCli(process.argv.slice(2), env);
  const logger = createLogger({ level: env.LOG_LEVEL ?? 'info', pretty: process.stderr.isTTY === true }).child({
    shard: process.env.SHARDS,
  });
  configureSeal(env, logger);
  // the manager's /metrics asks for this shard's counters
  answerMetricsQuestions();
  const store = await openStore(storeOptions(env, cli));
  const butler = new Butler({
    store,
    // The same store and dice as the main process chooses (--seed too: a seeded demo rolls alike in every shard).
    dice: diceSource(cli),
    logger,
    // Retention, the verify page and the bots' pause too: a shard is the main process for its guilds.
    ...deploymentOptions(env, cli, 'chats'),
    games: DEFAULT_GAMES,
    dicePokerPolicy: exactDicePokerPolicy(),
    dicePokerWholeGame: wholeGameDicePokerPolicy(),
    thousandPolicy: thousandWinningMove,
  });
  // 1000: a person's first stop-or-roll decision starts the solve (worker) so the game-over review is ready.
  configureThousandPolicies({ ahead: true });
  // 1000 for two: served as the main process serves it (a bot's move may not depend on the process that plays it)
  configureThousandDuels({ serve: true });
  loadStoredThousandDuel();
  let exitCode = 0;
  const stop = await connectDiscord({
    butler,
    env,
    logger,
    // a gateway closed for good: the shard drains and exits with the fatal code, and the manager stops with it
    onFatal: (reason) => {
      logger.fatal(reason);
      exitCode = FATAL_PLATFORM_EXIT;
      void shutdown('fatal platform error');
    },
  });
  let stopping = false;
  const shutdown = async (reason: string) => {
    if (stopping) return;
    stopping = true;
    logger.info({ reason }, 'discord shard stopping');
    await stop().catch((err: unknown) => logger.error({ err }, 'discord client stop failed'));
    // updates and statistics folds in flight finish before the pool closes (issue 30)
    await butler.drain().catch((err: unknown) => logger.error({ err }, 'in-flight work failed at shutdown'));
    await store.close();
    process.exit(exitCode);
  };
  process.once('SIGTERM', () => void shutdown('SIGTERM'));
  process.once('SIGINT', () => void shutdown('SIGINT'));
  // The manager went away: do not linger as an orphan.
  process.once('disconnect', () => void shutdown('manager disconnected'));
}

try {
  await runShard();
} catch (error) {
  // Only the message: a config or connection error must never print the environment (the token).
  process.stderr.write(`butler shard: ${(error as Error).message}\n`);
  process.exit(1);
}
