// Issue 24, RULES.md §1 "what the words mean", over generated messages and hands in Russian, Ukrainian and English:
// a plural face is every die of it the hand holds, a singular face one die, a typed count that many dice (also
// «только одну», "just one"), a bare number under a roll verb the count rolled; a message that corrects itself is
// never played as its first half; chat that uses these words in other senses stays quiet.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { handState, read, rerolled, sorted } from '../helpers/dice-poker-reading.ts';
import { PLURAL_FACES, SINGULAR_FACES, type Lang } from '../helpers/face-words.ts';

const LANGS: readonly Lang[] = ['ru', 'uk', 'en'];

const PLURAL = PLURAL_FACES;
const SINGULAR: Record<Lang, readonly string[]> = { ...SINGULAR_FACES, en: ['the ace', 'a deuce', 'a three', 'one four', 'a five', 'one six'] };
/** «только одну пятёрку», "just one of the fives": one die of a face named with a count word */
const JUST_ONE: Record<Lang, readonly ((face: number) => string)[]> = {
  ru: [(f) => `только одну ${SINGULAR.ru[f - 1]}`, (f) => `одну из ${['единиц', 'двоек', 'троек', 'четвёрок', 'пятёрок', 'шестёрок'][f - 1]}`],
  uk: [(f) => `лише одну ${SINGULAR.uk[f - 1]}`, (f) => `тільки одну ${SINGULAR.uk[f - 1]}`],
  en: [(f) => `just one ${['one', 'two', 'three', 'four', 'five', 'six'][f - 1]}`, (f) => `only one of the ${PLURAL.en[f - 1]}`],
};
const KEEP: Record<Lang, readonly string[]> = { ru: ['оставляю', 'оставлю', 'держу'], uk: ['залишаю', 'лишаю', 'тримаю'], en: ['keep', 'keeping', 'holding'] };
const REROLL: Record<Lang, readonly string[]> = { ru: ['перебрасываю', 'перекидываю'], uk: ['перекидаю', 'перекину'], en: ['reroll', 'rerolling'] };
const ROLL: Record<Lang, readonly string[]> = { ru: ['бросаю', 'кидаю'], uk: ['кидаю', 'кину'], en: ['rolling', 'roll'] };
const PRE: Record<Lang, readonly string[]> = { ru: ['', 'ну ', 'ладно, ', 'так, '], uk: ['', 'ну ', 'добре, '], en: ['', 'ok ', 'alright, '] };
const POST: Record<Lang, readonly string[]> = { ru: ['', ' пожалуйста', ' плиз', '!'], uk: ['', ' будь ласка', '!'], en: ['', ' please', ' pls', '!'] };

const minusOne = (hand: readonly number[], face: number) => {
  const left = [...hand];
  left.splice(left.indexOf(face), 1);
  return left;
};
const hand = fc.array(fc.integer({ min: 1, max: 6 }), { minLength: 5, maxLength: 5 });
const face = fc.integer({ min: 1, max: 6 });
const pick = <T,>(list: readonly T[]) => fc.constantFrom(...list);
const RUNS = { numRuns: 120, seed: 2424 };

describe('what the words mean, over generated hands (ru, uk, en)', () => {
  for (const lang of LANGS) {
    it(`GIVEN a ${lang} keep or reroll of a face in the plural WHEN read THEN exactly every die of that face is kept / rolled again`, () => {
      fc.assert(
        fc.property(hand, face, fc.boolean(), pick(KEEP[lang]), pick(REROLL[lang]), pick(PRE[lang]), pick(POST[lang]), (dice, f, keep, k, r, pre, post) => {
          const held = dice.filter((d) => d === f).length;
          fc.pre(held > 0 && held < 5);
          const again = rerolled(read(`${pre}${keep ? k : r} ${PLURAL[lang][f - 1]}${post}`, handState(dice)));
          expect(again && sorted(again)).toEqual(sorted(keep ? dice.filter((d) => d !== f) : dice.filter((d) => d === f)));
        }),
        RUNS,
      );
    });

    it(`GIVEN a ${lang} keep or reroll of a face in the singular WHEN read THEN exactly one die of it is kept / rolled again`, () => {
      fc.assert(
        fc.property(hand, face, fc.boolean(), pick(KEEP[lang]), pick(REROLL[lang]), pick(PRE[lang]), (dice, f, keep, k, r, pre) => {
          fc.pre(dice.includes(f));
          const again = rerolled(read(`${pre}${keep ? k : r} ${SINGULAR[lang][f - 1]}`, handState(dice)));
          expect(again && sorted(again)).toEqual(sorted(keep ? minusOne(dice, f) : [f]));
        }),
        RUNS,
      );
    });

    it(`GIVEN a ${lang} keep of "just one" of a face the hand holds several of WHEN read THEN one die of it is kept`, () => {
      fc.assert(
        fc.property(hand, face, pick(KEEP[lang]), pick(JUST_ONE[lang]), (dice, f, k, one) => {
          fc.pre(dice.filter((d) => d === f).length >= 2);
          const again = rerolled(read(`${k} ${one(f)}`, handState(dice)));
          expect(again && sorted(again)).toEqual(sorted(minusOne(dice, f)));
        }),
        RUNS,
      );
    });

    it(`GIVEN a ${lang} plural face kept and a bare number rolled («…, кидаю 2») WHEN read THEN the number is the count: a move rolls exactly that many dice, never a die of that value`, () => {
      fc.assert(
        fc.property(hand, face, fc.integer({ min: 1, max: 5 }), pick(KEEP[lang]), pick(ROLL[lang]), (dice, f, n, k, roll) => {
          const held = dice.filter((d) => d === f).length;
          fc.pre(held > 0 && held < 5);
          const again = rerolled(read(`${PLURAL[lang][f - 1]} ${k}, ${roll} ${n}`, handState(dice)));
          if (n === 5 - held) expect(again && sorted(again)).toEqual(sorted(dice.filter((d) => d !== f)));
          else expect(again).toBeNull();
        }),
        RUNS,
      );
    });
  }

  it('GIVEN an English move corrected by another ("roll, no wait, stop") WHEN read THEN its first half is never played', () => {
    const first = ['roll', 'reroll the fives', 'keep the sixes', 'rolling', 'score chance', 'keep 6 6'];
    const second = ['stop', 'keep everything', 'reroll the ones', 'score pair', "i'm good", 'keep the twos'];
    const marks = ['no wait', 'actually', 'nah', 'no', 'wait no', 'or rather'];
    fc.assert(
      fc.property(hand, pick(first), pick(marks), pick(second), (dice, a, mark, b) => {
        const state = handState(dice);
        const alone = read(a, state);
        const both = read(`${a}, ${mark}, ${b}`, state);
        if (alone.kind === 'move' && both.kind === 'move') expect(both.action).not.toEqual(alone.action);
      }),
      RUNS,
    );
  });
});

/** Sentences that use the move words in other senses (written for this test), in all three languages. */
const CHAT: Record<Lang, readonly string[]> = {
  ru: [
    'кинь ссылку на правила', 'оставь его в покое', 'я бросил работу в пятницу', 'перекинь мне файл пожалуйста',
    'держу кулаки за тебя', 'хватит ныть уже', 'он записал меня в должники', 'пятёрки по математике оставляю детям',
    'брошу курить после игры', 'две пары носков купил', 'кидаю мем в общий чат', 'пас мне в ноги давай',
  ],
  uk: [
    'кинь посилання на правила', 'залиш його в спокої', 'я кинув роботу в пʼятницю', 'перекинь мені файл будь ласка',
    'тримаю кулаки за тебе', 'годі скиглити вже', 'він записав мене в боржники', 'кидаю мем у загальний чат',
    'кину палити після гри', 'дві пари шкарпеток купив',
  ],
  en: [
    'throw me the remote', 'keep calm and carry on', 'i rolled my ankle yesterday', 'stop it, you two',
    'hold my beer', 'pass the salt please', 'he scored a goal last night', 'roll with the punches', 'keep it down',
    'bank holiday on monday', 'i put the kettle on', 'take care of yourself', 'throw a shoe at me if i lose again',
  ],
};

describe('chat that uses the move words in other senses stays quiet', () => {
  for (const lang of LANGS) {
    it(`GIVEN ${lang} chat with move words in other senses WHEN read on the writer's turn THEN no move, no answer`, () => {
      const state = handState([5, 5, 3, 2, 1]);
      fc.assert(
        fc.property(pick(CHAT[lang]), (text) => {
          expect(read(text, state).kind).toBe('quiet');
        }),
        { numRuns: CHAT[lang].length * 3, seed: 24 },
      );
    });
  }
});
