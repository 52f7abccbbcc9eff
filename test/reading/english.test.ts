// English moves (issue 17): understood in every chat. "pass", "stop", "keep" are everyday English words, so as with
// «Пас» and «Хватит» only the short whole-message forms (or a keep followed by dice) are moves.
// Each move is asserted as what the Butler plays at the moment where it is one.
import { describe, expect, it } from 'vitest';
import { readMessage } from '../../src/reading/index.ts';
import { AT, doesAt, reroll, roll, score, ASK, BANK, PASS, QUIET, REFUSE, type Did } from '../helpers/does-at.ts';
import type { Moment } from './corpus-moment.ts';

/** A Dice Poker turn after the first roll: any box may be written. */
const ROLLED = AT.dicePokerRolled([3, 3, 3, 5, 5]);
/** A Bone Poker hand to keep or reroll. */
const ROUND2 = AT.bonePokerRound2([2, 2, 4, 5, 6]);
/** What the Butler does when an English-speaking player sends `text` at `at`. */
const does = (text: string, at: Moment) => doesAt(text, at, 'en');

describe('English roll phrases', () => {
  it.each([
    ['roll dice', 2],
    ['Roll the dice!', 2],
    ['roll a die', 1],
    ['roll 5 dice', 5],
    ['roll five dice', 5],
    ['ROLL THREE DICE', 3],
    ['roll both dice', 2],
  ] as const)('GIVEN no game WHEN %j is sent THEN a free roll of %i', (text, count) => {
    expect(does(text, AT.noGame)).toEqual(roll(count));
  });

  it('GIVEN a 1000 turn with three dice left WHEN «roll all dice» / «roll the remaining dice» THEN all the dice the move may roll are rolled: three', () => {
    expect(does('roll all dice', AT.thousandBankable)).toEqual(roll(3));
    expect(does('roll the remaining dice', AT.thousandBankable)).toEqual(roll(3));
  });

  it('GIVEN a roll phrase with a count outside 1..5 WHEN sent THEN it is refused clearly, nothing rolled', () => {
    expect(does('roll 6 dice', AT.noGame)).toEqual(REFUSE);
    expect(does('roll -1 die', AT.noGame)).toEqual(REFUSE);
  });

  it('GIVEN a roll phrase with a word broken by a character WHEN sent, outside a game or on a turn to roll THEN no roll: quiet', () => {
    for (const at of [AT.noGame, AT.bonePokerRound1]) {
      for (const text of ['ro_ll dice', 'roll di-ce', 'rol-ls dice']) expect(does(text, at), text).toEqual(QUIET);
    }
  });
});

describe('English rerolls and keeps', () => {
  it.each<[string, Moment, Did]>([
    ['reroll 4 5 1', AT.dicePokerRolled([4, 5, 1, 6, 3]), reroll(4, 5, 1)],
    ['Reroll 4, 5 and 1', AT.dicePokerRolled([4, 5, 1, 6, 3]), reroll(4, 5, 1)],
    ['reroll two sixes', AT.dicePokerRolled([6, 6, 5, 4, 3]), reroll(6, 6)],
    ['reroll one and six', AT.dicePokerRolled([1, 6, 5, 4, 3]), reroll(1, 6)],
    ['reroll the rest', AT.dicePokerRolled([6, 6, 1, 2, 3]), reroll(6, 6, 1, 2, 3)],
    ['keep 6 6 6', AT.dicePokerRolled([6, 6, 6, 1, 2]), reroll(1, 2)],
    ['keep all', ROUND2, PASS],
    ['keep 6 6 6, roll two dice', AT.dicePokerRolled([6, 6, 6, 1, 2]), reroll(1, 2)],
  ])('GIVEN the message %j at %j WHEN it is sent THEN the Butler does %j', (text, at, did) => {
    expect(does(text, at)).toEqual(did);
  });

  it('GIVEN a reroll naming a value outside 1..6 WHEN sent THEN it is refused, nothing rolled', () => {
    expect(does('reroll 7', AT.dicePokerRolled([1, 2, 3, 4, 5]))).toEqual(REFUSE);
  });

  it('GIVEN dashes between the values («reroll 4-5-1») WHEN sent THEN they are the list of dice rolled again (issue 43)', () => {
    expect(does('reroll 4-5-1', AT.dicePokerRolled([4, 5, 1, 6, 3]))).toEqual(reroll(4, 5, 1));
  });
});

describe('English pass, stop and score', () => {
  it.each(['pass', 'Pass!', 'I pass', "I'll pass", 'ok pass 👍'])('GIVEN Bone Poker round 2 WHEN %j THEN pass', (text) => {
    expect(does(text, ROUND2)).toEqual(PASS);
  });

  it.each(['stop', 'Stop!', 'bank', 'ok, bank', 'I stop'])('GIVEN 1000 WHEN %j THEN bank', (text) => {
    expect(does(text, AT.thousandBankable)).toEqual(BANK);
  });

  it.each([
    ['score full house', 'full_house'],
    ['score chance', 'chance'],
    ['Score: chance', 'chance'],
    ['score three of a kind', 'three_kind'],
    ['score 4 of a kind', 'four_kind'],
    ['score small straight', 'small_straight'],
    ['put it in large straight', 'large_straight'],
    ['score it as yahtzee', 'poker'],
    ['score the sixes', 'sixes'],
    ['write in aces', 'ones'],
    ['score two pairs', 'two_pairs'],
    ['score pair', 'pair'],
  ] as const)('GIVEN Dice Poker WHEN %j THEN the hand is written into %s', (text, box) => {
    expect(does(text, ROLLED)).toEqual(score(box));
  });

  it('GIVEN «score in straight» without small or large WHEN sent THEN answered (refused, with the free boxes), nothing written', () => {
    expect(does('score in straight', ROLLED)).toEqual(REFUSE);
  });

  it('GIVEN a message naming two moves or two boxes WHEN sent in Dice Poker THEN the Butler asks which, nothing changed', () => {
    expect(does('roll dice, score chance', ROLLED)).toEqual(ASK);
    expect(does('score threes, no, score fours', ROLLED)).toEqual(ASK);
  });

  it('GIVEN «pass, stop» WHEN sent where one of the two is a move THEN that move: both words say "no more dice"', () => {
    expect(does('pass, stop', ROUND2)).toEqual(PASS);
    expect(does('pass, stop', AT.thousandBankable)).toEqual(BANK);
  });

  it('GIVEN «hint» or «check the dice» as the whole message WHEN parsed THEN a hint / the dice check', () => {
    expect(readMessage('hint')).toEqual({ kind: 'hint' });
    expect(readMessage("what's best?")).toEqual({ kind: 'hint' });
    expect(readMessage('check the dice')).toEqual({ kind: 'command', name: 'dice', args: '' });
    expect(readMessage('are the dice fair?')).toEqual({ kind: 'command', name: 'dice', args: '' });
  });
});

describe('English ordinary chat stays quiet', () => {
  it.each([
    "I'll roll with it",
    'keep calm',
    'stop it',
    'pass the salt',
    'rolling on the floor',
    'keep it up',
    'stop spamming please',
    'write it down',
    'put the kettle on',
    'score is 3:2',
    'I pass by the shop every day',
    'the dice are on the table',
    'bank holiday tomorrow',
  ])('GIVEN a game where these words could be moves (Dice Poker, 1000, Bone Poker) WHEN %j THEN the Butler stays quiet', (text) => {
    for (const at of [ROLLED, AT.thousandBankable, ROUND2]) expect(does(text, at), JSON.stringify(at)).toEqual(QUIET);
  });
});

describe('a verb after a word of being is said of the dice, not done', () => {
  it.each(['the die is cast, emailing the prof for an extension', 'the die is cast', 'the dice were thrown across the table, lol', "it's rolling", 'the sixes are kept, apparently'])(
    'GIVEN no game, or a turn to roll WHEN %j THEN no move: quiet',
    (text) => {
      for (const at of [AT.noGame, AT.bonePokerRound1, ROLLED]) expect(does(text, at), JSON.stringify(at)).toEqual(QUIET);
    },
  );

  it('GIVEN a turn to roll WHEN a past form alone announces the roll ("dice are rolled!") THEN it is still the roll', () => {
    expect(does('dice are rolled!', AT.bonePokerRound1)).toEqual(roll(5));
    expect(does('the die is cast. rolling', AT.noGame)).toEqual(roll(1));
  });
});

// Issue 24 (RULES.md §1 "what the words mean"): a roll verb alone, other forms of the verbs (imperatives, "we",
// the future) and a stop said as a sentence are no longer chat by their words alone — they are cues, read against
// the moves legal now (a move on one's turn, quiet from others; test/reading/corpus.test.ts).
describe('messages the legal moves decide (issue 24)', () => {
  it.each(["let's roll"])('GIVEN the message %j WHEN it is parsed THEN it is move cues, for the moment to read', (text) => {
    expect(readMessage(text)?.kind).toBe('move');
  });
});

// Issue 53, after heldout20: an English verb's -ing form follows from its base by the spelling rules
describe('the -ing forms of the move verbs', () => {
  it.each([
    ['putting it in three of a kind', 'three_kind'],
    ['putting it in chance', 'chance'],
    ['using the chance box', 'chance'],
  ] as const)('GIVEN the last roll WHEN %j THEN that box is written', (text, box) => {
    expect(does(text, AT.dicePokerRolled([6, 6, 6, 2, 5]))).toEqual(score(box));
  });

  it('GIVEN a 1000 turn WHEN "It\'s cosy in here, I\'m staying" THEN nothing happens (the stop words list their own forms)', () => {
    expect(does("It's cosy in here, I'm staying", AT.thousandBankable)).toEqual(QUIET);
  });
});
