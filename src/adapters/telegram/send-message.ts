// One outbox message → sendMessage. HTML first; if Telegram cannot parse it (a renderer bug, not the user's fault)
// the same text goes out once more as plain text rather than being lost. The chat's life shows in send errors too:
// "group chat was upgraded" sends again to the supergroup (and moves the chat's sessions there); 403 means the
// Butler is no longer in the chat, so its game ends and nothing more is sent there.
import { GrammyError, type Api } from 'grammy';
import type { Logger } from '../../log.ts';
import type { ChatPresence } from './chat-presence.ts';
import type { OutMessage } from './outbox.ts';
import { sendPhotoMessage } from './send-photo.ts';

const NO_PREVIEW = { is_disabled: true } as const;

export function messageSender(api: Api, logger: Logger, presence?: ChatPresence): (message: OutMessage) => Promise<void> {
  const sendTo = async (chatId: number, message: OutMessage): Promise<void> => {
    const common = {
      link_preview_options: NO_PREVIEW,
      ...(message.target.threadId !== undefined ? { message_thread_id: message.target.threadId } : {}),
      ...(message.replyTo !== undefined
        ? { reply_parameters: { message_id: message.replyTo, allow_sending_without_reply: true } }
        : {}),
      ...(message.keyboard ? { reply_markup: message.keyboard } : {}),
    };
    if (message.edit) {
      await editKeyboard(api, chatId, message.edit.messageId, message);
      return;
    }
    if (message.photo) {
      if (await sendPhotoMessage(api, logger, { ...message, photo: message.photo }, common)) return;
      if (message.html === '') return; // the text follows as its own message
    }
    try {
      await api.sendMessage(chatId, message.html, { ...common, parse_mode: 'HTML' });
    } catch (error) {
      if (!(error instanceof GrammyError && error.error_code === 400 && /parse entities/i.test(error.description))) {
        throw error;
      }
      logger.error({ err: error, chat: chatId }, 'telegram refused the HTML; sending plain text');
      await api.sendMessage(chatId, message.plain, common);
    }
  };

  return async (message) => {
    const chatId = presence ? presence.current(message.target.chatId) : message.target.chatId;
    if (presence?.isGone(chatId)) {
      logger.debug({ chat: chatId }, 'not sent: the Butler is no longer in this chat');
      return;
    }
    try {
      await sendTo(chatId, message);
    } catch (error) {
      if (!presence || !(error instanceof GrammyError)) throw error;
      const newId = error.parameters.migrate_to_chat_id;
      if (newId !== undefined) {
        logger.info({ chat: chatId, to: newId }, 'group became a supergroup; sending there');
        await presence.migrate(chatId, newId);
        await sendTo(newId, message);
        return;
      }
      if (error.error_code === 403) {
        logger.warn({ chat: chatId, reason: error.description }, 'the Butler cannot write to this chat any more');
        await presence.remove(chatId);
      }
      throw error;
    }
  };
}

/**
 * A keyboard redrawn in place (a dice tray's toggle). "message is not modified" (the same keyboard drawn twice, say a
 * toggle tapped twice before the redraw) is no failure.
 */
async function editKeyboard(api: Api, chatId: number, messageId: number, message: OutMessage): Promise<void> {
  try {
    await api.editMessageReplyMarkup(chatId, messageId, message.keyboard ? { reply_markup: message.keyboard } : {});
  } catch (error) {
    if (error instanceof GrammyError && error.error_code === 400 && /not modified/i.test(error.description)) return;
    throw error;
  }
}
