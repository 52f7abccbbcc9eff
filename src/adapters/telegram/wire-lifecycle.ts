// The life of a chat around the games: the greeting when the Butler is added to a group (with the setup check),
// a word when it is promoted or demoted, the end of the game when it is removed, and the move of everything when a
// group becomes a supergroup (its id changes).
import type { Bot } from 'grammy';
import type { Butler } from '../../butler.ts';
import type { Logger } from '../../log.ts';
import type { Rich } from '../../messages/rich.ts';
import { speakerLanguage } from './language.ts';
import { hearsEverything, membershipChange } from './chat-member.ts';
import type { ChatPresence } from './chat-presence.ts';
import { chatKey, type Target } from './chat-key.ts';

export interface LifecycleDeps {
  butler: Butler;
  logger: Logger;
  presence: ChatPresence;
  /** sends a notice to a chat (through the outbox) */
  say(rich: Rich, target: Target): void;
  /** the group's setup was checked and said: the first command need not check it again */
  checked(chatId: number): void;
}

export function wireLifecycle(bot: Bot, deps: LifecycleDeps): void {
  const { logger, presence } = deps;

  bot.on('my_chat_member', async (ctx) => {
    const update = ctx.myChatMember;
    const chat = update.chat;
    const change = membershipChange(update.old_chat_member, update.new_chat_member);
    if (change === 'unchanged') return;
    logger.info({ chat: chat.id, change, by: update.from.id }, 'telegram: membership changed');
    if (change === 'removed') {
      await presence.remove(chat.id);
      return;
    }
    presence.back(chat.id);
    // Only groups are greeted: a private chat starts with the person's own /start, a channel is no place for games.
    if (chat.type !== 'group' && chat.type !== 'supergroup') return;
    const hears = hearsEverything(update.new_chat_member, bot.botInfo.can_read_all_group_messages);
    const username = bot.botInfo.username;
    deps.checked(chat.id);
    const target = { chatId: chat.id };
    // A group just joined has no language yet: the greeting speaks that of whoever added the Butler.
    const { telegramText } = deps.butler.textOf(chatKey(target), speakerLanguage(update.from)?.language).telegram;
    if (change === 'added') deps.say(telegramText.greeting(username, hears), target);
    // With privacy mode off, being an admin or not changes nothing the players notice: the chat stays quiet.
    else if (bot.botInfo.can_read_all_group_messages === false) {
      deps.say(change === 'promoted' ? telegramText.promoted() : telegramText.demotedDeaf(username), target);
    }
  });

  // Telegram says it twice: "migrate_to_chat_id" in the old group, "migrate_from_chat_id" in the new supergroup.
  // Whichever comes first moves the sessions; the second finds nothing left to move.
  bot.on('message:migrate_to_chat_id', (ctx) => presence.migrate(ctx.chat.id, ctx.message.migrate_to_chat_id));
  bot.on('message:migrate_from_chat_id', (ctx) => presence.migrate(ctx.message.migrate_from_chat_id, ctx.chat.id));
}
