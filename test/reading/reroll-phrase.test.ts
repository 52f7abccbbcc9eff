// Rerolls: naming the dice to roll again by their values (RULES §1, §3, §4), as the Butler plays them on a Dice Poker
// turn after the first roll of a hand that holds those dice.
import { describe, expect, it } from 'vitest';
import type { MoveCues } from '../../src/reading/cues/find-cues.ts';
import { readMove } from '../../src/reading/read-move.ts';
import type { Action } from '../../src/games/types.ts';
import { readMessage } from '../../src/reading/index.ts';
import { AT, doesAt, reroll, ASK, QUIET, REFUSE, type Did } from '../helpers/does-at.ts';
import type { Moment } from './corpus-moment.ts';

/** A Dice Poker turn after a first roll that holds `values`, the hand filled up with other faces. */
function rolledHolding(values: readonly number[]): Moment {
  const others = [6, 5, 4, 3, 2, 1].filter((face) => !values.includes(face));
  return AT.dicePokerRolled([...values, ...others].slice(0, 5));
}


describe('a reroll alone', () => {
  for (const [text, values] of [
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
    ['перекидаю чотири, п’ять і шість', [4, 5, 6]],
    ['перебрасываю 4, пять и 1', [4, 5, 1]],
    // digits joined by any punctuation or a glued «и» are a list of dice, as «451» and "666" are (issue 43)
    ['перебрасываю 4-5-1', [4, 5, 1]],
    ['перебрасываю 4.5', [4, 5]],
    ['перебрасываю 4, -5', [4, 5]],
    ['перебрасываю 4,5и1', [4, 5, 1]],
    // repeated values (a multiset: "2, 2" needs two twos)
    ['перебрасываю 2, 2', [2, 2]],
    ['перебрасываю 1, 1, 1, 1, 1', [1, 1, 1, 1, 1]],
    ['перебрасываю шесть, шесть и 6', [6, 6, 6]],
    // ё = е
    ['пёрёбрасываю 4 и 5', [4, 5]],
    // words after the list, behind a comma or a conjunction
    ['перебрасываю 4 и 5, пусть повезёт', [4, 5]],
    ['перебрасываю 4 и 5 и всё', [4, 5]],
  ] as const) {
    it(`GIVEN a Dice Poker hand holding ${values.join(', ')} WHEN ${JSON.stringify(text)} THEN those dice are rolled again`, () => {
      expect(doesAt(text, rolledHolding(values))).toEqual(reroll(...values));
    });
  }

  it('GIVEN a Dice Poker hand WHEN «перебрасываю две» THEN the Butler asks which two: «две» is a count, never a face (issue 43)', () => {
    expect(doesAt('перебрасываю две', rolledHolding([2]))).toEqual(ASK);
  });
});

describe('a reroll with a roll phrase in the same message', () => {
  it.each([
    ['Перебрасываю 4, 5 и 1, бросаю три кости!', [4, 5, 1]],
    ['перебрасываю 4, 5 и 1, бросаю 3 кости', [4, 5, 1]],
    ['Перебрасываю 2 и 6, бросаю две кости', [2, 6]],
    ['перебрасываю 2 и 6 и бросаю 2 кубика', [2, 6]],
    ['перебрасываю 2 и 6 бросаю кости', [2, 6]],
    ['бросаю две кости, перебрасываю 2 и 6', [2, 6]],
    ['ПЕРЕБРАСЫВАЮ ЧЕТЫРЕ, ПЯТЬ И ОДИН, КИДАЮ ТРИ КУБИКА', [4, 5, 1]],
    ['перебрасываю 6 6 6 6 6, бросаю покер', [6, 6, 6, 6, 6]],
    ['перебрасываю 2, 2, бросаю 2 кости', [2, 2]],
  ] as const)('GIVEN a Dice Poker hand holding the dice WHEN %j THEN the dice %j are rolled again', (text, values) => {
    expect(doesAt(text, rolledHolding(values))).toEqual(reroll(...values));
  });

  it('GIVEN a count that does not match the dice named («4, 5 и 1, бросаю две кости») WHEN sent THEN the Butler asks, nothing rolled (issue 43)', () => {
    expect(doesAt('Перебрасываю 4, 5 и 1, бросаю две кости', rolledHolding([4, 5, 1]))).toEqual(ASK);
  });

  it('GIVEN a reroll with the roll phrase as the seed writes it ("бро_саю") WHEN it is sent THEN the reroll alone is played', () => {
    expect(doesAt('Перебрасываю 4, 5 и 1, бро_саю три кости!', rolledHolding([4, 5, 1]))).toEqual(reroll(4, 5, 1));
  });

  it('GIVEN a reroll with a roll phrase of a bad count WHEN it is sent THEN the bad count is refused, nothing rolled', () => {
    expect(doesAt('перебрасываю 4, 5 и 1, бросаю 6 костей', rolledHolding([4, 5, 1]))).toEqual(REFUSE);
  });
});

describe('a reroll that names no real dice is answered, never played (fail closed, RULES §1)', () => {
  for (const [name, text, values, did] of [
    ['a value above 6', 'перебрасываю 7', [1, 2, 3], REFUSE],
    ['zero', 'перебрасываю 0 и 2', [2], REFUSE],
    ['a value above 6 last', 'перебрасываю 4, 5 и 9', [4, 5], REFUSE],
    ['a number word above 6', 'перебрасываю 4, 5 и семь', [4, 5], REFUSE],
    ['the word ноль', 'перебрасываю ноль', [], ASK],
    ['an invalid reroll with a roll phrase', 'перебрасываю 7, бросаю кость', [], REFUSE],
  ] as const satisfies ReadonlyArray<readonly [string, string, readonly number[], Did]>) {
    it(`GIVEN ${name} WHEN ${JSON.stringify(text)} THEN the Butler answers (${did.do}), nothing rolled`, () => {
      expect(doesAt(text, rolledHolding(values))).toEqual(did);
    });
  }

  it('GIVEN digits run together («перебрасываю 451») WHEN sent THEN they are the dice 4, 5 and 1, as «keep 666» keeps three sixes (the corpus)', () => {
    expect(doesAt('перебрасываю 451', rolledHolding([4, 5, 1]))).toEqual(reroll(4, 5, 1));
  });

  for (const [name, text, values, did] of [
    // a number word alone may count the dice or name the face held: five dice, or the five? (issue 43)
    ["a number word that may be a count or a face held", "перекидаю п'ять", [5], ASK],
    ['a count, not values', 'перебрасываю три кости', [], ASK],
    ['a count with a noun', 'перебрасываю 2 кубика', [2], ASK],
    ['the dice noun alone', 'перебрасываю кости', [], ASK],
    ['a count before a roll phrase', 'перебрасываю три кости, бросаю три кости', [], ASK],
  ] as const satisfies ReadonlyArray<readonly [string, string, readonly number[], Did]>) {
    it(`GIVEN ${name} WHEN ${JSON.stringify(text)} THEN the player is asked to name the values, nothing rolled`, () => {
      expect(doesAt(text, rolledHolding(values))).toEqual(did);
    });
  }
});

describe('not a reroll', () => {
  it.each([
    'пере_брасываю 4 и 5',
    'перебрасываю_4',
    'xперебрасываю 4',
    'перебросил 4 и 5',
    'пeребрасываю 4 и 5', // Latin e
  ])('GIVEN a Dice Poker hand holding 4 and 5 WHEN %j THEN the Butler stays quiet', (text) => {
    expect(doesAt(text, rolledHolding([4, 5]))).toEqual(QUIET);
  });

  it('GIVEN "перебрасываю все" WHEN it is sent THEN nothing is kept: the whole hand is rolled again', () => {
    const hand = [1, 2, 3, 6, 5];
    for (const text of ['перебрасываю все', 'перебрасываю всё', 'перебрасываю все, бросаю покер']) {
      expect(doesAt(text, AT.dicePokerRolled(hand)), text).toEqual(reroll(...hand));
    }
  });
});

// Issue 24 (RULES.md §1 "what the words mean"): a roll verb alone, other forms of the verbs (imperatives, "we",
// the future) and a stop said as a sentence are no longer chat by their words alone — they are cues, read against
// the moves legal now (a move on one's turn, quiet from others; test/reading/corpus.test.ts).
describe('messages the legal moves decide (issue 24)', () => {
  it.each(['перебрасывай 4 и 5', 'перебрасываю', 'перебрасываю!'])('GIVEN the message %j WHEN it is parsed THEN it is move cues, for the moment to read', (text) => {
    expect(readMessage(text)?.kind).toBe('move');
  });

  it('GIVEN a reroll verb alone WHEN its cues are read THEN it is a move only where the dice to roll are known', () => {
    const cues = (readMessage('перебрасываю') as { cues: MoveCues }).cues;
    const rollLeft: Action = { type: 'roll', player: 'me', count: 3 };
    expect(readMove(cues, [rollLeft, { type: 'bank', player: 'me' }], 'me')).toEqual({ kind: 'move', action: rollLeft });
    // a hand to name dice from: which ones? asked (RULES.md §1: an attempt is never met with silence)
    const hand: Action[] = [{ type: 'roll', player: 'me', count: 1, reroll: [5] }, { type: 'pass', player: 'me' }];
    expect(readMove(cues, hand, 'me')).toEqual({ kind: 'ask', options: [], which: 'dice' });
    // no roll of the writer's legal (not their turn): refused, for the engine to say why
    expect(readMove(cues, [], 'me')).toEqual({ kind: 'refuse', action: { type: 'roll', player: 'me', count: 0 } });
  });
});
