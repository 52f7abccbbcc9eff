// The heart of every platform's outbox: one line per chat, in which what waits leaves in order and one send at a
// time, so that replies that pile up while a send is in flight can leave together as the next message. Each
// platform gives one step — take a batch from the front of the queue (merged as its limits allow) and send it, or
// wait for its rate limit — and what it keeps per chat; the queue, the running lines and a clean stop are here.

interface Line<E, S> {
  queue: E[];
  state: S;
  running: boolean;
}

export interface ChatLinesOptions<K, E, S> {
  /**
   * One step of a chat's line: send a batch taken from the front of `queue` (removing it), or wait for the
   * platform's limits and take nothing. Called again while anything is queued; must not throw.
   */
  step(key: K, queue: E[], state: S): Promise<void>;
  /** what the platform keeps per chat (its rate window), made when the chat first sends */
  state(key: K): S;
  /** whether an idle chat's line may be forgotten now (its state holds nothing that still counts) */
  forgettable?(state: S): boolean;
  /** how many chats' lines are kept before the forgettable ones are dropped */
  keep?: number;
}

export class ChatLines<K, E, S = undefined> {
  private readonly lines = new Map<K, Line<E, S>>();
  private readonly idleWaiters: (() => void)[] = [];
  /** lines sending right now; a line with entries queued is always running, so 0 = nothing left anywhere */
  private running = 0;

  constructor(private readonly options: ChatLinesOptions<K, E, S>) {}

  /** Queues `entries` for `key` in order and starts its line if it is not running. */
  push(key: K, entries: readonly E[]): void {
    const line = this.line(key);
    line.queue.push(...entries);
    if (!line.running) void this.run(key, line);
  }

  /** Takes out the entries of `key` still waiting (not being sent) that `match`, in order; they will not be sent. */
  withdraw(key: K, match: (entry: E) => boolean): E[] {
    const line = this.lines.get(key);
    if (!line) return [];
    const taken: E[] = [];
    // In place: a step holds the same array.
    for (let i = line.queue.length - 1; i >= 0; i--) if (match(line.queue[i]!)) taken.unshift(...line.queue.splice(i, 1));
    return taken;
  }

  /** What the platform keeps for `key`, if its line exists. */
  stateOf(key: K): S | undefined {
    return this.lines.get(key)?.state;
  }

  /** Entries waiting or being sent, over all chats. */
  pending(): number {
    let count = 0;
    for (const line of this.lines.values()) count += line.queue.length;
    return count;
  }

  /** Resolves true once everything queued has been sent, or false after `timeoutMs` (used when stopping). */
  async drain(timeoutMs = Infinity): Promise<boolean> {
    if (this.running === 0) return true;
    const idle = new Promise<boolean>((resolve) => this.idleWaiters.push(() => resolve(true)));
    if (timeoutMs === Infinity) return idle;
    let timer: NodeJS.Timeout | undefined;
    const timeout = new Promise<boolean>((resolve) => {
      timer = setTimeout(() => resolve(false), timeoutMs);
    });
    try {
      return await Promise.race([idle, timeout]);
    } finally {
      clearTimeout(timer);
    }
  }

  private line(key: K): Line<E, S> {
    let line = this.lines.get(key);
    if (!line) {
      if (this.lines.size >= (this.options.keep ?? 1_000)) this.forgetQuiet();
      line = { queue: [], state: this.options.state(key), running: false };
      this.lines.set(key, line);
    }
    return line;
  }

  /** Drops the lines of chats with nothing queued and nothing in their state that still counts. */
  private forgetQuiet(): void {
    const forgettable = this.options.forgettable ?? (() => true);
    for (const [key, line] of this.lines) {
      if (!line.running && line.queue.length === 0 && forgettable(line.state)) this.lines.delete(key);
    }
  }

  private async run(key: K, line: Line<E, S>): Promise<void> {
    line.running = true;
    this.running++;
    try {
      while (line.queue.length > 0) await this.options.step(key, line.queue, line.state);
    } finally {
      line.running = false;
      this.running--;
      if (this.running === 0) for (const wake of this.idleWaiters.splice(0)) wake();
    }
  }
}
