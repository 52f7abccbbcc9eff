// Issue 43: a message whose count of dice disagrees with the dice it keeps or names never changes the game — over
// generated hands of Dice Poker (after the first or second roll) and Bone Poker (round 2), in Russian, Ukrainian and
// English, through the Butler's own path (readMessage → handlePhrase): the reply asks or refuses, and no state is saved.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { readMessage } from '../../src/reading/index.ts';
import { handlePhrase } from '../../src/commands/phrase-move.ts';
import { renderContextFor } from '../../src/commands/render-context.ts';
import { ME, momentSession, type Moment } from './corpus-moment.ts';
import { PLURAL_FACES, SINGULAR_FACES } from '../helpers/face-words.ts';

const FACES: Record<string, readonly string[]> = PLURAL_FACES;
const ONE_FACE: Record<string, readonly string[]> = { ...SINGULAR_FACES, en: ['the one', 'the two', 'the three', 'the four', 'the five', 'the six'] };
const COUNTS: Record<string, readonly string[]> = {
  ru: ['одну', 'две', 'три', 'четыре', 'пять'],
  uk: ['одну', 'дві', 'три', 'чотири', "п'ять"],
  en: ['one', 'two', 'three', 'four', 'five'],
};
const GENITIVE = ['единиц', 'двоек', 'троек', 'четверок', 'пятерок', 'шестерок'];
/** Ways to keep a face and roll a count, and to name one die and roll a count. */
const KEEP: Record<string, ReadonlyArray<(faces: string, n: string, digit: number) => string>> = {
  ru: [
    (f, n) => `оставляю ${f}, кидаю ${n}`,
    (f, n) => `${f} остаются, перекидываю ${n}`,
    (f, _n, d) => `все ${f} держу, бросаю ${d}`,
    (f, n) => `всё, кроме ${GENITIVE[FACES.ru.indexOf(f)]}, кидаю ${n}`,
  ],
  uk: [(f, n) => `залишаю ${f}, кидаю ${n}`, (f, n) => `${f} лишаються, перекидаю ${n}`, (f, _n, d) => `тримаю ${f}, кидаю ${d} кістки`],
  en: [(f, n) => `keep the ${f}, roll ${n}`, (f, n) => `all the ${f} stay, I reroll ${n}`, (f, _n, d) => `holding ${f}, rolling ${d} dice`],
};
const NAME_ONE: Record<string, (face: string, n: string) => string> = {
  ru: (face, n) => `перекидываю ${face}, бросаю ${n} кости`,
  uk: (face, n) => `перекидаю ${face}, кидаю ${n} кістки`,
  en: (face, n) => `reroll ${face}, rolling ${n} dice`,
};

const hand = fc.array(fc.integer({ min: 1, max: 6 }), { minLength: 5, maxLength: 5 });
const moment = fc.oneof(
  hand.map((h): Moment => ({ game: 'dice_poker', phase: 'rolled', hand: h, rolls: 1 })),
  hand.map((h): Moment => ({ game: 'dice_poker', phase: 'rolled', hand: h, rolls: 2 })),
  hand.map((h): Moment => ({ game: 'bone_poker', phase: 'round2', hand: h })),
);

/** What the Butler does with the message in that moment: the outcome, and whether it changed the game. */
function play(text: string, at: Moment, language: string) {
  const session = momentSession(at, language);
  const dice = { roll: (n: number) => Array.from({ length: n }, () => 1) };
  const ctx = { session, user: ME, options: {}, isAdmin: false, now: 0, dice, render: renderContextFor(session, [ME]) };
  const intent = readMessage(text);
  const outcome = intent === null || intent.kind === 'command' ? null : handlePhrase(intent, ctx);
  const events = (outcome?.events ?? []) as Array<{ type: string }>;
  // a reply that asks or refuses is one rejected event (codes such as ambiguous, values_not_held)
  return { changed: outcome?.session !== undefined, answered: events.length > 0 && events.every((e) => e.type === 'rejected') };
}

describe('a count that disagrees with the dice kept or named', () => {
  for (const language of ['ru', 'uk', 'en']) {
    it(`GIVEN a ${language} hand with a face kept WHEN the player rolls a count other than the dice left THEN the game does not change and the Butler asks or refuses`, () => {
      fc.assert(
        fc.property(moment, fc.integer({ min: 1, max: 6 }), fc.integer({ min: 1, max: 5 }), fc.nat(), (at, face, n, form) => {
          const held = at.hand!.filter((d) => d === face).length;
          fc.pre(held > 0 && 5 - held !== n);
          const say = KEEP[language][form % KEEP[language].length];
          const { changed, answered } = play(say(FACES[language][face - 1], COUNTS[language][n - 1], n), at, language);
          expect(changed).toBe(false);
          expect(answered).toBe(true);
        }),
        { numRuns: 120, seed: 43 },
      );
    });

    it(`GIVEN a ${language} hand WHEN the player names one die and rolls a count other than one THEN the game does not change`, () => {
      fc.assert(
        fc.property(moment, fc.integer({ min: 0, max: 4 }), fc.integer({ min: 2, max: 5 }), (at, index, n) => {
          const face = at.hand![index];
          const { changed, answered } = play(NAME_ONE[language](ONE_FACE[language][face - 1], COUNTS[language][n - 1]), at, language);
          expect(changed).toBe(false);
          expect(answered).toBe(true);
        }),
        { numRuns: 80, seed: 43 },
      );
    });
  }
});
