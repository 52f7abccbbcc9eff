// Fair games in tests: the first roll of a sealed game waits out the seed window (src/dice/fair/seed-window.ts,
// 5 s by default). A scripted clock that moves past the window right after /startgame — as players do who read the
// commitment before rolling — keeps the tests that play fair games about what they test; the window itself is
// tested on its own clock in test/dice/fair/seed-window.test.ts.
import { DEFAULT_SEED_WINDOW_SECONDS } from '../../src/dice/fair/seed-window.ts';

export interface ChatClock {
  /** the Butler's clock */
  read: () => number;
  /** called with every message typed: /startgame moves the clock past the seed window */
  typed: (text: string) => void;
  advance: (ms: number) => void;
}

/** `start`: a minute ago by default, so that a game played on it has ended by the real now (retention tests). */
export function chatClock(start = Date.now() - 60_000): ChatClock {
  let now = start;
  return {
    read: () => now,
    typed: (text) => {
      if (/^\/startgame\b/.test(text.trim())) now += DEFAULT_SEED_WINDOW_SECONDS * 1000;
    },
    advance: (ms) => {
      now += ms;
    },
  };
}
