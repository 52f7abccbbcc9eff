// A Reply as outbox parts: HTML chunks within the message limit, the keyboard on the last one.
import type { Reply } from '../../core/reply.ts';
import type { ButtonCodec } from './buttons.ts';
import type { Target } from './chat-key.ts';
import type { OutPart } from './outbox.ts';
import { renderChunks } from './render-html.ts';

export function replyParts(reply: Reply, target: Target, codec: ButtonCodec, replyTo?: number): OutPart[] {
  const chunks = renderChunks(reply.rich);
  const keyboard = codec.keyboard(reply.buttons, reply.version);
  return chunks.map((chunk, index) => ({
    target,
    html: chunk.html,
    plain: chunk.plain,
    ...(replyTo !== undefined ? { replyTo } : {}),
    ...(keyboard && index === chunks.length - 1 ? { keyboard } : {}),
  }));
}
