// `npm start` publishes the slash commands itself when their hash changed (see deploy.ts), so that a new bot shows
// its commands without a separate step. DISCORD_DEPLOY_COMMANDS=off turns it off (then `npm run deploy-commands`
// remains, for CI and people who prefer it). A failure is logged and does not stop the bot: commands published
// earlier keep working.
import { REST } from 'discord.js';
import type { Env } from '../../config.ts';
import type { Logger } from '../../log.ts';
import { deployCommands, type DeployResult } from './deploy.ts';
import { restOptions } from './rest-options.ts';

export interface AutoDeployOptions {
  env: Pick<Env, 'DISCORD_TOKEN' | 'DISCORD_APP_ID' | 'DISCORD_GUILD_ID' | 'DISCORD_API_ROOT' | 'DISCORD_DEPLOY_COMMANDS'>;
  logger: Logger;
  hashFile?: string;
}

/** Resolves to what was done (null when turned off or failed); never rejects. */
export async function autoDeployCommands({ env, logger, hashFile }: AutoDeployOptions): Promise<DeployResult | null> {
  if (env.DISCORD_DEPLOY_COMMANDS === 'off' || !env.DISCORD_TOKEN || !env.DISCORD_APP_ID) return null;
  const rest = new REST(restOptions(env)).setToken(env.DISCORD_TOKEN);
  try {
    const result = await deployCommands({
      rest,
      appId: env.DISCORD_APP_ID,
      ...(env.DISCORD_GUILD_ID ? { guildId: env.DISCORD_GUILD_ID } : {}),
      ...(hashFile ? { hashFile } : {}),
    });
    logger.info(
      { published: result.published, scope: result.scope, commands: result.count },
      result.published ? 'discord: slash commands published' : 'discord: slash commands unchanged',
    );
    return result;
  } catch (error) {
    // Only the message: a REST error carries the request, and the request carries the token header.
    logger.error({ error: (error as Error).message }, 'discord: slash commands not published (run npm run deploy-commands)');
    return null;
  }
}
