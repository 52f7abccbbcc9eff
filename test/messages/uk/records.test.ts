import { describe, expect, it } from 'vitest';
import * as uk from '../../../src/messages/uk/records.ts';
import { looksUkrainian, notUkrainian } from '../../helpers/alphabet.ts';
import { recordsSamples } from '../../helpers/message-samples-b.ts';

const s = recordsSamples(uk);

describe('uk/records', () => {
  it('GIVEN every records reply WHEN it is rendered in Ukrainian THEN none has ы, э, ъ or ё, and the text is Ukrainian', () => {
    expect(notUkrainian(s)).toEqual({});
    expect(looksUkrainian(Object.values(s).join('\n'))).toBe(true);
  });

  it('GIVEN finished and stopped games WHEN /history is shown THEN number, date, Ukrainian game title, players and the result of each game', () => {
    expect(s.history).toContain('#12 · 2026-11-28 · Покер у кості · Annabel, Bobby · перемога: Annabel');
    expect(s.history).toContain('#10 · 2026-11-28 · Крепс · Annabel, Bobby · зупинено');
  });

  it('GIVEN a player’s games WHEN /stats, /top or a forget reply is shown THEN Ukrainian plurals and a decimal comma', () => {
    expect(s.stats).toContain('12 ігор, 5 перемог (42%) · нічиїх 1 · серія 2, найкраща 3 · найкращий рахунок 287, середній 204,5');
    expect(s.top).toContain('2. Bobby — 1570 (2 гри) *'); // 1500 + 20 × 3,5
    expect(s.top).toContain('усі починають з 1500');
    expect(s.forgotten).toContain('з 3 записів');
    expect(s.forgottenOne).toContain('з 1 запису');
  });

  it('GIVEN a game whose module counts scores but notes no bonus WHEN /stats is shown THEN the best and average score and no bonus share', () => {
    expect(s.statsNoBonus).toContain('найкращий рахунок 287, середній 204,5');
    expect(s.statsNoBonus).not.toContain('бонус');
  });

  it('GIVEN the dice rolled in the chat WHEN their check is shown THEN the count agrees with the number and a verdict is given', () => {
    expect(s.diceFair).toContain('Кістки цього чату: 600 кубиків');
    expect(s.diceFew).toContain('хоча б 60');
  });
});
