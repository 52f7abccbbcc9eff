// Issue 53, after heldout13 (coworkers on a lunch break): talk said beside a move is no part of it — what the writer
// holds, an aim said with a verb of its own, an "if" aside that names no move, a restatement after "that is"; a stop
// beside the hand's name in Bone Poker keeps the hand; a word of advice that opens a question asks the Butler which.
import { describe, expect, it } from 'vitest';
import { handleAt, outcomeOf } from './corpus-run.ts';
import type { Moment } from './corpus-moment.ts';

const SHEET: Moment = { game: 'dice_poker', phase: 'rolled', hand: [4, 4, 2, 2, 6], rolls: 1 };
const ROUND_2: Moment = { game: 'bone_poker', phase: 'round2', hand: [5, 5, 5, 2, 2] };
const MID: Moment = { game: 'thousand', phase: 'mid', left: 3, turn: 150, canBank: true };
const CRAPS: Moment = { game: 'craps', phase: 'turn' };

const did = (text: string, at: Moment, language: string) => outcomeOf(handleAt(text, at, language), at);

describe('what the writer holds, said before the move', () => {
  it.each([
    ['ru', 'у меня две четвёрки и две двойки, так что перекидываю шестёрку', [6]],
    ['uk', 'в мене дві четвірки і дві двійки, тож перекидаю шістку', [6]],
    ['en', 'I have two 4s and two 2s, so rerolling the 6', [6]],
    ['ru', 'пара четвёрок у меня есть, значит перекидываю 2, 2 и 6', [2, 2, 6]],
  ])('GIVEN a hand WHEN %s «%s» THEN only the dice of the move are rerolled', (language, text, values) => {
    expect(did(text, SHEET, language)).toEqual({ do: 'reroll', values });
  });

  it('GIVEN a hand WHEN "I have to reroll the 6" (a verb after "have") THEN the 6 is rerolled', () => {
    expect(did('I have to reroll the 6', SHEET, 'en')).toEqual({ do: 'reroll', values: [6] });
  });
});

describe('an aim said with a verb of its own after the move', () => {
  it.each([
    ['ru', 'перекидываю двойки и шестёрку, коллекционирую четвёрки'],
    ['uk', 'перекидаю двійки і шістку, збираю четвірки'],
    ['en', 'rerolling the 2s and the 6, hunting fours'],
  ])('GIVEN a hand WHEN %s «%s» THEN the fours hoped for are not rerolled', (language, text) => {
    expect(did(text, SHEET, language)).toEqual({ do: 'reroll', values: [2, 2, 6] });
  });
});

describe('an "if" aside that names no move, and a restatement', () => {
  it.each([
    ['ru', 'если что, перекидываю шестёрку, то есть одну кость', [6]],
    ['uk', 'якщо що, перекидаю шістку, тобто одну кістку', [6]],
  ])('GIVEN a hand WHEN %s «%s» THEN the move stands', (language, text, values) => {
    expect(did(text, SHEET, language)).toEqual({ do: 'reroll', values });
  });

  it('GIVEN a Craps turn WHEN a wish in the clause of the verb («бросить бы, да боязно») THEN nothing is played', () => {
    expect(did('бросить бы, да боязно', CRAPS, 'ru')).toEqual({ do: 'quiet' });
  });
});

describe('a stop beside the hand named, in Bone Poker', () => {
  it.each([
    ['ru', 'всё, хватит, тройка с парой меня устроит'],
    ['en', 'stop rolling, the full house suits me'],
  ])('GIVEN a round-2 hand WHEN %s «%s» THEN the hand is kept', (language, text) => {
    expect(did(text, ROUND_2, language)).toEqual({ do: 'pass' });
  });
});

describe('a word of advice that opens a question between two moves', () => {
  it.each([
    ['ru', 'что разумнее, забрать 150 или кинуть ещё три?'],
    ['en', 'should I take the 150 or roll the three dice?'],
  ])('GIVEN a 1000 turn WHEN %s «%s» THEN the advice answers it', (language, text) => {
    expect(did(text, MID, language)).toEqual({ do: 'answer' });
  });

  it('GIVEN a 1000 turn WHEN a move is said first and a word of advice after it THEN it is asked back', () => {
    expect(did('кидаю три кости... или может хватит?', MID, 'ru')).toEqual({ do: 'ask' });
  });

  it('GIVEN a Craps turn WHEN the odds of "a 7 or 11" are asked THEN they are answered', () => {
    expect(did('what are the odds of a 7 or 11 on this throw?', CRAPS, 'en')).toEqual({ do: 'answer' });
  });
});

describe('the writer as the subject after someone else is addressed', () => {
  it('GIVEN a Craps turn WHEN "Team, I shall roll now. Please note the result." THEN the dice are rolled', () => {
    expect(did('Team, I shall roll now. Please note the result.', CRAPS, 'en')).toEqual({ do: 'roll', count: 2 });
  });
});

describe('a move said first, with talk after it', () => {
  const LOBBY: Moment = { game: 'craps', phase: 'lobby' };
  it.each([
    ['uk', 'кидаю кості, ну коли вже почнемо'],
    ['en', 'rolling, can we get going'],
  ])('GIVEN a lobby WHEN %s «%s» THEN it is answered that the game has not started', (language, text) => {
    expect(did(text, LOBBY, language)).toEqual({ do: 'refuse' });
  });

  it('GIVEN a lobby WHEN a roll is spoken of as to come ("ok so then we roll") THEN nothing is said', () => {
    expect(did('ok so then we roll', LOBBY, 'en')).toEqual({ do: 'quiet' });
  });

  it('GIVEN a Craps turn WHEN "rolling the dice, brb" (a roll said with its dice, then a wait) THEN the dice are rolled', () => {
    expect(did('rolling the dice, brb', CRAPS, 'en')).toEqual({ do: 'roll', count: 2 });
  });

  it('GIVEN a Craps turn WHEN «щас кину, погодите» (the roll put off) THEN nothing is played', () => {
    expect(did('щас кину, погодите', CRAPS, 'ru')).toEqual({ do: 'quiet' });
  });

  it('GIVEN a 1000 turn WHEN "banking it, done for today" THEN the turn is banked', () => {
    expect(did('banking it, done for today', MID, 'en')).toEqual({ do: 'bank' });
  });
});

describe('what is hoped for after a roll that has its dice', () => {
  const NAMED: Moment = { game: 'dice_poker', phase: 'named', hand: [6, 6, 2, 3, 1], rolls: 1, reroll: [2, 3, 1] };
  it.each([
    ['ru', 'кидаю три кубика, шестёрочки, ну же!'],
    ['uk', 'кидаю три кубики, шістки, давайте!'],
    ['en', 'rolling three dice, sixes please!'],
  ])('GIVEN three dice owed WHEN %s «%s» THEN three dice are rolled (the sixes are hoped for)', (language, text) => {
    expect(did(text, NAMED, language)).toEqual({ do: 'roll', count: 3 });
  });

  it.each([
    ['ru', 'перекидываю двойки и шестёрку, каре или ничего'],
    ['en', 'reroll the 2s and the 6, four of a kind or bust'],
  ])('GIVEN a hand WHEN %s «%s» THEN the dice named are rerolled, the box hoped for is no move', (language, text) => {
    expect(did(text, SHEET, language)).toEqual({ do: 'reroll', values: [2, 2, 6] });
  });

  it('GIVEN a hand with no 3 WHEN «перекидываю двойку, тройку и шестёрку» THEN «тройку» is the next die of the list (refused: no 3), not a box hoped for', () => {
    expect(did('перекидываю двойку, тройку и шестёрку', SHEET, 'ru')).toEqual({ do: 'refuse' });
  });

  it('GIVEN a hand WHEN «бросаю два кубика: 2 и 6» (a colon announces the dice) THEN those dice are rerolled', () => {
    expect(did('бросаю два кубика: 2 и 6', SHEET, 'ru')).toEqual({ do: 'reroll', values: [2, 6] });
  });
});

describe('the Butler called a croupier', () => {
  it.each([
    ['ru', 'Крупье, кинь-ка кости, руку проверю'],
    ['uk', "Круп'є, кинь за мене, бо рука сьогодні не та"],
  ])('GIVEN a Craps turn WHEN %s «%s» THEN the dice are rolled', (language, text) => {
    expect(did(text, CRAPS, language)).toEqual({ do: 'roll', count: 2 });
  });
});

describe('a score or a time beside a move', () => {
  it.each([
    ['uk', 'КИДАЮ КУБИКИ!!! ГОЛ НА 45+2!!!'],
    ['en', 'rolling the dice, 2:1 to us'],
  ])('GIVEN a Craps turn WHEN %s «%s» THEN two dice are rolled (the numbers are no dice)', (language, text) => {
    expect(did(text, CRAPS, language)).toEqual({ do: 'roll', count: 2 });
  });

  it('GIVEN a round-2 hand WHEN "reroll everything, 4-0 down" THEN every die is rerolled', () => {
    expect(did('reroll everything, 4-0 down', ROUND_2, 'en')).toEqual({ do: 'reroll', values: [2, 2, 5, 5, 5] });
  });

  it('GIVEN a player not on turn WHEN a roll with its count and die noun among match talk THEN it is refused', () => {
    expect(did('ok roll 3 dice, what a match', { game: 'thousand', phase: 'other' }, 'en')).toEqual({ do: 'refuse' });
  });
});
