// "Пас" and "Хватит": short words that count only as (nearly) the whole message. A pass is played in Bone Poker's
// round 2, a bank in a 1000 turn with points enough to bank.
import { describe, expect, it } from 'vitest';
import { readMessage } from '../../src/reading/index.ts';
import { AT, doesAt, roll, score, ASK, BANK, PASS, QUIET } from '../helpers/does-at.ts';

/** A Bone Poker hand to keep or reroll. */
const ROUND2 = AT.bonePokerRound2([2, 2, 4, 5, 6]);

describe('pass', () => {
  it.each([
    'Пас',
    'пас',
    'ПАС',
    'Пас!',
    'пас.',
    'пас!!!',
    '  пас  ',
    '"Пас"',
    '«Пас»',
    'Пас 👍',
    'пас ❤️',
    '👌 пас',
    'пасую',
    'Пасую!',
    'я пас',
    'Я пас.',
    'Я ПАСУЮ',
    'я, пас',
    'пас\n',
    'пасс', // the spelling after English "pass": the lexicons list it (issue 43)
  ])('GIVEN Bone Poker round 2 WHEN %j THEN the hand is kept: a pass', (text) => {
    expect(doesAt(text, ROUND2)).toEqual(PASS);
  });

  it('GIVEN Bone Poker round 2 WHEN «пас пас» THEN a pass, said twice (the corpus)', () => {
    expect(doesAt('пас пас', ROUND2)).toEqual(PASS);
  });

  for (const text of [
    'спасибо',
    'компас',
    'па_с',
    'па-с',
    'пас_',
    'пас 2',
    'я пас на этот раз',
    'пас 2', // what is the 2 for? asked
    'пасую, бросаю кости', // two moves: asked
    'я так-то пас',
    'пaс', // Latin a
  ]) {
    it(`GIVEN Bone Poker round 2 WHEN ${JSON.stringify(text)} THEN it is not a pass`, () => {
      expect(doesAt(text, ROUND2).do).not.toBe('pass');
    });
  }
});

describe('bank', () => {
  it.each([
    'Хватит',
    'хватит',
    'ХВАТИТ',
    'Хватит!',
    'хватит.',
    'хватит, записываю',
    'Хватит! Записываю',
    'хватит — забираю',
    '  хватит  ',
    'Хватит 🙂',
    '🙂 хватит',
    'хватит... хватит',
  ])('GIVEN a 1000 turn with points to bank WHEN %j THEN the turn is banked', (text) => {
    expect(doesAt(text, AT.thousandBankable)).toEqual(BANK);
  });

  it.each([
    'хватит спамить',
    'хватит_',
    'хватитт',
    'хватит\nспамить',
    'хватит 100 очков?',
  ])('GIVEN a 1000 turn with points to bank WHEN %j THEN the Butler stays quiet', (text) => {
    expect(doesAt(text, AT.thousandBankable)).toEqual(QUIET);
  });

  it('GIVEN Dice Poker WHEN "хватит" and a score to a known box in one message ("Хватит, записываю в каре") THEN that box is written', () => {
    expect(doesAt('Хватит, записываю в каре', AT.dicePokerRolled([3, 3, 3, 5, 5]))).toEqual(score('four_kind'));
  });

  it('GIVEN a 1000 turn WHEN "хватит" and a score to an unknown box in one message THEN it stays a bank', () => {
    expect(doesAt('хватит, записываю в банк', AT.thousandBankable)).toEqual(BANK);
  });

  it('GIVEN a 1000 turn WHEN "хватит" and a roll phrase in one message THEN two moves: the Butler asks which; outside a game "хватит" is chat and the roll a free roll', () => {
    expect(doesAt('хватит, бросаю кости', AT.thousandBankable)).toEqual(ASK);
    expect(doesAt('хватит, бросаю кости', AT.noGame)).toEqual(roll(2));
  });
});

// Issue 24 (RULES.md §1 "what the words mean"): a roll verb alone, other forms of the verbs (imperatives, "we",
// the future) and a stop said as a sentence are no longer chat by their words alone — they are cues, read against
// the moves legal now (a move on one's turn, quiet from others; test/reading/corpus.test.ts).
describe('messages the legal moves decide (issue 24)', () => {
  it.each(['мне хватит'])('GIVEN the message %j WHEN it is parsed THEN it is move cues, for the moment to read', (text) => {
    expect(readMessage(text)?.kind).toBe('move');
  });
});
