// Below grammY's auto-retry (wire-bot.ts): counts Telegram's 429s for /metrics, and waits out a network that is
// down with pauses that stop growing at `maxMs` (30 s). auto-retry's own pauses double up to an hour, and the
// runner's getUpdates retries double without a limit, so after a long outage polling could stay idle for many
// minutes after the network came back; with this cap it resumes within `maxMs` plus one request.
import { HttpError, type Transformer } from 'grammy';
import { countRateLimited } from '../../ops/metrics.ts';

export interface NetworkRetryTiming {
  /** the first pause; doubled after each failure (default 1 s) */
  firstMs?: number;
  /** the longest pause (default 30 s) */
  maxMs?: number;
}

/** Counts every 429 Telegram answers (auto-retry above then waits its retry_after). */
export const countRateLimits: Transformer = async (prev, method, payload, signal) => {
  const result = await prev(method, payload, signal);
  if (!result.ok && result.error_code === 429) countRateLimited('telegram');
  return result;
};

/**
 * Tries a call again while the Bot API cannot be reached (a network error: every method) or answers 5xx (getUpdates
 * only — a send keeps auto-retry's bounded attempts), with capped pauses; a stop (the signal) ends the wait.
 */
export function networkRetry(timing: NetworkRetryTiming = {}): Transformer {
  const first = timing.firstMs ?? 1_000;
  const max = timing.maxMs ?? 30_000;
  return async (prev, method, payload, signal) => {
    for (let delay = first; ; delay = Math.min(max, delay * 2)) {
      try {
        const result = await prev(method, payload, signal);
        if (result.ok || method !== 'getUpdates' || result.error_code < 500) return result;
      } catch (error) {
        if (!(error instanceof HttpError) || signal?.aborted) throw error;
      }
      await pause(delay, signal as AbortSignal | undefined);
    }
  };
}

/** Waits `ms`, or rejects as soon as `signal` aborts (the bot is stopping). */
function pause(ms: number, signal: AbortSignal | undefined): Promise<void> {
  return new Promise((resolve, reject) => {
    if (signal?.aborted) return reject(new Error('aborted while waiting for the network'));
    const done = () => {
      signal?.removeEventListener('abort', abort);
      resolve();
    };
    const timer = setTimeout(done, ms);
    function abort() {
      clearTimeout(timer);
      reject(new Error('aborted while waiting for the network'));
    }
    signal?.addEventListener('abort', abort, { once: true });
  });
}
