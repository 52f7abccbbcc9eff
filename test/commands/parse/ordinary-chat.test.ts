// Ordinary chat: the Butler stays quiet.
import { describe, expect, it } from 'vitest';
import { parseMessage } from '../../../src/commands/parse/index.ts';

describe('ordinary chat → null', () => {
  it.each([
    '',
    ' ',
    '\n\t',
    'привет',
    'Привет всем! Кто играет?',
    'кто бросает?',
    'я бросил кости',
    'бросай кости!',
    'бросаешь кости?',
    'бросаем кости',
    'брошу кости',
    'кинул кубик',
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
    expect(parseMessage(text)).toBeNull();
  });

  it('GIVEN input that is not a string WHEN it is parsed THEN null: it fails closed', () => {
    expect(parseMessage(undefined as unknown as string)).toBeNull();
    expect(parseMessage(null as unknown as string)).toBeNull();
    expect(parseMessage(42 as unknown as string)).toBeNull();
    expect(parseMessage({} as unknown as string)).toBeNull();
  });
});
