// Writing the result into a Dice Poker box (RULES §1, §4): the verbs and every box name people type, as the Butler
// plays them on a Dice Poker turn after the first roll (every box free).
import { describe, expect, it } from 'vitest';
import type { DicePokerBox } from '../../src/reading/intent.ts';
import { DICE_POKER_BOXES } from '../../src/reading/intent.ts';
import { AT, doesAt, replyAt, roll, score, QUIET, REFUSE } from '../helpers/does-at.ts';

/** A Dice Poker turn after the first roll: any box may be written. */
const ROLLED = AT.dicePokerRolled([3, 3, 3, 5, 5]);

/** Russian and Ukrainian box names in the forms written after "в". */
const BOX_NAMES: ReadonlyArray<readonly [string, DicePokerBox]> = [
  ['единицы', 'ones'],
  ['единички', 'ones'],
  ['одиниці', 'ones'],
  ['одинички', 'ones'],
  ['двойки', 'twos'],
  ['двоечки', 'twos'],
  ['двійки', 'twos'],
  ['тройки', 'threes'],
  ['трійки', 'threes'],
  ['четвёрки', 'fours'],
  ['четверки', 'fours'],
  ['четвірки', 'fours'],
  ['пятёрки', 'fives'],
  ['пятерки', 'fives'],
  ['пʼятірки', 'fives'],
  ["п'ятірки", 'fives'],
  ['п’ятірки', 'fives'],
  ['пятірки', 'fives'],
  ['шестёрки', 'sixes'],
  ['шестерки', 'sixes'],
  ['шістки', 'sixes'],
  ['шестірки', 'sixes'],
  ['пара', 'pair'],
  ['пару', 'pair'],
  ['пари', 'pair'],
  ['пары', 'pair'],
  ['две пары', 'two_pairs'],
  ['дві пари', 'two_pairs'],
  ['2 пары', 'two_pairs'],
  ['2 пари', 'two_pairs'],
  ['тройка', 'three_kind'],
  ['тройку', 'three_kind'],
  ['трійка', 'three_kind'],
  ['трійку', 'three_kind'],
  ['сет', 'three_kind'],
  ['триплет', 'three_kind'],
  ['каре', 'four_kind'],
  ['фул-хаус', 'full_house'],
  ['фулл-хаус', 'full_house'],
  ['фул хаус', 'full_house'],
  ['фулл хаус', 'full_house'],
  ['фулхаус', 'full_house'],
  ['фуллхаус', 'full_house'],
  ['full house', 'full_house'],
  ['full-house', 'full_house'],
  ['фул', 'full_house'],
  ['фулл', 'full_house'],
  ['Фул-Хаус', 'full_house'],
  ['малый стрит', 'small_straight'],
  ['малий стріт', 'small_straight'],
  ['малий стрiт', 'small_straight'], // Latin i
  ['маленький стрит', 'small_straight'],
  ['малый', 'small_straight'],
  ['малий', 'small_straight'],
  ['большой стрит', 'large_straight'],
  ['великий стріт', 'large_straight'],
  ['великий стрит', 'large_straight'],
  ['большой', 'large_straight'],
  ['великий', 'large_straight'],
  ['покер', 'poker'],
  ['шанс', 'chance'],
];

/** The ways to say "write it into <name>". */
const SCORE_FORMS: ReadonlyArray<(name: string) => string> = [
  (n) => `Записываю в ${n}`,
  (n) => `записываю в ${n}`,
  (n) => `ЗАПИСЫВАЮ В ${n.toUpperCase()}`,
  (n) => `записываю ${n}`,
  (n) => `записать ${n}`,
  (n) => `запишу в ${n}`,
  (n) => `Записую в ${n}`,
  (n) => `записую у ${n}`,
  (n) => `в ${n}`,
  (n) => `В ${n}!`,
  (n) => `Ок, записываю в ${n}.`,
  (n) => `записываю в ${n}, без вариантов`,
];


describe('score phrases with every box name', () => {
  for (const [name, box] of BOX_NAMES) {
    for (const text of SCORE_FORMS.map((form) => form(name))) {
      it(`GIVEN a Dice Poker hand rolled WHEN the player writes ${JSON.stringify(text)} THEN the hand is written into ${box}`, () => {
        expect(doesAt(text, ROLLED)).toEqual(score(box));
      });
    }
  }

  it('GIVEN the box names the parser knows WHEN they are listed by box THEN every box has a name', () => {
    const named = new Set(BOX_NAMES.map(([, box]) => box));
    expect([...named].sort()).toEqual([...DICE_POKER_BOXES].sort());
  });
});

describe('"тройки" (the threes box) against "тройку" (three of a kind)', () => {
  it.each([
    ['в тройки', 'threes'],
    ['в тройку', 'three_kind'],
    ['записываю в тройки', 'threes'],
    ['записываю в тройку', 'three_kind'],
    ['записываю тройка', 'three_kind'],
    ['в трійки', 'threes'],
    ['в трійку', 'three_kind'],
    ['В ТРОЙКИ', 'threes'],
    ['В ТРОЙКУ', 'three_kind'],
  ] as const)('GIVEN a Dice Poker hand rolled WHEN the player writes %j THEN the hand is written into %s', (text, box) => {
    expect(doesAt(text, ROLLED)).toEqual(score(box));
  });
});

describe('the box name as typed', () => {
  it('GIVEN a box name typed in mixed case WHEN the player writes it THEN that box is written, whatever the letter case', () => {
    expect(doesAt('Записываю в Каре!', ROLLED)).toEqual(score('four_kind'));
    expect(doesAt('в Малый Стрит', ROLLED)).toEqual(score('small_straight'));
    expect(doesAt('записываю в ЧЕТВЁРКИ', ROLLED)).toEqual(score('fours'));
  });

  it('GIVEN a box name that starts with a shorter one WHEN the player writes it THEN the longest name is written, no word left over to ask about ("малый стрит", not "малый"; "фулл хаус", not "фулл")', () => {
    expect(doesAt('записываю в малый стрит', ROLLED)).toEqual(score('small_straight'));
    expect(doesAt('записываю в фулл хаус', ROLLED)).toEqual(score('full_house'));
  });
});

describe('unknown names after "в"', () => {
  it.each([
    'Записываю в банк',
    'записываю в стрит', // small or large? the player must say
    'Записываю в Что-То Непонятное!',
    'записываю в тройкуу',
    'записываю в каре_',
    'записываю в',
    'записываю в!',
    'запишу в 3',
  ])('GIVEN a Dice Poker hand rolled WHEN the player writes %j THEN the write is refused (answered with the free boxes), nothing written', (text) => {
    expect(doesAt(text, ROLLED)).toEqual(REFUSE);
  });

  it('GIVEN a long unknown box name WHEN the player writes it THEN the refusal quotes the name clipped to 64 characters', () => {
    const text = `записываю в ${'я'.repeat(500)}`;
    expect(doesAt(text, ROLLED)).toEqual(REFUSE);
    const reply = replyAt(text, ROLLED) ?? '';
    expect(reply).toContain('я'.repeat(64));
    expect(reply).not.toContain('я'.repeat(65));
  });
});

describe('"записываю в покер" is a score, "бросаю покер" is a roll', () => {
  it.each([
    ['Записываю в покер', ROLLED, score('poker')],
    ['в покер', ROLLED, score('poker')],
    ['бросаю покер', AT.noGame, roll(5)],
    ['Бросаю Покер', AT.noGame, roll(5)],
  ] as const)('GIVEN the message %j at %j WHEN the player sends it THEN the Butler does %j', (text, at, did) => {
    expect(doesAt(text, at)).toEqual(did);
  });
});

describe('not a score', () => {
  it.each([
    'записать видео',
    'записываю видео на ютуб',
    'записую у себе',
    'в магазин',
    'в каре и ещё что-то',
    'я в каре',
    'играем в покер?',
    'в покере главное — блеф',
    'в каре_',
    'записываю',
    'записываюв каре',
    'за_писываю в каре',
    'записываю в кaре', // Latin a: an unknown name, see below
  ])('GIVEN a Dice Poker hand rolled WHEN the player writes %j THEN no box is written', (text) => {
    expect(doesAt(text, ROLLED).do).not.toBe('score');
  });

  it('GIVEN chat of the same words WHEN the player writes it THEN the Butler stays quiet', () => {
    for (const text of ['записать видео', 'в магазин', 'я в каре', 'играем в покер?', 'записываю']) expect(doesAt(text, ROLLED), text).toEqual(QUIET);
  });

  it('GIVEN a look-alike letter in a box name WHEN the player writes it THEN the box is unknown, not another box: refused', () => {
    expect(doesAt('записываю в кaре', ROLLED)).toEqual(REFUSE);
  });
});

// Issue 53, after heldout18: a box name that is also a count ("pair") after a write verb and an article is the box
describe('a box that is also a count, after a write verb', () => {
  it.each(['put the pair in', 'put the pair in, nothing else fits', 'score the pair'])('GIVEN the last roll WHEN %j THEN the pair box is written', (text) => {
    expect(doesAt(text, AT.dicePokerRolled([1, 1, 3, 4, 6]), 'en')).toEqual(score('pair'));
  });
});
