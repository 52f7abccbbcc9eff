// Folding and capping the text before matching.
import { describe, expect, it } from 'vitest';
import { MAX_SCAN_CHARS, capText, fold } from '../../../src/commands/parse/normalize.ts';
import { parseMessage } from '../../../src/commands/parse/index.ts';

describe('fold', () => {
  it('lower-cases Latin, Russian and Ukrainian letters and writes ё as е', () => {
    expect(fold('БРОСАЮ Ёлку ЁЖ ёж Hello ЄІЇҐ')).toBe('бросаю елку еж еж hello єіїґ');
  });

  it('keeps every other character, so the length (and every index) stays the same', () => {
    // Turkish İ, the Kelvin and Ångström signs, Greek capitals, the Cyrillic narrow o, an emoji, a lone surrogate
    const text = '\u0130 \u212a \u212b \u039f\u03a3 \u1c82 🎲 \ud800 x';
    expect(fold(text)).toBe(text);
    expect(fold(text).length).toBe(text.length);
  });
});

describe('capText', () => {
  it('leaves a short text as it is', () => {
    expect(capText('бросаю кости')).toBe('бросаю кости');
  });

  it('cuts a long text to MAX_SCAN_CHARS, dropping a word cut by the limit', () => {
    const head = 'я'.repeat(MAX_SCAN_CHARS - 10) + ' ';
    expect(capText(head + 'бросаю кости стоя')).toBe(`${head}бросаю `);
    expect(capText(head + 'бросаю   кости')).toBe(`${head}бросаю   `);
    expect(capText(`${'a '.repeat(MAX_SCAN_CHARS)}`)).toHaveLength(MAX_SCAN_CHARS);
  });

  it('never splits a surrogate pair', () => {
    const text = `${'a'.repeat(MAX_SCAN_CHARS - 1)} 🎲🎲`;
    const capped = capText(text);
    expect(capped.length).toBeLessThanOrEqual(MAX_SCAN_CHARS);
    expect(capped.at(-1)).toBe(' ');
  });
});

describe('the scan limit', () => {
  it('reads a phrase inside the first 2000 characters of a long message', () => {
    expect(parseMessage(`бросаю кости ${'x'.repeat(100_000)}`)).toEqual({ kind: 'roll', count: 2 });
    expect(parseMessage(`${'x '.repeat(990)}бросаю кости`)).toEqual({ kind: 'roll', count: 2 });
  });

  it('does not see a phrase beyond them', () => {
    expect(parseMessage(`${'x '.repeat(1000)}бросаю кости`)).toBeNull();
  });

  it('does not read a word cut by the limit as a shorter word', () => {
    const pad = 'x'.repeat(MAX_SCAN_CHARS - 'бросаю кости'.length - 1);
    expect(parseMessage(`${pad} бросаю кости`)).toEqual({ kind: 'roll', count: 2 });
    expect(parseMessage(`${pad} бросаю костистый`)).toBeNull();
  });
});
