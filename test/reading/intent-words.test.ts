// Issue 53: the writer's own move said with a word of intent before its verb («хочу кинуть», «пойду брошу», "about to
// roll") or with the verb said twice for rhythm («кидаю-кидаю») is that move; the same word before a face or a box,
// or after a move, is still a wish (no second move, no dice named).
import { describe, expect, it } from 'vitest';
import { handleAt, outcomeOf } from './corpus-run.ts';
import type { Moment } from './corpus-moment.ts';

const CRAPS: Moment = { game: 'craps', phase: 'turn' };
const OTHER: Moment = { game: 'craps', phase: 'other' };
const SHEET: Moment = { game: 'dice_poker', phase: 'rolled', hand: [4, 4, 4, 1, 6], rolls: 1 };

const did = (text: string, at: Moment, language: string) => outcomeOf(handleAt(text, at, language), at);

describe('a word of intent before the move verb', () => {
  it.each([
    ['ru', 'я хочу кинуть'],
    ['ru', 'ну я пошёл кидать'],
    ['ru', 'пойду брошу'],
    ['ru', 'собираюсь бросить кубики'],
    ['uk', 'хочу кинути'],
    ['uk', 'піду кину кубики'],
    ['uk', 'йду кидати'],
    ['en', 'i want to roll'],
    ['en', 'about to roll, wish me luck'],
    ['en', 'ready to roll!'],
    ['en', 'I need to roll'],
  ])('GIVEN the player on turn WHEN %s «%s» THEN the dice are rolled', (language, text) => {
    expect(did(text, CRAPS, language)).toEqual({ do: 'roll', count: 2 });
  });

  it.each([
    ['ru', 'я хочу кинуть'],
    ['en', 'going to roll'],
  ])('GIVEN a player not on turn WHEN %s «%s» THEN it is refused (whose turn it is)', (language, text) => {
    expect(did(text, OTHER, language)).toEqual({ do: 'refuse' });
  });

  it.each([
    ['ru', 'хочу шестёрку'],
    ['ru', 'хочу кинуть его на деньги'],
    ['en', 'want a seven'],
  ])('GIVEN a wish for a face or chat WHEN %s «%s» THEN nothing is played', (language, text) => {
    expect(did(text, CRAPS, language)).toEqual({ do: 'quiet' });
  });

  it('GIVEN a reroll said first WHEN a wish with a verb follows THEN the reroll stands and the wish names no dice', () => {
    expect(did('перекидываю единицу, хочу выкинуть шестёрку', SHEET, 'ru')).toEqual({ do: 'reroll', values: [1] });
  });
});

describe('a verb said twice with a hyphen', () => {
  it.each([
    ['ru', 'кидаю-кидаю'],
    ['ru', 'бросаю-бросаю!!'],
    ['uk', 'кидаю-кидаю'],
  ])('GIVEN the player on turn WHEN %s «%s» THEN the dice are rolled once', (language, text) => {
    expect(did(text, CRAPS, language)).toEqual({ do: 'roll', count: 2 });
  });
});

describe('cheers and courtesy around a move', () => {
  const HAND: Moment = { game: 'dice_poker', phase: 'rolled', hand: [3, 3, 5, 6, 3], rolls: 1 };
  it.each([
    ['ru', 'Будьте добры, перебросьте пятёрку', [5]],
    ['ru', 'перекидываю 5 и 6 ура', [5, 6]],
    ['uk', 'перекидаю 5 і 6 ура', [5, 6]],
    ['en', 'rerolling the 5 and 6 yay', [5, 6]],
  ])('GIVEN a hand WHEN %s «%s» THEN those dice are rerolled', (language, text, values) => {
    expect(did(text, HAND, language)).toEqual({ do: 'reroll', values });
  });
});

describe('a 1000 turn ended in a full sentence', () => {
  const MID: Moment = { game: 'thousand', phase: 'mid', left: 2, turn: 150, canBank: true };
  it.each([
    ['ru', 'всё, записывайте'],
    ['uk', 'все, записуйте'],
    ['en', 'that will do, Butler'],
    ['en', "I think I'll stop while I'm ahead"],
  ])('GIVEN points this turn WHEN %s «%s» THEN the turn is banked', (language, text) => {
    expect(did(text, MID, language)).toEqual({ do: 'bank' });
  });
});

describe('spoken spellings', () => {
  const ROUND_2: Moment = { game: 'bone_poker', phase: 'round2', hand: [2, 2, 5, 5, 3] };
  it.each([
    ['ru', 'ничё не меняю'],
    ['uk', 'нічо не міняю'],
    ['en', 'keepin em all'],
  ])('GIVEN a round-2 hand WHEN %s «%s» THEN the hand is kept (pass)', (language, text) => {
    expect(did(text, ROUND_2, language)).toEqual({ do: 'pass' });
  });

  it('GIVEN a round-2 hand WHEN "swappin the 3" (the -ing with its g dropped) THEN the 3 is rerolled', () => {
    expect(did('swappin the 3', ROUND_2, 'en')).toEqual({ do: 'reroll', values: [3] });
  });
});
