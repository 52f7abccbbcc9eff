// Who wrote a group message, as far as the games are concerned. Only a person writing as themselves can make a
// move: an anonymous admin writes as the group (GroupAnonymousBot), so their moves cannot be told apart; posts of a
// linked channel (automatic forwards from "Telegram", 777000) and channels or bots writing into the group are never
// players.

/** The fields of a Telegram Message this needs (so a plain object serves in tests). */
export interface SenderFields {
  chat: { id: number };
  from?: { id: number; is_bot: boolean };
  sender_chat?: { id: number };
  is_automatic_forward?: true;
}

export type SenderKind = 'person' | 'anonymous_admin' | 'not_a_player';

/** The service account that posts a linked channel's messages into its discussion group. */
export const TELEGRAM_SERVICE_USER = 777000;

export function senderKind(message: SenderFields): SenderKind {
  if (message.is_automatic_forward || message.from?.id === TELEGRAM_SERVICE_USER) return 'not_a_player';
  if (message.sender_chat) return message.sender_chat.id === message.chat.id ? 'anonymous_admin' : 'not_a_player';
  if (!message.from || message.from.is_bot) return 'not_a_player';
  return 'person';
}
