// RULES.md §1 "what the words mean": a message that corrects itself («бросаю, хотя нет, хватит») is asked about, never
// applied as its first half — also when the correction takes the move back with nothing after it, or puts it off.
import { describe, expect, it } from 'vitest';
import { AT, doesAt, roll, ASK, QUIET } from '../helpers/does-at.ts';
import type { Moment } from './corpus-moment.ts';
import { handleAt, outcomeOf } from './corpus-run.ts';

const SHEET_LAST: Moment = { game: 'dice_poker', phase: 'rolled', hand: [2, 2, 5, 5, 3], rolls: 3 };

const CRAPS_TURN = { game: 'craps', phase: 'turn' } as const;
const LAST_ROLL: Moment = { game: 'dice_poker', phase: 'rolled', hand: [3, 3, 4, 4, 4], rolls: 3 };

describe('a move taken back', () => {
  it.each([
    ['ru', 'кидаю кости, ой нет'],
    ['ru', 'бросаю кубики. Хотя нет, погодите'],
    ['ru', 'кидаю, не, подожди секунду'],
    ['uk', 'кидаю кості, ой, зачекайте'],
    ['uk', 'кидаю кубики, хоча ні, хвилинку'],
    ['en', 'rolling, nvm'],
    ['en', 'roll the dice, no wait'],
    ['en', 'rolling... actually wait a sec'],
  ])('GIVEN Craps on turn WHEN (%s) %j THEN asked, nothing rolled', (language, text) => {
    expect(doesAt(text, CRAPS_TURN, language)).toEqual(ASK);
  });

  it.each([
    ['ru', 'в каре, хотя нет'],
    ['uk', 'пишу в трійку, ой ні'],
    ['en', 'score it as chance, nope'],
  ])('GIVEN Dice Poker after the last roll WHEN (%s) %j THEN asked, nothing written', (language, text) => {
    expect(doesAt(text, LAST_ROLL, language)).toEqual(ASK);
  });

  it.each([
    ['ru', 'в тройки, не, в четверки'],
    ['uk', 'в трійки, ні, в четвірки'],
    ['en', 'threes, oops, I mean fours'],
  ])('GIVEN Dice Poker after the last roll WHEN (%s) %j THEN asked which box', (language, text) => {
    expect(doesAt(text, LAST_ROLL, language)).toEqual(ASK);
  });

  it.each([
    ['ru', 'кидаю, нет, хватит'],
    ['uk', 'кидаю, ні, досить'],
    ['en', 'roll, nvm bank'],
  ])('GIVEN 1000 WHEN (%s) %j THEN asked which, nothing rolled', (language, text) => {
    expect(doesAt(text, AT.thousandBankable, language)).toEqual(ASK);
  });
});

describe('not a correction', () => {
  it.each([
    ['uk', 'кидаю кості, ні пуху'],
    ['en', 'rolling, sorry guys'],
    ['en', 'roll instead'],
  ])('GIVEN Craps on turn WHEN (%s) %j THEN the roll', (language, text) => {
    expect(doesAt(text, CRAPS_TURN, language)).toEqual(roll(2));
  });

  it.each([
    ['ru', 'щас кину, погодите, чай допью'],
    ['en', 'rolling, brb'],
  ])('GIVEN Craps on turn WHEN (%s) %j (a move put off) THEN quiet', (language, text) => {
    expect(doesAt(text, CRAPS_TURN, language)).toEqual(QUIET);
  });
});

// Issue 53, after heldout18: a correction written as a substitution, sed's "s/old/new/", is a correction — asked about
describe('a correction written s/old/new/', () => {
  it.each([
    ['ru', 'в пару. s/пару/две пары/'],
    ['uk', 'в пару. s/пару/дві пари/'],
  ])('GIVEN two pairs after the last roll WHEN %s «%s» THEN the writer is asked which box, nothing written', (language, text) => {
    expect(outcomeOf(handleAt(text, SHEET_LAST, language), SHEET_LAST)).toEqual({ do: 'ask' });
  });

  it('GIVEN the same moment WHEN a link holds "/s/…/" THEN nothing happens', () => {
    expect(outcomeOf(handleAt('see https://x.com/s/abc/def/ lol', SHEET_LAST, 'en'), SHEET_LAST)).toEqual({ do: 'quiet' });
  });
});
