// Short interjections are read by their form, not from a list: no chat around a move, and no name said to someone
// ("eh, full house I guess" is the write; "Ema, roll the dice" is still said to Ema).
import { describe, expect, it } from 'vitest';
import { interjectionAt } from '../../../src/reading/cues/interjection.ts';
import { handleAt, outcomeOf } from '../corpus-run.ts';
import type { Moment } from '../corpus-moment.ts';

const LAST_ROLL: Moment = { game: 'dice_poker', phase: 'rolled', hand: [2, 2, 5, 5, 5], rolls: 3 };
const CRAPS: Moment = { game: 'craps', phase: 'turn' };
const did = (text: string, at: Moment, language: string) => outcomeOf(handleAt(text, at, language), at);
const isInterjection = (word: string) => interjectionAt(word, 0, word.length);

describe('the form of an interjection', () => {
  it.each(['eh', 'Ah', 'oh', 'uhh', 'hmm', 'Hm', 'mmm', 'ooo', 'эх', 'Ах', 'ух', 'хм', 'ммм', 'эээ', 'ээх'])('«%s» is one', (word) => {
    expect(isInterjection(word)).toBe(true);
  });

  it.each(['Ema', 'Mia', 'ai', 'ау', 'Оля', 'Max', 'ham', 'mom', 'h', 'ohhhhh'])('«%s» is not', (word) => {
    expect(isInterjection(word)).toBe(false);
  });
});

describe('an interjection before a move', () => {
  it.each([
    ['en', 'eh, full house I guess, whatever'],
    ['en', 'hmm, full house'],
    ['ru', 'эх, фулл'],
    ['ru', 'ну, фулл наверное, пофиг'],
    ['uk', 'ех, фул хаус, нехай'],
  ])('GIVEN the last roll made WHEN %s «%s» THEN the box is written', (language, text) => {
    expect(did(text, LAST_ROLL, language)).toEqual({ do: 'score', box: 'full_house' });
  });

  it('GIVEN a Craps turn WHEN «эх, бросаю кости» THEN the dice are rolled', () => {
    expect(did('эх, бросаю кости', CRAPS, 'ru')).toEqual({ do: 'roll', count: 2 });
  });

  it('GIVEN a Craps turn WHEN "Ema, roll the dice" (a name) THEN nothing happens: it is said to Ema', () => {
    expect(did('Ema, roll the dice', CRAPS, 'en')).toEqual({ do: 'quiet' });
  });

  it('GIVEN the last roll made WHEN «ну, опять фулл у него» (a hand talked about) THEN nothing happens', () => {
    expect(did('ну, опять фулл у него', LAST_ROLL, 'ru')).toEqual({ do: 'quiet' });
  });
});
