// `--images DIR` in the console: each reply's picture is written as a PNG file and its path printed under the
// reply. A /status picture of a state already written is not written again; its path is printed once more.
import { mkdirSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { ImageService } from '../../images/image-service.ts';
import { unsafeTarget } from '../../storage/store-files.ts';
import type { Messages } from '../../messages/index.ts';
import { CHAT_KEY_PREFIX } from '../../core/chat-key.ts';
import type { Reply } from '../../core/reply.ts';
import type { RecordQueries } from '../../storage/records/types.ts';

export interface ConsoleImages {
  /** Writes the reply's picture (if it has one) and prints its path; a failed picture prints a notice instead. */
  show(reply: Reply, write: (line: string) => void, text: Messages): Promise<void>;
}

/** `records`: the game records, so that a game-over picture shows the rating change. */
export function consoleImages(
  dir: string,
  records?: RecordQueries,
  service: ImageService = new ImageService({ workers: 'inline', ...(records ? { records } : {}) }),
): ConsoleImages {
  const folder = resolve(dir);
  mkdirSync(folder, { recursive: true });
  const written = new Map<string, string>();
  return {
    async show(reply, write, text) {
      const { consoleText } = text.console;
      if (!reply.image) return;
      const key = service.key(reply.chat, reply.version, reply.image);
      let path = written.get(key);
      if (!path) {
        try {
          const png = await service.render(reply.chat, reply.version, reply.image);
          path = join(folder, fileName(reply));
          // a file of that name that is not a picture (a link to a store, say) is never written through
          if (unsafeTarget(path, { stores: [], mayReplace: 'png' })) throw new Error('not a picture');
          writeFileSync(path, png);
          written.set(key, path);
        } catch {
          write(consoleText.imageFailed());
          return;
        }
      }
      write(consoleText.image(path));
    },
  };
}

/** "main-v12-dice_poker_sheet-status.png": the room, the session version and the picture, safe as a file name. */
function fileName(reply: Reply): string {
  const room = reply.chat.slice(CHAT_KEY_PREFIX.console.length).replace(/[^\p{L}\p{N}_-]+/gu, '_');
  return `${room}-v${reply.version ?? 0}-${reply.image!.spec.kind}-${reply.image!.moment}.png`;
}
