// English 1000 replies: English letters only, "bank" as the stop word, the reason banking is refused, the rules as set.
import { describe, expect, it } from 'vitest';
import * as en from '../../../src/messages/en/thousand.ts';
import { notEnglish } from '../../helpers/alphabet.ts';
import { thousandSamples } from '../../helpers/message-samples-b.ts';

const s = thousandSamples(en);

describe('en/thousand', () => {
  it('GIVEN every 1000 reply WHEN it is rendered in English THEN none has a Cyrillic letter', () => {
    expect(notEnglish(s)).toEqual({});
  });

  it('GIVEN a player not on the board yet WHEN they roll scoring dice THEN what scored, the turn total, the dice left and why “bank” must wait', () => {
    expect(s.opening).toBe(
      '🎲 Annabel: ⚀1 ⚄5 ⚁2 ⚂3 ⚃4\n+15 (⚀1 = 10, ⚄5 = 5). This turn: 15.\nDice left: 3.\n' +
        'No “bank” yet: getting on the board needs 50 in one turn, you have 15 so far.',
    );
    expect(s.canBank).toContain('You can “bank” now for 150.');
    expect(s.pit).toContain('you are in the pit (250): you need 50 this turn (to reach 300), you have 10 so far');
  });

  it('GIVEN a penalty or the barrel WHEN it is announced THEN who, how much and the new score or the turns left', () => {
    expect(s.overtaken).toBe('🏃 Overtaken: Annabel passes Bobby: −100, now 150.');
    expect(s.thirdFall).toContain('Third fall, the points are gone: 0.');
    expect(s.climb).toContain('within 3 turns');
    expect(s.again).toContain('2 turns to reach 1000');
  });

  it('GIVEN a turn that may roll or bank WHEN the buttons are shown THEN they send the English phrases: “roll N dice” and “bank”', () => {
    expect(s.buttons).toBe('🎲 Roll 1 => roll 1 die\nBank => bank\n🎲 Roll 3 => roll 3 dice');
  });

  it('GIVEN settings other than the defaults WHEN the rules are shown THEN they follow the settings', () => {
    expect(s.rulesDefault).toContain('four: × 50');
    expect(s.rulesOther).toContain('Straights 1-2-3-4-5 = 125, 2-3-4-5-6 = 250.');
    expect(s.rulesOther).toContain('exactly 1000 is needed');
    expect(s.rulesNone).not.toContain('Pits');
    expect(s.rulesNone).not.toContain('Bolts');
  });
});
