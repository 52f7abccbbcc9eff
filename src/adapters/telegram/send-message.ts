// One outbox message → sendMessage. HTML first; if Telegram cannot parse it (a renderer bug, not the user's fault)
// the same text goes out once more as plain text rather than being lost.
import { GrammyError, type Api } from 'grammy';
import type { Logger } from '../../log.ts';
import type { OutMessage } from './outbox.ts';
import { sendPhotoMessage } from './send-photo.ts';

export function messageSender(api: Api, logger: Logger): (message: OutMessage) => Promise<void> {
  return async (message) => {
    const common = {
      link_preview_options: { is_disabled: true },
      ...(message.target.threadId !== undefined ? { message_thread_id: message.target.threadId } : {}),
      ...(message.replyTo !== undefined
        ? { reply_parameters: { message_id: message.replyTo, allow_sending_without_reply: true } }
        : {}),
      ...(message.keyboard ? { reply_markup: message.keyboard } : {}),
    };
    if (message.photo) {
      if (await sendPhotoMessage(api, logger, { ...message, photo: message.photo }, common)) return;
      if (message.html === '') return; // the text follows as its own message
    }
    try {
      await api.sendMessage(message.target.chatId, message.html, { ...common, parse_mode: 'HTML' });
    } catch (error) {
      if (!(error instanceof GrammyError && error.error_code === 400 && /parse entities/i.test(error.description))) {
        throw error;
      }
      logger.error({ err: error, chat: message.target.chatId }, 'telegram refused the HTML; sending plain text');
      await api.sendMessage(message.target.chatId, message.plain, common);
    }
  };
}
