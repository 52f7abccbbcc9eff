// Sliding-window limits on sends ("at most N in any window of W ms"), and the clock/timers they run on, injected so
// that tests can run minutes of traffic in no real time.

export interface Scheduler {
  now(): number;
  /** resolves after `ms`, or as soon as `wake` aborts (a wait that something more urgent cuts short) */
  sleep(ms: number, wake?: AbortSignal): Promise<void>;
}

export const realScheduler: Scheduler = {
  now: () => Date.now(),
  sleep: (ms, wake) =>
    new Promise((resolve) => {
      if (wake?.aborted) return resolve();
      const done = () => {
        clearTimeout(timer);
        wake?.removeEventListener('abort', done);
        resolve();
      };
      const timer = setTimeout(done, ms);
      wake?.addEventListener('abort', done, { once: true });
    }),
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

/**
 * Replies meant for one person (refusals, hints: outbox.ts calls them asides) may use only part of a group's minute:
 * one goes out only while the chat's last minute holds fewer than 15 sends of any kind, so at least 5 of Telegram's 20
 * are always left for the game's own replies (which merge while they wait), however many people are refused; a busy
 * game's refusals still go out without waiting. Private chats have no minute limit.
 */
export const GROUP_ASIDE_RULES: WindowRule[] = [{ limit: 15, windowMs: 60_000 }];
/** Past this, asides to the same person are dropped (a flood gets a few answers, not one per message). */
export const PERSON_ASIDE_RULES: WindowRule[] = [{ limit: 3, windowMs: 60_000 }];

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
