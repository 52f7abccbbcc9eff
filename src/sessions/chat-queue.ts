// One update at a time per chat (like grammY's sequentialize): each chat key has a promise chain; different chats
// run concurrently. Entries are dropped when a chat's chain drains, so idle chats cost nothing.
export class ChatQueue {
  private readonly tails = new Map<string, Promise<unknown>>();

  run<T>(key: string, task: () => Promise<T>): Promise<T> {
    const previous = this.tails.get(key) ?? Promise.resolve();
    const result = previous.then(task, task);
    const tail = result.then(
      () => undefined,
      () => undefined,
    );
    this.tails.set(key, tail);
    void tail.then(() => {
      if (this.tails.get(key) === tail) this.tails.delete(key);
    });
    return result;
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
