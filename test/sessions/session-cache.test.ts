// The parsed-session cache trusts an equal version only for a while: an idle session swept from the store starts
// again at version 1, and a very old cached entry must not stand in for a new row with the same version.
import { describe, expect, it } from 'vitest';
import { emptySession } from '../../src/sessions/session.ts';
import { SessionCache } from '../../src/sessions/session-cache.ts';

describe('SessionCache', () => {
  it('GIVEN an entry cached at version 1 WHEN asked for version 1 within a day THEN it is used; after more than a day THEN it is read again', () => {
    let now = 0;
    const cache = new SessionCache(10, 24 * 60 * 60 * 1000, () => now);
    const session = emptySession();
    cache.set('console:a', 1, session);
    now += 60_000;
    expect(cache.get('console:a', 1)).toBe(session);
    expect(cache.get('console:a', 2)).toBeNull();
    now += 25 * 60 * 60 * 1000;
    expect(cache.get('console:a', 1)).toBeNull();
    expect(cache.size).toBe(0);
  });
});
