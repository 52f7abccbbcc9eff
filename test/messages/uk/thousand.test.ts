// Ukrainian 1000 replies: no Russian-only letters, «Досить» as the stop word, Ukrainian plurals, the rules as set.
import { describe, expect, it } from 'vitest';
import * as uk from '../../../src/messages/uk/thousand.ts';
import { looksUkrainian, notUkrainian } from '../../helpers/alphabet.ts';
import { thousandSamples } from '../../helpers/message-samples-b.ts';

const s = thousandSamples(uk);

describe('uk/thousand', () => {
  it('GIVEN every 1000 reply WHEN it is rendered in Ukrainian THEN none has ы, э, ъ or ё, and the text is Ukrainian', () => {
    expect(notUkrainian(s)).toEqual({});
    expect(looksUkrainian(Object.values(s).join('\n'))).toBe(true);
  });

  it('GIVEN a player not on the board yet WHEN they roll scoring dice THEN what scored, the turn total, the dice left and why «Досить» must wait', () => {
    expect(s.opening).toBe(
      '🎲 Annabel: ⚀1 ⚄5 ⚁2 ⚂3 ⚃4\n+15 (⚀1 = 10, ⚄5 = 5). За хід: 15.\nЛишилося кубиків: 3.\n' +
        '«Досить» поки не можна: щоб відкритися, треба набрати за хід 50, у вас поки 15.',
    );
    expect(s.canBank).toContain('Можна «Досить» — буде 150.');
  });

  it('GIVEN a player on the barrel WHEN the turns left are announced THEN they agree with the number (3 ходи, 2 ходи)', () => {
    expect(s.climb).toContain('за 3 ходи треба добрати до 1000');
    expect(s.again).toContain(': 2 ходи, щоб добрати до 1000');
    expect(s.dumptruck).toContain('рівно 555');
  });

  it('GIVEN a turn WHEN its buttons or a refusal are shown THEN they use the Ukrainian phrases', () => {
    expect(s.buttons).toBe('🎲 Кинути 1 => кидаю кубик\nДосить => Досить\n🎲 Кинути 3 => кидаю 3 кубики');
    expect(s.rollFirst).toBe('Записувати поки нічого — спершу киньте: «кидаю 5 кубиків».');
  });

  it('GIVEN settings other than the defaults WHEN the rules are shown THEN they follow the settings', () => {
    expect(s.rulesOther).toContain('Стріт 1-2-3-4-5 = 125, 2-3-4-5-6 = 250.');
    expect(s.rulesNone).not.toContain('Ями');
    expect(uk.thousandMessages.title).toBe('Тисяча');
  });
});
