// Issue 53, after heldout9 and heldout10: forms of a message that busy writers use and no list held — a filler typed
// by its consonants, the Butler named in the middle of a message, a roll verb glued to any die noun, advice asked of
// the Butler by name, the odds of a box asked for a count of dice. Each reads as what the writer meant, by rule.
import { describe, expect, it } from 'vitest';
import { handleAt, outcomeOf } from './corpus-run.ts';
import type { Moment } from './corpus-moment.ts';
import { shorthandFiller } from '../../src/reading/cues/words.ts';

const CRAPS: Moment = { game: 'craps', phase: 'turn' };
const BONES_1: Moment = { game: 'bone_poker', phase: 'round1' };
const BONES_2: Moment = { game: 'bone_poker', phase: 'round2', hand: [2, 2, 5, 5, 3] };
const SHEET: Moment = { game: 'dice_poker', phase: 'rolled', hand: [4, 4, 4, 1, 6], rolls: 1 };

const did = (text: string, at: Moment, language: string) => outcomeOf(handleAt(text, at, language), at);

describe('a filler typed by its consonants', () => {
  it.each([
    ['пжлст', 'пожалуйста'],
    ['крч', 'короче'],
    ['счс', 'сейчас'],
    ['тпрь', 'теперь'],
    ['pls', 'please'],
  ])('GIVEN «%s» THEN it is the filler «%s»', (typed, filler) => {
    expect(shorthandFiller(typed)).toBe(filler);
  });

  it('GIVEN a word with a vowel, a short one or a consonant cluster of no filler THEN it is no filler', () => {
    for (const word of ['пожлст', 'пж', 'мдк', 'brb', 'xyz']) expect(shorthandFiller(word)).toBeNull();
  });

  it.each([
    ['ru', 'щас бросаю кости пжлст не торопите'],
    ['ru', 'кидаю кубики крч'],
    ['uk', 'кидаю кості плз'],
  ])('GIVEN the player on turn WHEN %s «%s» THEN the dice are rolled', (language, text) => {
    expect(did(text, CRAPS, language)).toEqual({ do: 'roll', count: 2 });
  });
});

describe('the Butler named in the middle of a message', () => {
  it('GIVEN a roll, the name and chat after it WHEN read THEN the roll stands: the chat is said to the Butler apart', () => {
    expect(did('бросаю 5 костей дворецкий давай быстрее у меня совещание', BONES_1, 'ru')).toEqual({ do: 'roll', count: 5 });
    expect(did('кидаю кості дворецький швидше бо нарада', BONES_1, 'uk')).toEqual({ do: 'roll', count: 5 });
  });

  it('GIVEN the name last with no comma before it WHEN a roll is asked for me THEN it is my roll', () => {
    expect(did('кидай за меня бот', CRAPS, 'ru')).toEqual({ do: 'roll', count: 2 });
    expect(did('roll for me butler', CRAPS, 'en')).toEqual({ do: 'roll', count: 2 });
    expect(did('это не бот', CRAPS, 'ru')).toEqual({ do: 'quiet' });
  });

  it('GIVEN chat around a verb with no name in it WHEN read THEN it stays chat', () => {
    expect(did('бросаю курить дворецкий серьёзно говорю', CRAPS, 'ru')).toEqual({ do: 'quiet' });
  });
});

describe('a roll verb glued to a die noun in the plural a roll takes', () => {
  it.each([
    ['uk', 'кидаюкості'],
    ['uk', 'кинукісточки'],
    ['ru', 'бросаюкубы'],
    ['ru', 'кидаюкостяшки'],
  ])('GIVEN the player on turn WHEN %s «%s» THEN the dice are rolled', (language, text) => {
    expect(did(text, CRAPS, language)).toEqual({ do: 'roll', count: 2 });
  });
});

describe('advice asked of the Butler by name', () => {
  it.each([
    ['ru', 'что лучше, Дворецкий? у меня две пары', BONES_2],
    ['ru', 'Дворецкий, что мне делать с этой рукой?', BONES_2],
    ['en', 'Butler, what is better now?', SHEET],
    ['uk', 'Дворецький, що мені робити?', BONES_2],
  ])('GIVEN the player on turn WHEN %s «%s» THEN the best choice is answered, nothing played', (language, text, at) => {
    expect(did(text, at, language)).toEqual({ do: 'answer' });
  });

  it('GIVEN two hands named in a question WHEN nobody is addressed THEN it is a question about the rules: quiet', () => {
    expect(did('что лучше, стрит или фул?', BONES_2, 'ru')).toEqual({ do: 'quiet' });
  });
});

describe('the odds of a box asked for a count of dice', () => {
  it('GIVEN three fours WHEN the odds of a poker are asked for rerolling two THEN the answer names the two dice that give it the best chance', () => {
    const outcome = handleAt('який шанс на покер, якщо перекинути дві?', SHEET, 'uk');
    const answer = outcome?.events.find((e) => e.type === 'answer') as { reroll: number[]; target: { box: string; chance: number } } | undefined;
    expect(answer?.reroll.sort()).toEqual([1, 6]);
    // two dice to a fourth and fifth four: 1/36
    expect(answer?.target).toEqual({ box: 'poker', chance: Math.round(1e4 / 36) / 1e4 });
    expect(did('какой шанс сделать покер если перебросить два кубика?', SHEET, 'ru')).toEqual({ do: 'answer' });
  });
});

describe('the roll named by its noun under a verb of doing', () => {
  it.each([
    ['ru', 'делаю бросок'],
    ['uk', 'роблю кидок'],
  ])('GIVEN the player on turn WHEN %s «%s» THEN the dice are rolled', (language, text) => {
    expect(did(text, CRAPS, language)).toEqual({ do: 'roll', count: 2 });
  });

  it('GIVEN the noun alone in praise WHEN read THEN nothing is rolled', () => {
    expect(did('Вот это бросок!', CRAPS, 'ru')).toEqual({ do: 'quiet' });
    expect(did('гарний кидок', CRAPS, 'uk')).toEqual({ do: 'quiet' });
  });
});

describe('dice named as not touched', () => {
  it('GIVEN a hand with three fives WHEN «пятерки не трогаю» alone THEN the fives are kept and the rest rolled again', () => {
    expect(did('пятерки не трогаю', { game: 'dice_poker', phase: 'rolled', hand: [5, 5, 5, 2, 3], rolls: 1 }, 'ru')).toEqual({ do: 'reroll', values: [2, 3] });
    expect(did('шестёрки не трогаю', { game: 'bone_poker', phase: 'round2', hand: [6, 6, 2, 3, 4] }, 'ru')).toEqual({ do: 'reroll', values: [2, 3, 4] });
  });

  it('GIVEN Bone Poker round 2 WHEN nothing is touched THEN it is the pass', () => {
    expect(did('ничего не трогаю', { game: 'bone_poker', phase: 'round2', hand: [6, 6, 2, 3, 4] }, 'ru')).toEqual({ do: 'pass' });
  });
});

describe('a roll said first, chat after it with no comma', () => {
  it('GIVEN the player on turn WHEN «кидаю кубики мама сказала можно» THEN the dice are rolled: the chat after the roll is an aside', () => {
    expect(did('кидаю кубики мама сказала можно', CRAPS, 'ru')).toEqual({ do: 'roll', count: 2 });
    expect(did('rolling the dice mom is calling', CRAPS, 'en')).toEqual({ do: 'roll', count: 2 });
  });

  it('GIVEN chat first and a roll verb inside it WHEN read THEN it stays chat', () => {
    expect(did('вчера бросил кости и пошёл за чаем', CRAPS, 'ru')).toEqual({ do: 'quiet' });
  });
});

describe('a quoted line', () => {
  it('GIVEN another player quoted with ">" WHEN the quote holds a roll THEN it is not the writer’s roll', () => {
    expect(did('> бросаю кости\nсэр Барсук, вы это пишете уже третий раз, а ход не ваш 😂', { game: 'craps', phase: 'other' }, 'ru')).toEqual({ do: 'quiet' });
    expect(did('> кто-то: пас\nбросаю кости', CRAPS, 'ru')).toEqual({ do: 'roll', count: 2 });
  });
});
