// A reply's picture on Discord: a PNG attachment shown as the embed's image (the text stays the embed's
// description, complete for people who do not load images). Drawing starts when the reply is rendered for Discord
// (after the chat's transaction), in the ImageService's workers; the outbox awaits it when the message's turn
// comes. A picture that cannot be drawn is left out and the text goes alone.
import type { ImageService } from '../../images/image-service.ts';
import type { Reply } from '../../core/reply.ts';
import type { ButtonCodec } from './buttons.ts';
import { EMBED_COLOR, toPayloads, type MessagePayload, type OutMessage } from './message-payload.ts';

export interface DiscordImage {
  png: Promise<Buffer>;
  fileName: string;
}

/** Starts drawing the reply's picture, when it has one and pictures are on for this adapter. */
export function imageFor(reply: Reply, images: ImageService | undefined): { image?: DiscordImage } {
  if (!reply.image || !images) return {};
  const png = images.render(reply.chat, reply.version, reply.image);
  png.catch(() => {}); // handled when the message is sent
  return { image: { png, fileName: `${reply.image.spec.kind}.png` } };
}

/** The payloads of a message with its picture attached to the first embed (or to an embed of its own). */
export async function payloadsWithImage(message: OutMessage, codes: ButtonCodec): Promise<MessagePayload[]> {
  const payloads = toPayloads(message, codes);
  if (!message.image) return payloads;
  let png: Buffer;
  try {
    png = await message.image.png;
  } catch {
    return payloads;
  }
  const { fileName } = message.image;
  const files = [{ name: fileName, data: png }];
  const image = { url: `attachment://${fileName}` };
  const first = payloads[0];
  if (first?.embeds?.[0]) {
    return [{ ...first, embeds: [{ ...first.embeds[0], image }, ...first.embeds.slice(1)], files }, ...payloads.slice(1)];
  }
  return [{ embeds: [{ color: EMBED_COLOR, image }], files }, ...payloads];
}

/** discord.js (interaction replies) names an attachment's bytes `attachment`; REST calls them `data`. */
export function forInteraction(payload: MessagePayload) {
  const { files, ...rest } = payload;
  return files ? { ...rest, files: files.map((f) => ({ attachment: f.data, name: f.name })) } : rest;
}
