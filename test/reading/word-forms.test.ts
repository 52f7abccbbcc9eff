// RULES.md §1 "a word is its word in any form" (issue 53): forms from the morphology, one wrong or missing letter in a
// word of the game, two words run together, read the same — and a word of the language near a game word stays itself.
import { describe, expect, it } from 'vitest';
import { handleAt, outcomeOf } from './corpus-run.ts';
import type { Moment } from './corpus-moment.ts';

const CRAPS: Moment = { game: 'craps', phase: 'turn' };
const FREE: Moment = { game: 'none' };
const does = (text: string, at: Moment, language = 'ru') => outcomeOf(handleAt(text, at, language), at);

describe('forms nobody listed', () => {
  it.each([
    ['швыряем кубари', 'ru'], ['ну чо, брошу кубари', 'ru'], ['метну кости', 'ru'], ['кину костяшки', 'ru'],
    ['жбурну кісточки', 'uk'], ['кидатиму кубики', 'uk'], ['шпурляю кості', 'uk'],
    ['rollin the dice', 'en'], ['tossing the dice', 'en'], ['chucking dice', 'en'],
  ])('GIVEN %j on a Craps turn THEN the roll of two dice', (text, language) => {
    expect(does(text, CRAPS, language)).toEqual({ do: 'roll', count: 2 });
  });

  it('GIVEN a past roll verb with only the dice beside it THEN the roll («кинув кості», "rolled 2 dice")', () => {
    expect(does('кинув кості', CRAPS, 'uk')).toEqual({ do: 'roll', count: 2 });
    expect(does('rolled 2 dice', { game: 'thousand', phase: 'mid', left: 2, turn: 100, canBank: true }, 'en')).toEqual({ do: 'roll', count: 2 });
  });

  it('GIVEN a past roll verb in a story THEN quiet', () => {
    expect(does('вчера бросил три шестёрки и выиграл', CRAPS)).toEqual({ do: 'quiet' });
    expect(does('они бросают кости по очереди', CRAPS)).toEqual({ do: 'quiet' });
  });
});

describe('one letter wrong or missing in a word of the game', () => {
  it.each([
    ['брсаю кости', CRAPS, 'ru', { do: 'roll', count: 2 }],
    ['кидаю кубеки', CRAPS, 'ru', { do: 'roll', count: 2 }],
    ['Кидаю кубік', FREE, 'uk', { do: 'roll', count: 1 }],
    ['roling the dice', CRAPS, 'en', { do: 'roll', count: 2 }],
    ['перебрасываю едницу', { game: 'bone_poker', phase: 'round2', hand: [1, 4, 4, 4, 2] }, 'ru', { do: 'reroll', values: [1] }],
  ] as const)('GIVEN %j THEN read as the word meant', (text, at, language, want) => {
    expect(does(text, at as Moment, language)).toEqual(want);
  });

  it('GIVEN a word of the language one letter from a game word THEN it is itself («киваю», "rofl", «метри»)', () => {
    expect(does('киваю кости', CRAPS)).toEqual({ do: 'quiet' });
    expect(does('ROFL, I can\'t breathe', CRAPS, 'en')).toEqual({ do: 'quiet' });
    expect(does('шарф бабуся зв\'язала — завдовжки три метри', { game: 'thousand', phase: 'mid', left: 3, turn: 150, canBank: true }, 'uk')).toEqual({ do: 'quiet' });
  });
});

describe('two words run together', () => {
  it.each([
    ['вшанс', 'ru'], ['пишу вшанс', 'ru'], ['запишу ушанс', 'uk'], ['put it inchance', 'en'],
  ])('GIVEN %j after the last roll THEN the write into chance', (text, language) => {
    expect(does(text, { game: 'dice_poker', phase: 'rolled', hand: [1, 3, 4, 6, 6], rolls: 3 }, language)).toEqual({ do: 'score', box: 'chance' });
  });
});

describe('plain chat with move words stays quiet', () => {
  it.each([
    ['Газировка с сахаром — бросаю, правда, с завтрашнего дня', 'ru'],
    ['Тут у вас затишно, я залишаюся', 'uk'],
    ['Четверг — почти пятница, держимся', 'ru'],
    ['Forgot my power bank, phone died', 'en'],
    ['That throw! Three points at the buzzer', 'en'],
    ['Sure enough, the train was cancelled', 'en'],
    ['Яхта — сплавали на выходные, меня укачало', 'ru'],
  ])('GIVEN %j in any moment THEN no move', (text, language) => {
    for (const at of [CRAPS, { game: 'thousand', phase: 'mid', left: 3, turn: 150, canBank: true }, { game: 'dice_poker', phase: 'rolled', hand: [1, 1, 1, 4, 4], rolls: 3 }, { game: 'bone_poker', phase: 'round2', hand: [2, 2, 5, 6, 1] }] as Moment[]) {
      expect(['quiet', 'answer'], `${text} @${JSON.stringify(at)}`).toContain(does(text, at, language).do);
    }
  });

  it('GIVEN the move said first and chat after THEN the move stands («ну хватит пожалуй, жадность фраера сгубила»)', () => {
    expect(does('ну хватит пожалуй, жадность фраера сгубила', { game: 'thousand', phase: 'mid', left: 2, turn: 200, canBank: true })).toEqual({ do: 'bank' });
  });
});
