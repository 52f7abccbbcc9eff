// The faces named as players name them, per language, for the property tests of the reader: the plural (every die of
// the face) and the singular (one die). «ё» is written as «е» in one table and kept in the other on purpose: the reader
// folds it, so the two spellings are both exercised.
export type Lang = 'ru' | 'uk' | 'en';

/** The plural of each face, 1 to 6 («пятёрки», "fives"). */
export const PLURAL_FACES: Record<Lang, readonly string[]> = {
  ru: ['единицы', 'двойки', 'тройки', 'четвёрки', 'пятёрки', 'шестёрки'],
  uk: ['одиниці', 'двійки', 'трійки', 'четвірки', "п'ятірки", 'шістки'],
  en: ['ones', 'twos', 'threes', 'fours', 'fives', 'sixes'],
};

/** One die of each face, 1 to 6, in Russian and Ukrainian («пятёрку»); English tests name their own. */
export const SINGULAR_FACES: Record<'ru' | 'uk', readonly string[]> = {
  ru: ['единицу', 'двойку', 'тройку', 'четвёрку', 'пятёрку', 'шестёрку'],
  uk: ['одиницю', 'двійку', 'трійку', 'четвірку', "п'ятірку", 'шістку'],
};
