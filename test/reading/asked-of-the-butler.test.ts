// Issue 53, after heldout12 (a family's game night: children and grandparents): the Butler named first with no comma,
// a polite request with a wish word, a request of the Butler with chat after it, advice asked of it between two moves,
// the odds asked of a reroll with the faces hoped for, «в» + a box with chat after it, a sum hoped for after the dice.
import { describe, expect, it } from 'vitest';
import { handleAt, outcomeOf } from './corpus-run.ts';
import type { Moment } from './corpus-moment.ts';

const CRAPS: Moment = { game: 'craps', phase: 'turn' };
const CRAPS_OTHER: Moment = { game: 'craps', phase: 'other' };
const SHEET_FIRST: Moment = { game: 'dice_poker', phase: 'first' };
const ROUND_2: Moment = { game: 'bone_poker', phase: 'round2', hand: [4, 4, 1, 1, 2] };
const SHEET: Moment = { game: 'dice_poker', phase: 'rolled', hand: [4, 4, 4, 1, 2], rolls: 1 };
const LOBBY: Moment = { game: 'thousand', phase: 'lobby' };

const did = (text: string, at: Moment, language: string) => outcomeOf(handleAt(text, at, language), at);

describe('the Butler named first, with no comma', () => {
  it.each([
    ['ru', 'бот давай кидай'],
    ['en', 'bot lets roll them'],
  ])('GIVEN a Dice Poker turn WHEN %s «%s» THEN five dice are rolled', (language, text) => {
    expect(did(text, SHEET_FIRST, language)).toEqual({ do: 'roll', count: 5 });
  });
});

describe('a polite request said with a wish word', () => {
  it.each([
    ['ru', 'я бы хотела кинуть кубики'],
    ['uk', 'я б хотіла кинути кубики'],
    ['en', 'I would like to roll the dice'],
  ])('GIVEN the player on turn WHEN %s «%s» THEN the dice are rolled', (language, text) => {
    expect(did(text, CRAPS, language)).toEqual({ do: 'roll', count: 2 });
  });

  it('GIVEN the player on turn WHEN a wish with no request («я бы кинул», "I would roll") THEN nothing is played', () => {
    expect(did('я бы кинул', CRAPS, 'ru')).toEqual({ do: 'quiet' });
    expect(did('I would roll', CRAPS, 'en')).toEqual({ do: 'quiet' });
  });
});

describe('a move asked of the Butler by name, with chat after it', () => {
  it.each([
    ['ru', 'Дворецкий, бросьте за меня кости, я тут впервые'],
    ['en', 'Butler, could you roll for me? no idea how this works'],
  ])('GIVEN a player not on turn WHEN %s «%s» THEN it is refused (whose turn it is)', (language, text) => {
    expect(did(text, CRAPS_OTHER, language)).toEqual({ do: 'refuse' });
  });

  it('GIVEN the player on turn WHEN "Butler, could you roll for me? no idea how this works" THEN the dice are rolled', () => {
    expect(did('Butler, could you roll for me? no idea how this works', CRAPS, 'en')).toEqual({ do: 'roll', count: 2 });
  });
});

describe('a roll in the first person typed in a lobby', () => {
  it('GIVEN a lobby WHEN «Кидаю кубики. Уже можно или рано?» THEN it is answered that the game has not started', () => {
    expect(did('Кидаю кубики. Уже можно или рано?', LOBBY, 'ru')).toEqual({ do: 'refuse' });
  });
});

describe('advice asked of the Butler between two moves', () => {
  it.each([
    ['ru', 'бот, что выгоднее: перекинуть двойку или оставить как есть?'],
    ['uk', 'бот, що вигідніше: перекинути двійку чи залишити як є?'],
  ])('GIVEN a round-2 hand WHEN %s «%s» THEN the advice answers it', (language, text) => {
    expect(did(text, ROUND_2, language)).toEqual({ do: 'answer' });
  });

  it('GIVEN a hand WHEN «Дворецкий, подскажите, что мне делать с тремя четвёрками?» THEN the advice answers it', () => {
    expect(did('Дворецкий, подскажите, что мне делать с тремя четвёрками?', SHEET, 'ru')).toEqual({ do: 'answer' });
  });
});

describe('the odds of a reroll asked with the faces hoped for', () => {
  it.each([
    ['ru', 'бот, а если перекинуть 1 и 2, какой шанс собрать четыре четвёрки?'],
    ['en', "bot if I reroll the 1 and the 2 what's the chance of four fours?"],
  ])('GIVEN a hand WHEN %s «%s» THEN it is answered (the fours hoped for are no dice to reroll)', (language, text) => {
    expect(did(text, SHEET, language)).toEqual({ do: 'answer' });
  });
});

describe('«в» and a box as a clause of its own, with chat after it', () => {
  it.each([
    ['ru', 'в тройки, естественно', 'threes'],
    ['en', 'in fours, obviously lol', 'fours'],
  ])('GIVEN dice still to roll WHEN %s «%s» THEN that box is written', (language, text, box) => {
    expect(did(text, SHEET, language)).toEqual({ do: 'score', box });
  });
});

describe('a sum hoped for after the dice of a roll', () => {
  it.each([
    ['ru', 'бросаю кубики, восьмёрочка давай'],
    ['en', 'rolling the bones, come on eight'],
  ])('GIVEN a Craps turn WHEN %s «%s» THEN two dice are rolled (no count of eight)', (language, text) => {
    expect(did(text, CRAPS, language)).toEqual({ do: 'roll', count: 2 });
  });
});
