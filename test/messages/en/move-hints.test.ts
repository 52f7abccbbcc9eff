import { describe, expect, it } from 'vitest';
import * as enGames from '../../../src/messages/en/games.ts';
import * as en from '../../../src/messages/en/move-hints.ts';
import { notEnglish } from '../../helpers/alphabet.ts';
import { moveHintSamples } from '../../helpers/message-samples-b.ts';

const s = moveHintSamples(en, enGames);

describe('en/move-hints', () => {
  it('GIVEN every move phrase WHEN it is rendered in English THEN none has a Cyrillic letter', () => {
    expect(notEnglish(s)).toEqual({});
  });

  it('GIVEN a number of dice to roll WHEN the move to type is suggested THEN “roll N dice” with die for one, and “roll dice” in Craps', () => {
    expect(s.rolls).toBe('roll 1 die | roll 2 dice | roll 3 dice | roll 4 dice | roll 5 dice');
    expect(s.crapsRoll).toBe('roll dice');
  });

  it('GIVEN a hand WHEN a reroll is suggested THEN an example with the player’s own lowest single dice', () => {
    expect(s.reroll).toBe('reroll: “reroll 1 4” (name your own dice)');
    expect(s.repeated).toBe('reroll 2');
    expect(s.made).toBe('reroll <dice>');
  });

  it('GIVEN several moves allowed WHEN they are suggested THEN joined with “or”, bank and pass as typed', () => {
    expect(s.hints).toBe('“roll 3 dice” or “bank”');
    expect(s.pass).toContain('or “pass”');
    expect(s.score).toBe('“score <box>”');
  });
});
