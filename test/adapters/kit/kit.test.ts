// The pieces every chat adapter shares: chat keys, remembered button texts, the admin answers cache.
import { describe, expect, it } from 'vitest';
import { AdminCache } from '../../../src/adapters/kit/admin-cache.ts';
import { joinKey, splitKey } from '../../../src/adapters/kit/chat-key.ts';
import { RememberedTexts } from '../../../src/adapters/kit/remembered-texts.ts';

describe('the adapter kit', () => {
  it('GIVEN a key made for a platform WHEN read back THEN the same ids come out; another platform\'s key or a bad one is null', () => {
    expect(splitKey('tg:', joinKey('tg:', -100123, 7), /-?\d+/, 2)).toEqual(['-100123', '7']);
    expect(splitKey('tg:', 'dc:5', /-?\d+/, 2)).toBeNull();
    expect(splitKey('tg:', 'tg:1:2:3', /-?\d+/, 2)).toBeNull();
    expect(splitKey('dc:', 'dc:guild:5', /\d+/)).toBeNull();
  });

  it('GIVEN more long texts than it keeps WHEN the oldest is pressed THEN it is forgotten and the newest still found', () => {
    const texts = new RememberedTexts(16, 2);
    const first = texts.remember('Записываю в малый стрит');
    texts.remember('Записываю в большой стрит');
    const last = texts.remember('Записываю в фул-хаус');
    expect(texts.recall(first)).toBeUndefined();
    expect(texts.recall(last)).toBe('Записываю в фул-хаус');
  });

  it('GIVEN an answer a moment ago WHEN asked again THEN the platform is not asked; after the time to live it is', async () => {
    let now = 0;
    let asked = 0;
    const cache = new AdminCache(1000, () => now);
    const ask = async () => (asked++, true);
    await cache.answer('c:u', ask);
    now = 999;
    expect(await cache.answer('c:u', ask)).toBe(true);
    expect(asked).toBe(1);
    now = 1000;
    await cache.answer('c:u', ask);
    expect(asked).toBe(2);
  });

  it('GIVEN the platform fails WHEN asked THEN the failure is not remembered: the next question asks again', async () => {
    const cache = new AdminCache(1000, () => 0);
    await expect(cache.answer('c:u', () => Promise.reject(new Error('down')))).rejects.toThrow('down');
    expect(await cache.answer('c:u', async () => false)).toBe(false);
  });
});
