// Whether this process can talk to Telegram right now, as GET /readyz and butler_platform_connected tell it: not
// until getMe has answered (a start that waits out an unreachable Bot API is not ready), and not while the calls
// fail for want of Telegram — the network is down (a network error) or the Bot API answers 5xx. Any answer of
// Telegram's own (ok, or a 4xx about one message) means it is reachable. Watched from below the retry layer, so
// every attempt counts, not only the last of a series.
import { HttpError, type Transformer } from 'grammy';

export interface LinkState {
  /** null while Telegram answers, else why not ("getMe has not answered yet", "getUpdates: …") */
  problem(): string | null;
  /** the API transformer that watches every attempt */
  watch: Transformer;
}

export function telegramLinkState(): LinkState {
  let problem: string | null = 'connecting: getMe has not answered yet';
  let answered = false;
  const watch: Transformer = async (prev, method, payload, signal) => {
    try {
      const result = await prev(method, payload, signal);
      if (result.ok || result.error_code < 500) {
        if (method === 'getMe' || answered) {
          answered = true;
          problem = null;
        }
      } else if (answered) problem = `${method}: Telegram answered ${result.error_code}`;
      return result;
    } catch (error) {
      // (an abort is this process stopping a request, not Telegram failing it)
      if (error instanceof HttpError && !signal?.aborted) {
        problem = `${answered ? 'lost' : 'connecting'}: ${method} failed (${error.message})`;
      }
      throw error;
    }
  };
  return { problem: () => problem, watch };
}
