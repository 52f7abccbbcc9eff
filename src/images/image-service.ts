// Pictures for replies: rendered off the chat's critical path (in worker threads, or on a later turn of the event
// loop when there are none) and cached by (chat, session version, language, picture), so a /status asked twice on
// the same state is drawn once, and a platform can reuse what it uploaded for that key (Telegram's file_id).
import type { RecordQueries } from '../storage/records/types.ts';
import { DEFAULT_LANGUAGE } from '../core/language.ts';
import { IMAGE_STYLE_VERSION } from './image-spec.ts';
import { gameRecordOf, workerCurve, type CurveSource } from './game-curve.ts';
import { foldedRatingChanges } from './rating-change.ts';
import { renderImage } from './render-image.ts';
import { RenderPool } from './render-pool.ts';
import type { CurvePicture, ImageSpec, RatedGameRef, RatingChange, ReplyImage } from '../core/image.ts';

export interface ImageServiceOptions {
  /** render in worker threads (default) or in this thread, after the current event-loop turn (tests, the console) */
  workers?: number | 'inline';
  /** PNGs kept in memory */
  cacheSize?: number;
  /** the game records: a game-over picture then shows each player's rating change */
  records?: RecordQueries;
  /** how long a game-over picture waits for the statistics before it is drawn without the rating change */
  ratingsWaitMs?: number;
  /**
   * A game-over picture's chance curve from the game's record (needs `records`); false: none. Default: the chances
   * worker's (game-curve.ts) when pictures are drawn in workers; none when inline (tests, the console's transcripts
   * must not depend on how fast a worker was).
   */
  curves?: CurveSource | false;
  /** the safety bound on a game-over picture's wait for its chance curve (a stuck or dead worker): then without it */
  curveWaitMs?: number;
}

/** The statistics fold is a few queries; a store that is slow right now must not hold the picture up for long. */
const RATINGS_WAIT_MS = 2000;
/**
 * Not a race but a safety bound, for a stuck or dead worker only: a curve takes 1-4 s of the worker on the shared
 * machine (bench/chances-speed.ts) and the picture waits for it however busy the machine is, so that the same game
 * gives the same picture. A failure, or this bound, gives the picture without the curve (the text never waits for
 * it: the adapters send a game-over picture after the text).
 */
const CURVE_WAIT_MS = 60_000;

export class ImageService {
  private readonly pool: RenderPool | null;
  private readonly cache = new Map<string, Promise<Buffer>>();
  private readonly cacheSize: number;
  private readonly records: RecordQueries | undefined;
  private readonly ratingsWaitMs: number;
  private readonly curves: CurveSource | null;
  private readonly curveWaitMs: number;

  constructor(options: ImageServiceOptions = {}) {
    this.pool = options.workers === 'inline' ? null : new RenderPool(options.workers);
    this.cacheSize = options.cacheSize ?? 100;
    this.records = options.records;
    this.ratingsWaitMs = options.ratingsWaitMs ?? RATINGS_WAIT_MS;
    this.curves = options.curves === false ? null : (options.curves ?? (this.pool ? workerCurve : null));
    this.curveWaitMs = options.curveWaitMs ?? CURVE_WAIT_MS;
  }

  /** The cache key of a reply's picture: the same key means the same pixels. */
  key(chat: string, version: number | null, image: ReplyImage): string {
    // the chances drawn (a worker's figures may arrive between two /status of one version)
    const chances = image.spec.chances ? `|c${Object.values(image.spec.chances.players).map((p) => p.toFixed(4)).join(',')}` : '';
    // the hint's move in the headline (the hint's table may be ready at one /status and not at the one before)
    const advice = image.spec.advice ? '|a' : '';
    return `${chat}|v${version ?? '-'}|${image.spec.language ?? DEFAULT_LANGUAGE}|${image.spec.kind}|${image.moment}|s${IMAGE_STYLE_VERSION}${chances}${advice}`;
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
    const png = this.resolve(chat, image.spec).then((spec) => (this.pool ? this.pool.render(spec) : renderLater(spec)));
    this.cache.set(key, png);
    png.catch(() => this.cache.delete(key));
    while (this.cache.size > this.cacheSize) this.cache.delete(this.cache.keys().next().value!);
    return png;
  }

  async close(): Promise<void> {
    await this.pool?.close();
  }

  /**
   * A game-over spec with what is looked up after the commit (this runs after it, never inside the chat's
   * transaction): the players' rating changes, once the statistics hold the game, and the game's chance curve from
   * its record — both at once, each with its own bound on the wait. Without them (no records, not rated, a slow or
   * failing store, a worker that is busy or failed) the picture is drawn as it is: they are a bonus, the picture is not.
   */
  async resolve(chat: string, spec: ImageSpec): Promise<ImageSpec> {
    if (!this.records || !spec.rated) return spec;
    const records = this.records;
    const rated = spec.rated;
    // SQLite folds synchronously: not in the adapter's call that queues the reply (as the Butler's own fold).
    await new Promise((resolve) => setImmediate(resolve));
    const ratings = withinMs(foldedRatingChanges(records, chat, rated), this.ratingsWaitMs);
    const curve = this.curves ? withinMs(this.curveOf(records, chat, rated, this.curves), this.curveWaitMs) : null;
    const [changes, drawn]: [RatingChange[] | null, CurvePicture | null] = await Promise.all([ratings, curve]);
    return {
      ...spec,
      ...(changes && changes.length > 0 ? { ratings: changes } : {}),
      ...(drawn && drawn.points.length > 1 ? { curve: drawn } : {}),
    };
  }

  private async curveOf(records: RecordQueries, chat: string, rated: RatedGameRef, curves: CurveSource): Promise<CurvePicture | null> {
    const record = await gameRecordOf(records, chat, rated);
    return record ? curves(record) : null;
  }
}

/** The answer if it comes within `ms`, else null; a failure is null too (what it would have added is left out). */
async function withinMs<T>(work: Promise<T | null>, ms: number): Promise<T | null> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const late = new Promise<null>((resolve) => {
    timer = setTimeout(() => resolve(null), ms);
    timer.unref();
  });
  try {
    return await Promise.race([work.catch(() => null), late]);
  } finally {
    clearTimeout(timer);
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
