// A Telegram user as a player: the id is the Telegram user id as a string, the name what people see in the chat.
import type { PlayerRef } from '../../messages/rich.ts';

export interface TelegramUserLike {
  id: number;
  first_name: string;
  last_name?: string;
  username?: string;
}

export function playerRef(user: TelegramUserLike): PlayerRef {
  const full = [user.first_name, user.last_name].map((part) => part?.trim() ?? '').filter(Boolean).join(' ');
  const name = full || (user.username ? `@${user.username}` : `id${user.id}`);
  return { id: String(user.id), name };
}
