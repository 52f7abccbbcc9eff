// Channel messages are sent straight through REST (and its rate-limit queue): no channel cache and no gateway
// connection are needed, so the same outbox serves a client and the sharding manager's process, and a notice
// reaches a channel of any guild, whichever shard the guild is on.
import { RESTEvents, Routes, type REST } from 'discord.js';
import { countRateLimited } from '../../ops/metrics.ts';
import type { Reply } from '../../core/reply.ts';
import type { ButtonCodec } from './buttons.ts';
import { channelIdOf } from './chat-key.ts';
import { renderReply } from './message-payload.ts';
import { ChannelOutbox } from './outbox.ts';
import type { ImageService } from '../../images/image-service.ts';

/** Mentions ping users only: no @everyone, @here or roles, whatever a player typed. */
export const ALLOWED_MENTIONS = { parse: ['users' as const] };

/** Counts Discord's 429 answers on this REST client for /metrics (its queue then waits them out by itself). */
export function countRateLimits(rest: REST): void {
  rest.on(RESTEvents.Response, (_request, response) => {
    if (response.status === 429) countRateLimited('discord');
  });
}

export function restOutbox(rest: REST, codes: ButtonCodec): ChannelOutbox {
  return new ChannelOutbox(async (channelId, { files, ...payload }) => {
    await rest.post(Routes.channelMessages(channelId), {
      body: { ...payload, allowed_mentions: ALLOWED_MENTIONS },
      ...(files ? { files } : {}),
    });
  }, codes);
}

/** A message that is not a reply (the Butler's "dc:" outlet), through an outbox. */
export async function postNotice(outbox: ChannelOutbox, reply: Reply, images?: ImageService): Promise<void> {
  const channelId = channelIdOf(reply.chat);
  if (!channelId) throw new Error(`not a Discord chat key: ${reply.chat}`);
  await outbox.post(channelId, renderReply(reply, false, images));
}
