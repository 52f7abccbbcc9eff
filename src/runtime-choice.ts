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
  env: Pick<Env, 'BUTLER_DEDUPE_DAYS' | 'BUTLER_IDLE_DAYS' | 'BUTLER_VERIFY_URL'>,
  cli: Pick<CliOptions, 'botDelay'>,
): Pick<ButlerOptions, 'retention' | 'verifyUrl' | 'botDelaySeconds'> {
  return {
    retention: retentionFromDays({ dedupe: env.BUTLER_DEDUPE_DAYS, idle: env.BUTLER_IDLE_DAYS }),
    verifyUrl: env.BUTLER_VERIFY_URL,
    botDelaySeconds: cli.botDelay,
  };
}
