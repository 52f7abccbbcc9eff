// Logs one client in and routes the Butler's "dc:" notices to it. If the privileged Message Content intent is not
// enabled for the application, Discord refuses the connection (close code 4014): the Butler then says so in the
// log and connects without it — typed roll phrases cannot be read, slash commands and buttons keep working.
// A token Discord refuses ends the start with one line (StartupError, exit 1); a Discord that cannot be reached is
// tried again with growing pauses, each one logged.
import type { Env } from '../../config.ts';
import type { Logger } from '../../log.ts';
import { loginWithRetry, type RetryTiming } from '../login-retry.ts';
import { CHAT_KEY_PREFIX } from '../../core/chat-key.ts';
import { discordUnreachable, refusedDiscordToken } from './login-errors.ts';
import { createDiscordAdapter, type DiscordAdapter } from './client.ts';
import type { ButlerPort } from './context.ts';
import { ImageService } from '../../images/image-service.ts';
import { Events } from 'discord.js';
import type { Readiness } from '../../ops/readiness.ts';
import { watchOutbox } from '../../ops/metrics.ts';

/** The one line for a gateway closed for good. */
export function gatewayClosed(code: number, shardId: number): string {
  if (code === 4004) {
    return 'discord: gateway closed: Discord refused DISCORD_TOKEN (4004 authentication failed); the token was reset — copy the new one from the Developer Portal';
  }
  return `discord: gateway closed for good (close code ${code}, shard ${shardId})`;
}

export interface ConnectOptions {
  butler: ButlerPort;
  env: Env;
  logger: Logger;
  /** pauses between login attempts while Discord cannot be reached (tests make them short) */
  loginRetry?: RetryTiming;
  /** where this client says whether its gateway is ready (GET /readyz) */
  readiness?: Readiness;
  /** told in one line when the gateway closed for good (a token refused at run time): the process drains and exits */
  onFatal?: (reason: string) => void;
}

export function isDisallowedIntents(error: unknown): boolean {
  if (!(error instanceof Error)) return false;
  return (
    (error as { code?: unknown }).code === 'DisallowedIntents' ||
    /disallowed intents|not enabled or whitelisted/i.test(error.message)
  );
}

export async function connectDiscord({ butler, env, logger, loginRetry, readiness, onFatal }: ConnectOptions): Promise<() => Promise<void>> {
  const token = env.DISCORD_TOKEN;
  if (!token) throw new Error('DISCORD_TOKEN is not set');
  // Pictures are on for Discord (the per-chat setting `images` turns them off); drawn in worker threads, a
  // game-over picture with the rating change from the game records.
  const records = butler.store?.gameRecords;
  const images = new ImageService(records ? { records } : {});
  let live: DiscordAdapter | null = null;
  // Registered once; it follows the client that finally logged in.
  butler.addOutlet(CHAT_KEY_PREFIX.discord, (reply) =>
    live ? live.notify(reply) : Promise.reject(new Error('Discord is not connected yet')),
  );

  /** One client, one login; a client whose login failed is destroyed, and the next attempt builds a fresh one. */
  const loginOnce = async (messageContent: boolean): Promise<DiscordAdapter> => {
    const adapter = createDiscordAdapter({ butler, env, logger, images, ...(messageContent ? {} : { messageContent }) });
    try {
      await adapter.client.login(token);
      return adapter;
    } catch (error) {
      await adapter.client.destroy().catch(() => undefined);
      throw error;
    }
  };

  let messageContent = true;
  // Not ready from the first moment: while the login waits out an unreachable Discord, /readyz says so.
  let stopping = false;
  // (discord.js still calls the client ready after such a close: the close itself is remembered)
  let closedForGood = false;
  const unready = readiness?.add('discord', () => {
    if (!live) return 'connecting: the gateway has not accepted the login yet';
    return live.client.isReady() && !closedForGood ? null : 'gateway not ready';
  });
  try {
    await loginWithRetry({
      platform: 'discord',
      attempt: async () => {
        try {
          live = await loginOnce(messageContent);
        } catch (error) {
          if (!messageContent || !isDisallowedIntents(error)) throw error;
          logger.warn(
            'Message Content intent is not enabled for this application (Developer Portal → Bot → Privileged Gateway ' +
              'Intents, see docs/discord.md): connecting without it — typed roll phrases cannot be read, slash ' +
              'commands and buttons work',
          );
          messageContent = false;
          live = await loginOnce(false);
        }
      },
      fatal: refusedDiscordToken,
      transient: discordUnreachable,
      logger,
      ...(loginRetry ? { timing: loginRetry } : {}),
    });
  } catch (error) {
    unready?.();
    throw error;
  }
  const client = live!.client;
  // discord.js reports a close it will not recover from (4004 a token refused — reset in the Developer Portal —,
  // 4014 intents no longer allowed, …) as ShardDisconnect and stops reconnecting: the process is of no use as it is.
  client.on(Events.ShardDisconnect, (event, shardId) => {
    closedForGood = true;
    if (!stopping) onFatal?.(gatewayClosed(event.code, shardId));
  });
  const adapter = live!;
  const unwatch = watchOutbox('discord', () => adapter.pending());
  return async () => {
    stopping = true;
    unready?.();
    await adapter.stop();
    unwatch();
    await images.close();
  };
}
