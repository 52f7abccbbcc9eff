// `npm run deploy-commands [-- --force] [-- --hash-file path]`: publishes the slash commands when they changed.
// To the guild in DISCORD_GUILD_ID when it is set (instant, for a test server), else globally.
import 'dotenv/config';
import { parseArgs } from 'node:util';
import { REST } from 'discord.js';
import { ConfigError, parseEnv } from '../../config.ts';
import { createLogger } from '../../log.ts';
import { DEFAULT_HASH_FILE, deployCommands } from './deploy.ts';
import { restOptions } from './rest-options.ts';

async function run(): Promise<number> {
  const logger = createLogger({ pretty: process.stderr.isTTY === true });
  let env;
  let args;
  try {
    env = parseEnv(process.env);
    ({ values: args } = parseArgs({
      args: process.argv.slice(2),
      options: { force: { type: 'boolean', default: false }, 'hash-file': { type: 'string' } },
      strict: true,
    }));
  } catch (error) {
    if (!(error instanceof ConfigError) && !(error instanceof TypeError)) throw error;
    process.stderr.write(`deploy-commands: ${(error as Error).message}\n`);
    return 2;
  }
  if (!env.DISCORD_TOKEN || !env.DISCORD_APP_ID) {
    process.stderr.write('deploy-commands: set DISCORD_TOKEN and DISCORD_APP_ID (see docs/discord.md)\n');
    return 2;
  }
  const rest = new REST(restOptions(env)).setToken(env.DISCORD_TOKEN);
  try {
    const result = await deployCommands({
      rest,
      appId: env.DISCORD_APP_ID,
      guildId: env.DISCORD_GUILD_ID,
      hashFile: args['hash-file'] ?? DEFAULT_HASH_FILE,
      force: args.force,
    });
    const where = result.scope === 'guild' ? `guild ${env.DISCORD_GUILD_ID}` : 'all guilds (global)';
    logger.info(
      { published: result.published, scope: result.scope, commands: result.count },
      result.published ? `slash commands published to ${where}` : 'slash commands unchanged: nothing published',
    );
    return 0;
  } catch (error) {
    // Only the message: a REST error carries the request, and the request carries the token header.
    logger.error({ error: (error as Error).message }, 'slash commands not published');
    return 1;
  }
}

process.exitCode = await run();
