// Folding and capping the text before matching.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { MAX_SCAN_CHARS, capText, fold } from '../../src/reading/normalize.ts';
import { AT, doesAt, roll, QUIET } from '../helpers/does-at.ts';

describe('fold', () => {
  it('GIVEN Latin, Russian and Ukrainian capitals and ё WHEN the text is folded THEN lower case, with ё written as е', () => {
    expect(fold('БРОСАЮ Ёлку ЁЖ ёж Hello ЄІЇҐ')).toBe('бросаю елку еж еж hello єіїґ');
  });

  it('GIVEN other characters (Turkish İ, Kelvin sign, emoji, lone surrogate…) WHEN the text is folded THEN each is kept, so the length (and every index) stays the same', () => {
    // Turkish İ, the Kelvin and Ångström signs, Greek capitals, the Cyrillic narrow o, an emoji, a lone surrogate
    const text = '\u0130 \u212a \u212b \u039f\u03a3 \u1c82 🎲 \ud800 x';
    expect(fold(text)).toBe(text);
    expect(fold(text).length).toBe(text.length);
  });
});

describe('fold, against the letters it is defined by', () => {
  // the definition, one character at a time: the folded letters and nothing else
  const byDefinition = (text: string) =>
    text.replace(/[A-ZА-ЯЁЄІЇҐё]/g, (c) => (c === 'Ё' || c === 'ё' ? 'е' : c === 'Є' ? 'є' : c === 'І' ? 'і' : c === 'Ї' ? 'ї' : c === 'Ґ' ? 'ґ' : c.toLowerCase()));
  const letters = fc.constantFrom(...'AZaz БРОСАЮбросаю ЁёЄєІіЇїҐґ İ K Ω ѐЀ 🎲 _\'’'.split(''), '\ud800');

  it('GIVEN any text of these letters and others, short or longer than a word WHEN folded THEN each character is folded as defined', () => {
    fc.assert(
      fc.property(fc.array(letters, { maxLength: 300 }), fc.string({ maxLength: 40 }), (chars, other) => {
        const text = chars.join('') + other;
        expect(fold(text)).toBe(byDefinition(text));
      }),
      { numRuns: 3_000, seed: 24 },
    );
  });
});

describe('capText', () => {
  it('GIVEN a short text WHEN it is capped THEN it is left as it is', () => {
    expect(capText('бросаю кости')).toBe('бросаю кости');
  });

  it('GIVEN a text longer than MAX_SCAN_CHARS WHEN it is capped THEN it is cut to the limit, dropping a word cut by the limit', () => {
    const head = 'я'.repeat(MAX_SCAN_CHARS - 10) + ' ';
    expect(capText(head + 'бросаю кости стоя')).toBe(`${head}бросаю `);
    expect(capText(head + 'бросаю   кости')).toBe(`${head}бросаю   `);
    expect(capText(`${'a '.repeat(MAX_SCAN_CHARS)}`)).toHaveLength(MAX_SCAN_CHARS);
  });

  it('GIVEN an emoji across the limit WHEN the text is capped THEN no surrogate pair is split', () => {
    const text = `${'a'.repeat(MAX_SCAN_CHARS - 1)} 🎲🎲`;
    const capped = capText(text);
    expect(capped.length).toBeLessThanOrEqual(MAX_SCAN_CHARS);
    expect(capped.at(-1)).toBe(' ');
  });
});

describe('the scan limit', () => {
  it('GIVEN no game WHEN a long message holds a roll phrase inside its first 2000 characters THEN the dice are rolled', () => {
    expect(doesAt(`бросаю кости ${'x'.repeat(100_000)}`, AT.noGame)).toEqual(roll(2));
    // dots, not words, before it: chat words before a roll phrase make it a story (test/reading/corpus/README.md)
    expect(doesAt(`${'. '.repeat(990)}бросаю кости`, AT.noGame)).toEqual(roll(2));
  });

  it('GIVEN no game, or a turn to roll WHEN the roll phrase stands beyond the first 2000 characters THEN it is not seen: quiet', () => {
    for (const at of [AT.noGame, AT.bonePokerRound1]) expect(doesAt(`${'. '.repeat(1000)}бросаю кости`, at)).toEqual(QUIET);
  });

  it('GIVEN no game WHEN a word is cut by the limit THEN it is not read as a shorter word: «костистый» cut to «кости» rolls nothing', () => {
    const pad = 'x'.repeat(MAX_SCAN_CHARS - 'бросаю кости'.length - 1);
    expect(doesAt(`${pad} бросаю кости`, AT.noGame)).toEqual(roll(2));
    expect(doesAt(`${pad} бросаю костистый`, AT.noGame)).toEqual(QUIET);
  });
});
