// The secret at rest: with BUTLER_SEAL_KEY the stored seal holds no readable secret, the dice and the record are the
// same as without encryption, and a missing or wrong key is a clear error rather than other dice.
import { afterEach, describe, expect, it } from 'vitest';
import { commitmentOf } from '../../../src/dice/fair/construction.ts';
import { gameDice } from '../../../src/dice/fair/game-dice.ts';
import { sealGame } from '../../../src/dice/fair/seal.ts';
import { configureSealKey, openSecret, revealSeal, SealKeyError } from '../../../src/dice/fair/seal-key.ts';

const KEY = '7f'.repeat(32);
const PLAYERS = [
  { id: 'a', name: 'Аня' },
  { id: 'b', name: 'Боря' },
];
const never = { roll: () => { throw new Error('fallback dice used'); } };

afterEach(() => configureSealKey(undefined));

describe('the seal key', () => {
  it('GIVEN BUTLER_SEAL_KEY WHEN a game is sealed THEN the stored secret is ciphertext that opens to the committed secret', () => {
    configureSealKey(KEY);
    const seal = sealGame('hmac', PLAYERS, []);
    expect(seal.secret).toMatch(/^sealed:/);
    expect(JSON.stringify(seal)).not.toMatch(/"secret":"[0-9a-f]{64}"/);
    expect(commitmentOf(openSecret(seal))).toBe(seal.commitment);
    expect(revealSeal(seal).secret).toMatch(/^[0-9a-f]{64}$/);
  });

  it('GIVEN a sealed game WHEN its dice are drawn with the key THEN they equal the dice of the same secret stored in the clear', () => {
    configureSealKey(KEY);
    const seal = sealGame('hmac', PLAYERS, []);
    const players = PLAYERS;
    const sealed = gameDice({ players, fair: seal, log: [] }, never).roll(10);
    const clear = gameDice({ players, fair: revealSeal(seal), log: [] }, never).roll(10);
    expect(sealed).toEqual(clear);
  });

  it('GIVEN a game sealed with a key WHEN the key is missing or another THEN drawing a die throws SealKeyError and the record keeps the ciphertext', () => {
    configureSealKey(KEY);
    const seal = sealGame('hmac', PLAYERS, []);
    const game = { players: PLAYERS, fair: seal, log: [] };
    configureSealKey(undefined);
    expect(() => gameDice(game, never).roll(1)).toThrow(SealKeyError);
    configureSealKey('01'.repeat(32));
    expect(() => gameDice(game, never).roll(1)).toThrow(/another key/);
    expect(revealSeal(seal).secret).toBe(seal.secret);
  });

  it('GIVEN no key WHEN a game is sealed THEN the secret is stored as plain hex, as before', () => {
    expect(sealGame('hmac', PLAYERS, []).secret).toMatch(/^[0-9a-f]{64}$/);
  });
});
