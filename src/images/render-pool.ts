// A small pool of render workers. Each worker takes one picture at a time; requests wait in one queue. Workers
// hold the process open only while they have work, so a console run that has printed everything can exit.
import { availableParallelism } from 'node:os';
import { Worker } from 'node:worker_threads';
import type { RenderRequest, RenderResponse } from './render-worker.ts';
import type { ImageSpec } from '../core/image.ts';

interface Job {
  id: number;
  spec: ImageSpec;
  resolve: (png: Buffer) => void;
  reject: (error: Error) => void;
}

interface Slot {
  worker: Worker;
  job: Job | null;
}

export class RenderPool {
  private readonly slots: Slot[] = [];
  private readonly queue: Job[] = [];
  private nextId = 1;
  private closed = false;

  /**
   * Default size: one worker per spare core, at most two (pictures are occasional; chats are the main work).
   * Workers start with the first picture, so a bot that never draws one (or a shard that starts) pays nothing.
   */
  constructor(private readonly size: number = Math.max(1, Math.min(2, availableParallelism() - 1))) {}

  render(spec: ImageSpec): Promise<Buffer> {
    if (this.closed) return Promise.reject(new Error('render pool is closed'));
    return new Promise((resolve, reject) => {
      this.queue.push({ id: this.nextId++, spec, resolve, reject });
      this.dispatch();
    });
  }

  async close(): Promise<void> {
    this.closed = true;
    for (const job of this.queue.splice(0)) job.reject(new Error('render pool is closed'));
    await Promise.all(this.slots.map((slot) => slot.worker.terminate()));
  }

  private busy(): number {
    return this.slots.filter((slot) => slot.job !== null).length;
  }

  private spawn(): Slot {
    const worker = new Worker(new URL('./render-worker-entry.mjs', import.meta.url));
    const slot: Slot = { worker, job: null };
    worker.unref();
    worker.on('message', (response: RenderResponse) => {
      const job = slot.job;
      slot.job = null;
      worker.unref();
      if (job && job.id === response.id) {
        if ('error' in response) job.reject(new Error(`render failed: ${response.error}`));
        else job.resolve(Buffer.from(response.png));
      }
      this.dispatch();
    });
    worker.on('error', (error) => {
      // A crashed worker fails its job and is replaced, so one bad picture cannot stop all pictures.
      slot.job?.reject(error);
      slot.job = null;
      if (this.closed) return;
      const index = this.slots.indexOf(slot);
      if (index >= 0) this.slots[index] = this.spawn();
      this.dispatch();
    });
    return slot;
  }

  private dispatch(): void {
    while (this.slots.length < this.size && this.slots.length < this.queue.length + this.busy()) this.slots.push(this.spawn());
    for (const slot of this.slots) {
      if (this.queue.length === 0) return;
      if (slot.job) continue;
      const job = this.queue.shift()!;
      slot.job = job;
      slot.worker.ref();
      const request: RenderRequest = { id: job.id, spec: job.spec };
      slot.worker.postMessage(request);
    }
  }
}
