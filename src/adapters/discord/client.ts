// A discord.js client wired to the Butler: intents, event handlers, the per-channel outbox and notices.
// It does not log in — start.ts and shard-entry.ts do; tests feed it gateway dispatches instead.
import {
  Client,
  Events,
  GatewayIntentBits,
  Options,
  type ClientOptions,
} from 'discord.js';
import type { Env } from '../../config.ts';
import type { Logger } from '../../log.ts';
import type { Reply } from '../../core/reply.ts';
import { ButtonCodec } from './buttons.ts';
import type { AdapterContext, ButlerPort } from './context.ts';
import { isMissingPermissions, missingPermissions, permissionsToPost } from './channel-permissions.ts';
import { adminRoleReader } from './game-master-role.ts';
import { onInteraction } from './on-interaction.ts';
import { onMessage } from './on-message.ts';
import { restOptions } from './rest-options.ts';
import { ALLOWED_MENTIONS, countRateLimits, postNotice, restOutbox } from './rest-outbox.ts';
import type { ImageService } from '../../images/image-service.ts';

export const DEFER_AFTER_MS = 2000;

export interface DiscordAdapterOptions {
  butler: ButlerPort;
  env: Pick<Env, 'DISCORD_API_ROOT' | 'BUTLER_OWNER_IDS'>;
  logger: Logger;
  deferAfterMs?: number;
  /**
   * Ask for the privileged Message Content intent (default true). Without it Discord sends typed messages with
   * empty content: roll phrases cannot be read, slash commands and buttons still work.
   */
  messageContent?: boolean;
  /** merged over the adapter's own options (tests) */
  clientOptions?: Partial<ClientOptions>;
  /** draws reply pictures (an attachment shown in the embed); none = text only */
  images?: ImageService;
}

export interface DiscordAdapter {
  client: Client;
  context: AdapterContext;
  /** sends a message that is not a reply (the Butler's "dc:" outlet) */
  notify(reply: Reply): Promise<void>;
  /** messages waiting in the channel outbox (butler_outbox_pending) */
  pending(): number;
  /** waits for pending channel messages, then closes the gateway connection */
  stop(): Promise<void>;
}


export function createDiscordAdapter(options: DiscordAdapterOptions): DiscordAdapter {
  const { butler, env, logger } = options;
  const client = new Client({
    intents: [
      GatewayIntentBits.Guilds,
      GatewayIntentBits.GuildMessages,
      ...(options.messageContent === false ? [] : [GatewayIntentBits.MessageContent]),
    ],
    allowedMentions: { ...ALLOWED_MENTIONS, repliedUser: false },
    rest: restOptions(env),
    // The Butler keeps its own state; cached messages would only cost memory.
    makeCache: Options.cacheWithLimits({ ...Options.DefaultMakeCacheSettings, MessageManager: 0 }),
    ...options.clientOptions,
  });

  const codes = new ButtonCodec();
  const outbox = restOutbox(client.rest, codes);
  countRateLimits(client.rest);

  const context: AdapterContext = {
    butler,
    logger,
    outbox,
    codes,
    ownerIds: env.BUTLER_OWNER_IDS ?? [],
    deferAfterMs: options.deferAfterMs ?? DEFER_AFTER_MS,
    ...(butler.serverSettings ? { adminRoleOf: adminRoleReader(butler.serverSettings, butler.store) } : {}),
    ...(options.images ? { images: options.images } : {}),
  };

  client.on(Events.MessageCreate, (message) => {
    onMessage(context, message).catch((error: unknown) => {
      if (!isMissingPermissions(error)) {
        logger.error({ err: error, chat: `dc:${message.channelId}`, update: message.id }, 'message not handled');
        return;
      }
      // A typed message cannot be answered privately: the log says what the bot lacks in the channel (when the
      // bot's member is known; Discord's own answer names no permission).
      const me = message.guild?.members.me;
      const known = me && 'permissionsFor' in message.channel ? message.channel.permissionsFor(me) : null;
      const inThread = message.channel.isThread();
      logger.warn(
        {
          chat: `dc:${message.channelId}`,
          ...(known
            ? { missing: missingPermissions(known, permissionsToPost(inThread)) }
            : { needed: permissionsToPost(inThread) }),
          discordCode: (error as { code?: unknown }).code,
        },
        'discord: missing permissions in the channel',
      );
    });
  });
  client.on(Events.InteractionCreate, (interaction) => {
    // onInteraction answers the user itself on failure; this only guards against a bug in that answer.
    onInteraction(context, interaction).catch((error: unknown) =>
      logger.error({ err: error, interaction: interaction.id }, 'interaction not handled'),
    );
  });
  // Without an 'error' listener an EventEmitter error would crash the process.
  client.on(Events.Error, (error) => logger.error({ err: error }, 'discord client error'));
  client.on(Events.ShardError, (error, shardId) => logger.warn({ err: error, shard: shardId }, 'discord shard error'));
  client.on(Events.Warn, (message) => logger.warn({ discord: message }, 'discord warning'));
  client.once(Events.ClientReady, (ready) =>
    logger.info({ user: ready.user.tag, guilds: ready.guilds.cache.size }, 'discord ready'),
  );

  return {
    client,
    context,
    notify: (reply) => postNotice(outbox, reply, options.images),
    pending: () => outbox.pending(),
    async stop() {
      await Promise.race([outbox.drain(), new Promise((r) => setTimeout(r, 5000))]);
      await client.destroy();
    },
  };
}
