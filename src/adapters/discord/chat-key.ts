// Each channel and each thread is its own table: threads have their own channel id.
export const CHAT_PREFIX = 'dc:';

export function chatKey(channelId: string): string {
  return `${CHAT_PREFIX}${channelId}`;
}

/** The channel id of a session key, or null when the key is not a Discord one. */
export function channelIdOf(chat: string): string | null {
  return chat.startsWith(CHAT_PREFIX) && /^\d+$/.test(chat.slice(CHAT_PREFIX.length))
    ? chat.slice(CHAT_PREFIX.length)
    : null;
}

/**
 * The key of a whole server (guild): its server-wide settings live there (sessions/server-settings.ts). Not a
 * channel: `channelIdOf` does not read it, so nothing is ever posted to it.
 */
export function guildKey(guildId: string): string {
  return `${CHAT_PREFIX}guild:${guildId}`;
}

export function updateId(discordId: string): string {
  return `${CHAT_PREFIX}${discordId}`;
}
