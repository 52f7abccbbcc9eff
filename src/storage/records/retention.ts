// Retention of game records, a setting of the deployment (BUTLER_RECORDS_KEEP_DAYS; unset = keep for ever):
// records older than that are deleted at start and then daily. Statistics are counters and stay.
import type { Logger } from '../../log.ts';
import type { SessionStore } from '../types.ts';

const DAY_MS = 24 * 60 * 60 * 1000;

/** Returns the function that stops it; that resolves once the fold or purge in flight has finished (shutdown). */
export function startRetention(
  store: SessionStore,
  keepDays: number | undefined,
  logger: Logger,
  clock: () => number = Date.now,
): () => Promise<void> {
  const records = store.gameRecords;
  const inFlight = new Set<Promise<unknown>>();
  const track = (work: Promise<unknown>) => {
    inFlight.add(work);
    void work.finally(() => inFlight.delete(work));
  };
  // Statistics left behind by a process that stopped between a record's commit and its fold catch up at start.
  if (records) track(records.fold().catch((err) => logger.error({ err }, 'statistics not brought up to date')));
  let timer: ReturnType<typeof setInterval> | null = null;
  if (keepDays && records) {
    const run = () => {
      track(
        records
          .purge(clock() - keepDays * DAY_MS)
          .then((removed) => removed > 0 && logger.info({ removed, keepDays }, 'old game records deleted'))
          .catch((err) => logger.error({ err }, 'game record retention failed')),
      );
    };
    run();
    timer = setInterval(run, DAY_MS);
    timer.unref();
  }
  return async () => {
    if (timer) clearInterval(timer);
    await Promise.all([...inFlight]);
  };
}
