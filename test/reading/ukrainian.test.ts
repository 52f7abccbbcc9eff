// Ukrainian moves (issue 17): understood in every chat, with the same care as the Russian ones — word forms,
// number words, the three apostrophes, broken words, two moves in one message, and ordinary chat kept quiet.
// Each move is asserted as what the Butler plays at the moment where it is one.
import { describe, expect, it } from 'vitest';
import { readMessage } from '../../src/reading/index.ts';
import { AT, doesAt, reroll, roll, score, ASK, BANK, PASS, QUIET, REFUSE, type Did } from '../helpers/does-at.ts';
import type { Moment } from './corpus-moment.ts';

/** A Dice Poker turn after the first roll: any box may be written. */
const ROLLED = AT.dicePokerRolled([3, 3, 3, 5, 5]);
/** A Bone Poker hand to keep or reroll. */
const ROUND2 = AT.bonePokerRound2([2, 2, 4, 5, 6]);
/** What the Butler does when a Ukrainian player sends `text` at `at`. */
const does = (text: string, at: Moment) => doesAt(text, at, 'uk');

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
  ] as const)('GIVEN no game WHEN %j is sent THEN a free roll of %i', (text, count) => {
    expect(does(text, AT.noGame)).toEqual(roll(count));
  });

  it('GIVEN a 1000 turn with three dice left WHEN «кидаю усі кістки» THEN all the dice the move may roll are rolled: three', () => {
    expect(does('кидаю усі кістки', AT.thousandBankable)).toEqual(roll(3));
    expect(does('кидаю всі кубики', AT.thousandBankable)).toEqual(roll(3));
  });

  it('GIVEN a roll phrase with a count outside 1..5 WHEN sent THEN it is refused clearly, nothing rolled', () => {
    expect(does('кидаю шість кісток', AT.noGame)).toEqual(REFUSE);
  });

  it('GIVEN a roll phrase with a word broken by a character WHEN sent, outside a game or on a turn to roll THEN no roll: quiet', () => {
    for (const at of [AT.noGame, AT.bonePokerRound1]) {
      expect(does('ки_даю кістки', at)).toEqual(QUIET);
      expect(does('кидаю кіс-тки', at)).toEqual(QUIET);
    }
  });
});

describe('Ukrainian rerolls and keeps', () => {
  for (const [text, at, did] of [
    ['перекидаю 4 і 5', AT.dicePokerRolled([4, 5, 6, 3, 2]), reroll(4, 5)],
    ['Перекидаю 4, 5 та 1', AT.dicePokerRolled([4, 5, 1, 6, 3]), reroll(4, 5, 1)],
    ['перекидаю одиницю та шістку', AT.dicePokerRolled([1, 6, 5, 4, 3]), reroll(1, 6)],
    ['перекидаю дві шістки', AT.dicePokerRolled([6, 6, 5, 4, 3]), reroll(6, 6)],
    // five dice or the five held? asked (issue 43)
    ["перекидаю п'ять", AT.dicePokerRolled([5, 6, 4, 3, 2]), ASK],
    ['перекидаю решту', AT.dicePokerRolled([6, 6, 1, 2, 3]), reroll(6, 6, 1, 2, 3)],
    ['залишаю 2, 3 і 4', AT.dicePokerRolled([2, 3, 4, 6, 6]), reroll(6, 6)],
    ['залишаю все', ROUND2, PASS],
    ['перекидаю 4 і 5, кидаю дві кістки', AT.dicePokerRolled([4, 5, 6, 3, 2]), reroll(4, 5)],
  ] satisfies Array<[string, Moment, Did]>) {
    it(`GIVEN ${JSON.stringify(at)} WHEN ${JSON.stringify(text)} THEN the Butler does ${JSON.stringify(did)}`, () => {
      expect(does(text, at)).toEqual(did);
    });
  }

  it('GIVEN a reroll naming a value outside 1..6 WHEN sent THEN it is refused; a count instead of values is asked about; nothing rolled', () => {
    expect(does('перекидаю 7', AT.dicePokerRolled([1, 2, 3, 4, 5]))).toEqual(REFUSE);
    expect(does('перекидаю три кістки', AT.dicePokerRolled([1, 2, 3, 4, 5]))).toEqual(ASK);
  });
});

describe('Ukrainian pass, stop and score', () => {
  it.each(['пас', 'Пас!', 'я пас', 'пасую'])('GIVEN Bone Poker round 2 WHEN %j THEN pass', (text) => {
    expect(does(text, ROUND2)).toEqual(PASS);
  });

  it.each(['досить', 'Годі!', 'ну досить', 'досить мабуть', 'годі вже'])('GIVEN 1000 WHEN %j THEN bank', (text) => {
    expect(does(text, AT.thousandBankable)).toEqual(BANK);
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
  ] as const)('GIVEN Dice Poker WHEN %j THEN the hand is written into %s', (text, box) => {
    expect(does(text, ROLLED)).toEqual(score(box));
  });

  it('GIVEN a message naming two moves or two boxes WHEN sent in Dice Poker THEN the Butler asks which, nothing changed', () => {
    expect(does('кидаю дві кістки, записую в шанс', ROLLED)).toEqual(ASK);
    expect(does('записую в трійки, ні, в четвірки', ROLLED)).toEqual(ASK);
  });

  it('GIVEN «пас, досить» WHEN sent where one of the two is a move THEN that move: both words say "no more dice"', () => {
    expect(does('пас, досить', ROUND2)).toEqual(PASS);
    expect(does('пас, досить', AT.thousandBankable)).toEqual(BANK);
  });

  it('GIVEN «підкажи» or «перевірити кості» as the whole message WHEN parsed THEN a hint / the dice check', () => {
    expect(readMessage('підкажи')).toEqual({ kind: 'hint' });
    expect(readMessage('що краще?')).toEqual({ kind: 'hint' });
    expect(readMessage('перевірити кості')).toEqual({ kind: 'command', name: 'dice', args: '' });
    expect(readMessage('кості чесні?')).toEqual({ kind: 'command', name: 'dice', args: '' });
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
    'кістки на столі',
    'у мене все добре',
  ])('GIVEN a game where these words could be moves (Dice Poker, 1000, Bone Poker) WHEN %j THEN the Butler stays quiet', (text) => {
    for (const at of [ROLLED, AT.thousandBankable, ROUND2]) expect(does(text, at), JSON.stringify(at)).toEqual(QUIET);
  });

  it('GIVEN «кидаємо кістки?» (a question in the first plural, asking no advice) WHEN sent THEN no move and no answer: talk among the players, quiet on a turn to roll and in 1000', () => {
    expect(does('кидаємо кістки?', AT.bonePokerRound1)).toEqual(QUIET);
    expect(does('кидаємо кістки?', AT.thousandBankable)).toEqual(QUIET);
  });
});
