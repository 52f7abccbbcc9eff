import { describe, expect, it } from 'vitest';
import * as en from '../../../src/messages/en/thousand-hint.ts';
import { notEnglish } from '../../helpers/alphabet.ts';
import { thousandHintSamples } from '../../helpers/message-samples-b.ts';

const s = thousandHintSamples(en);

describe('en/thousand-hint', () => {
  it('GIVEN every 1000 hint and review WHEN it is rendered in English THEN none has a Cyrillic letter', () => {
    expect(notEnglish(s)).toEqual({});
  });

  it('GIVEN rolling or banking is better WHEN a player asks for a hint THEN the advice, the bust chance, the gain and the turns of both choices', () => {
    expect(s.roll).toContain('Advice: roll 3 dice.');
    expect(s.roll).toContain('roll: 3 dice, 28% chance of a bust, +12 points to the turn on average; then 6.2 turns to 1000 on average');
    expect(s.roll).toContain('bank: 6.9 turns');
    expect(s.bank).toContain('Advice: say “bank”.');
    expect(s.bank).toContain('17% of going past 1000');
    expect(s.refused).toContain('“bank” is not allowed right now');
  });

  it('GIVEN expected turn counts WHEN they are shown THEN in tenths, and plural even at 1.0', () => {
    expect(s.turns).toBe('1.0 turns | 2.0 turns | 5.0 turns | 6.2 turns');
  });

  it('GIVEN a finished 1000 game WHEN its review is shown THEN each player by name with the costliest decisions', () => {
    expect(s.review).toContain('Annabel: costliest: a roll of 2 dice at 450 + 350 points this turn (−0.6 turns); “bank” at 450 + 350 points');
    expect(s.review).toContain('Bobby: no decision cost any extra turns.');
  });

  it('GIVEN the policy is still being solved WHEN a player asks THEN the bust chance now and word that the advice follows by itself, never "ask again"', () => {
    expect(s.pending).toContain('Chance of a bust with 2 dice: 44%');
    expect(s.pending).toContain('follows by itself');
    expect(s.pending).not.toMatch(/ask again/i);
    expect(s.followUp).toContain('the advice is ready');
    expect(s.followUp).toContain('Advice: roll 3 dice.');
  });
});
