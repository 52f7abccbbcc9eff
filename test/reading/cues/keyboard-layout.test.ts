// RULES.md §1 (issue 53): a Russian or Ukrainian message typed with the Latin layout still on is read as the words its
// keys stand for — any word of the lexicons, not a list of typings.
import { describe, expect, it } from 'vitest';
import { keysOf, letterRuns, retyped } from '../../../src/reading/cues/keyboard-layout.ts';
import { handleAt, outcomeOf } from '../corpus-run.ts';
import type { Moment } from '../corpus-moment.ts';

const typed = (text: string, at: Moment, language = 'ru') => outcomeOf(handleAt(text, at, language), at);

describe('the keys of a Cyrillic word', () => {
  it('GIVEN «бросаю» THEN it is typed ",hjcf." and the quick check sees the run "hjcf"', () => {
    expect(keysOf('бросаю')).toContain(',hjcf.');
    expect(letterRuns(',hjcf.')).toEqual(['hjcf']);
  });

  it('GIVEN «кістки» THEN only the Ukrainian layout types it (і is the s key)', () => {
    expect(keysOf('кістки')).toEqual(['rscnrb']);
  });

  it('GIVEN a message none of whose chunks is a known word THEN it is not retyped', () => {
    const known = (w: string) => w === 'кости';
    expect(retyped('hello there', known)).toBeNull();
    expect(retyped('бросаю hello', known)).toBeNull();
    expect(retyped('rjcnb.', known)).toBe('кости.');
  });

  it('GIVEN a message with Cyrillic in it (the layout switched midway, a note after) THEN only the chunks that become known words are retyped', () => {
    const known = (w: string) => w === 'кости' || w === 'бросаю';
    expect(retyped('бросаю rjcnb', known)).toBe('бросаю кости');
    expect(retyped(',hjcf. rjcnb 😅 раскладка', known)).toBe('бросаю кости 😅 раскладка');
    expect(retyped('кидаю dice, ok', known)).toBeNull();
  });
});

describe('a message typed on the wrong layout is the move its keys spell', () => {
  it.each([
    ['rblf. rjcnb', { game: 'craps', phase: 'turn' }, 'ru', { do: 'roll', count: 2 }],
    ['ntgthm ,hjcf. nhb rjcnb', { game: 'thousand', phase: 'mid', left: 3, turn: 100, canBank: true }, 'ru', { do: 'roll', count: 3 }],
    ['rblf. rscnrb', { game: 'craps', phase: 'turn' }, 'uk', { do: 'roll', count: 2 }],
    ['gfc', { game: 'bone_poker', phase: 'round2', hand: [2, 2, 5, 6, 1] }, 'ru', { do: 'pass' }],
    ['[dfnbn', { game: 'thousand', phase: 'mid', left: 2, turn: 150, canBank: true }, 'ru', { do: 'bank' }],
    ['pfgbcsdf. d rfht', { game: 'dice_poker', phase: 'rolled', hand: [4, 4, 4, 4, 2], rolls: 3 }, 'ru', { do: 'score', box: 'four_kind' }],
  ] as const)('GIVEN %j WHEN sent on a turn THEN the move', (text, at, language, want) => {
    expect(typed(text, at as Moment, language)).toEqual(want);
  });

  it('GIVEN English chat that happens to hold letter runs of such words THEN quiet', () => {
    for (const text of ['hjcf is not a word', 'rjcnb', 'lol ok', 'e.g. a.b.c']) expect(typed(text, { game: 'craps', phase: 'turn' }, 'en'), text).toEqual({ do: 'quiet' });
  });
});
