// Issue 24: what a keep/reroll move keeps is exactly what the words name, over generated hands — every die of a face
// for the plural («пятёрки», "fives"), one die for the singular («пятёрку»); a message that corrects itself is never
// played as its first half.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { handState, read, rerolled, sorted } from '../helpers/dice-poker-reading.ts';

const PLURAL: Record<string, readonly string[]> = {
  ru: ['единицы', 'двойки', 'тройки', 'четверки', 'пятерки', 'шестерки'],
  en: ['ones', 'twos', 'threes', 'fours', 'fives', 'sixes'],
};
const SENTENCE: Record<string, (faces: string) => string> = {
  ru: (faces) => `оставляю ${faces}, остальные перебрасываю`,
  en: (faces) => `keep the ${faces} and reroll the rest`,
};

const hand = fc.array(fc.integer({ min: 1, max: 6 }), { minLength: 5, maxLength: 5 });

describe('keep words over generated hands', () => {
  for (const language of ['ru', 'en'] as const) {
    it(`GIVEN a ${language} hand holding some but not all dice of a face WHEN the player keeps that face by its plural THEN every die of it is kept and the rest rerolled`, () => {
      fc.assert(
        fc.property(hand, fc.integer({ min: 1, max: 6 }), (dice, face) => {
          const held = dice.filter((d) => d === face).length;
          fc.pre(held > 0 && held < 5);
          const again = rerolled(read(SENTENCE[language](PLURAL[language][face - 1]), handState(dice)));
          expect(again && sorted(again)).toEqual(sorted(dice.filter((d) => d !== face)));
        }),
        { numRuns: 150, seed: 24 },
      );
    });
  }

  it('GIVEN a hand WHEN a keep is corrected («…, хотя нет, …») THEN its first half is never played', () => {
    fc.assert(
      fc.property(hand, fc.integer({ min: 1, max: 6 }), fc.integer({ min: 1, max: 6 }), (dice, first, second) => {
        fc.pre(first !== second && dice.includes(first) && dice.includes(second));
        const reading = read(`оставляю ${PLURAL.ru[first - 1]}, хотя нет, оставляю ${PLURAL.ru[second - 1]}`, handState(dice));
        const again = rerolled(reading);
        if (again !== null) expect(sorted(again)).not.toEqual(sorted(dice.filter((d) => d !== first)));
      }),
      { numRuns: 150, seed: 24 },
    );
  });
});
