// Issue 42: while the Bot API cannot be reached, calls are tried again with pauses that stop growing at the cap,
// so polling resumes within the cap of the network's return (auto-retry's own pauses grow to an hour).
import { HttpError } from 'grammy';
import { describe, expect, it } from 'vitest';
import { networkRetry } from '../../../src/adapters/telegram/api-retry.ts';

type Prev = Parameters<ReturnType<typeof networkRetry>>[0];

describe('the capped network retry', () => {
  it('GIVEN the network down for ten tries WHEN getUpdates is called THEN it is tried again with pauses that double up to the cap and never beyond, and succeeds', async () => {
    const at: number[] = [];
    const prev = (async () => {
      at.push(performance.now());
      if (at.length <= 10) throw new HttpError('Network request for getUpdates failed!', new Error('ECONNREFUSED'));
      return { ok: true, result: [] };
    }) as unknown as Prev;
    const result = await networkRetry({ firstMs: 5, maxMs: 40 })(prev, 'getUpdates', {} as never);
    expect(result).toEqual({ ok: true, result: [] });
    const gaps = at.slice(1).map((t, i) => t - at[i]!);
    expect(gaps).toHaveLength(10);
    // the late pauses sit at the cap: doubling on (5·2⁹ ms ≈ 2.5 s) would take far longer
    for (const gap of gaps.slice(4)) expect(gap).toBeLessThan(40 + 30);
    expect(gaps.at(-1)!).toBeGreaterThanOrEqual(39);
  });

  it('GIVEN a 5xx WHEN getUpdates asks THEN it is tried again; WHEN a send gets it THEN it is passed up (auto-retry bounds those)', async () => {
    let calls = 0;
    const prev = (async (method: string) => {
      calls++;
      return calls === 1 || method !== 'getUpdates' ? { ok: false, error_code: 502, description: 'Bad Gateway' } : { ok: true, result: [] };
    }) as unknown as Prev;
    expect(await networkRetry({ firstMs: 1 })(prev, 'getUpdates', {} as never)).toEqual({ ok: true, result: [] });
    calls = 5;
    expect(await networkRetry({ firstMs: 1 })(prev, 'sendMessage', {} as never)).toMatchObject({ ok: false, error_code: 502 });
  });

  it('GIVEN a stop while waiting for the network WHEN the signal aborts THEN the wait ends at once', async () => {
    const prev = (async () => {
      throw new HttpError('Network request failed!', new Error('ECONNREFUSED'));
    }) as unknown as Prev;
    const stop = new AbortController();
    const started = performance.now();
    const call = networkRetry({ firstMs: 10_000 })(prev, 'getUpdates', {} as never, stop.signal as never);
    setTimeout(() => stop.abort(), 20);
    await expect(call).rejects.toThrow(/aborted/);
    expect(performance.now() - started).toBeLessThan(2_000);
  });
});
