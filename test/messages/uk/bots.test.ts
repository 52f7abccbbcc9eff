import { describe, expect, it } from 'vitest';
import * as uk from '../../../src/messages/uk/bots.ts';
import { notUkrainian } from '../../helpers/alphabet.ts';
import { botSamples } from '../../helpers/message-samples-b.ts';

const s = botSamples(uk);

describe('uk/bots', () => {
  it('GIVEN every bot reply and bot name WHEN it is rendered in Ukrainian THEN none has ы, э, ъ or ё', () => {
    expect(notUkrainian(s)).toEqual({});
  });

  it('GIVEN bots added one after another WHEN they are named THEN the six butlers in Ukrainian spelling, then numbered bots', () => {
    expect(uk.BOT_NAMES).toEqual(['Дживс', 'Беррімор', 'Альфред', 'Ватсон', 'Себастьян', 'Арчібальд']);
    expect(s.numbered).toBe('Бот 7');
  });

  it('GIVEN bots at the table WHEN one is seated or an unknown one is removed THEN the count and the names at the table, with no gendered verb', () => {
    expect(s.added).toBe('🤖 Jeeves сідає за стіл. Гравців: 3.');
    expect(s.notFound).toBe('Бота «Zed» немає. За столом: Alfred, Watson. Приклад: /removebot Alfred.');
  });
});
