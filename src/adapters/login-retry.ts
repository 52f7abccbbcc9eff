// Logging in to a chat platform at start: a token the platform refuses is the operator's mistake and ends the start
// with one clear line (StartupError → main prints it and exits 1, no stack trace); a platform that cannot be reached
// (network down, a 5xx) is waited for, with growing pauses, and every pause is logged so that the operator sees why
// the bot is not up yet.
import type { Logger } from '../log.ts';

/** A reason the program cannot start, in one line for the operator (main prints it and exits 1). */
export class StartupError extends Error {
  override name = 'StartupError';
}

export interface RetryTiming {
  /** the first pause; doubled after each failure; default 2 s */
  firstDelayMs?: number;
  /** the longest pause; default 60 s */
  maxDelayMs?: number;
  /** how to wait (tests pass a fast one) */
  sleep?: (ms: number) => Promise<void>;
}

export interface LoginAttempt<T> {
  /** 'Telegram' | 'Discord', for the log */
  platform: string;
  attempt(): Promise<T>;
  /** the one line to stop with when the error means "fix your configuration", else null */
  fatal(error: unknown): string | null;
  /** true when the error means "cannot reach the platform now": wait and try again */
  transient(error: unknown): boolean;
  logger: Logger;
  timing?: RetryTiming;
}

const realSleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/** Runs `attempt` until it succeeds, a fatal error stops it (StartupError), or an unexpected error is rethrown. */
export async function loginWithRetry<T>(login: LoginAttempt<T>): Promise<T> {
  const first = login.timing?.firstDelayMs ?? 2_000;
  const max = login.timing?.maxDelayMs ?? 60_000;
  const sleep = login.timing?.sleep ?? realSleep;
  for (let failures = 0; ; failures++) {
    try {
      return await login.attempt();
    } catch (error) {
      const reason = login.fatal(error);
      if (reason !== null) throw new StartupError(reason);
      if (!login.transient(error)) throw error;
      const delayMs = Math.min(max, first * 2 ** Math.min(failures, 20));
      login.logger.warn(
        { error: (error as Error).message, attempt: failures + 1, retryInMs: delayMs },
        `${login.platform}: cannot reach the platform; trying again`,
      );
      await sleep(delayMs);
    }
  }
}
