// A message typed in a server channel or thread → the Butler → the reply through the channel's outbox.
// Without the Message Content intent Discord sends empty content (except for messages that mention the bot):
// such messages are simply not phrases, and slash commands keep working.
import type { Message } from 'discord.js';
import type { Incoming } from '../../core/reply.ts';
import { isAdmin } from './admin-check.ts';
import { chatKey, guildKey, updateId } from './chat-key.ts';
import { guildLanguage } from './language.ts';
import { changesServerSetting, roleIdsOf } from './game-master-role.ts';
import type { AdapterContext } from './context.ts';
import { renderReply } from './message-payload.ts';

const STATUS_COMMAND = /^\/status(?:@\S+)?(?:\s|$)/i;

/** "@Butler бросаю кости" and "@Butler /status" read as if the mention was not there. */
export function withoutBotMention(content: string, botId: string | undefined): string {
  if (!botId) return content.trim();
  return content.replace(new RegExp(`^\\s*<@!?${botId}>\\s*`), '').trim();
}

export async function onMessage(ctx: AdapterContext, message: Message): Promise<void> {
  if (message.author.bot || message.webhookId || message.system || !message.inGuild()) return;
  const text = withoutBotMention(message.content, message.client.user?.id);
  if (text === '') return;
  const authorId = message.author.id;
  const incoming: Incoming = {
    chat: chatKey(message.channelId),
    user: { id: authorId, name: message.member?.displayName ?? message.author.displayName },
    text,
    updateId: updateId(message.id),
    isAdmin: () =>
      isAdmin(
        authorId,
        ctx.ownerIds,
        async () => (message.member ?? (await message.guild.members.fetch(authorId))).permissions,
        changesServerSetting(text, message.client.user?.username)
          ? undefined
          : async () => {
              const role = await ctx.adminRoleOf?.(guildKey(message.guildId), chatKey(message.channelId));
              if (role == null) return false;
              return roleIdsOf(message.member ?? (await message.guild.members.fetch(authorId))).includes(role);
            },
      ),
    botUsername: message.client.user?.username,
    server: guildKey(message.guildId),
    ...(message.guild?.preferredLocale ? { platformLanguage: guildLanguage(message.guild.preferredLocale) } : {}),
  };
  const reply = await ctx.butler.handle(incoming);
  if (!reply) return;
  // A refusal to a typed message cannot be ephemeral on Discord: it is said in the channel, like on Telegram.
  await ctx.outbox.post(message.channelId, renderReply(reply, STATUS_COMMAND.test(text), ctx.images));
}
