import { describe, expect, it } from 'vitest';
import * as en from '../../../src/messages/en/hint.ts';
import { notEnglish } from '../../helpers/alphabet.ts';
import { hintSamples } from '../../helpers/message-samples-b.ts';

const s = hintSamples(en);

describe('en/hint', () => {
  it('GIVEN every Dice Poker hint reply WHEN it is rendered in English THEN none has a Cyrillic letter', () => {
    expect(notEnglish(s)).toEqual({});
  });

  it('GIVEN several possible moves WHEN a player asks for a hint THEN the best move in bold words with its expectation, then the others with their loss', () => {
    expect(s.advice).toBe(
      '💡 Annabel: keep ⚄5 ⚄5 ⚄5, reroll 2 and 3 — 212.4 by the end of the game on average\n' +
        'Otherwise: score three of a kind (21) — −2.5; reroll all five — −7.3',
    );
  });

  it('GIVEN a finished Dice Poker game WHEN its review is shown THEN each person, what the game cost and the costliest round', () => {
    expect(s.review).toContain('• Annabel: −7.3 over the game; costliest in round 4: 12 in chance, better ones: −3.5');
    expect(s.review).toContain('Jeeves: −0.0 over the game, not one move worse than the best');
  });

  it('GIVEN no game, another game or hints still being built WHEN a player asks for a hint THEN where hints exist, by the English game names', () => {
    expect(s.noGame).toContain('/newgame dice_poker');
    expect(s.notForGame).toBe('Craps has no hints yet; Dice Poker, Bone Poker and Thousand have them.');
    expect(s.building).toContain('about 40 s');
  });
});
