// RULES.md §1 "an attempt is never met with silence": a message of a player in the game that names a move of this game
// and cannot be applied is answered with why (the box is taken, which dice, whose turn); ordinary chat stays quiet.
import { describe, expect, it } from 'vitest';
import { AT, doesAt, replyAt, score, ASK, QUIET, REFUSE } from '../helpers/does-at.ts';
import type { Moment } from './corpus-moment.ts';

/** Dice Poker after the third roll: only a box is left to write, and chance is taken. */
const LAST_ROLL_NO_CHANCE: Moment = { game: 'dice_poker', phase: 'rolled', hand: [6, 5, 4, 2, 2], rolls: 3, free: ['twos', 'pair', 'sixes'] };
const LAST_ROLL: Moment = { game: 'dice_poker', phase: 'rolled', hand: [6, 5, 4, 2, 2], rolls: 3 };

describe('a box opened by «в» with chat after it', () => {
  it.each([
    ['ru', 'в шанс ну такое'],
    ['uk', 'у шанс, ну таке'],
    ['en', 'in chance i guess whatevs'],
  ])('GIVEN only a box left to write, chance taken WHEN (%s) %j THEN refused with the free boxes', (language, text) => {
    expect(doesAt(text, LAST_ROLL_NO_CHANCE, language)).toEqual(REFUSE);
    expect(replyAt(text, LAST_ROLL_NO_CHANCE, language)).toMatch(/пара — 19|пара — 19|pair — 19/);
  });

  it.each([
    ['ru', 'в пару ну такое'],
    ['en', 'in pair i guess whatevs'],
  ])('GIVEN only a box left to write WHEN (%s) %j THEN written', (language, text) => {
    expect(doesAt(text, LAST_ROLL, language)).toEqual(score('pair'));
  });

  it.each(['в пару не пишу', 'в шанс не верю', 'я в шанс не верю'])('GIVEN only a box left to write WHEN %j THEN no write', (text) => {
    expect(doesAt(text, LAST_ROLL).do).not.toBe('score');
  });
});

describe('a reroll verb alone', () => {
  it.each([
    ['ru', 'перебрасываю'],
    ['uk', 'перекидаю'],
    ['en', 'reroll'],
  ])('GIVEN Bone Poker round 2 WHEN (%s) %j THEN asked which dice', (language, text) => {
    expect(doesAt(text, AT.bonePokerRound2([6, 5, 4, 2, 2]), language)).toEqual(ASK);
  });

  it.each([
    ['ru', 'перебрасываю'],
    ['en', 'reroll'],
  ])('GIVEN Bone Poker, another player on turn WHEN (%s) %j THEN answered: not your turn', (language, text) => {
    expect(doesAt(text, AT.othersTurn, language)).toEqual(REFUSE);
  });

  it('GIVEN Dice Poker after the third roll WHEN «перебрасываю» THEN told the rolls are over, write a box', () => {
    expect(replyAt('перебрасываю', LAST_ROLL)).toMatch(/Броски закончились/);
  });
});

describe('chat stays quiet', () => {
  it.each(['записываю', 'ok writing'])('GIVEN Dice Poker WHEN the write verb alone %j (no box named) THEN quiet', (text) => {
    expect(doesAt(text, AT.dicePokerRolled([6, 5, 4, 2, 2]), 'en')).toEqual(QUIET);
  });
});
