// English help messages: every one rendered with sample data keeps to the English alphabet (no Cyrillic outside player names), and carries the facts and the phrase to type.
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
import { expectAlphabet, withNames } from '../../helpers/alphabet.ts';
import { partASamples } from '../../helpers/part-a-samples.ts';

const samples = partASamples({ bonePoker, common, craps, help, moveReply, phraseReplies, plural, turnClock, valuesNotHeld, verify });
const plain = (picked: { text: Parameters<typeof withNames>[0] }[]) => picked.map((s) => withNames(s.text)).join('\n');

describe('English help', () => {
  it('GIVEN every message of the module rendered WHEN a chat reads it THEN it is in the English alphabet', () => {
    const mine = samples.filter((s) => s.module === 'help');
    expect(mine.length).toBeGreaterThan(0);
    for (const sample of mine) expectAlphabet('en', sample.text, sample.label);
  });

  it('GIVEN an English chat WHEN help is asked THEN it lists the English move phrases and every game with its id', () => {
    const text = plain(samples.filter((s) => s.module === 'help'));
    expect(text).toContain('“roll dice” (2)');
    expect(text).toContain('“reroll 4 5 1” · “keep 6 6 6” · “pass” · “stop” · “score full house”');
    expect(text).toContain('Games: Craps (craps), Bone Poker (bone_poker), Dice Poker (dice_poker), Thousand (thousand).');
    expect(text).toContain('• Craps — /rules craps');
  });
});
