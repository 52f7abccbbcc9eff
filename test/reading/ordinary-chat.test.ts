// Ordinary chat: the Butler stays quiet.
import { describe, expect, it } from 'vitest';
import { readMessage } from '../../src/reading/index.ts';

describe('ordinary chat → null', () => {
  it.each([
    '',
    ' ',
    '\n\t',
    'привет',
    'Привет всем! Кто играет?',
    'кто бросает?',
    'вчера бросил кости и проиграл',
    'бросаешь кости?',
    'кинул кубик под стол, ищу теперь',
    'кости болят',
    'покер вечером?',
    'в покер сегодня?',
    'играем в кости',
    'ну ты и пасуешь',
    'спасибо',
    'хватит спамить',
    'записываю видео',
    'в магазин схожу',
    'ok',
    '🎲🎲🎲',
    '12345',
    'https://example.com/бросаю',
    '@ButlerBot привет',
  ])('GIVEN the message %j WHEN it is parsed THEN null: the Butler stays quiet', (text) => {
    expect(readMessage(text)).toBeNull();
  });

  // RULES.md §1 "a word is its word in any form" (issue 53): a past roll verb with only the dice beside it is how a
  // chat says the roll, as the verb alone is; with anything else said it stays a story (above)
  it.each(['я бросил кости', 'кинул кубик', 'кинув кості', 'rolled 2 dice'])('GIVEN %j alone WHEN it is parsed THEN it is a move', (text) => {
    expect(readMessage(text)?.kind).toBe('move');
  });

  it('GIVEN input that is not a string WHEN it is parsed THEN null: it fails closed', () => {
    expect(readMessage(undefined as unknown as string)).toBeNull();
    expect(readMessage(null as unknown as string)).toBeNull();
    expect(readMessage(42 as unknown as string)).toBeNull();
    expect(readMessage({} as unknown as string)).toBeNull();
  });
});

// Issue 24 (RULES.md §1 "what the words mean"): a roll verb alone, other forms of the verbs (imperatives, "we",
// the future) and a stop said as a sentence are no longer chat by their words alone — they are cues, read against
// the moves legal now (a move on one's turn, quiet from others; test/reading/corpus.test.ts).
describe('messages the legal moves decide (issue 24)', () => {
  it.each(['бросай кости!', 'бросаем кости', 'брошу кости'])('GIVEN the message %j WHEN it is parsed THEN it is move cues, for the moment to read', (text) => {
    expect(readMessage(text)?.kind).toBe('move');
  });
});
