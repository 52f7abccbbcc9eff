// Pictures for replies: rendered off the chat's critical path (in worker threads, or on a later turn of the event
// loop when there are none) and cached by (chat, session version, language, picture), so a /status asked twice on
// the same state is drawn once, and a platform can reuse what it uploaded for that key (Telegram's file_id).
import { DEFAULT_LANGUAGE } from '../messages/languages.ts';
import { IMAGE_STYLE_VERSION, type ReplyImage } from './image-spec.ts';
import { renderImage } from './render-image.ts';
import { RenderPool } from './render-pool.ts';


export interface ImageServiceOptions {
  /** render in worker threads (default) or in this thread, after the current event-loop turn (tests, the console) */
  workers?: number | 'inline';
  /** PNGs kept in memory */
  cacheSize?: number;
}

export class ImageService {
  private readonly pool: RenderPool | null;
  private readonly cache = new Map<string, Promise<Buffer>>();
  private readonly cacheSize: number;

  constructor(options: ImageServiceOptions = {}) {
    this.pool = options.workers === 'inline' ? null : new RenderPool(options.workers);
    this.cacheSize = options.cacheSize ?? 100;
  }

  /** The cache key of a reply's picture: the same key means the same pixels. */
  key(chat: string, version: number | null, image: ReplyImage): string {
    return `${chat}|v${version ?? '-'}|${image.spec.language ?? DEFAULT_LANGUAGE}|${image.spec.kind}|${image.moment}|s${IMAGE_STYLE_VERSION}`;
  }

  /** The PNG of a reply's picture. Rejects if drawing failed (the caller sends the text alone). */
  render(chat: string, version: number | null, image: ReplyImage): Promise<Buffer> {
    const key = this.key(chat, version, image);
    const cached = this.cache.get(key);
    if (cached) {
      // Least recently used goes first: re-insert on use.
      this.cache.delete(key);
      this.cache.set(key, cached);
      return cached;
    }
    const png = this.pool ? this.pool.render(image.spec) : renderLater(image);
    this.cache.set(key, png);
    png.catch(() => this.cache.delete(key));
    while (this.cache.size > this.cacheSize) this.cache.delete(this.cache.keys().next().value!);
    return png;
  }

  async close(): Promise<void> {
    await this.pool?.close();
  }
}

function renderLater(image: ReplyImage): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    setImmediate(() => {
      try {
        resolve(renderImage(image.spec));
      } catch (error) {
        reject(error as Error);
      }
    });
  });
}
