// English verify messages: every one rendered with sample data keeps to the English alphabet (no Cyrillic outside player names), and carries the facts and the phrase to type.
import { describe, expect, it } from 'vitest';
import * as bonePoker from '../../../src/messages/en/bone-poker.ts';
import * as common from '../../../src/messages/en/common.ts';
import * as craps from '../../../src/messages/en/craps.ts';
import * as help from '../../../src/messages/en/help.ts';
import * as moveReply from '../../../src/messages/en/move-reply.ts';
import * as phraseReplies from '../../../src/messages/en/phrase-replies.ts';
import * as plural from '../../../src/messages/en/plural.ts';
import * as turnClock from '../../../src/messages/en/turn-clock.ts';
import * as valuesNotHeld from '../../../src/messages/en/values-not-held.ts';
import * as verify from '../../../src/messages/en/verify.ts';
import { expectAlphabet } from '../../helpers/alphabet.ts';
import { partASamples } from '../../helpers/part-a-samples.ts';

const samples = partASamples({ bonePoker, common, craps, help, moveReply, phraseReplies, plural, turnClock, valuesNotHeld, verify });
const mod = verify;

describe('English verify', () => {
  it('GIVEN every message of the module rendered WHEN a chat reads it THEN it is in the English alphabet', () => {
    const mine = samples.filter((s) => s.module === 'verify');
    expect(mine.length).toBeGreaterThan(0);
    for (const sample of mine) expectAlphabet('en', sample.text, sample.label);
  });

  it('GIVEN a recorded roll that does not match the secret WHEN it is verified THEN the verdict gives the numbers, and a match counts the rolls', () => {
    expect(mod.verifyText.verdict({ ok: false, problem: 'roll', roll: 3, move: 2, recorded: [1, 2], expected: [3, 4] })).toBe(
      'MISMATCH: roll 3 (move 2): the record has 1 2, the secret gives 3 4.',
    );
    const ok = mod.verifyText.verdict({ ok: true, rolls: 12, moves: 20, commitment: 'ab'.repeat(32), compared: false });
    expect(ok).toContain('(12)');
    expect(ok).toContain(`${'ab'.repeat(32)} — compare with the one shown in the chat when the game started`);
  });
});
