// English common messages: every one rendered with sample data keeps to the English alphabet (no Cyrillic outside player names), and carries the facts and the phrase to type.
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

describe('English common', () => {
  it('GIVEN every message of the module rendered WHEN a chat reads it THEN it is in the English alphabet', () => {
    const mine = samples.filter((s) => s.module === 'common');
    expect(mine.length).toBeGreaterThan(0);
    for (const sample of mine) expectAlphabet('en', sample.text, sample.label);
  });

  it('GIVEN a refused move WHEN the refusal is worded THEN it says what to type, with numbers that agree', () => {
    const text = plain(samples.filter((s) => s.label.startsWith('rejection')));
    expect(text).toContain('Roll 3 dice now: “roll 3 dice”.');
    expect(text).toContain('You named 2 dice but are rolling 3.');
    expect(text).toContain('You have 1 die showing 2, but named 2.');
    expect(text).toContain("It's Alice's turn.");
  });

  it('GIVEN the game registry WHEN the lobby or the game list is shown THEN they come from the registry ids', () => {
    expect(plain(samples.filter((s) => s.label === 'errors.unknownGame'))).toContain('Craps (craps), Bone Poker (bone_poker)');
    expect(plain(samples.filter((s) => s.label === 'lobby.noLobby'))).toContain('/newgame craps · bone_poker · dice_poker · thousand');
    expect(plain(samples.filter((s) => s.label === 'lobby.full'))).toContain('6 players at most');
  });
});
