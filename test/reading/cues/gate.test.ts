// The cue gate may only let too much through, never too little: a message it rejects is one the cue finder reads
// no move in (so ordinary chat can leave at the gate without changing any reply).
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { findCues } from '../../../src/reading/cues/find-cues.ts';
import { mayHoldCues } from '../../../src/reading/quick-check.ts';

/** Move words of the three languages, words that look like them, chat words and glue of every kind. */
const WORDS = [
  'бросаю', 'брсаю', 'броасю', 'бросил', 'кидаю', 'кину', 'перебрасываю', 'перекидываю', 'оставляю', 'оставлю',
  'записываю', 'пишу', 'хватит', 'пас', 'паста', 'кости', 'кубик', 'пятерки', 'пятерку', 'пятерок', 'пару', 'три',
  'остальные', 'все', 'кроме', 'не', 'хотя', 'нет', 'очки', 'беру', 'в', 'каре', 'шанс', 'малый', 'стрит', 'фулл',
  'я', 'ну', 'курить', 'спорить', 'чай', 'как', 'есть', 'бы', 'ты', 'кидаю', 'кістки', "п'ять", 'пʼять', 'залишаю',
  'перекидаю', 'записую', 'шістки', 'досить', 'roll', 'rol', 'reroll', 'keep', 'kepe', 'score', 'stop', 'pass',
  'bank', 'it', "i'm", 'good', 'done', 'fives', 'dice', 'the', 'rest', 'full', 'house', 'of', 'a', 'kind',
  'chance', 'salt', 'calm', '3', '5', '66', '5-ки', '5s', '3d6', 'покер', 'lol',
];
const GLUE = [' ', ' ', ' ', ', ', '. ', '! ', ' - ', '-', ': ', '\n', ' 🎲 ', '🎲', ' ⚀ ', '«', '»', '\u00a0', '_', '’', 'é'];
const message = fc
  .array(fc.tuple(fc.constantFrom(...WORDS), fc.constantFrom(...GLUE), fc.boolean()), { minLength: 1, maxLength: 8 })
  .map((parts) => parts.map(([w, g, upper]) => (upper ? w.toUpperCase() : w) + g).join(''));

describe('cue gate', () => {
  it('GIVEN generated messages of move words, chat words and glue WHEN the gate rejects one THEN the cue finder reads no move in it', () => {
    fc.assert(
      fc.property(message, (text) => {
        if (!mayHoldCues(text)) expect(findCues(text)?.move ?? false).toBe(false);
      }),
      { numRuns: 20_000, seed: 24 },
    );
  });

  it('GIVEN chat that uses the move words in other senses WHEN gated THEN it leaves at the gate', () => {
    for (const text of ['бросаю курить с понедельника', 'хватит спорить, давайте играть', 'stop it, let us play', 'сколько у тебя очков?']) {
      expect(mayHoldCues(text)).toBe(false);
    }
  });

  it('GIVEN a story told with a past roll verb WHEN read THEN the finder reads no move (the past form alone, «кинул!», is an announcement and so passes the gate)', () => {
    for (const text of ['я бросил кости и пошёл за чаем', 'he rolled a seven last night', 'кинув кубик під стіл']) {
      expect(findCues(text)?.move ?? false).toBe(false);
    }
    for (const text of ['кинул!', 'rolled!', 'кинув']) expect(mayHoldCues(text)).toBe(true);
  });

  it('GIVEN a verb beside a word with a digit or "_" in it (at its start or past its fifth letter) WHEN gated THEN it goes on to the full read, as the finder\'s word there is not the gate\'s', () => {
    for (const text of ['бросаю 5кубиков', 'бросаю кубиков5', 'бросаю переиграть1', 'оставляю пятерки_все', 'keep fives2']) {
      expect(mayHoldCues(text), text).toBe(true);
    }
    expect(mayHoldCues('бросаю переиграть')).toBe(false);
  });

  it('GIVEN moves WHEN gated THEN they go on to the full read', () => {
    for (const text of ['бросаю кости', 'оставляю пятёрки, остальные перебрасываю', 'в каре', 'брсаю', "i'm good", 'keep the fives and reroll the rest', 'пас']) {
      expect(mayHoldCues(text)).toBe(true);
    }
  });
});
