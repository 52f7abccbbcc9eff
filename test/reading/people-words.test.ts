// RULES.md §1 "people's own words": each family of the ways players really type a move, as the Butler plays it at
// the game moment where it is a move.
import { describe, expect, it } from 'vitest';
import { AT, doesAt, reroll, roll, score, ASK, BANK, PASS, QUIET, REFUSE, type Did } from '../helpers/does-at.ts';
import type { Moment } from './corpus-moment.ts';

/** A Dice Poker turn after the first roll: any box may be written. */
const ROLLED = AT.dicePokerRolled([3, 3, 3, 5, 5]);
/** A Bone Poker hand to keep or reroll. */
const ROUND2 = AT.bonePokerRound2([2, 2, 4, 5, 6]);


describe('writing a box with other verbs and word orders', () => {
  for (const [text, box] of [
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
  ] as const) {
    it(`GIVEN Dice Poker WHEN ${JSON.stringify(text)} THEN the hand is written into ${box}`, () => {
      expect(doesAt(text, ROLLED)).toEqual(score(box));
    });
  }

  it('GIVEN a verb that also means other things WHEN it names no box THEN it is ordinary chat: quiet', () => {
    expect(doesAt('пишу в чат', ROLLED)).toEqual(QUIET);
    expect(doesAt('ставлю в известность', ROLLED)).toEqual(QUIET);
    expect(doesAt('пишу диплом', ROLLED)).toEqual(QUIET);
  });

  it('GIVEN "в стрит" without small or large WHEN written THEN the write is refused (answered), nothing written', () => {
    expect(doesAt('в стрит', ROLLED)).toEqual(REFUSE);
    expect(doesAt('пишу в стрит', ROLLED)).toEqual(REFUSE);
  });
});

describe('naming dice by word or by what is kept', () => {
  it.each([
    ['перебрасываю единицу и шестёрку', [1, 6, 2, 3, 4], [1, 6]],
    ['Перебрасываю двойку, тройку и пятёрку', [2, 3, 5, 6, 6], [2, 3, 5]],
    ['перебрасываю две шестёрки', [6, 6, 1, 2, 3], [6, 6]],
    ['перебрасываю две единицы', [1, 1, 4, 5, 6], [1, 1]],
    ['перебрасываю пару троек и 5', [3, 3, 5, 6, 6], [3, 3, 5]],
    // a keep rolls the rest of the hand
    ['оставляю 2, 3 и 4', [2, 3, 4, 6, 6], [6, 6]],
    ['Оставляю две шестёрки, перебрасываю остальные', [6, 6, 1, 2, 3], [1, 2, 3]],
    ['перебрасываю остальные', [6, 6, 1, 2, 3], [6, 6, 1, 2, 3]],
    ['перебрасываю все', [6, 6, 1, 2, 3], [6, 6, 1, 2, 3]],
    ['перебрасываю единицу и шестёрку, бросаю две кости', [1, 6, 2, 3, 4], [1, 6]],
    ['оставляю 6, 6 и 6, бросаю пару костей', [6, 6, 6, 1, 2], [1, 2]],
    ['оставляю 5, бросаю остальные кости', [5, 1, 2, 3, 4], [1, 2, 3, 4]],
  ] as const)('GIVEN a Dice Poker hand %j rolled WHEN %j THEN those dice are rolled again: %j', (text, hand, again) => {
    expect(doesAt(text, AT.dicePokerRolled([...hand]))).toEqual(reroll(...again));
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
  ] as const)('GIVEN no game WHEN %j is sent THEN a free roll of %i', (text, count) => {
    expect(doesAt(text, AT.noGame)).toEqual(roll(count));
  });

  it('GIVEN a 1000 turn with three dice left WHEN "бросаю все кости" THEN all the dice the move may roll are rolled: three', () => {
    expect(doesAt('бросаю все кости', AT.thousandBankable)).toEqual(roll(3));
    expect(doesAt('Бросаю оставшиеся кубики!', AT.thousandBankable)).toEqual(roll(3));
  });
});

describe('short stop and pass messages', () => {
  it.each(['ну хватит', 'хватит пожалуй', 'Ну всё, хватит!', 'ладно, хватит', 'хватит уже', 'ну ладно, хватит 🙂'])(
    'GIVEN 1000 WHEN %j THEN bank',
    (text) => {
      expect(doesAt(text, AT.thousandBankable)).toEqual(BANK);
    },
  );

  it.each(['Пас, оставляю', 'пас пожалуй', 'ну я пас', 'оставляю всё', 'Оставляю все!', 'пас, оставляю всё'])(
    'GIVEN Bone Poker round 2 WHEN %j THEN pass',
    (text) => {
      expect(doesAt(text, ROUND2)).toEqual(PASS);
    },
  );
});

describe('emphasis and noise around a phrase', () => {
  it.each<[string, Moment, Did]>([
    ['БРОСАЮ КОСТИ!!!', AT.noGame, roll(2)],
    ['🎲🎲 бросаю   две   кости 🎲🎲', AT.noGame, roll(2)],
    ['ХВАТИТ!!!', AT.thousandBankable, BANK],
    ['пас!!! 😎', ROUND2, PASS],
    ['Записываю в каре!!!🔥', ROLLED, score('four_kind')],
    ['ПЕРЕБРАСЫВАЮ ЕДИНИЦУ', AT.dicePokerRolled([1, 2, 3, 4, 6]), reroll(1)],
  ])('GIVEN the message %j at %j WHEN it is sent THEN the Butler does %j', (text, at, did) => {
    expect(doesAt(text, at)).toEqual(did);
  });
});

describe('a message that names two moves or two boxes is not guessed at', () => {
  it.each([
    'в тройки, нет, в четверки',
    'записываю в тройки или в четверки',
    'пишу в шанс, нет, в каре',
    'бросаю кости, записываю в шанс',
  ])('GIVEN a Dice Poker hand rolled WHEN %j THEN the Butler asks which, nothing written or rolled', (text) => {
    expect(doesAt(text, ROLLED)).toEqual(ASK);
  });

  it('GIVEN «пас, хватит» WHEN sent where one of the two is a move THEN that move: both words say "no more dice"', () => {
    expect(doesAt('пас, хватит', ROUND2)).toEqual(PASS);
    expect(doesAt('пас, хватит', AT.thousandBankable)).toEqual(BANK);
  });

  it('GIVEN one box named twice WHEN sent THEN it is that box, not a question', () => {
    expect(doesAt('в каре, в каре!', ROLLED)).toEqual(score('four_kind'));
  });
});

describe('refusals the parser hands on (never silence)', () => {
  it.each<[string, Moment]>([
    ['перебрасываю 7', AT.dicePokerRolled([1, 2, 3, 4, 6])],
    ['перебрасываю 7, бросаю кость', AT.dicePokerRolled([1, 2, 3, 4, 6])],
    ['бросаю -1 кость', AT.noGame],
    ['оставляю 8', AT.dicePokerRolled([1, 2, 3, 4, 6])],
  ])('GIVEN the message %j at %j WHEN it is sent THEN it is refused, nothing rolled', (text, at) => {
    expect(doesAt(text, at)).toEqual(REFUSE);
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
  ])('GIVEN a game where these words could be moves (Dice Poker, 1000, Bone Poker) WHEN %j THEN the Butler stays quiet', (text) => {
    for (const at of [AT.dicePokerRolled([2, 2, 4, 5, 6]), AT.thousandBankable, ROUND2]) expect(doesAt(text, at), JSON.stringify(at)).toEqual(QUIET);
  });
});
