// RULES.md §1 "what a stop word governs": a stop word followed by the infinitive (or English gerund) of a roll stops
// that action — the bank in 1000, the pass in Bone Poker round 2 — never a stop and a roll asked about at once.
import { describe, expect, it } from 'vitest';
import { AT, doesAt, ASK, BANK, PASS, QUIET } from '../helpers/does-at.ts';

const ROUND2 = AT.bonePokerRound2([6, 6, 6, 6, 2]);

describe('a stop word with the action it stops', () => {
  it.each([
    ['ru', 'ну всё, хватит бросать'],
    ['ru', 'хорош рисковать, беру'],
    ['ru', 'Хватит уже кидать кубики.'],
    ['ru', 'харэ рисковать'],
    ['uk', 'все, годі кидати кістки'],
    ['uk', 'досить ризикувати, мені вистачить'],
    ['en', 'ok im done rolling'],
    ['en', 'enough throwing for me'],
    ['en', 'stop rolling the dice please'],
  ])('GIVEN a 1000 turn with points to bank WHEN (%s) %j THEN the turn is banked', (language, text) => {
    expect(doesAt(text, AT.thousandBankable, language)).toEqual(BANK);
  });

  it.each([
    ['ru', 'хватит перебрасывать'],
    ['uk', 'годі перекидати, лишаю'],
    ['en', 'stop rerolling'],
  ])('GIVEN Bone Poker round 2 WHEN (%s) %j THEN the hand is kept: a pass', (language, text) => {
    expect(doesAt(text, ROUND2, language)).toEqual(PASS);
  });

  it.each([
    ['ru', 'хватит, кидаю'],
    ['uk', 'годі, кидаю'],
    ['en', 'stop, roll'],
  ])('GIVEN a 1000 turn WHEN (%s) %j, a stop and a roll in clauses of their own THEN asked which', (language, text) => {
    expect(doesAt(text, AT.thousandBankable, language)).toEqual(ASK);
  });

  it.each(['хватит спорить', 'годі сперечатися', 'stop arguing'])('GIVEN a 1000 turn WHEN %j (a stop of something else) THEN quiet', (text) => {
    expect(doesAt(text, AT.thousandBankable)).toEqual(QUIET);
  });
});
