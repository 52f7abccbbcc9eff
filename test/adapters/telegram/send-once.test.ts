// Issue 44: a computer player's 🎲 is thrown once. Through the same stack of retries as wire-bot.ts installs
// (auto-retry over the capped network retry over this guard), a sendDice whose answer is lost or a 5xx is never sent
// again, while a 429 (nothing thrown) is waited out and sent again, and other methods keep their retries.
import { autoRetry } from '@grammyjs/auto-retry';
import { HttpError, type Transformer } from 'grammy';
import { describe, expect, it } from 'vitest';
import { networkRetry } from '../../../src/adapters/telegram/api-retry.ts';
import { sendDiceAtMostOnce } from '../../../src/adapters/telegram/send-once.ts';

type Prev = Parameters<Transformer>[0];
type Answer = { ok: true; result: unknown } | { ok: false; error_code: number; description: string; parameters?: { retry_after: number } };

/** The stack as wire-bot.ts builds it (innermost first), over `raw`, which answers from `answers` in turn. */
function stack(answers: Array<Answer | 'lost'>) {
  const calls: string[] = [];
  const raw = (async (method: string) => {
    calls.push(method);
    const next = answers.shift() ?? { ok: true, result: { message_id: 9, dice: { emoji: '🎲', value: 4 } } };
    if (next === 'lost') throw new HttpError(`Network request for '${method}' failed!`, new Error('ECONNRESET'));
    return next;
  }) as unknown as Prev;
  const layers: Transformer[] = [sendDiceAtMostOnce, networkRetry({ firstMs: 1, maxMs: 2 }), autoRetry({ maxRetryAttempts: 3, maxDelaySeconds: 1 }) as Transformer];
  const call = layers.reduce<Prev>((prev, t) => ((m: string, p: unknown, s?: unknown) => t(prev, m as never, p as never, s as never)) as unknown as Prev, raw);
  return { calls, call: (method: string) => call(method as never, {} as never) };
}

describe('a computer player’s die is asked for at most once', () => {
  it('GIVEN the answer to a sendDice is lost WHEN the retries see it THEN it is not sent again and the loss is reported', async () => {
    const { calls, call } = stack(['lost']);
    await expect(call('sendDice')).rejects.toThrow(/not sent again/);
    expect(calls).toEqual(['sendDice']);
  });

  it('GIVEN a 5xx to a sendDice THEN it is not sent again', async () => {
    const { calls, call } = stack([{ ok: false, error_code: 502, description: 'Bad Gateway' }]);
    await expect(call('sendDice')).rejects.toThrow(/502/);
    expect(calls).toEqual(['sendDice']);
  });

  it('GIVEN a 429 to a sendDice THEN it is waited out and sent again (Telegram threw nothing)', async () => {
    const { calls, call } = stack([{ ok: false, error_code: 429, description: 'Too Many Requests', parameters: { retry_after: 0 } }]);
    await expect(call('sendDice')).resolves.toMatchObject({ ok: true });
    expect(calls).toEqual(['sendDice', 'sendDice']);
  });

  it('GIVEN a lost answer to a sendMessage THEN it keeps its retries', async () => {
    const { calls, call } = stack(['lost']);
    await expect(call('sendMessage')).resolves.toMatchObject({ ok: true });
    expect(calls).toEqual(['sendMessage', 'sendMessage']);
  });
});
