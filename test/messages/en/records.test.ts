import { describe, expect, it } from 'vitest';
import * as en from '../../../src/messages/en/records.ts';
import { notEnglish } from '../../helpers/alphabet.ts';
import { recordsSamples } from '../../helpers/message-samples-b.ts';

const s = recordsSamples(en);

describe('en/records', () => {
  it('GIVEN every records reply WHEN it is rendered in English THEN none has a Cyrillic letter', () => {
    expect(notEnglish(s)).toEqual({});
  });

  it('GIVEN finished and stopped games WHEN /history is shown THEN number, date, English game title, players and the result of each game', () => {
    expect(s.history).toContain('#12 · 2026-11-28 · Dice Poker · Annabel, Bobby · won by Annabel');
    expect(s.history).toContain('#11 · 2026-11-28 · Thousand · Annabel, Bobby · draw: Annabel, Bobby');
    expect(s.history).toContain('stopped');
  });

  it('GIVEN a player’s games WHEN /stats, /top or a forget reply is shown THEN English plurals and a decimal point', () => {
    expect(s.stats).toContain('Dice Poker: 12 games, 5 wins (42%) · draws 1 · streak 2, best 3 · best score 287, average 204.5, bonus in 33% of games');
    expect(s.stats).toContain('average turns to a win: 12.4');
    expect(s.stats).toContain('  vs Bobby: 4–3, draws 1');
    expect(s.top).toContain('1. Annabel — 1927 (14 games)'); // 1500 + 20 × 21.35
    expect(s.top).toContain('everyone starts at 1500');
    expect(s.forgottenOne).toContain('from 1 record and');
  });

  it('GIVEN a game whose module counts scores but notes no bonus WHEN /stats is shown THEN the best and average score and no bonus share', () => {
    expect(s.statsNoBonus).toContain('best score 287, average 204.5');
    expect(s.statsNoBonus).not.toContain('bonus');
  });

  it('GIVEN the dice rolled in the chat WHEN their check is shown THEN the table, the test and a verdict for each case', () => {
    expect(s.diceFair).toContain('Dice in this chat: 600 dice');
    expect(s.diceFair).toContain('p = 0.9991');
    expect(s.diceFew).toContain('at least 60');
    expect(s.diceRare).toContain('less than once in a thousand');
    expect(s.gameCli).toContain('npx butler record 12 > game.json');
  });
});
