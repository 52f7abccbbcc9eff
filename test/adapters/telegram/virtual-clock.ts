// A clock with timers for the outbox, driven by the test: time moves only in advanceTo, and each sleep ends at its
// own due time (or when its wake signal aborts) — so a flood spread over minutes and a reply queued at a chosen
// moment are replayed exactly, in no real time, and "how long did this reply wait" is a plain subtraction.
import type { Scheduler } from '../../../src/adapters/telegram/rate-limit.ts';

export interface VirtualClock extends Scheduler {
  /** runs every timer due up to `at` in order, letting the work they wake finish, and sets the time to `at` */
  advanceTo(at: number): Promise<void>;
}

interface Timer {
  at: number;
  order: number;
  fire: () => void;
}

/** Lets everything already woken run (promise chains, then the next turn of the event loop). */
const settle = () => new Promise<void>((resolve) => setImmediate(resolve));

export function virtualClock(start = 0): VirtualClock {
  let now = start;
  let order = 0;
  const timers: Timer[] = [];
  const remove = (timer: Timer) => {
    const index = timers.indexOf(timer);
    if (index >= 0) timers.splice(index, 1);
  };
  return {
    now: () => now,
    sleep: (ms, wake) =>
      new Promise<void>((resolve) => {
        if (wake?.aborted) return resolve();
        const timer: Timer = { at: now + Math.max(0, ms), order: order++, fire: resolve };
        timers.push(timer);
        wake?.addEventListener('abort', () => (remove(timer), resolve()), { once: true });
      }),
    async advanceTo(at) {
      for (;;) {
        await settle();
        const due = timers.filter((timer) => timer.at <= at).sort((a, b) => a.at - b.at || a.order - b.order)[0];
        if (!due) break;
        remove(due);
        now = Math.max(now, due.at);
        due.fire();
      }
      now = Math.max(now, at);
      await settle();
    },
  };
}
