// Dice and counts written with digits: "5", "666", "5-ки", "5s", "2-ку", "3d6".
import type { DiceCue } from './move-cues.ts';
import type { Cue } from './words.ts';

/** "5-ки", "5ки", "5s", "5's": the plural of a face written with its digit */
export const DIGIT_PLURAL = /^([1-6])(?:'?s|ки|ок|ак)$/;
/** "2-ку", "5ку": one die of the face, as «двойку» */
export const DIGIT_SINGULAR = /^([1-6])(?:ку|ка|кой|кою)$/;
/** a number written with digits only */
export const GLUED = /^[0-9]+$/;
/** one digit that is a face */
export const DIGITS = /^[1-6]$/;
/** one digit that counts dice */
export const COUNT_DIGIT = /^[1-5]$/;
/** «3d6»: the count of a roll in the notation of role-players */
export const NDICE = /^([0-9]*)d6$/;
const FACE_DIGITS = /^[1-6]+$/;

/** A face written with its digit after a count: "two 5s" (plural), "one 6" (when `bare` digits count too). */
export function digitFace(word: string, bare: boolean): Cue | undefined {
  const plural = DIGIT_PLURAL.exec(word);
  if (plural) return { k: 'face', value: Number(plural[1]), plural: true };
  const single = DIGIT_SINGULAR.exec(word);
  if (single) return { k: 'face', value: Number(single[1]), plural: false };
  if (bare && DIGITS.test(word)) return { k: 'face', value: Number(word), plural: false };
  return undefined;
}

/** Dice written with digits: "5", "666" (glued: each digit a die), "5-ки"/"5s" (every five), "2-ку" (one two). */
export function digitDice(word: string): DiceCue[] | null {
  // every form here starts with a digit
  const first = word.charCodeAt(0);
  if (!(first >= 0x30 && first <= 0x39)) return null;
  const plural = DIGIT_PLURAL.exec(word);
  if (plural) return [{ value: Number(plural[1]), n: 'all', bare: false }];
  const single = DIGIT_SINGULAR.exec(word);
  if (single) return [{ value: Number(single[1]), n: 1, bare: false }];
  if (!GLUED.test(word)) return null;
  if (word.length === 1 || !FACE_DIGITS.test(word) || word.length > 5) {
    return [{ value: Number(word), n: 1, bare: true }];
  }
  return [...word].map((d) => ({ value: Number(d), n: 1, bare: false }));
}
