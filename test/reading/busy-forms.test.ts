// Moves said among the words people wrap them in (RULES.md §1 "people's own words", "what the words mean"): a modal
// and thanks around a stop, a write verb with "as" before its box, laughter after a complete move, and "ones" as a
// pronoun after a word that describes the dice ("the remaning ones") — never the 1s.
import { describe, expect, it } from 'vitest';
import { AT, doesAt, roll, reroll, score, BANK, PASS } from '../helpers/does-at.ts';
import type { Moment } from './corpus-moment.ts';
import { handleAt, outcomeOf } from './corpus-run.ts';

const didAt = (text: string, at: Moment, language: string) => outcomeOf(handleAt(text, at, language), at);

const NAMED: Moment = { game: 'dice_poker', phase: 'named', hand: [1, 5, 6, 3, 3], rolls: 2, reroll: [1, 5, 6] };

describe('a stop with politeness around it', () => {
  it.each([
    ['en', 'I shall bank now, thanks'],
    ['en', 'I shall stop here, thank you kindly'],
    ['ru', 'хватит, спасибо'],
    ['uk', 'досить, дякую'],
  ])('GIVEN a 1000 turn WHEN (%s) %j THEN banked', (language, text) => {
    expect(doesAt(text, AT.thousandBankable, language)).toEqual(BANK);
  });

  it('GIVEN Bone Poker round 2 WHEN "I shall pass, thank you" THEN a pass', () => {
    expect(doesAt('I shall pass, thank you', AT.bonePokerRound2([6, 6, 6, 2, 2]), 'en')).toEqual(PASS);
  });
});

describe('a write verb with "as" before its box', () => {
  it.each([
    ['I shall score it as a full house.', 'full_house'],
    ['I shall put this as chance', 'chance'],
  ])('GIVEN Dice Poker after a roll WHEN %j THEN written into %s', (text, box) => {
    expect(doesAt(text, AT.dicePokerRolled([2, 2, 6, 6, 6]), 'en')).toEqual(score(box));
  });
});

describe('laughter after a complete move', () => {
  it.each([
    ['en', 'reroll everything lmao'],
    ['en', 'reroll everything hahaha'],
    ['ru', 'перекидываю всё ахахах'],
    ['uk', 'перекидаю все хехе'],
  ])('GIVEN Bone Poker round 2 WHEN (%s) %j THEN all five rerolled', (language, text) => {
    expect(doesAt(text, AT.bonePokerRound2([1, 3, 4, 4, 5]), language)).toEqual(reroll(1, 3, 4, 4, 5));
  });

  it.each([
    ['ru', 'кидаю кости хаха'],
    ['en', 'rolling heh'],
  ])('GIVEN Craps on turn WHEN (%s) %j THEN the roll', (language, text) => {
    expect(doesAt(text, { game: 'craps', phase: 'turn' }, language)).toEqual(roll(2));
  });
});

describe('"ones" after a word that describes the dice', () => {
  it.each(['I roll the remaning ones', 'rolling the leftover ones', 'ok roll the named ones'])(
    'GIVEN Dice Poker with 1, 5, 6 named to reroll WHEN %j THEN those three are rolled (never the 1 alone)',
    (text) => {
      expect(doesAt(text, NAMED, 'en')).toEqual(roll(3));
    },
  );

  it('GIVEN the same WHEN "roll the ones" THEN the 1 (the face named)', () => {
    expect(doesAt('roll the ones', NAMED, 'en')).toEqual(roll(1));
  });
});

describe('what is needed, said after a move', () => {
  it.each([
    ['ru', 'перекидываю единицу, нужна шестёрка'],
    ['uk', 'перекидаю одиницю, треба шістку'],
    ['en', 'reroll the 1, need a 6'],
  ])('GIVEN Dice Poker holding a 1 and a 6 WHEN (%s) %j THEN only the 1 is rerolled: the face needed is a wish', (language, text) => {
    expect(doesAt(text, AT.dicePokerRolled([1, 4, 4, 5, 6]), language)).toEqual(reroll(1));
  });
});

// Issue 53, after heldout19: a move verb in its asking form (an infinitive) and a question of advice after it is a
// question about that move — answered, never played
describe('an infinitive move, then «есть смысл?»', () => {
  it.each([
    ['ru', 'перекидывать пятёрку ради стрита — есть смысл?'],
    ['uk', 'перекидати пʼятірку заради стріту — є сенс?'],
    ['en', 'to reroll the five for a straight — worth it?'],
  ])('GIVEN a Bone Poker hand to keep or reroll WHEN %s «%s» THEN it is answered, nothing rerolled', (language, text) => {
    expect(didAt(text, { game: 'bone_poker', phase: 'round2', hand: [2, 3, 4, 5, 5] }, language)).toEqual({ do: 'answer' });
  });

  it('GIVEN the same hand WHEN the reroll is said in the first person before a hope («перекидываю пятёрку, может повезёт?») THEN it is the reroll', () => {
    expect(didAt('перекидываю пятёрку, может повезёт?', { game: 'bone_poker', phase: 'round2', hand: [2, 3, 4, 5, 5] }, 'ru')).toEqual({ do: 'reroll', values: [5] });
  });
});

// Issue 53, after heldout19: a box name stretched for emphasis is the name; "come on" before the face hoped for is a
// wish after the roll, not a write into a box
describe('a stretched box name, and "come on" before a hope', () => {
  it.each([
    ['en', 'POKERRR!!! into the poker box 🎸🎸'],
    ['ru', 'покеррр'],
  ])('GIVEN five fives after the second roll WHEN %s «%s» THEN the poker box is written', (language, text) => {
    expect(didAt(text, { game: 'dice_poker', phase: 'rolled', hand: [5, 5, 5, 5, 5], rolls: 2 }, language)).toEqual({ do: 'score', box: 'poker' });
  });

  it('GIVEN two dice owed WHEN "roll two dice, come on fours 🎶" THEN the two dice are rolled', () => {
    expect(didAt('roll two dice, come on fours 🎶', { game: 'dice_poker', phase: 'named', hand: [2, 4, 4, 5, 6], rolls: 1, reroll: [2, 6] }, 'en')).toEqual({ do: 'roll', count: 2 });
  });
});
