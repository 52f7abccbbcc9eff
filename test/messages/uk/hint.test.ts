import { describe, expect, it } from 'vitest';
import * as uk from '../../../src/messages/uk/hint.ts';
import { looksUkrainian, notUkrainian } from '../../helpers/alphabet.ts';
import { hintSamples } from '../../helpers/message-samples-b.ts';

const s = hintSamples(uk);

describe('uk/hint', () => {
  it('GIVEN every Dice Poker hint reply WHEN it is rendered in Ukrainian THEN none has ы, э, ъ or ё, and the text is Ukrainian', () => {
    expect(notUkrainian(s)).toEqual({});
    expect(looksUkrainian(Object.values(s).join('\n'))).toBe(true);
  });

  it('GIVEN several possible moves WHEN a player asks for a hint THEN the best move with its expectation (decimal comma), then the others with their loss', () => {
    expect(s.advice).toBe(
      '💡 Annabel: лиште ⚄5 ⚄5 ⚄5, перекиньте 2 і 3 — у середньому 212,4 до кінця гри\n' +
        'Інакше: записати в трійку (21) — −2,5; перекиньте всі п’ять — −7,3',
    );
  });

  it('GIVEN a finished Dice Poker game WHEN its review is shown THEN each person, what the game cost and the costliest round', () => {
    expect(s.review).toContain('• Annabel: −7,3 за гру; найдорожче — раунд 4: 12 в шанс, краще одиниці: −3,5');
  });

  it('GIVEN a game without hints WHEN a player asks for a hint THEN its Ukrainian title', () => {
    expect(s.notForGame).toBe('У грі «Крепс» підказок поки немає; вони є в Покері у кості, в Кістяному покері та в Тисячі.');
  });
});
