// Issue 53, after heldout15 (sports fans): a roll with its count and die noun said first (or after a short remark in
// a clause of its own) stands whatever aside follows it; a set phrase that starts with «все» counts no dice; a hand
// named in the sentence after a keep is no group kept; two boxes and a correction stay a question whatever chat
// follows in clauses of their own. Each with a message of the same shape that stays talk.
import { describe, expect, it } from 'vitest';
import { handleAt, outcomeOf } from './corpus-run.ts';
import type { Moment } from './corpus-moment.ts';

const NONE: Moment = { game: 'none' };
const MID: Moment = { game: 'thousand', phase: 'mid', left: 3, turn: 50, canBank: true };
const ROUND_2: Moment = { game: 'bone_poker', phase: 'round2', hand: [4, 4, 4, 4, 2] };
const SHEET: Moment = { game: 'dice_poker', phase: 'rolled', hand: [6, 6, 6, 3, 3], rolls: 1 };

const did = (text: string, at: Moment, language: string) => outcomeOf(handleAt(text, at, language), at);

describe('a roll with its count and die noun, then an aside', () => {
  it.each([
    ['uk', 'кидаю 4 кубики чисто для настрою перед другим таймом', 4],
    ['ru', 'бросаю 3 кубика просто для разминки перед сменой', 3],
    ['en', 'ad break, rolling a die to see who gets the next round in', 1],
    ['ru', 'перерыв, кидаю два кубика на удачу перед вторым таймом', 2],
    // (after heldout21: a filler before the verb in its own clause, the remark in the clause before)
    ['ru', 'Привет всем! Я бросаю кубик для тест 🙂', 1],
  ])('GIVEN no game WHEN %s «%s» THEN that many dice are rolled', (language, text, count) => {
    expect(did(text, NONE, language)).toEqual({ do: 'roll', count });
  });

  it.each([
    ['en', 'my neighbour was rolling dice all night at the casino, the noise was unbearable, honestly'],
    ['ru', 'вчера у соседей полночи кто-то кидал кости, спать не давали'],
  ])('GIVEN no game WHEN %s «%s» (a story with a roll in it) THEN nothing happens', (language, text) => {
    expect(did(text, NONE, language)).toEqual({ do: 'quiet' });
  });
});

describe('«все одно», «всё равно»: a filler that starts with «все»', () => {
  it('GIVEN three dice left WHEN «кидаю решту, все одно тайм-аут» THEN the three are rolled', () => {
    expect(did('кидаю решту, все одно тайм-аут', MID, 'uk')).toEqual({ do: 'roll', count: 3 });
  });

  it('GIVEN three dice left WHEN «кидаю всі п\'ять» (all five) THEN refused: three are left', () => {
    expect(did("кидаю всі п'ять", MID, 'uk')).toEqual({ do: 'refuse' });
  });
});

describe('the hand named after a keep, in a sentence of its own', () => {
  it.each([
    ['ru', 'Пас, оставляю. Каре, и у нас четвёртый угловой подряд'],
    ['uk', 'пас, залишаю. Каре, і в нас четвертий кутовий поспіль'],
    ['en', "Pass, keeping these. quads baby, and that's our 4th corner in a row"],
  ])('GIVEN four of a kind in round 2 WHEN %s «%s» THEN the hand is kept', (language, text) => {
    expect(did(text, ROUND_2, language)).toEqual({ do: 'pass' });
  });

  it('GIVEN four of a kind in round 2 WHEN «оставляю каре» (the group in the same clause) THEN the fifth die is rerolled', () => {
    expect(did('оставляю каре', ROUND_2, 'ru')).toEqual({ do: 'reroll', values: [2] });
  });
});

describe('two boxes and a correction, then chat', () => {
  it.each([
    ['ru', 'в тройки, нет, в шестёрки... ой, там гол!'],
    ['uk', 'в трійки, ні, в шістки... ой, там гол!'],
    ['en', 'threes, no wait, sixes... hang on, GOAL!'],
  ])('GIVEN a hand WHEN %s «%s» THEN the Butler asks which box, nothing written', (language, text) => {
    expect(did(text, SHEET, language)).toEqual({ do: 'ask' });
  });

  it('GIVEN a hand WHEN chat names two boxes after a correction («нет, ты путаешь тройки с шестёрками») THEN nothing happens', () => {
    expect(did('нет, ты путаешь тройки с шестёрками', SHEET, 'ru')).toEqual({ do: 'quiet' });
  });
});

describe('a reroll or keep said first with its dice, then an aside in the same breath', () => {
  const HAND: Moment = { game: 'dice_poker', phase: 'rolled', hand: [1, 4, 4, 6, 2], rolls: 1 };
  it.each([
    ['ru', 'перекидываю единицу пока пациент спит', [1]],
    ['uk', 'перекидаю одиницю поки пацієнт спить', [1]],
    ['ru', 'оставляю четвёрки пока начальник не видит', [1, 2, 6]],
  ])('GIVEN a hand WHEN %s «%s» THEN those dice are rerolled', (language, text, values) => {
    expect(did(text, HAND, language)).toEqual({ do: 'reroll', values });
  });

  it('GIVEN a hand WHEN «оставляю за собой право переиграть» (no dice after the verb) THEN nothing happens', () => {
    expect(did('оставляю за собой право переиграть', HAND, 'ru')).toEqual({ do: 'quiet' });
  });
});

describe('dice denied beside the move are not its dice', () => {
  const HAND: Moment = { game: 'dice_poker', phase: 'rolled', hand: [1, 4, 4, 6, 2], rolls: 1 };
  it.each([
    ['ru', 'перекидываю шестёрку, не единицу', [6]],
    ['ru', 'перекидываю не единицу, а шестёрку', [6]],
    ['uk', 'перекидаю шістку, не одиницю', [6]],
    ['en', 'reroll the 6, not the 1', [6]],
    ['en', 'keep the 4s, not the 6', [1, 2, 6]],
  ])('GIVEN a hand WHEN %s «%s» THEN only the dice meant are rerolled', (language, text, values) => {
    expect(did(text, HAND, language)).toEqual({ do: 'reroll', values });
  });
});

describe('a straight with no size, said first, then chat', () => {
  const LAST: Moment = { game: 'dice_poker', phase: 'rolled', hand: [1, 2, 3, 4, 5], rolls: 3 };
  const EARLY: Moment = { game: 'dice_poker', phase: 'rolled', hand: [1, 2, 3, 4, 5], rolls: 1 };
  it.each([
    ['ru', 'в стрит! как наши по флангу прошли', LAST],
    ['uk', 'в стріт! як наші по флангу пройшли', EARLY],
    ['en', 'straight! like our counter down the wing', LAST],
  ])('GIVEN a straight in hand WHEN %s «%s» THEN the Butler answers which straight, nothing written', (language, text, at) => {
    expect(did(text, at, language)).toEqual({ do: 'refuse' });
  });

  it('GIVEN a straight in hand WHEN «ну и стрит у него, везёт же» (a hand talked about) THEN nothing happens', () => {
    expect(did('ну и стрит у него, везёт же', LAST, 'ru')).toEqual({ do: 'quiet' });
  });
});

describe('a box word said of the move, after it', () => {
  it('GIVEN no rerolls left WHEN "Reroll the 1 and the 2, last chance!" THEN refused: no chance box is written', () => {
    expect(did('Reroll the 1 and the 2, last chance!', { game: 'dice_poker', phase: 'rolled', hand: [1, 2, 4, 4, 4], rolls: 3 }, 'en')).toEqual({ do: 'refuse' });
  });

  it('GIVEN rerolls left WHEN "reroll the 1 and the 2, last chance!" THEN the two are rerolled', () => {
    expect(did('reroll the 1 and the 2, last chance!', { game: 'dice_poker', phase: 'rolled', hand: [1, 2, 4, 4, 4], rolls: 1 }, 'en')).toEqual({ do: 'reroll', values: [1, 2] });
  });
});

describe('the Butler named last, after a word of address', () => {
  const SIXES: Moment = { game: 'dice_poker', phase: 'rolled', hand: [6, 6, 6, 6, 1], rolls: 3 };
  it.each([
    ['uk', 'Пиши в шістки, любий Дворецький'],
    ['ru', 'пиши в шестёрки, милый дворецкий'],
    ['en', 'score the sixes, dear Butler'],
  ])('GIVEN the last roll WHEN %s «%s» THEN the box is written', (language, text) => {
    expect(did(text, SIXES, language)).toEqual({ do: 'score', box: 'sixes' });
  });

  it('GIVEN the last roll WHEN «пиши в шестёрки, милый Петя» (another player) THEN nothing happens', () => {
    expect(did('пиши в шестёрки, милый Петя', SIXES, 'ru')).toEqual({ do: 'quiet' });
  });
});

describe('a box name with one letter wrong after a verb and other words', () => {
  it.each(['Put it in chanse', 'put it in the chanse box pls'])('GIVEN the last roll WHEN «%s» THEN the chance box is written', (text) => {
    expect(did(text, { game: 'dice_poker', phase: 'rolled', hand: [2, 3, 5, 6, 6], rolls: 3 }, 'en')).toEqual({ do: 'score', box: 'chance' });
  });
});

describe('"all but" alone', () => {
  it('GIVEN three threes WHEN "all but the threes" THEN every die but the threes is rerolled', () => {
    expect(did('all but the threes', { game: 'dice_poker', phase: 'rolled', hand: [3, 3, 3, 1, 6], rolls: 2 }, 'en')).toEqual({ do: 'reroll', values: [1, 6] });
  });

  it('GIVEN three threes WHEN "all but the jokes" THEN nothing happens', () => {
    expect(did('all but the jokes, please', { game: 'dice_poker', phase: 'rolled', hand: [3, 3, 3, 1, 6], rolls: 2 }, 'en')).toEqual({ do: 'quiet' });
  });

  it.each([
    ['ru', 'всё, кроме троек'],
    ['ru', 'все кроме троек'],
    ['uk', 'усе, крім трійок'],
    ['en', 'all but the 3s'],
  ])('GIVEN three threes WHEN %s «%s» (the dice excepted by a face, no box name) THEN every die but the threes is rerolled', (language, text) => {
    expect(did(text, { game: 'dice_poker', phase: 'rolled', hand: [3, 3, 3, 1, 6], rolls: 2 }, language)).toEqual({ do: 'reroll', values: [1, 6] });
  });

  it.each([
    ['ru', 'всё, кроме шуток, надоело'],
    ['uk', 'все, крім жартів'],
    ['en', 'all but one of them are mine'],
  ])('GIVEN three threes WHEN %s «%s» THEN nothing happens', (language, text) => {
    expect(did(text, { game: 'dice_poker', phase: 'rolled', hand: [3, 3, 3, 1, 6], rolls: 2 }, language)).toEqual({ do: 'quiet' });
  });
});

// Issue 53, after heldout17 (students in exam week): a past roll verb with the dice it threw, in a first clause of its
// own, is the roll announced, whatever talk follows in clauses after it (RULES.md §1: a word in any tense).
describe('a past roll verb with its dice, then an aside', () => {
  const ROUND_1: Moment = { game: 'bone_poker', phase: 'round1' };
  it.each([
    ['en', 'rolled all five, brb back to the thesis'],
    ['ru', 'кинул все пять, щас вернусь к диплому'],
    ['uk', 'кинув усі пʼять кубиків, побіг на пару'],
    ['en', 'rolled all five'],
    ['ru', 'кинул 5, щас вернусь'],
  ])('GIVEN a Bone Poker turn to roll WHEN %s «%s» THEN the five dice are rolled', (language, text) => {
    expect(did(text, ROUND_1, language)).toEqual({ do: 'roll', count: 5 });
  });

  it.each([
    ['ru', 'я бросил кости и пошёл за чаем'],
    ['ru', 'бросил три шестёрки, прикинь'],
    ['ru', 'вчера бросил кости, жесть'],
    ['en', 'rolled two sixes, lol'],
    ['en', 'rolled my ankle, ouch'],
    ['uk', 'кинув, і пішов по каву'],
  ])('GIVEN a turn to roll WHEN %s «%s» (what fell, a story, or the verb alone before talk) THEN nothing happens', (language, text) => {
    expect(did(text, ROUND_1, language)).toEqual({ do: 'quiet' });
  });
});
