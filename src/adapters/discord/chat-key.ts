// Each channel and each thread is its own table: threads have their own channel id.
import { CHAT_KEY_PREFIX } from '../../core/chat-key.ts';
import { joinKey, splitKey } from '../kit/chat-key.ts';

const PREFIX = CHAT_KEY_PREFIX.discord;

export function chatKey(channelId: string): string {
  return joinKey(PREFIX, channelId);
}

/** The channel id of a session key, or null when the key is not a Discord one. */
export function channelIdOf(chat: string): string | null {
  return splitKey(PREFIX, chat, /\d+/)?.[0] ?? null;
}

/**
 * The key of a whole server (guild): its server-wide settings live there (sessions/server-settings.ts). Not a
 * channel: `channelIdOf` does not read it, so nothing is ever posted to it.
 */
export function guildKey(guildId: string): string {
  return joinKey(PREFIX, 'guild', guildId);
}

export function updateId(discordId: string): string {
  return joinKey(PREFIX, discordId);
}
