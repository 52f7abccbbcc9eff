// "Пас" and "Хватит": short words that count only as (nearly) the whole message.
import { describe, expect, it } from 'vitest';
import { parseMessage } from '../../src/reading/index.ts';

describe('pass', () => {
  it.each([
    'Пас',
    'пас',
    'ПАС',
    'Пас!',
    'пас.',
    'пас!!!',
    '  пас  ',
    '"Пас"',
    '«Пас»',
    'Пас 👍',
    'пас ❤️',
    '👌 пас',
    'пасую',
    'Пасую!',
    'я пас',
    'Я пас.',
    'Я ПАСУЮ',
    'я, пас',
    'пас\n',
  ])('GIVEN the message %j WHEN it is parsed THEN a pass', (text) => {
    expect(parseMessage(text)).toEqual({ kind: 'pass' });
  });

  it.each([
    'спасибо',
    'компас',
    'пасс',
    'па_с',
    'па-с',
    'пас_',
    'пас 2',
    'я пас на этот раз',
    'пасую, бросаю кости', // the roll wins: a roll phrase is a roll
    'я так-то пас',
    'пас пас',
    'пaс', // Latin a
  ])('GIVEN the message %j WHEN it is parsed THEN it is not a pass', (text) => {
    expect(parseMessage(text)?.kind).not.toBe('pass');
  });
});

describe('bank', () => {
  it.each([
    'Хватит',
    'хватит',
    'ХВАТИТ',
    'Хватит!',
    'хватит.',
    'хватит, записываю',
    'Хватит! Записываю',
    'хватит — забираю',
    '  хватит  ',
    'Хватит 🙂',
    '🙂 хватит',
    'хватит... хватит',
  ])('GIVEN the message %j WHEN it is parsed THEN a bank', (text) => {
    expect(parseMessage(text)).toEqual({ kind: 'bank' });
  });

  it.each([
    'хватит спамить',
    'хватит_',
    'хватитт',
    'хватит\nспамить',
    'хватит 100 очков?',
  ])('GIVEN the message %j WHEN it is parsed THEN null: the Butler stays quiet', (text) => {
    expect(parseMessage(text)).toBeNull();
  });

  it('GIVEN "хватит" and a score to a known box in one message WHEN it is parsed ("Хватит, записываю в каре") THEN a score, not a bank', () => {
    expect(parseMessage('Хватит, записываю в каре')).toEqual({ kind: 'score', box: 'four_kind', raw: 'каре' });
  });

  it('GIVEN "хватит" and a score to an unknown box in one message WHEN it is parsed THEN it stays a bank', () => {
    expect(parseMessage('хватит, записываю в банк')).toEqual({ kind: 'bank' });
  });

  it('GIVEN "хватит" and a roll phrase in one message WHEN it is parsed THEN two moves: the Butler asks which', () => {
    expect(parseMessage('хватит, бросаю кости')).toEqual({
      kind: 'ambiguous',
      options: [{ kind: 'roll', count: 2 }, { kind: 'bank' }],
    });
  });
});

// Issue 24 (RULES.md §1 "what the words mean"): a roll verb alone, other forms of the verbs (imperatives, "we",
// the future) and a stop said as a sentence are no longer chat by their words alone — they are cues, read against
// the moves legal now (a move on one's turn, quiet from others; test/reading/corpus.test.ts).
describe('messages the legal moves decide (issue 24)', () => {
  it.each(['мне хватит'])('GIVEN the message %j WHEN it is parsed THEN it is move cues, for the moment to read', (text) => {
    expect(parseMessage(text)?.kind).toBe('move');
  });
});
