// Writing the result into a Dice Poker box (RULES §1, §4): the verbs and every box name people type.
import { describe, expect, it } from 'vitest';
import type { DicePokerBox } from '../../src/reading/intent.ts';
import { DICE_POKER_BOXES } from '../../src/reading/intent.ts';
import { parseMessage } from '../../src/reading/index.ts';

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
    it.each(SCORE_FORMS.map((form) => [form(name)]))(`GIVEN the message %j WHEN it is parsed THEN a write into ${box}`, (text) => {
      const intent = parseMessage(text);
      expect(intent).toMatchObject({ kind: 'score', box });
    });
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
  ] as const)('GIVEN the message %j WHEN it is parsed THEN a write into %s', (text, box) => {
    expect(parseMessage(text)).toMatchObject({ kind: 'score', box });
  });
});

describe('the raw text of the box', () => {
  it('GIVEN a box name typed in mixed case WHEN it is parsed THEN the raw name keeps the letter case as typed', () => {
    expect(parseMessage('Записываю в Каре!')).toEqual({ kind: 'score', box: 'four_kind', raw: 'Каре' });
    expect(parseMessage('в Малый Стрит')).toEqual({ kind: 'score', box: 'small_straight', raw: 'Малый Стрит' });
    expect(parseMessage('записываю в ЧЕТВЁРКИ')).toEqual({ kind: 'score', box: 'fours', raw: 'ЧЕТВЁРКИ' });
  });

  it('GIVEN a box name that starts with a shorter one WHEN it is parsed THEN the longest name is taken ("малый стрит", not "малый"; "фулл хаус", not "фулл")', () => {
    expect(parseMessage('записываю в малый стрит')).toMatchObject({ raw: 'малый стрит' });
    expect(parseMessage('записываю в фулл хаус')).toMatchObject({ raw: 'фулл хаус' });
  });
});

describe('unknown names after "в"', () => {
  it.each([
    ['Записываю в банк', 'банк'],
    ['записываю в стрит', 'стрит'], // small or large? the player must say
    ['Записываю в Что-То Непонятное!', 'Что-То Непонятное'],
    ['записываю в тройкуу', 'тройкуу'],
    ['записываю в каре_', 'каре_'],
    ['записываю в', ''],
    ['записываю в!', ''],
    ['запишу в 3', '3'],
  ])('GIVEN the message %j WHEN it is parsed THEN a write into an unknown box, raw %j', (text, raw) => {
    expect(parseMessage(text)).toEqual({ kind: 'score', box: null, raw });
  });

  it('GIVEN a long unknown box name WHEN it is parsed THEN the raw name is clipped to 64 characters', () => {
    const intent = parseMessage(`записываю в ${'я'.repeat(500)}`);
    expect(intent).toMatchObject({ kind: 'score', box: null });
    expect(intent?.kind === 'score' && intent.raw.length).toBe(64);
  });
});

describe('"записываю в покер" is a score, "бросаю покер" is a roll', () => {
  it.each([
    ['Записываю в покер', { kind: 'score', box: 'poker', raw: 'покер' }],
    ['в покер', { kind: 'score', box: 'poker', raw: 'покер' }],
    ['бросаю покер', { kind: 'roll', count: 5 }],
    ['Бросаю Покер', { kind: 'roll', count: 5 }],
  ] as const)('GIVEN the message %j WHEN it is parsed THEN %j', (text, intent) => {
    expect(parseMessage(text)).toEqual(intent);
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
  ])('GIVEN the message %j WHEN it is parsed THEN it is no write into a known box', (text) => {
    const intent = parseMessage(text);
    // a bare write verb is a move read against the game (the bank of a 1000 turn), never a box
    expect(intent === null || (intent.kind === 'score' && intent.box === null) || (intent.kind === 'move' && intent.cues.boxes.length === 0)).toBe(true);
  });

  it('GIVEN a look-alike letter in a box name WHEN it is parsed THEN the box is unknown, not another box', () => {
    expect(parseMessage('записываю в кaре')).toEqual({ kind: 'score', box: null, raw: 'кaре' });
  });
});
