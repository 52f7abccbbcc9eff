// Ukrainian Dice Poker replies: no Russian-only letters, the box names of the Ukrainian rule text, the phrase to
// type (understood by the parser), Ukrainian plurals.
import { describe, expect, it } from 'vitest';
import { AT, doesAt, score } from '../../helpers/does-at.ts';
import { BOXES } from '../../../src/games/dice-poker/index.ts';
import * as uk from '../../../src/messages/uk/dice-poker.ts';
import { looksUkrainian, notUkrainian } from '../../helpers/alphabet.ts';
import { dicePokerSamples } from '../../helpers/message-samples-b.ts';

const s = dicePokerSamples(uk);

describe('uk/dice-poker', () => {
  it('GIVEN every Dice Poker reply WHEN it is rendered in Ukrainian THEN none has ы, э, ъ or ё, and the text is Ukrainian', () => {
    expect(notUkrainian(s)).toEqual({});
    expect(looksUkrainian(Object.values(s).join('\n'))).toBe(true);
  });

  it('GIVEN a player’s turn WHEN they roll or reroll THEN the rolls left agree with the number (лишилося 2 кидки, лишився 1 кидок)', () => {
    expect(s.roll).toBe('🎲 Annabel: ⚄5 ⚄5 ⚄5 ⚄5 ⚁2 — лишилося 2 кидки\nНайкраще: каре — 22, трійка — 22, пара — 22, шанс — 22, п’ятірки — 20, двійки — 2');
    expect(s.reroll).toContain('— лишився 1 кидок');
    expect(s.lastRoll).toContain('кидків більше немає');
  });

  it('GIVEN the boxes of the game WHEN they are named in Ukrainian THEN the names are those of the rule text «Покер у кості»', () => {
    expect(BOXES.map(uk.boxTitle)).toEqual([
      'одиниці', 'двійки', 'трійки', 'четвірки', 'п’ятірки', 'шістки', 'пара', 'дві пари', 'трійка', 'каре',
      'фул-хаус', 'малий стріт', 'великий стріт', 'покер', 'шанс',
    ]);
    expect(uk.dicePokerMessages.title).toBe('Покер у кості');
  });

  it.each(BOXES.map((box) => [box]))('GIVEN a hand rolled WHEN a player types the Ukrainian phrase for %s THEN the hand is written into that box', (box) => {
    expect(doesAt(uk.writePhrase(box), AT.dicePokerRolled([3, 3, 3, 5, 5]), 'uk')).toEqual(score(box));
  });

  it('GIVEN a second poker and the upper section near its bonus WHEN it is scored as a joker in sixes THEN both bonuses and the new total', () => {
    expect(s.jokerWrite).toBe('✍️ Annabel, записано: шістки — 30\n🃏 Бонус за повторний покер: +100\n🎁 Бонус за верх (більше 63): +35\nУсього: 260');
  });

  it('GIVEN the score sheet WHEN it is shown as text THEN every row name fits its 8 columns', () => {
    for (const box of BOXES) expect(uk.boxShort(box).length).toBeLessThanOrEqual(8);
    expect(s.statusFresh.split('\n').slice(0, 21).every((row) => row.length <= 24)).toBe(true);
  });

  it('GIVEN a box taken or a joker that must go elsewhere WHEN the write is refused THEN the best free boxes and the phrase «Записую в …»', () => {
    expect(s.taken).toBe('Графу «каре» уже заповнено. Найкращі вільні: каре — 26, трійка — 26, пара — 26, шанс — 26.');
    expect(s.jokerForced).toBe('Джокер: покер уже записано, ці кістки можна записати лише в: двійки. Наприклад: «Записую в двійки».');
  });

  it('GIVEN Dice Poker WHEN its rules are shown THEN the facts of the game and the phrases to type', () => {
    for (const fact of ['15 раундів', 'Більше 63', '+35', 'фул-хаус (3+2) — 25', '«кидаю 5 кубиків»', '«Перекидаю 2 і 6»', '«Записую в каре»', '/hint']) {
      expect(s.rules).toContain(fact);
    }
  });
});
