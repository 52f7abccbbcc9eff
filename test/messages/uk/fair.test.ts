import { describe, expect, it } from 'vitest';
import * as uk from '../../../src/messages/uk/fair.ts';
import { looksUkrainian, notUkrainian } from '../../helpers/alphabet.ts';
import { fairSamples } from '../../helpers/message-samples-b.ts';

const s = fairSamples(uk);

describe('uk/fair', () => {
  it('GIVEN every fair-dice reply WHEN it is rendered in Ukrainian THEN none has ы, э, ъ or ё, and the text is Ukrainian', () => {
    expect(notUkrainian(s)).toEqual({});
    expect(looksUkrainian(Object.values(s).join('\n'))).toBe(true);
  });

  it('GIVEN a game with sealed dice WHEN the seal is announced THEN 16 characters of the fingerprint and where the rest is', () => {
    expect(s.sealed).toBe(`🔒 Кістки запечатано: ${'f0'.repeat(8)}… (повністю і як перевірити — /fair)`);
  });

  it('GIVEN a running game WHEN a player types /fair or adds a /seed phrase THEN the Ukrainian game title, the phrase count and the phrase added', () => {
    expect(s.explainOpen).toContain('Гра «Тисяча», відбиток секрету:');
    expect(s.explainOpen).toContain('Фраз /seed: 2.');
    expect(s.seedAdded).toContain('«teapot 42»');
  });
});
