// Ukrainian plural messages: every one rendered with sample data keeps to the Ukrainian alphabet (no ы э ъ ё), and carries the facts and the phrase to type.
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
const mod = plural;

describe('Ukrainian plural', () => {
  it('GIVEN every message of the module rendered WHEN a chat reads it THEN it is in the Ukrainian alphabet', () => {
    const mine = samples.filter((s) => s.module === 'plural');
    expect(mine.length).toBeGreaterThan(0);
    for (const sample of mine) expectAlphabet('uk', sample.text, sample.label);
  });

  it('GIVEN a count of dice or points WHEN it is written THEN 1 кубик, 2 кубики, 5 кубиків, 21 кубик, 11 кубиків; очко, очки, очок', () => {
    expect([1, 2, 5, 21, 11].map((n) => mod.count(n, mod.DICE))).toEqual(['1 кубик', '2 кубики', '5 кубиків', '21 кубик', '11 кубиків']);
    expect([1, 3, 5].map((n) => mod.count(n, mod.POINTS))).toEqual(['1 очко', '3 очки', '5 очок']);
    expect([1, 2, 5].map(mod.games)).toEqual(['1 гра', '2 гри', '5 ігор']);
    expect(mod.recordsFrom(1)).toBe('1 запису');
  });
});
