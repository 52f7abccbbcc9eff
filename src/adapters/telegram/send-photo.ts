// A picture for Telegram: sendPhoto with the reply's text as its caption (or with no caption when the text goes
// as its own message after it). A picture already uploaded under the same key (chat, session version, language,
// picture) is sent again by its file_id: no drawing, no upload. A picture that cannot be drawn is skipped; the
// text, which is complete on its own, still goes out.
import { GrammyError, InputFile, type Api } from 'grammy';
import type { Logger } from '../../log.ts';
import type { OutMessage } from './outbox.ts';

/** Telegram's limit for a photo caption, counted after the HTML is parsed (so on the plain text). */
export const CAPTION_LIMIT = 1024;

export interface PhotoJob {
  /** the ImageService key: the same key means the same pixels */
  key: string;
  /** the PNG, being drawn since the reply was queued */
  png: Promise<Buffer>;
  fileName: string;
}

/** Uploaded pictures by key → Telegram file_id, per bot (most recent kept). */
const uploaded = new WeakMap<Api, Map<string, string>>();
const KEEP = 500;

function fileIds(api: Api): Map<string, string> {
  let ids = uploaded.get(api);
  if (!ids) uploaded.set(api, (ids = new Map()));
  return ids;
}

/**
 * Sends a photo message. `common` are the options every message gets (thread, reply-to, keyboard). Returns false
 * when the picture could not be drawn or Telegram would not take it, so the caller sends the caption as text.
 */
export async function sendPhotoMessage(
  api: Api,
  logger: Logger,
  message: OutMessage & { photo: PhotoJob },
  common: Record<string, unknown>,
): Promise<boolean> {
  const ids = fileIds(api);
  const known = ids.get(message.photo.key);
  let photo: string | InputFile;
  if (known) photo = known;
  else {
    try {
      photo = new InputFile(await message.photo.png, message.photo.fileName);
    } catch (error) {
      logger.error({ err: error, chat: message.target.chatId }, 'picture not drawn; sending the text alone');
      return false;
    }
  }
  const { link_preview_options: _noPreview, ...options } = common;
  const caption = message.html === '' ? {} : { caption: message.html, parse_mode: 'HTML' as const };
  let sent;
  try {
    try {
      sent = await api.sendPhoto(message.target.chatId, photo, { ...options, ...caption });
    } catch (error) {
      if (!(error instanceof GrammyError && error.error_code === 400 && /parse entities/i.test(error.description))) throw error;
      logger.error({ err: error, chat: message.target.chatId }, 'telegram refused the caption HTML; sending it plain');
      sent = await api.sendPhoto(message.target.chatId, photo, { ...options, ...(message.plain ? { caption: message.plain } : {}) });
    }
  } catch (error) {
    // No right to send photos in this chat, a file_id Telegram forgot, a server without sendPhoto: the text,
    // complete on its own, must still arrive.
    if (known) ids.delete(message.photo.key);
    logger.error({ err: error, chat: message.target.chatId }, 'telegram photo not sent; sending the text alone');
    return false;
  }
  const largest = sent?.photo?.at(-1)?.file_id;
  if (largest && !known) {
    ids.set(message.photo.key, largest);
    if (ids.size > KEEP) ids.delete(ids.keys().next().value!);
  }
  return true;
}
