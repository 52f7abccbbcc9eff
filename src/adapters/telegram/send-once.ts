// A computer player's 🎲 is thrown once (issue 44): Telegram picks the value when it takes the sendDice, so a call
// sent again after a lost answer could throw a second die — a value the Butler might keep for one it did not like.
// auto-retry and networkRetry (above this, wire-bot.ts) try a call again after a network error or a 5xx, when the
// first one may well have reached Telegram. For sendDice such a failure becomes a plain error here, which neither of
// them retries: the die counts as lost and the Butler's own dice stand in for it (marked so in the record). A 429
// is left as it is: Telegram threw nothing then, and waiting its retry_after and asking again is safe.
import { HttpError, type Transformer } from 'grammy';

/** Methods that must reach Telegram at most once. */
const AT_MOST_ONCE = new Set(['sendDice']);

export class AmbiguousSendError extends Error {}

export const sendDiceAtMostOnce: Transformer = async (prev, method, payload, signal) => {
  if (!AT_MOST_ONCE.has(method)) return prev(method, payload, signal);
  let result;
  try {
    result = await prev(method, payload, signal);
  } catch (error) {
    if (error instanceof HttpError) throw new AmbiguousSendError(`${method}: no answer from Telegram (${error.message}); not sent again`);
    throw error;
  }
  if (!result.ok && result.error_code >= 500) throw new AmbiguousSendError(`${method}: Telegram answered ${result.error_code}; not sent again`);
  return result;
};
