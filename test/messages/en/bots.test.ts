import { describe, expect, it } from 'vitest';
import * as en from '../../../src/messages/en/bots.ts';
import { notEnglish } from '../../helpers/alphabet.ts';
import { botSamples } from '../../helpers/message-samples-b.ts';

const s = botSamples(en);

describe('en/bots', () => {
  it('GIVEN every bot reply and bot name WHEN it is rendered in English THEN none has a Cyrillic letter', () => {
    expect(notEnglish(s)).toEqual({});
  });

  it('GIVEN bots added one after another WHEN they are named THEN the same six butlers as in Russian, in English spelling, then numbered bots', () => {
    expect(en.BOT_NAMES).toEqual(['Jeeves', 'Barrymore', 'Alfred', 'Watson', 'Sebastian', 'Archibald']);
    expect(s.numbered).toBe('Bot 7');
  });

  it('GIVEN bots at the table WHEN one is seated, an unknown one is removed or one is thinking THEN the count and the names at the table', () => {
    expect(s.added).toBe('🤖 Jeeves takes a seat at the table. Players: 3.');
    expect(s.notFound).toBe('No bot called “Zed”. At the table: Alfred, Watson. Example: /removebot Alfred.');
    expect(s.thinking).toBe('👉 Turn: 🤖 Jeeves is thinking…');
  });
});
