// "Пас" and "Хватит": short words that count only as (nearly) the whole message.
import { describe, expect, it } from 'vitest';
import { parseMessage } from '../../../src/commands/parse/index.ts';

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
  ])('%j → pass', (text) => {
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
  ])('%j → not a pass', (text) => {
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
  ])('%j → bank', (text) => {
    expect(parseMessage(text)).toEqual({ kind: 'bank' });
  });

  it.each([
    'хватит спамить',
    'мне хватит',
    'хватит_',
    'хватитт',
    'хватит\nспамить',
    'хватит 100 очков?',
  ])('%j → null', (text) => {
    expect(parseMessage(text)).toBeNull();
  });

  it('"хватит" with a score to a known box is a score ("Хватит, записываю в каре")', () => {
    expect(parseMessage('Хватит, записываю в каре')).toEqual({ kind: 'score', box: 'four_kind', raw: 'каре' });
  });

  it('"хватит" with a score to an unknown box stays a bank', () => {
    expect(parseMessage('хватит, записываю в банк')).toEqual({ kind: 'bank' });
  });

  it('"хватит" and a roll phrase are two moves: the Butler asks which', () => {
    expect(parseMessage('хватит, бросаю кости')).toEqual({
      kind: 'ambiguous',
      options: [{ kind: 'roll', count: 2 }, { kind: 'bank' }],
    });
  });
});
