import { describe, expect, it } from 'vitest';
import { chatKey, parseChatKey, targetOf } from '../../../src/adapters/telegram/chat-key.ts';
import { playerRef } from '../../../src/adapters/telegram/player-ref.ts';

describe('chat keys', () => {
  it('GIVEN a forum chat WHEN keys are made THEN each topic has its own table and the rest of the chat one table', () => {
    expect(chatKey(targetOf({ chat: { id: -100123 } }))).toBe('tg:-100123');
    expect(chatKey(targetOf({ chat: { id: -100123 }, message_thread_id: 7, is_topic_message: true }))).toBe(
      'tg:-100123:7',
    );
    // a reply thread in an ordinary supergroup is not a topic
    expect(chatKey(targetOf({ chat: { id: -100123 }, message_thread_id: 9 }))).toBe('tg:-100123');
  });

  it('GIVEN a key WHEN it is read back THEN it gives the chat and topic', () => {
    expect(parseChatKey('tg:-100123:7')).toEqual({ chatId: -100123, threadId: 7 });
    expect(parseChatKey('tg:42')).toEqual({ chatId: 42 });
    expect(parseChatKey('dc:42')).toBeNull();
    expect(parseChatKey('tg:abc')).toBeNull();
  });
});

describe('player names', () => {
  it('GIVEN a Telegram user WHEN named THEN first and last name are used, else @username, and the id is the Telegram id', () => {
    expect(playerRef({ id: 5, first_name: 'Анна', last_name: 'К.' })).toEqual({ id: '5', name: 'Анна К.' });
    expect(playerRef({ id: 6, first_name: ' ', username: 'bob' })).toEqual({ id: '6', name: '@bob' });
    expect(playerRef({ id: 7, first_name: '' })).toEqual({ id: '7', name: 'id7' });
  });
});
