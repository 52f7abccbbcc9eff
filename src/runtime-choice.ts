// Which store and which dice a running Butler uses, chosen one way for the main process and for each Discord shard
// process (which opens its own store and Butler): --memory, else DATABASE_URL, else the SQLite file; --dice
// (scripted), else --seed (seeded), else fair crypto dice.
import type { ButlerOptions } from './butler.ts';
import type { CliOptions, Env } from './config.ts';
import { retentionFromDays } from './sessions/retention.ts';
import { cryptoDice } from './dice/crypto-dice.ts';
import type { DiceSource } from './dice/dice-source.ts';
import { scriptedDiceSource } from './dice/scripted-dice.ts';
import { seededDiceSource } from './dice/seeded-dice.ts';
import type { OpenStoreOptions } from './storage/open-store.ts';
import { configureSealKey } from './dice/fair/seal-key.ts';
import type { Logger } from './log.ts';
import { PageLinks } from './web/page-links.ts';
import { publicBase, type LinkReaders } from './web/public-url.ts';

export function storeOptions(env: Pick<Env, 'DATABASE_URL' | 'BUTLER_PG_SCHEMA'>, cli: Pick<CliOptions, 'memory' | 'db'>): OpenStoreOptions {
  if (cli.memory) return { kind: 'memory' };
  if (env.DATABASE_URL) return { kind: 'postgres', url: env.DATABASE_URL, schema: env.BUTLER_PG_SCHEMA };
  return { kind: 'sqlite', path: cli.db };
}

export function diceSource(cli: Pick<CliOptions, 'dice' | 'seed'>): DiceSource {
  if (cli.dice) return scriptedDiceSource(cli.dice);
  if (cli.seed !== null) return seededDiceSource(cli.seed);
  return cryptoDice;
}

/**
 * The Butler's settings that come from the deployment (retention of update ids and idle sessions, the verify page,
 * the computer players' pause), the same for the main process and every Discord shard.
 */
export function deploymentOptions(
  env: Pick<Env, 'BUTLER_DEDUPE_DAYS' | 'BUTLER_IDLE_DAYS' | 'BUTLER_VERIFY_URL' | 'BUTLER_HTTP_PORT' | 'BUTLER_PUBLIC_URL' | 'BUTLER_SEAL_KEY'>,
  cli: Pick<CliOptions, 'botDelay'>,
  readers: LinkReaders,
): Pick<ButlerOptions, 'retention' | 'verifyUrl' | 'botDelaySeconds' | 'pages'> {
  const pages = pageLinks(env, readers);
  return {
    retention: retentionFromDays({ dedupe: env.BUTLER_DEDUPE_DAYS, idle: env.BUTLER_IDLE_DAYS }),
    verifyUrl: env.BUTLER_VERIFY_URL ?? pages?.verifyUrl(),
    botDelaySeconds: cli.botDelay,
    ...(pages ? { pages } : {}),
  };
}

/**
 * The addresses of the Butler's pages when its links can be opened by their `readers` (web/public-url.ts: a
 * BUTLER_PUBLIC_URL that is not a placeholder, nor this machine for chats; a Discord shard only writes them). They
 * derive from BUTLER_SEAL_KEY, so they survive a restart and agree across processes; without it each process draws
 * its own.
 */
export function pageLinks(env: Pick<Env, 'BUTLER_HTTP_PORT' | 'BUTLER_PUBLIC_URL' | 'BUTLER_SEAL_KEY'>, readers: LinkReaders): PageLinks | undefined {
  const linked = publicBase(env, readers);
  if (!linked || !('base' in linked)) return undefined;
  return new PageLinks(linked.base, env.BUTLER_SEAL_KEY ? Buffer.from(env.BUTLER_SEAL_KEY, 'hex') : undefined);
}

/**
 * The seal key for every game this process seals or plays (dice/fair/seal-key.ts); says so when there is none and
 * `warn` (main.ts: where a store others could read holds chats' games).
 */
export function configureSeal(env: Pick<Env, 'BUTLER_SEAL_KEY' | 'BUTLER_HTTP_PORT'>, logger: Logger, { warn }: { warn: boolean } = { warn: true }): void {
  configureSealKey(env.BUTLER_SEAL_KEY);
  if (env.BUTLER_SEAL_KEY || !warn) return;
  logger.warn(
    { pagesLinksChangeOnRestart: env.BUTLER_HTTP_PORT !== undefined },
    'BUTLER_SEAL_KEY is not set: the dice secrets of running games are stored in plain text (whoever reads the database knows the dice to come); set it to 64 hex digits (openssl rand -hex 32)',
  );
}
