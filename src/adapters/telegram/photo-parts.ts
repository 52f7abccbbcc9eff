// A reply with a picture as outbox parts: the photo with the text as its caption when the text fits one caption,
// else the photo alone followed by the text parts. Drawing starts here, when the reply is queued (after the
// chat's transaction has committed), in the ImageService's workers; the outbox awaits it when the photo's turn
// comes. The photo is one message for the per-chat limits and is never merged with other parts.
// A game-over picture that looks things up after the commit (spec.rated: the ratings, the chance curve) goes after
// the text instead, without a caption: the chat sees the result at once and the picture follows when it is drawn.
import { pictureAfterText } from '../../core/image.ts';
import type { ImageService } from '../../images/image-service.ts';
import type { Reply } from '../../core/reply.ts';
import type { OutPart } from './outbox.ts';
import { CAPTION_LIMIT } from './send-photo.ts';

export function withPhoto(parts: OutPart[], reply: Reply, images: ImageService | undefined): OutPart[] {
  if (!reply.image || !images || parts.length === 0) return parts;
  const key = images.key(reply.chat, reply.version, reply.image);
  const png = images.render(reply.chat, reply.version, reply.image);
  png.catch(() => {}); // a failure is handled (and logged) when the photo is sent
  const photo = { key, png, fileName: `${reply.image.spec.kind}.png` };
  const [first] = parts;
  if (pictureAfterText(reply)) {
    const { target, replyTo } = parts.at(-1)!;
    return [...parts, { target, html: '', plain: '', ...(replyTo !== undefined ? { replyTo } : {}), photo }];
  }
  if (parts.length === 1 && first!.plain.length <= CAPTION_LIMIT) return [{ ...first!, photo }];
  const { target, replyTo } = first!;
  return [{ target, html: '', plain: '', ...(replyTo !== undefined ? { replyTo } : {}), photo }, ...parts];
}
