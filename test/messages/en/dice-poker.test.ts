// English Dice Poker replies: English letters only, Yahtzee box names, the phrase to type, the numbers of the game.
import { describe, expect, it } from 'vitest';
import { BOXES } from '../../../src/games/dice-poker/index.ts';
import * as en from '../../../src/messages/en/dice-poker.ts';
import { notEnglish } from '../../helpers/alphabet.ts';
import { dicePokerSamples } from '../../helpers/message-samples-b.ts';

const s = dicePokerSamples(en);

describe('en/dice-poker', () => {
  it('GIVEN every Dice Poker reply WHEN it is rendered in English THEN none has a Cyrillic letter', () => {
    expect(notEnglish(s)).toEqual({});
  });

  it('GIVEN a player’s turn WHEN they roll or reroll THEN the player, the dice, the rolls left in English plural and the best boxes with points', () => {
    expect(s.roll).toBe('🎲 Annabel: ⚄5 ⚄5 ⚄5 ⚄5 ⚁2 — 2 rolls left\nBest: four of a kind — 22, three of a kind — 22, pair — 22, chance — 22, fives — 20, twos — 2');
    expect(s.reroll).toContain('[⚄5 ⚄5 ⚄5 ⚄5] + ⚅6 — 1 roll left');
    expect(s.lastRoll).toContain('no rolls left');
  });

  it('GIVEN a second poker and the upper section near its bonus WHEN it is scored as a joker in sixes THEN both bonuses and the new total', () => {
    expect(s.jokerWrite).toBe('✍️ Annabel scores sixes — 30\n🃏 Extra poker bonus: +100\n🎁 Upper section bonus (over 63): +35\nTotal: 260');
  });

  it('GIVEN a rolled hand WHEN the buttons for its best boxes are shown THEN they send “Score <box>”, the form the English parser takes', () => {
    expect(s.buttons).toBe('Four of a kind — 26 => Score four of a kind\nThree of a kind — 26 => Score three of a kind\nPair — 26 => Score pair');
    expect(en.writePhrase('full_house')).toBe('Score full house');
    expect(en.writePhrase('small_straight')).toBe('Score small straight');
  });

  it('GIVEN the score sheet WHEN it is shown as text THEN every row name fits its 8 columns', () => {
    for (const box of BOXES) expect(en.boxShort(box).length).toBeLessThanOrEqual(8);
    expect(s.statusFresh.split('\n').slice(0, 21).every((row) => row.length <= 24)).toBe(true);
  });

  it('GIVEN a rolled hand WHEN a player scores into a bare “straight” THEN it asks which one with both phrases', () => {
    expect(s.straight).toMatch(/^Which straight\? “Score small straight” or “Score large straight”\./);
  });

  it('GIVEN a draw, a solo game or a forfeit WHEN the game ends THEN the scores and names', () => {
    expect(s.overDraw).toBe('🤝 A tie — the win is shared: Annabel, Bobby.\nFinal scores:\n• Annabel — 200\n• Bobby — 200');
    expect(s.overSolo).toBe('🏁 Game over! Final score for Annabel: 240');
    expect(s.overForfeit).toContain('Final scores:\n• Annabel — 120');
  });

  it('GIVEN Dice Poker WHEN its rules are shown THEN the facts of the game: 15 rounds, the bonus over 63, fixed boxes, the phrases to type', () => {
    for (const fact of ['15 rounds', 'over 63', '+35', 'full house (3+2) 25', 'small straight (4 in a row) 30', '“roll 5 dice”', '“reroll 2 6”', '“score four of a kind”', '/hint']) {
      expect(s.rules).toContain(fact);
    }
  });
});
