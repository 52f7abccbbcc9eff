// Ukrainian verify messages: every one rendered with sample data keeps to the Ukrainian alphabet (no ы э ъ ё), and carries the facts and the phrase to type.
import { describe, expect, it } from 'vitest';
import * as bonePoker from '../../../src/messages/uk/bone-poker.ts';
import * as common from '../../../src/messages/uk/common.ts';
import * as craps from '../../../src/messages/uk/craps.ts';
import * as help from '../../../src/messages/uk/help.ts';
import * as moveReply from '../../../src/messages/uk/move-reply.ts';
import * as phraseReplies from '../../../src/messages/uk/phrase-replies.ts';
import * as plural from '../../../src/messages/uk/plural.ts';
import * as turnClock from '../../../src/messages/uk/turn-clock.ts';
import * as valuesNotHeld from '../../../src/messages/uk/values-not-held.ts';
import * as verify from '../../../src/messages/uk/verify.ts';
import { expectAlphabet } from '../../helpers/alphabet.ts';
import { partASamples } from '../../helpers/part-a-samples.ts';

const samples = partASamples({ bonePoker, common, craps, help, moveReply, phraseReplies, plural, turnClock, valuesNotHeld, verify });
const mod = verify;

describe('Ukrainian verify', () => {
  it('GIVEN every message of the module rendered WHEN a chat reads it THEN it is in the Ukrainian alphabet', () => {
    const mine = samples.filter((s) => s.module === 'verify');
    expect(mine.length).toBeGreaterThan(0);
    for (const sample of mine) expectAlphabet('uk', sample.text, sample.label);
  });

  it('GIVEN a recorded roll that does not match the secret WHEN it is verified THEN the verdict gives the numbers, and an unknown record names its number', () => {
    expect(mod.verifyText.verdict({ ok: false, problem: 'roll', roll: 3, move: 2, recorded: [1, 2], expected: [3, 4] })).toBe(
      'НЕ ЗБІГАЄТЬСЯ: кидок 3 (хід 2): у записі 1 2, за секретом 3 4.',
    );
    expect(mod.recordCliText.notFound('42')).toContain('#42');
  });
});
