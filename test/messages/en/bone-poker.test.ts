// English bone-poker messages: every one rendered with sample data keeps to the English alphabet (no Cyrillic outside player names), and carries the facts and the phrase to type.
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

describe('English bone-poker', () => {
  it('GIVEN every message of the module rendered WHEN a chat reads it THEN it is in the English alphabet', () => {
    const mine = samples.filter((s) => s.module === 'bonePoker');
    expect(mine.length).toBeGreaterThan(0);
    for (const sample of mine) expectAlphabet('en', sample.text, sample.label);
  });

  it('GIVEN a Bone Poker game WHEN hands are rolled and the game ends THEN hands go by their poker-dice names with the total and the winner is marked', () => {
    const text = plain(samples.filter((s) => s.module === 'bonePoker'));
    expect(text).toContain('⚁2 ⚁2 ⚃4 ⚄5 ⚀1 — pair, total 14');
    expect(text).toContain('full house, total 20');
    expect(text).toContain('kept ⚁2 ⚁2, rolled ⚁2 ⚂3 ⚂3');
    expect(text).toContain('Bob passes');
    expect(text).toContain('🏆 Bob: ⚅6 ⚅6 ⚅6 ⚀1 ⚀1');
    expect(text).toContain('Pass pass');
  });
});
