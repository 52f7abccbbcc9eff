// Pictures for replies: rendered off the chat's critical path (in worker threads, or on a later turn of the event
// loop when there are none) and cached by (chat, session version, language, picture), so a /status asked twice on
// the same state is drawn once, and a platform can reuse what it uploaded for that key (Telegram's file_id).
import type { RecordQueries } from '../storage/records/types.ts';
import { DEFAULT_LANGUAGE } from '../core/language.ts';
import { IMAGE_STYLE_VERSION } from './image-spec.ts';
import { foldedRatingChanges } from './rating-change.ts';
import { renderImage } from './render-image.ts';
import { RenderPool } from './render-pool.ts';
import type { ImageSpec, ReplyImage } from '../core/image.ts';


export interface ImageServiceOptions {
  /** render in worker threads (default) or in this thread, after the current event-loop turn (tests, the console) */
  workers?: number | 'inline';
  /** PNGs kept in memory */
  cacheSize?: number;
  /** the game records: a game-over picture then shows each player's rating change */
  records?: RecordQueries;
  /** how long a game-over picture waits for the statistics before it is drawn without the rating change */
  ratingsWaitMs?: number;
}

/** The statistics fold is a few queries; a store that is slow right now must not hold the picture up for long. */
const RATINGS_WAIT_MS = 2000;

export class ImageService {
  private readonly pool: RenderPool | null;
  private readonly cache = new Map<string, Promise<Buffer>>();
  private readonly cacheSize: number;
  private readonly records: RecordQueries | undefined;
  private readonly ratingsWaitMs: number;

  constructor(options: ImageServiceOptions = {}) {
    this.pool = options.workers === 'inline' ? null : new RenderPool(options.workers);
    this.cacheSize = options.cacheSize ?? 100;
    this.records = options.records;
    this.ratingsWaitMs = options.ratingsWaitMs ?? RATINGS_WAIT_MS;
  }

  /** The cache key of a reply's picture: the same key means the same pixels. */
  key(chat: string, version: number | null, image: ReplyImage): string {
    // the chances drawn (a worker's figures may arrive between two /status of one version)
    const chances = image.spec.chances ? `|c${Object.values(image.spec.chances.players).map((p) => p.toFixed(4)).join(',')}` : '';
    return `${chat}|v${version ?? '-'}|${image.spec.language ?? DEFAULT_LANGUAGE}|${image.spec.kind}|${image.moment}|s${IMAGE_STYLE_VERSION}${chances}`;
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
    const png = this.withRatings(chat, image.spec).then((spec) => (this.pool ? this.pool.render(spec) : renderLater(spec)));
    this.cache.set(key, png);
    png.catch(() => this.cache.delete(key));
    while (this.cache.size > this.cacheSize) this.cache.delete(this.cache.keys().next().value!);
    return png;
  }

  async close(): Promise<void> {
    await this.pool?.close();
  }

  /**
   * A game-over spec with the players' rating changes, once the statistics hold the game (this runs after the
   * commit, never inside the chat's transaction). Without them (no records, not rated, a slow or failing store)
   * the picture is drawn as it is: the rating line is a bonus, the picture is not.
   */
  private async withRatings(chat: string, spec: ImageSpec): Promise<ImageSpec> {
    if (!this.records || !spec.rated) return spec;
    // SQLite folds synchronously: not in the adapter's call that queues the reply (as the Butler's own fold).
    await new Promise((resolve) => setImmediate(resolve));
    let timer: ReturnType<typeof setTimeout> | undefined;
    const late = new Promise<null>((resolve) => {
      timer = setTimeout(() => resolve(null), this.ratingsWaitMs);
      timer.unref();
    });
    try {
      const ratings = await Promise.race([foldedRatingChanges(this.records, chat, spec.rated), late]);
      return ratings && ratings.length > 0 ? { ...spec, ratings } : spec;
    } catch {
      return spec;
    } finally {
      clearTimeout(timer);
    }
  }
}

function renderLater(spec: ImageSpec): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    setImmediate(() => {
      try {
        resolve(renderImage(spec));
      } catch (error) {
        reject(error as Error);
      }
    });
  });
}
