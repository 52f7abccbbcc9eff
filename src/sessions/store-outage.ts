// The turn clock's view of the store's health. When the store fails (a lost PostgreSQL connection, a locked or
// damaged SQLite file) the clock must neither crash the process nor fill the log with one line per tick: the outage
// is logged once when it starts and once when it ends, and in between the clock tries again with a growing pause.
import type { Logger } from '../log.ts';

export interface OutageOptions {
  /** first pause after a failure, ms */
  firstBackoffMs?: number;
  /** the pause doubles up to this, ms */
  maxBackoffMs?: number;
}

export class StoreOutage {
  private since: number | null = null;
  private failures = 0;
  private retryAt = 0;
  private readonly firstBackoffMs: number;
  private readonly maxBackoffMs: number;

  constructor(
    private readonly logger: Logger,
    private readonly what: string,
    options: OutageOptions = {},
  ) {
    this.firstBackoffMs = options.firstBackoffMs ?? 1_000;
    this.maxBackoffMs = options.maxBackoffMs ?? 60_000;
  }

  /** true while the store is considered down */
  get down(): boolean {
    return this.since !== null;
  }

  /** Whether to try the store now: always when it is healthy, after the back-off pause when it is down. */
  ready(now: number): boolean {
    return this.since === null || now >= this.retryAt;
  }

  failed(error: unknown, now: number): void {
    if (this.since === null) {
      this.since = now;
      this.logger.error({ err: error }, `${this.what}: the store is failing; retrying with back-off`);
    }
    this.failures++;
    const pause = Math.min(this.maxBackoffMs, this.firstBackoffMs * 2 ** Math.min(20, this.failures - 1));
    this.retryAt = now + pause;
  }

  succeeded(now: number): void {
    if (this.since === null) return;
    this.logger.warn({ downMs: now - this.since, attempts: this.failures }, `${this.what}: the store is back`);
    this.since = null;
    this.failures = 0;
    this.retryAt = 0;
  }
}
