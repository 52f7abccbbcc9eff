// Logs one client in and routes the Butler's "dc:" notices to it. If the privileged Message Content intent is not
// enabled for the application, Discord refuses the connection (close code 4014): the Butler then says so in the
// log and connects without it — typed roll phrases cannot be read, slash commands and buttons keep working.
import type { Env } from '../../config.ts';
import type { Logger } from '../../log.ts';
import { CHAT_PREFIX } from './chat-key.ts';
import { createDiscordAdapter, type DiscordAdapter } from './client.ts';
import type { ButlerPort } from './context.ts';
import { ImageService } from '../../images/image-service.ts';

export interface ConnectOptions {
  butler: ButlerPort;
  env: Env;
  logger: Logger;
}

export function isDisallowedIntents(error: unknown): boolean {
  if (!(error instanceof Error)) return false;
  return (
    (error as { code?: unknown }).code === 'DisallowedIntents' ||
    /disallowed intents|not enabled or whitelisted/i.test(error.message)
  );
}

export async function connectDiscord({ butler, env, logger }: ConnectOptions): Promise<() => Promise<void>> {
  const token = env.DISCORD_TOKEN;
  if (!token) throw new Error('DISCORD_TOKEN is not set');
  // Pictures are on for Discord (the per-chat setting `images` turns them off); drawn in worker threads.
  const images = new ImageService();
  let live: DiscordAdapter = createDiscordAdapter({ butler, env, logger, images });
  // Registered once; it follows the live client if the first one had to be replaced.
  butler.addOutlet(CHAT_PREFIX, (reply) => live.notify(reply));
  try {
    await live.client.login(token);
  } catch (error) {
    if (!isDisallowedIntents(error)) throw error;
    logger.warn(
      'Message Content intent is not enabled for this application (Developer Portal → Bot → Privileged Gateway ' +
        'Intents, see docs/discord.md): connecting without it — typed roll phrases cannot be read, slash ' +
        'commands and buttons work',
    );
    live = createDiscordAdapter({ butler, env, logger, messageContent: false, images });
    await live.client.login(token);
  }
  return async () => {
    await live.stop();
    await images.close();
  };
}
