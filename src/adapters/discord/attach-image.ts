// A reply's picture on Discord: a PNG attachment shown as the embed's image (the text stays the embed's
// description, complete for people who do not load images). Drawing starts when the reply is rendered for Discord
// (after the chat's transaction), in the ImageService's workers; the outbox awaits it when the message's turn
// comes. A picture that cannot be drawn is left out and the text goes alone.
// A game-over picture that looks things up after the commit (core/image.ts pictureAfterText: the ratings, the
// chance curve) is not attached to the text: the text goes at once and the picture follows as an embed of its own.
import { pictureAfterText } from '../../core/image.ts';
import type { ImageService } from '../../images/image-service.ts';
import type { Reply } from '../../core/reply.ts';
import type { ButtonCodec } from './buttons.ts';
import { EMBED_COLOR, toPayloads, type MessagePayload, type OutMessage } from './message-payload.ts';

export interface DiscordImage {
  png: Promise<Buffer>;
  fileName: string;
  /** sent after the text as its own message (the text never waits for it), not in the text's embed */
  afterText?: boolean;
}

/** Starts drawing the reply's picture, when it has one and pictures are on for this adapter. */
export function imageFor(reply: Reply, images: ImageService | undefined): { image?: DiscordImage } {
  if (!reply.image || !images) return {};
  const png = images.render(reply.chat, reply.version, reply.image);
  png.catch(() => {}); // handled when the message is sent
  return { image: { png, fileName: `${reply.image.spec.kind}.png`, ...(pictureAfterText(reply) ? { afterText: true } : {}) } };
}

/**
 * The payloads of a message with its picture attached to the first embed (or to an embed of its own); a picture
 * sent after the text is not here (imageAfterText), so these never wait for it.
 */
export async function payloadsWithImage(message: OutMessage, codes: ButtonCodec): Promise<MessagePayload[]> {
  const payloads = toPayloads(message, codes);
  if (!message.image || message.image.afterText) return payloads;
  const drawn = await drawnImage(message.image);
  if (!drawn) return payloads;
  const { files, image } = drawn;
  const first = payloads[0];
  if (first?.embeds?.[0]) {
    return [{ ...first, embeds: [{ ...first.embeds[0], image }, ...first.embeds.slice(1)], files }, ...payloads.slice(1)];
  }
  return [{ embeds: [{ color: EMBED_COLOR, image }], files }, ...payloads];
}

/** The message's picture sent after its text: an embed with the image alone, once drawn; null if none or not drawn. */
export async function imageAfterText(message: OutMessage): Promise<MessagePayload | null> {
  if (!message.image?.afterText) return null;
  const drawn = await drawnImage(message.image);
  return drawn && { embeds: [{ color: EMBED_COLOR, image: drawn.image }], files: drawn.files };
}

async function drawnImage(picture: DiscordImage): Promise<{ files: { name: string; data: Buffer }[]; image: { url: string } } | null> {
  let png: Buffer;
  try {
    png = await picture.png;
  } catch {
    return null;
  }
  return { files: [{ name: picture.fileName, data: png }], image: { url: `attachment://${picture.fileName}` } };
}

/** discord.js (interaction replies) names an attachment's bytes `attachment`; REST calls them `data`. */
export function forInteraction(payload: MessagePayload) {
  const { files, ...rest } = payload;
  return files ? { ...rest, files: files.map((f) => ({ attachment: f.data, name: f.name })) } : rest;
}
