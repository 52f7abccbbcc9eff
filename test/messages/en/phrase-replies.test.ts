// English phrase-replies messages: every one rendered with sample data keeps to the English alphabet (no Cyrillic outside player names), and carries the facts and the phrase to type.
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

describe('English phrase-replies', () => {
  it('GIVEN every message of the module rendered WHEN a chat reads it THEN it is in the English alphabet', () => {
    const mine = samples.filter((s) => s.module === 'phraseReplies');
    expect(mine.length).toBeGreaterThan(0);
    for (const sample of mine) expectAlphabet('en', sample.text, sample.label);
  });

  it('GIVEN an unclear phrase WHEN the bot asks back THEN it names the possible moves in phrases one can type', () => {
    const text = plain(samples.filter((s) => s.label === 'askWhichMove'));
    expect(text).toContain('“Reroll 4 5 1, roll 3 dice”');
    expect(text).toContain('“Keep 6 6, roll all dice”');
    expect(text).toContain('“Pass” or “Stop”');
    expect(text).toContain('“Score full house”');
    expect(plain(samples.filter((s) => s.label === 'badReroll 7'))).toContain('A die has no 7');
  });
});
