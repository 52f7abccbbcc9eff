// The quick check's word lookup: a word is found at a word start in any letter case, ё as е, і typed as Latin i,
// by its first five letters — never missed, sometimes let through (the grammar then decides).
import { describe, expect, it } from 'vitest';
import { WordKeys } from '../../src/reading/word-keys.ts';

const keys = new WordKeys().add(['бросаю', 'пас', 'стріт', "п'ять", 'roll'], 1).add(['в'], 2);

describe('WordKeys.flagsAt', () => {
  it('GIVEN a key word in any case, ё for е or Latin i for і WHEN looked up at its start THEN found', () => {
    for (const [text, at] of [['бросаю', 0], ['БРОСАЮ кости', 0], ['ну пас', 3], ['стрiт', 0], ['ROLL', 0], ['в каре', 0]] as const) {
      expect(keys.flagsAt(text, at), text).not.toBe(0);
    }
  });

  it('GIVEN a word with an apostrophe of any kind WHEN looked up THEN it has the key of the lexicon spelling', () => {
    expect(keys.flagsAt('пʼять', 0)).toBe(keys.flagsAt("п'ять", 0));
    expect(keys.flagsAt('п’ять', 0)).not.toBe(0);
  });

  it('GIVEN other words WHEN looked up THEN 0, except a longer word with the same first five letters (let through)', () => {
    expect(keys.flagsAt('паста', 0)).toBe(0);
    expect(keys.flagsAt('бросил', 0)).toBe(0);
    expect(keys.flagsAt('вот', 0)).toBe(0);
    expect(keys.flagsAt('rolling', 0)).toBe(0);
    expect(keys.flagsAt('бросаем', 0)).toBe(1);
  });

  it('GIVEN a word that cannot be keyed WHEN added THEN a load-time error', () => {
    expect(() => new WordKeys().add(['2 пары'], 1)).toThrow();
  });
});
