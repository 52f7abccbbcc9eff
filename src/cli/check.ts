// `npx butler check [--db PATH] [--memory]`: what a start would find, without starting — the configuration read as
// a start reads it (every problem listed at once, secrets from their `_FILE`s included) and the store opened as a
// start opens it (a SQLite file created or migrated as then, a PostgreSQL server answering), then closed. Nothing
// connects to a platform and nothing is served. For an operator before a restart, or a deployment's pre-start step
// (systemd ExecStartPre=, a container's init): the exit code says it all — 0 ready, 2 the configuration, 1 the store.
import { readEnvAndCli, type CliOptions, type Env } from '../config.ts';
import { redactText } from '../log-redact.ts';
import { textFor } from '../messages/index.ts';
import { storeOptions } from '../runtime-choice.ts';
import { openStore, type OpenStoreOptions } from '../storage/open-store.ts';
import { cliLanguage } from './cli-language.ts';

export async function runCheck(
  argv: string[],
  out: (line: string) => void = (line) => process.stdout.write(`${line}\n`),
  env: NodeJS.ProcessEnv = process.env,
): Promise<number> {
  const text = textFor(cliLanguage(env)).cli.cliText.check;
  const { env: config, cli, problems } = readEnvAndCli(argv, env);
  if (!config || !cli) {
    for (const problem of problems) out(`butler: ${problem}`);
    out(text.configFailed(problems.length));
    return 2;
  }
  const options = storeOptions(config, cli);
  try {
    const store = await openStore(options);
    try {
      const games = Object.values(await store.activeGames()).reduce((sum, n) => sum + n, 0);
      out(text.ready(platformsOf(config, cli), storeName(options), games));
    } finally {
      await store.close();
    }
    return 0;
  } catch (error) {
    out(text.storeFailed(storeName(options), redactText((error as Error).message)));
    return 1;
  }
}

/** What the start would serve: the platforms with tokens, else the console. */
function platformsOf(env: Env, cli: CliOptions): string[] {
  const platforms: string[] = [];
  if (env.TELEGRAM_BOT_TOKEN) platforms.push(env.TELEGRAM_WEBHOOK_URL ? 'telegram (webhook)' : 'telegram (polling)');
  if (env.DISCORD_TOKEN) platforms.push(env.DISCORD_SHARDS ? `discord (shards: ${env.DISCORD_SHARDS})` : 'discord');
  if (platforms.length === 0 || cli.console) platforms.push('console');
  return platforms;
}

/** The store as an operator names it: never the connection URL (it may hold a password). */
function storeName(options: OpenStoreOptions): string {
  switch (options.kind) {
    case 'memory':
      return 'memory';
    case 'sqlite':
      return `SQLite ${options.path}`;
    case 'postgres':
      return `PostgreSQL${options.schema ? ` (schema ${options.schema})` : ''}`;
  }
}
