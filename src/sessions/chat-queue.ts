// One update at a time per chat (like grammY's sequentialize): each chat key has a promise chain; different chats
// run concurrently. Entries are dropped when a chat's chain drains, so idle chats cost nothing.
export class ChatQueue {
  private readonly tails = new Map<string, Promise<unknown>>();

  run<T>(key: string, task: () => Promise<T>): Promise<T> {
    const previous = this.tails.get(key);
    // A chat with nothing in flight starts its task at once (a promise less per update, and a task that never
    // waits, as with the memory store, is done before this returns); else after the work queued before it.
    const result = previous === undefined ? startNow(task) : previous.then(task, task);
    // the chat's tail settles when its last task does, and takes the chat's entry with it unless more was queued
    const tail: Promise<void> = result.then(
      () => this.drop(key, tail),
      () => this.drop(key, tail),
    );
    this.tails.set(key, tail);
    return result;
  }

  private drop(key: string, tail: Promise<void>): void {
    if (this.tails.get(key) === tail) this.tails.delete(key);
  }

  /** Resolves when no chat has work queued or running (work queued meanwhile is waited for too). */
  async idle(): Promise<void> {
    while (this.tails.size > 0) await Promise.all([...this.tails.values()]);
  }

  /** chats with work queued or running */
  get size(): number {
    return this.tails.size;
  }
}

/** The task started now; a synchronous throw becomes its rejection, as it would be had it started later. */
function startNow<T>(task: () => Promise<T>): Promise<T> {
  try {
    return task();
  } catch (error) {
    return Promise.reject(error);
  }
}
