// Checkpoints of the SQLite store's write-ahead log, in a thread of their own. SQLite copies the log back into the
// database (a checkpoint) in the commit that brings the log past wal_autocheckpoint pages, so every few thousand
// moves one chat's commit waited for it: ~20 ms here, pages written and fsynced, while every chat's event loop stood.
// The store asks this thread instead, every CHECKPOINT_EVERY commits (and after a quiet while), long before the log
// reaches that size; the connection's own automatic checkpoint stays as the fallback for a thread that cannot keep up
// or does not start. Started on the first request, so a store that commits little never starts it.
import { Worker } from 'node:worker_threads';
import type { CheckpointAnswer } from './checkpoint-worker.ts';

/** Commits between two checkpoint requests: ~2,500 log pages of moves (the fallback checkpoint is at 10,000). */
export const CHECKPOINT_EVERY = 1000;
/** A store that has committed since the last checkpoint asks again after this long without another request, ms. */
export const CHECKPOINT_IDLE_MS = 10_000;

export class SqliteCheckpointer {
  private worker: Worker | null = null;
  /** the thread could not start or failed: the connection's automatic checkpoints do the work from now on */
  private broken = false;
  private inFlight: Promise<CheckpointAnswer | null> | null = null;
  private answer: ((value: CheckpointAnswer | null) => void) | null = null;
  private commits = 0;
  private idleTimer: NodeJS.Timeout | null = null;
  /** checkpoints the thread ran (for tests) */
  ran = 0;

  constructor(
    private readonly path: string,
    private readonly every = CHECKPOINT_EVERY,
    private readonly idleMs = CHECKPOINT_IDLE_MS,
  ) {}

  /** After each commit of the store. */
  committed(): void {
    if (this.broken) return;
    if (++this.commits >= this.every) this.request();
    else if (!this.idleTimer) {
      this.idleTimer = setTimeout(() => {
        this.idleTimer = null;
        if (this.commits > 0) this.request();
      }, this.idleMs);
      this.idleTimer.unref();
    }
  }

  /** Asks for a checkpoint unless one is under way; resolves when it is done (null: none ran). */
  request(): Promise<CheckpointAnswer | null> {
    if (this.broken) return Promise.resolve(null);
    if (this.inFlight) return this.inFlight;
    this.commits = 0;
    const worker = this.start();
    if (!worker) return Promise.resolve(null);
    this.inFlight = new Promise((resolve) => (this.answer = resolve));
    worker.postMessage({ type: 'checkpoint' });
    return this.inFlight;
  }

  /**
   * The log checkpointed and truncated, in the thread (after the checkpoint under way, if any); null
   * when the thread cannot run it (the caller does it on its own connection then).
   */
  async compact(): Promise<CheckpointAnswer | null> {
    await this.inFlight;
    if (this.broken) return null;
    const worker = this.start();
    if (!worker) return null;
    const answer = new Promise<CheckpointAnswer | null>((resolve) => (this.answer = resolve));
    this.inFlight = answer;
    worker.postMessage({ type: 'compact' });
    return answer;
  }

  /** Resolves when no checkpoint is under way (the one under way done), starting none. */
  async settled(): Promise<void> {
    await this.inFlight;
  }

  /** The checkpoint under way, if any, then the thread and its connection closed. */
  async close(): Promise<void> {
    if (this.idleTimer) clearTimeout(this.idleTimer);
    this.idleTimer = null;
    this.broken = true;
    // held by the process until it has closed (unref'd, a close awaited by nothing else would end the process first)
    this.worker?.ref();
    await this.inFlight;
    const worker = this.worker;
    this.worker = null;
    if (!worker) return;
    await new Promise<void>((resolve) => {
      worker.once('exit', () => resolve());
      worker.postMessage({ type: 'close' });
    });
  }

  private start(): Worker | null {
    if (this.worker) return this.worker;
    let worker: Worker;
    try {
      worker = new Worker(new URL('./checkpoint-worker.mjs', import.meta.url), { workerData: { path: this.path } });
    } catch {
      this.broken = true;
      return null;
    }
    worker.unref(); // never keeps a finished process alive
    worker.on('message', (message: CheckpointAnswer) => {
      if (message.type === 'checkpointed') this.ran++;
      this.settle(message);
    });
    const fail = () => {
      // the automatic checkpoints of the store's own connection take over
      this.broken = true;
      this.worker = null;
      this.settle(null);
    };
    worker.on('error', fail);
    worker.on('exit', () => {
      if (this.worker === worker) fail();
    });
    this.worker = worker;
    return worker;
  }

  private settle(answer: CheckpointAnswer | null): void {
    const done = this.answer;
    this.answer = null;
    this.inFlight = null;
    done?.(answer);
  }
}
