// RULES.md §1 "people's own words": each family of the ways players really type a move, as the parser reads it.
import { describe, expect, it } from 'vitest';
import { parseMessage } from '../../src/reading/index.ts';

describe('writing a box with other verbs and word orders', () => {
  it.each([
    ['пишу в шанс', 'chance'],
    ['Ставлю в шанс', 'chance'],
    ['Записываю: шанс', 'chance'],
    ['запишу «шанс»', 'chance'],
    ['Записываю в "каре"', 'four_kind'],
    ['пиши в графу шанс', 'chance'],
    ['записываю в графу «малый стрит»', 'small_straight'],
    ['ставлю в м. стрит', 'small_straight'],
    ['Записываю в Б. стрит', 'large_straight'],
    ['впишу в фул-хаус', 'full_house'],
    ['ставлю в яхту', 'poker'],
    ['записываю в пару!!! 😅', 'pair'],
    ['  ПИШУ   В   ШАНС  ', 'chance'],
    ['поставлю во фулл хаус', 'full_house'],
  ] as const)('GIVEN Dice Poker WHEN %j THEN it is a write into %s', (text, box) => {
    expect(parseMessage(text)).toMatchObject({ kind: 'score', box });
  });

  it('GIVEN a verb that also means other things WHEN it names no box THEN it is ordinary chat', () => {
    expect(parseMessage('пишу в чат')).toBeNull();
    expect(parseMessage('ставлю в известность')).toBeNull();
    expect(parseMessage('пишу диплом')).toBeNull();
  });

  it('GIVEN "в стрит" without small or large WHEN written THEN it is a write into an unknown box (answered)', () => {
    expect(parseMessage('в стрит')).toEqual({ kind: 'score', box: null, raw: 'стрит' });
    expect(parseMessage('пишу в стрит')).toEqual({ kind: 'score', box: null, raw: 'стрит' });
  });
});

describe('naming dice by word or by what is kept', () => {
  it.each([
    ['перебрасываю единицу и шестёрку', { kind: 'reroll', values: [1, 6] }],
    ['Перебрасываю двойку, тройку и пятёрку', { kind: 'reroll', values: [2, 3, 5] }],
    ['перебрасываю две шестёрки', { kind: 'reroll', values: [6, 6] }],
    ['перебрасываю две единицы', { kind: 'reroll', values: [1, 1] }],
    ['перебрасываю пару троек и 5', { kind: 'reroll', values: [3, 3, 5] }],
    ['оставляю 2, 3 и 4', { kind: 'keep', values: [2, 3, 4] }],
    ['Оставляю две шестёрки, перебрасываю остальные', { kind: 'keep', values: [6, 6] }],
    ['перебрасываю остальные', { kind: 'keep', values: [] }],
    ['перебрасываю все', { kind: 'keep', values: [] }],
    ['перебрасываю единицу и шестёрку, бросаю две кости', { kind: 'roll', count: 2, reroll: [1, 6] }],
    ['оставляю 6, 6 и 6, бросаю пару костей', { kind: 'roll', count: 2, keep: [6, 6, 6] }],
    ['оставляю 5, бросаю остальные кости', { kind: 'roll', count: 'all', keep: [5] }],
  ] as const)('GIVEN a hand WHEN %j THEN %j', (text, intent) => {
    expect(parseMessage(text)).toEqual(intent);
  });
});

describe('counts people use', () => {
  it.each([
    ['бросаю пару костей', 2],
    ['Бросаю пару кубиков', 2],
    ['бросаю косточку', 1],
    ['бросаю косточки', 2],
    ['бросаю три косточки', 3],
    ['кидаю обе кости', 2],
  ] as const)('GIVEN the message %j WHEN it is parsed THEN a roll of %i', (text, count) => {
    expect(parseMessage(text)).toEqual({ kind: 'roll', count });
  });

  it('GIVEN "бросаю все кости" WHEN parsed THEN a roll of all the dice the move may roll', () => {
    expect(parseMessage('бросаю все кости')).toEqual({ kind: 'roll', count: 'all' });
    expect(parseMessage('Бросаю оставшиеся кубики!')).toEqual({ kind: 'roll', count: 'all' });
  });
});

describe('short stop and pass messages', () => {
  it.each(['ну хватит', 'хватит пожалуй', 'Ну всё, хватит!', 'ладно, хватит', 'хватит уже', 'ну ладно, хватит 🙂'])(
    'GIVEN 1000 WHEN %j THEN bank',
    (text) => {
      expect(parseMessage(text)).toEqual({ kind: 'bank' });
    },
  );

  it.each(['Пас, оставляю', 'пас пожалуй', 'ну я пас', 'оставляю всё', 'Оставляю все!', 'пас, оставляю всё'])(
    'GIVEN Bone Poker round 2 WHEN %j THEN pass',
    (text) => {
      expect(parseMessage(text)).toEqual({ kind: 'pass' });
    },
  );
});

describe('emphasis and noise around a phrase', () => {
  it.each([
    ['БРОСАЮ КОСТИ!!!', { kind: 'roll', count: 2 }],
    ['🎲🎲 бросаю   две   кости 🎲🎲', { kind: 'roll', count: 2 }],
    ['ХВАТИТ!!!', { kind: 'bank' }],
    ['пас!!! 😎', { kind: 'pass' }],
    ['Записываю в каре!!!🔥', { kind: 'score', box: 'four_kind', raw: 'каре' }],
    ['ПЕРЕБРАСЫВАЮ ЕДИНИЦУ', { kind: 'reroll', values: [1] }],
  ] as const)('GIVEN the message %j WHEN it is parsed THEN %j', (text, intent) => {
    expect(parseMessage(text)).toEqual(intent);
  });
});

describe('a message that names two moves or two boxes is not guessed at', () => {
  it('GIVEN "в тройки, нет, в четверки" WHEN parsed THEN both boxes are offered', () => {
    expect(parseMessage('в тройки, нет, в четверки')).toEqual({
      kind: 'ambiguous',
      options: [
        { kind: 'score', box: 'threes', raw: 'тройки' },
        { kind: 'score', box: 'fours', raw: 'четверки' },
      ],
    });
  });

  it.each([
    'записываю в тройки или в четверки',
    'пишу в шанс, нет, в каре',
    'пас, хватит',
    'бросаю кости, записываю в шанс',
  ])('GIVEN the message %j WHEN it is parsed THEN ambiguous', (text) => {
    expect(parseMessage(text)?.kind).toBe('ambiguous');
  });

  it('GIVEN one box named twice WHEN parsed THEN it is that box, not a question', () => {
    expect(parseMessage('в каре, в каре!')).toMatchObject({ kind: 'score', box: 'four_kind' });
  });
});

describe('refusals the parser hands on (never silence)', () => {
  it.each([
    ['перебрасываю 7', { kind: 'bad_reroll', value: 7 }],
    ['перебрасываю 7, бросаю кость', { kind: 'bad_reroll', value: 7 }],
    ['бросаю -1 кость', { kind: 'bad_count', count: -1 }],
    ['оставляю 8', { kind: 'bad_reroll', value: 8 }],
  ] as const)('GIVEN the message %j WHEN it is parsed THEN %j', (text, intent) => {
    expect(parseMessage(text)).toEqual(intent);
  });
});

describe('ordinary chat with the same words in other senses stays quiet', () => {
  it.each([
    'хватит спорить',
    'бросаю курить',
    'оставляю за собой право',
    'оставляю 2 комментария',
    'пишу в чат',
    'ставлю на красное',
    'хватит на всех?',
    'я пас на этот раз',
    'оставляю остальные',
    'все кости на столе',
    'пару костей куплю завтра',
    'в тройке лидеров',
    'в общем, хватит уже спорить',
    'пишу книгу про покер',
  ])('GIVEN the message %j WHEN it is parsed THEN null: the Butler stays quiet', (text) => {
    expect(parseMessage(text)).toBeNull();
  });
});
