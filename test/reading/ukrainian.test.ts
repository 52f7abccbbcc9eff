// Ukrainian moves (issue 17): understood in every chat, with the same care as the Russian ones — word forms,
// number words, the three apostrophes, broken words, two moves in one message, and ordinary chat kept quiet.
import { describe, expect, it } from 'vitest';
import { parseMessage } from '../../src/reading/index.ts';

describe('Ukrainian roll phrases', () => {
  it.each([
    ['кидаю кістки', 2],
    ['Кидаю кубики', 2],
    ['кидаю кістку', 1],
    ['кидаю три кістки', 3],
    ['кидаю чотири кубики', 4],
    ["кидаю п'ять кубиків", 5],
    ['кидаю пʼять кубиків', 5],
    ['кидаю п’ять кубиків', 5],
    ['КИДАЮ ДВІ КІСТКИ!!!', 2],
    ['кидаю обидві кістки', 2],
  ] as const)('GIVEN the message %j WHEN it is parsed THEN a roll of %i', (text, count) => {
    expect(parseMessage(text)).toEqual({ kind: 'roll', count });
  });

  it('GIVEN «кидаю усі кістки» WHEN parsed THEN a roll of all the dice the move may roll', () => {
    expect(parseMessage('кидаю усі кістки')).toEqual({ kind: 'roll', count: 'all' });
    expect(parseMessage('кидаю всі кубики')).toEqual({ kind: 'roll', count: 'all' });
  });

  it('GIVEN a roll phrase with a count outside 1..5 WHEN parsed THEN it is refused clearly', () => {
    expect(parseMessage('кидаю шість кісток')).toEqual({ kind: 'bad_count', count: 6 });
  });

  it('GIVEN a roll phrase with a word broken by a character WHEN parsed THEN it is no roll', () => {
    expect(parseMessage('ки_даю кістки')).toBeNull();
    expect(parseMessage('кидаю кіс-тки')).toBeNull();
  });
});

describe('Ukrainian rerolls and keeps', () => {
  it.each([
    ['перекидаю 4 і 5', { kind: 'reroll', values: [4, 5] }],
    ['Перекидаю 4, 5 та 1', { kind: 'reroll', values: [4, 5, 1] }],
    ['перекидаю одиницю та шістку', { kind: 'reroll', values: [1, 6] }],
    ['перекидаю дві шістки', { kind: 'reroll', values: [6, 6] }],
    ["перекидаю п'ять", { kind: 'reroll', values: [5] }],
    ['перекидаю решту', { kind: 'keep', values: [] }],
    ['залишаю 2, 3 і 4', { kind: 'keep', values: [2, 3, 4] }],
    ['залишаю все', { kind: 'pass' }],
    ['перекидаю 4 і 5, кидаю дві кістки', { kind: 'roll', count: 2, reroll: [4, 5] }],
  ] as const)('GIVEN the message %j WHEN it is parsed THEN %j', (text, intent) => {
    expect(parseMessage(text)).toEqual(intent);
  });

  it('GIVEN a reroll naming a value outside 1..6 WHEN parsed THEN it is refused', () => {
    expect(parseMessage('перекидаю 7')).toEqual({ kind: 'bad_reroll', value: 7 });
    expect(parseMessage('перекидаю три кістки')).toEqual({ kind: 'bad_reroll' });
  });
});

describe('Ukrainian pass, stop and score', () => {
  it.each(['пас', 'Пас!', 'я пас', 'пасую'])('GIVEN Bone Poker round 2 WHEN %j THEN pass', (text) => {
    expect(parseMessage(text)).toEqual({ kind: 'pass' });
  });

  it.each(['досить', 'Годі!', 'ну досить', 'досить мабуть', 'годі вже'])('GIVEN 1000 WHEN %j THEN bank', (text) => {
    expect(parseMessage(text)).toEqual({ kind: 'bank' });
  });

  it.each([
    ['записую в каре', 'four_kind'],
    ['Записую у трійку', 'three_kind'],
    ['запишу в шанс', 'chance'],
    ['пишу в малий стріт', 'small_straight'],
    ['записую у великий стріт', 'large_straight'],
    ["записую в п'ятірки", 'fives'],
    ['записую в шістки', 'sixes'],
    ['записую в дві пари', 'two_pairs'],
    ['у шанс', 'chance'],
    ['в одиниці', 'ones'],
  ] as const)('GIVEN Dice Poker WHEN %j THEN a write into %s', (text, box) => {
    expect(parseMessage(text)).toMatchObject({ kind: 'score', box });
  });

  it('GIVEN a message naming two moves or two boxes WHEN parsed THEN ambiguous', () => {
    expect(parseMessage('кидаю дві кістки, записую в шанс')?.kind).toBe('ambiguous');
    expect(parseMessage('записую в трійки, ні, в четвірки')?.kind).toBe('ambiguous');
    expect(parseMessage('пас, досить')?.kind).toBe('ambiguous');
  });

  it('GIVEN «підкажи» or «перевірити кості» as the whole message WHEN parsed THEN a hint / the dice check', () => {
    expect(parseMessage('підкажи')).toEqual({ kind: 'hint' });
    expect(parseMessage('що краще?')).toEqual({ kind: 'hint' });
    expect(parseMessage('перевірити кості')).toEqual({ kind: 'command', name: 'dice', args: '' });
    expect(parseMessage('кості чесні?')).toEqual({ kind: 'command', name: 'dice', args: '' });
  });
});

describe('Ukrainian ordinary chat stays quiet', () => {
  it.each([
    'кидаю палити',
    'годі сперечатися',
    'досить вже сваритися, грайте',
    'я пас на цей раз',
    'залишаю за собою право',
    'пишу в чат',
    'кидаємо кістки?',
    'кістки на столі',
    'у мене все добре',
  ])('GIVEN the message %j WHEN it is parsed THEN null: the Butler stays quiet', (text) => {
    expect(parseMessage(text)).toBeNull();
  });
});
