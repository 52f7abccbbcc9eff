// A clock that only moves when someone sleeps: minutes of rate-limited sends run in no real time.
import type { Scheduler } from '../../../src/adapters/telegram/rate-limit.ts';

export interface FakeScheduler extends Scheduler {
  /** total virtual time slept */
  slept(): number;
}

export function fakeScheduler(start = 1_000_000): FakeScheduler {
  let now = start;
  return {
    now: () => now,
    sleep: async (ms) => {
      now += ms;
    },
    slept: () => now - start,
  };
}
