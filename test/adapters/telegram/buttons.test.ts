import { describe, expect, it } from 'vitest';
import { ButtonCodec, CALLBACK_DATA_LIMIT } from '../../../src/adapters/telegram/buttons.ts';
import { BOXES } from '../../../src/games/dice-poker/boxes.ts';
import { writePhrase } from '../../../src/messages/ru/dice-poker.ts';
import { ownRolls } from '../../../src/messages/ru/games.ts';
import { rollPhrase } from '../../../src/messages/ru/move-hints.ts';

const bytes = (s: string) => Buffer.byteLength(s, 'utf8');

describe('callback_data for buttons', () => {
  const codec = new ButtonCodec();

  it('GIVEN a short button text WHEN encoded THEN it is carried as it is, with the version', () => {
    expect(codec.encode(7, 'бросаю кости')).toBe('v7|бросаю кости');
    expect(codec.decode('v7|бросаю кости')).toEqual({ version: 7, text: 'бросаю кости' });
    expect(codec.decode(codec.encode(null, '/join'))).toEqual({ version: undefined, text: '/join' });
  });

  it('GIVEN any button text WHEN encoded THEN it fits into 64 bytes and reads back the same', () => {
    const texts = [
      'Записываю в малый стрит',
      'Записываю в большой стрит',
      'Перебрасываю 4, 5 и 1, бросаю 3 кости',
      'Перебрасываю 1, 2, 3, 4 и 5, бросаю 5 костей',
      'Какой-то очень длинный текст кнопки, который не поместится никак, даже сокращённый',
    ];
    for (const text of texts) {
      const data = codec.encode(123456, text);
      expect(bytes(data)).toBeLessThanOrEqual(CALLBACK_DATA_LIMIT);
      expect(codec.decode(data)).toEqual({ version: 123456, text });
    }
  });

  it('GIVEN every button text the games draw today WHEN encoded THEN it is plain text, so presses survive a restart', () => {
    const texts = [
      ...BOXES.map((box) => writePhrase(box)),
      ...[1, 2, 3, 4, 5].map((n) => rollPhrase(n)),
      rollPhrase(5, ownRolls('bone_poker')),
      rollPhrase(2, ownRolls('craps')),
      'Хватит',
      'Пас',
      '/join',
    ];
    for (const text of texts) expect(codec.encode(9_999_999, text)).toBe(`v9999999|${text}`);
  });

  it('GIVEN a long text with a known prefix WHEN encoded THEN the prefix table is used before a remembered hash', () => {
    const long = 'Перебрасываю 1, 2, 3, 4 и 5, бросаю 5 костей';
    expect(bytes(`v1|${long}`)).toBeGreaterThan(CALLBACK_DATA_LIMIT);
    expect(codec.encode(1, long)).toMatch(/^v1~r/);
  });

  it('GIVEN data it did not make, or another process’s hash WHEN read THEN nothing is read', () => {
    expect(codec.decode('hello')).toBeNull();
    expect(codec.decode('v1~Zabc')).toBeNull();
    const other = new ButtonCodec();
    const data = other.encode(1, 'x'.repeat(100));
    expect(data).toMatch(/^v1#/);
    expect(codec.decode(data)).toBeNull();
    expect(other.decode(data)).toEqual({ version: 1, text: 'x'.repeat(100) });
  });

  it('GIVEN up to three buttons WHEN laid out THEN they share one row; more go in rows of two', () => {
    const one = codec.keyboard([{ label: '🎲 Бросить', text: 'бросаю кости' }], 3);
    expect(one).toEqual({ inline_keyboard: [[{ text: '🎲 Бросить', callback_data: 'v3|бросаю кости' }]] });
    const four = codec.keyboard(
      ['a', 'b', 'c', 'd'].map((t) => ({ label: t, text: t })),
      1,
    );
    expect(four?.inline_keyboard.map((row) => row.length)).toEqual([2, 2]);
    expect(codec.keyboard([], 1)).toBeUndefined();
  });
});
