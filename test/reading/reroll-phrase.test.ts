// Rerolls: naming the dice to roll again by their values (RULES §1, §3, §4).
import { describe, expect, it } from 'vitest';
import type { MoveCues } from '../../src/reading/cues/find-cues.ts';
import { readMove } from '../../src/reading/read-move.ts';
import type { Action } from '../../src/games/types.ts';
import { parseMessage } from '../../src/reading/index.ts';

describe('a reroll alone', () => {
  it.each([
    ['Перебрасываю 4, 5 и 1', [4, 5, 1]],
    ['перебрасываю 4, 5 и 1', [4, 5, 1]],
    ['ПЕРЕБРАСЫВАЮ 4, 5 И 1', [4, 5, 1]],
    ['Перебрасываю 4, 5 и 1!', [4, 5, 1]],
    ['  перебрасываю   4 ,5  и  1 .', [4, 5, 1]],
    ['Ну ладно. Перебрасываю 4, 5 и 1', [4, 5, 1]],
    ['перебрасываю 4,5,1', [4, 5, 1]],
    ['перебрасываю 4 5 1', [4, 5, 1]],
    ['перебрасываю 4; 5; 1', [4, 5, 1]],
    ['перебрасываю 2 и 6', [2, 6]],
    ['перебрасываю 6', [6]],
    ['перекидываю 1 и 3', [1, 3]],
    ['перекидаю 2 і 6', [2, 6]],
    ['перекидаю 2 та 6', [2, 6]],
    ['перебрасываю 3, 4 й 5', [3, 4, 5]],
    // number words
    ['перебрасываю четыре, пять и один', [4, 5, 1]],
    ['Перебрасываю два и шесть', [2, 6]],
    ['перебрасываю одну и три', [1, 3]],
    ['перебрасываю две', [2]],
    ['перекидаю чотири, п’ять і шість', [4, 5, 6]],
    ["перекидаю п'ять", [5]],
    ['перебрасываю 4, пять и 1', [4, 5, 1]],
    // repeated values (a multiset: "2, 2" needs two twos)
    ['перебрасываю 2, 2', [2, 2]],
    ['перебрасываю 1, 1, 1, 1, 1', [1, 1, 1, 1, 1]],
    ['перебрасываю шесть, шесть и 6', [6, 6, 6]],
    // ё = е
    ['пёрёбрасываю 4 и 5', [4, 5]],
    // words after the list, behind a comma or a conjunction
    ['перебрасываю 4 и 5, пусть повезёт', [4, 5]],
    ['перебрасываю 4 и 5 и всё', [4, 5]],
  ] as const)('GIVEN the message %j WHEN it is parsed THEN a reroll of %j', (text, values) => {
    expect(parseMessage(text)).toEqual({ kind: 'reroll', values });
  });
});

describe('a reroll with a roll phrase in the same message', () => {
  it.each([
    ['Перебрасываю 4, 5 и 1, бросаю три кости!', 3, [4, 5, 1]],
    ['перебрасываю 4, 5 и 1, бросаю 3 кости', 3, [4, 5, 1]],
    ['Перебрасываю 2 и 6, бросаю две кости', 2, [2, 6]],
    ['перебрасываю 2 и 6 и бросаю 2 кубика', 2, [2, 6]],
    ['перебрасываю 2 и 6 бросаю кости', 2, [2, 6]],
    ['бросаю две кости, перебрасываю 2 и 6', 2, [2, 6]],
    ['ПЕРЕБРАСЫВАЮ ЧЕТЫРЕ, ПЯТЬ И ОДИН, КИДАЮ ТРИ КУБИКА', 3, [4, 5, 1]],
    ['перебрасываю 6 6 6 6 6, бросаю покер', 5, [6, 6, 6, 6, 6]],
    ['перебрасываю 2, 2, бросаю 2 кости', 2, [2, 2]],
    // the count does not match the values: kept as typed, the game judges
    ['Перебрасываю 4, 5 и 1, бросаю две кости', 2, [4, 5, 1]],
  ] as const)('GIVEN the message %j WHEN it is parsed THEN a roll of %i with the reroll %j', (text, count, reroll) => {
    expect(parseMessage(text)).toEqual({ kind: 'roll', count, reroll });
  });

  it('GIVEN a reroll with the roll phrase as the seed writes it ("бро_саю") WHEN it is parsed THEN a reroll without a roll', () => {
    expect(parseMessage('Перебрасываю 4, 5 и 1, бро_саю три кости!')).toEqual({ kind: 'reroll', values: [4, 5, 1] });
  });

  it('GIVEN a reroll with a roll phrase of a bad count WHEN it is parsed THEN the bad count wins over the reroll', () => {
    expect(parseMessage('перебрасываю 4, 5 и 1, бросаю 6 костей')).toEqual({ kind: 'bad_count', count: 6 });
  });
});

describe('a reroll that names no real dice is answered, never played (fail closed, RULES §1)', () => {
  it.each([
    ['a value above 6', 'перебрасываю 7', 7],
    ['zero', 'перебрасываю 0 и 2', 0],
    ['a value above 6 last', 'перебрасываю 4, 5 и 9', 9],
    ['a number word above 6', 'перебрасываю 4, 5 и семь', 7],
    ['the word ноль', 'перебрасываю ноль', 0],
    ['digits run together', 'перебрасываю 451', 451],
    ['a negative value', 'перебрасываю 4, -5', -5],
    ['an invalid reroll with a roll phrase', 'перебрасываю 7, бросаю кость', 7],
  ] as const)('GIVEN %s WHEN %j THEN the value %i is refused', (_name, text, value) => {
    expect(parseMessage(text)).toEqual({ kind: 'bad_reroll', value });
  });

  it.each([
    ['dashes between digits', 'перебрасываю 4-5-1'],
    ['a decimal point', 'перебрасываю 4.5'],
    ['a letter glued to digits', 'перебрасываю 4,5и1'],
    ['a count, not values', 'перебрасываю три кости'],
    ['a count with a noun', 'перебрасываю 2 кубика'],
    ['the dice noun alone', 'перебрасываю кости'],
    ['a count before a roll phrase', 'перебрасываю три кости, бросаю три кости'],
  ])('GIVEN %s WHEN %j THEN the player is asked to name the values', (_name, text) => {
    expect(parseMessage(text)).toEqual({ kind: 'bad_reroll' });
  });
});

describe('not a reroll', () => {
  it.each([
    'пере_брасываю 4 и 5',
    'перебрасываю_4',
    'xперебрасываю 4',
    'перебросил 4 и 5',
    'пeребрасываю 4 и 5', // Latin e
  ])('GIVEN the message %j WHEN it is parsed THEN null: the Butler stays quiet', (text) => {
    expect(parseMessage(text)).toBeNull();
  });

  it('GIVEN "перебрасываю все" WHEN it is parsed THEN nothing is kept: the whole hand is rolled again', () => {
    expect(parseMessage('перебрасываю все')).toEqual({ kind: 'keep', values: [] });
    expect(parseMessage('перебрасываю всё')).toEqual({ kind: 'keep', values: [] });
    expect(parseMessage('перебрасываю все, бросаю покер')).toEqual({ kind: 'roll', count: 5, keep: [] });
  });
});

// Issue 24 (RULES.md §1 "what the words mean"): a roll verb alone, other forms of the verbs (imperatives, "we",
// the future) and a stop said as a sentence are no longer chat by their words alone — they are cues, read against
// the moves legal now (a move on one's turn, quiet from others; test/reading/corpus.test.ts).
describe('messages the legal moves decide (issue 24)', () => {
  it.each(['перебрасывай 4 и 5', 'перебрасываю', 'перебрасываю!'])('GIVEN the message %j WHEN it is parsed THEN it is move cues, for the moment to read', (text) => {
    expect(parseMessage(text)?.kind).toBe('move');
  });

  it('GIVEN a reroll verb alone WHEN its cues are read THEN it is a move only where the dice to roll are known', () => {
    const cues = (parseMessage('перебрасываю') as { cues: MoveCues }).cues;
    const rollLeft: Action = { type: 'roll', player: 'me', count: 3 };
    expect(readMove(cues, [rollLeft, { type: 'bank', player: 'me' }], 'me')).toEqual({ kind: 'move', action: rollLeft });
    // a hand to name dice from: which ones? — quiet, as before
    const hand: Action[] = [{ type: 'roll', player: 'me', count: 1, reroll: [5] }, { type: 'pass', player: 'me' }];
    expect(readMove(cues, hand, 'me')).toEqual({ kind: 'quiet' });
    expect(readMove(cues, [], 'me')).toEqual({ kind: 'quiet' });
  });
});
