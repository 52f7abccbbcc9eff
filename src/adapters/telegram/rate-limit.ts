// Sliding-window limits on sends ("at most N in any window of W ms"), and the clock/timers they run on, injected so
// that tests can run minutes of traffic in no real time.

export interface Scheduler {
  now(): number;
  sleep(ms: number): Promise<void>;
}

export const realScheduler: Scheduler = {
  now: () => Date.now(),
  sleep: (ms) => new Promise((resolve) => setTimeout(resolve, ms)),
};

export interface WindowRule {
  limit: number;
  windowMs: number;
}

/** Telegram's documented limits: about one message a second in a chat, 20 a minute in a group, 30 a second overall. */
export const PRIVATE_CHAT_RULES: WindowRule[] = [{ limit: 1, windowMs: 1_000 }];
export const GROUP_CHAT_RULES: WindowRule[] = [
  { limit: 1, windowMs: 1_000 },
  { limit: 20, windowMs: 60_000 },
];
export const GLOBAL_RULES: WindowRule[] = [{ limit: 30, windowMs: 1_000 }];

export class SlidingWindow {
  private readonly sent: number[] = [];
  private readonly longest: number;

  constructor(private readonly rules: WindowRule[]) {
    this.longest = Math.max(0, ...rules.map((rule) => rule.windowMs));
  }

  /** How long to wait before the next send is within every rule (0 = now). */
  delay(now: number): number {
    let wait = 0;
    for (const rule of this.rules) {
      if (this.sent.length < rule.limit) continue;
      // The send that has to leave the window before another one fits.
      const blocking = this.sent[this.sent.length - rule.limit];
      wait = Math.max(wait, blocking + rule.windowMs - now);
    }
    return wait;
  }

  record(now: number): void {
    this.sent.push(now);
    while (this.sent.length > 0 && this.sent[0] <= now - this.longest) this.sent.shift();
  }

  /** True when no rule remembers a send any more (the window can be dropped). */
  idle(now: number): boolean {
    return this.sent.length === 0 || this.sent[this.sent.length - 1] <= now - this.longest;
  }
}
