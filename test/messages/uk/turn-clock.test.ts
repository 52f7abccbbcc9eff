// Ukrainian turn-clock messages: every one rendered with sample data keeps to the Ukrainian alphabet (no ы э ъ ё), and carries the facts and the phrase to type.
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
import { expectAlphabet, withNames } from '../../helpers/alphabet.ts';
import { partASamples } from '../../helpers/part-a-samples.ts';

const samples = partASamples({ bonePoker, common, craps, help, moveReply, phraseReplies, plural, turnClock, valuesNotHeld, verify });
const plain = (picked: { text: Parameters<typeof withNames>[0] }[]) => picked.map((s) => withNames(s.text)).join('\n');
const mod = turnClock;

describe('Ukrainian turn-clock', () => {
  it('GIVEN every message of the module rendered WHEN a chat reads it THEN it is in the Ukrainian alphabet', () => {
    const mine = samples.filter((s) => s.module === 'turnClock');
    expect(mine.length).toBeGreaterThan(0);
    for (const sample of mine) expectAlphabet('uk', sample.text, sample.label);
  });

  it('GIVEN time left on the turn clock WHEN the reminder says it THEN the number and the noun agree', () => {
    expect(mod.timeLeft(30_000)).toBe('залишилося 30 секунд');
    expect(mod.timeLeft(1_000)).toBe('залишилася 1 секунда');
    expect(mod.timeLeft(62_000)).toBe('залишилося 62 секунди');
    expect(mod.timeLeft(21 * 60_000)).toBe('залишилася 21 хвилина');
    expect(plain(samples.filter((s) => s.label === 'reminder'))).toContain('Alice, ваш хід: «кидаю кістки». Залишилося 60 секунд');
  });
});
