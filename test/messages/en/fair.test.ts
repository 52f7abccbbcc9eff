import { describe, expect, it } from 'vitest';
import * as en from '../../../src/messages/en/fair.ts';
import { notEnglish } from '../../helpers/alphabet.ts';
import { fairSamples } from '../../helpers/message-samples-b.ts';

const s = fairSamples(en);

describe('en/fair', () => {
  it('GIVEN every fair-dice reply WHEN it is rendered in English THEN none has a Cyrillic letter', () => {
    expect(notEnglish(s)).toEqual({});
  });

  it('GIVEN a game with sealed dice WHEN the seal is announced THEN 16 characters of the fingerprint and where the rest is', () => {
    expect(s.sealed).toBe(`🔒 Dice sealed: ${'f0'.repeat(8)}… (in full, and how to check it: /fair)`);
  });

  it('GIVEN a running game WHEN a player types /fair or adds a /seed phrase THEN the scheme, the English game title, the full fingerprint, the phrase count and the phrase added', () => {
    expect(s.explainOpen).toContain('HMAC-SHA256');
    expect(s.explainOpen).toContain('Game “Thousand”, fingerprint of the secret:');
    expect(s.explainOpen).toContain('f0'.repeat(32));
    expect(s.explainOpen).toContain('/seed phrases: 2.');
    expect(s.seedAdded).toBe('🌱 Annabel adds “teapot 42” to the dice. It becomes part of the game’s check.');
  });
});
