// Session keys of Telegram chats: each forum topic is its own table ("tg:<chat_id>:<thread_id>"), every other chat
// is one table ("tg:<chat_id>"). Replies go back to the same chat and topic.
import { CHAT_KEY_PREFIX } from '../../core/chat-key.ts';
import { joinKey, splitKey } from '../kit/chat-key.ts';

/** Where a message is sent: the chat and, in a forum, the topic. */
export interface Target {
  chatId: number;
  threadId?: number;
}

const PREFIX = CHAT_KEY_PREFIX.telegram;

/** The fields of a Telegram Message this needs (so a plain object serves in tests). */
export interface MessagePlace {
  chat: { id: number };
  message_thread_id?: number;
  is_topic_message?: boolean;
}

/**
 * The target of a message. Only a forum topic message counts its thread: in an ordinary supergroup a reply thread
 * also has a message_thread_id, but it is the same table as the rest of the chat.
 */
export function targetOf(message: MessagePlace): Target {
  return message.is_topic_message === true && message.message_thread_id !== undefined
    ? { chatId: message.chat.id, threadId: message.message_thread_id }
    : { chatId: message.chat.id };
}

export function chatKey(target: Target): string {
  return target.threadId === undefined ? joinKey(PREFIX, target.chatId) : joinKey(PREFIX, target.chatId, target.threadId);
}

/** The target of a session key, or null when the key is not a Telegram one. */
export function parseChatKey(key: string): Target | null {
  const parts = splitKey(PREFIX, key, /-?\d{1,20}/, 2);
  if (!parts || (parts[1] !== undefined && parts[1].startsWith('-'))) return null;
  const chatId = Number(parts[0]);
  if (!Number.isSafeInteger(chatId)) return null;
  if (parts[1] === undefined) return { chatId };
  const threadId = Number(parts[1]);
  return Number.isSafeInteger(threadId) ? { chatId, threadId } : null;
}
