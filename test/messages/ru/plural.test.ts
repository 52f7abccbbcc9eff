// Agreement with numbers through Intl.PluralRules (issue 12): 1 кость, 2 кости, 5 костей, 21 кость, 11 костей.
import { describe, expect, it } from 'vitest';
import { count, DICE, POINTS } from '../../../src/messages/ru/plural.ts';
import { timeLeft } from '../../../src/messages/ru/turn-clock.ts';

describe('numbers and nouns agree', () => {
  it.each([
    [1, '1 кость'],
    [2, '2 кости'],
    [4, '4 кости'],
    [5, '5 костей'],
    [11, '11 костей'],
    [21, '21 кость'],
    [0, '0 костей'],
  ] as const)('GIVEN %i dice WHEN they are counted THEN %s', (n, text) => {
    expect(count(n, DICE)).toBe(text);
  });

  it('GIVEN points WHEN counted THEN 1 очко, 2 очка, 5 очков', () => {
    expect([1, 2, 5].map((n) => count(n, POINTS))).toEqual(['1 очко', '2 очка', '5 очков']);
  });
});

describe('the real time left in a reminder', () => {
  it.each([
    [30_000, 'осталось 30 секунд'],
    [1_000, 'осталась 1 секунда'],
    [62_000, 'осталось 62 секунды'],
    [5 * 60_000, 'осталось 5 минут'],
    [21 * 60_000, 'осталась 21 минута'],
  ] as const)('GIVEN %i ms left WHEN a reminder says it THEN %s', (ms, text) => {
    expect(timeLeft(ms)).toBe(text);
  });
});
