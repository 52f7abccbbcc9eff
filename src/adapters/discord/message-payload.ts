// A Reply as Discord messages: Markdown text (split at 2000 characters), an embed for status and score sheets,
// and the buttons under the last part. Payloads are plain API JSON so the same shape serves channel messages
// (sent through REST) and interaction responses.
import type { APIActionRowComponent, APIButtonComponentWithCustomId, APIEmbed } from 'discord.js';
import type { Button } from '../../messages/rich.ts';
import type { Reply } from '../../core/reply.ts';
import { buttonRows, type ButtonCodec } from './buttons.ts';
import { hasPreBlock, richToMarkdown } from './render-markdown.ts';
import { MESSAGE_LIMIT, splitMessage } from './split-message.ts';
import { imageFor, type DiscordImage } from './attach-image.ts';
import type { ImageService } from '../../images/image-service.ts';

export const EMBED_DESCRIPTION_LIMIT = 4096;
/** The Butler's colour on the side of embeds (a brass bell). */
export const EMBED_COLOR = 0xb8860b;

/** A reply rendered for Discord, before it is cut into payloads (the outbox merges these). */
export interface OutMessage {
  /** Markdown */
  text: string;
  /** show as an embed (status, score sheets) */
  embed: boolean;
  buttons: Button[];
  /** the session version the buttons were drawn for */
  version: number | null;
  /** a picture shown in the embed; such a message is sent on its own */
  image?: DiscordImage;
}

export interface MessagePayload {
  content?: string;
  embeds?: APIEmbed[];
  components?: APIActionRowComponent<APIButtonComponentWithCustomId>[];
  /** attachments (a reply's picture), sent beside the JSON body */
  files?: { name: string; data: Buffer }[];
}

/** `asStatus`: the reply answers /status — shown as an embed like the score sheets. */
export function renderReply(reply: Reply, asStatus = false, images?: ImageService): OutMessage {
  const picture = imageFor(reply, images);
  return {
    text: richToMarkdown(reply.rich),
    embed: hasPreBlock(reply.rich) || asStatus || picture.image !== undefined,
    buttons: reply.buttons,
    version: reply.version,
    ...picture,
  };
}

/** Joins messages that piled up for one channel into one; the newest buttons win (older ones would be stale). */
export function mergeMessages(messages: OutMessage[]): OutMessage {
  if (messages.length === 1) return messages[0];
  const withButtons = messages.filter((m) => m.buttons.length > 0).at(-1);
  return {
    text: messages.map((m) => m.text).filter((t) => t.trim() !== '').join('\n\n'),
    embed: false,
    buttons: withButtons?.buttons ?? [],
    version: withButtons?.version ?? messages[messages.length - 1].version,
  };
}

export function toPayloads(message: OutMessage, codes: ButtonCodec): MessagePayload[] {
  const components = message.buttons.length > 0 ? buttonRows(message.buttons, message.version, codes) : undefined;
  const text = message.text.trim() === '' ? '' : message.text;
  if (text === '' && !components) return [];
  if (message.embed && text !== '' && text.length <= EMBED_DESCRIPTION_LIMIT) {
    return [{ embeds: [{ description: text, color: EMBED_COLOR }], ...(components ? { components } : {}) }];
  }
  const parts = splitMessage(text === '' ? '🎩' : text, MESSAGE_LIMIT);
  return parts.map((content, index) =>
    index === parts.length - 1 && components ? { content, components } : { content },
  );
}
