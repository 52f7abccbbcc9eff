// One button-data form for every platform: the platform gives only its limit and how it counts; the long
// beginnings of button texts come from each language's catalogue.
import { describe, expect, it } from 'vitest';
import { ButtonCodec } from '../../../src/adapters/kit/button-codec.ts';
import { buttonPrefixes } from '../../../src/messages/index.ts';

const chars = (max: number) => new ButtonCodec({ max, measure: (t) => t.length, hashLength: 12 });

describe('the shared button codec', () => {
  it('GIVEN each language\'s long beginnings WHEN a text in that language does not fit THEN it goes by its code and reads back the same', () => {
    const texts = ['Записываю в малый стрит', 'Записую в малий стріт', 'Score small straight', 'reroll 1 2 3', 'Перекидаю 1 і 2'];
    for (const text of texts) {
      const codec = chars(text.length + 1); // "v1|" + text does not fit
      const data = codec.encode(1, text);
      expect(data, text).toMatch(/^v1~/);
      expect(data.length).toBeLessThanOrEqual(text.length + 1);
      expect(chars(text.length + 1).decode(data), 'a restarted process reads it too').toEqual({ version: 1, text });
    }
  });

  it('GIVEN the codes of every language WHEN listed THEN none is the beginning of another, and Russian keeps its letters', () => {
    const codes = buttonPrefixes().map(([code]) => code);
    for (const a of codes) for (const b of codes) if (a !== b) expect(b.startsWith(a), `${a} / ${b}`).toBe(false);
    expect(buttonPrefixes()).toContainEqual(['w', 'Записываю в ']);
  });

  it('GIVEN no version WHEN encoded THEN the press reads back without one', () => {
    expect(chars(100).decode(chars(100).encode(null, '/join'))).toEqual({ version: undefined, text: '/join' });
  });
});
