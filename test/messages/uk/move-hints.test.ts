import { describe, expect, it } from 'vitest';
import { AT, doesAt, reroll } from '../../helpers/does-at.ts';
import * as ukGames from '../../../src/messages/uk/games.ts';
import * as uk from '../../../src/messages/uk/move-hints.ts';
import { notUkrainian } from '../../helpers/alphabet.ts';
import { moveHintSamples } from '../../helpers/message-samples-b.ts';

const s = moveHintSamples(uk, ukGames);

describe('uk/move-hints', () => {
  it('GIVEN every move phrase WHEN it is rendered in Ukrainian THEN none has ы, э, ъ or ё', () => {
    expect(notUkrainian(s)).toEqual({});
  });

  it('GIVEN a number of dice to roll WHEN the move to type is suggested THEN «кидаю N кубики» agreeing with the number, and «кидаю кістки» in Craps', () => {
    expect(s.rolls).toBe('кидаю кубик | кидаю 2 кубики | кидаю 3 кубики | кидаю 4 кубики | кидаю 5 кубиків');
    expect(s.crapsRoll).toBe('кидаю кістки');
  });

  it('GIVEN a hand WHEN a reroll is suggested THEN an example with the player’s own dice that, typed, rerolls those dice', () => {
    expect(s.reroll).toBe('перекидання: «Перекидаю 1 і 4» (назвіть свої кубики)');
    const hand = [1, 3, 3, 4, 6];
    expect(doesAt(uk.rerollExample(hand), AT.dicePokerRolled(hand), 'uk')).toEqual(reroll(1, 4));
    expect(s.made).toBe('Перекидаю <кубики>');
  });

  it('GIVEN several moves allowed WHEN they are suggested THEN joined with «або», «Досить» and «Пас» as typed', () => {
    expect(s.hints).toBe('«кидаю 3 кубики» або «Досить»');
    expect(s.pass).toContain('або «Пас»');
  });
});
