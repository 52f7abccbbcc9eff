// A virtual clock for the outbox: time moves only when someone sleeps, so minutes of rate-limited sends take no
// real time. `realMs` makes each sleep also yield for that many real milliseconds, so that concurrent handlers
// get to queue their replies while the outbox "waits" (as they would during a real one-second wait).
import type { Scheduler } from '../../../src/adapters/telegram/rate-limit.ts';

export interface FakeScheduler extends Scheduler {
  /** total virtual time slept */
  slept(): number;
}

export function fakeScheduler(options: { start?: number; realMs?: number } = {}): FakeScheduler {
  const start = options.start ?? 1_000_000;
  let now = start;
  return {
    now: () => now,
    sleep: async (ms) => {
      if (options.realMs) await new Promise((resolve) => setTimeout(resolve, options.realMs));
      now += ms;
    },
    slept: () => now - start,
  };
}
