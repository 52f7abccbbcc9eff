// The sample renderer used by the Ukrainian and English tests of part A works on the Russian modules too, and
// reaches every module, so a language test cannot pass by rendering nothing.
import { describe, expect, it } from 'vitest';
import * as bonePoker from '../../src/messages/ru/bone-poker.ts';
import * as common from '../../src/messages/ru/common.ts';
import * as craps from '../../src/messages/ru/craps.ts';
import * as help from '../../src/messages/ru/help.ts';
import * as moveReply from '../../src/messages/ru/move-reply.ts';
import * as phraseReplies from '../../src/messages/ru/phrase-replies.ts';
import * as plural from '../../src/messages/ru/plural.ts';
import * as turnClock from '../../src/messages/ru/turn-clock.ts';
import * as valuesNotHeld from '../../src/messages/ru/values-not-held.ts';
import * as verify from '../../src/messages/ru/verify.ts';
import { ownWords } from '../helpers/alphabet.ts';
import { partASamples } from '../helpers/part-a-samples.ts';

describe('part A sample renderings', () => {
  const samples = partASamples({ bonePoker, common, craps, help, moveReply, phraseReplies, plural, turnClock, valuesNotHeld, verify });

  it('GIVEN the part A sample renderings WHEN they are listed THEN every module has non-empty text', () => {
    const modules = new Set(samples.map((s) => s.module));
    expect([...modules].sort()).toEqual(
      ['bonePoker', 'common', 'craps', 'help', 'moveReply', 'phraseReplies', 'plural', 'turnClock', 'valuesNotHeld', 'verify'],
    );
    for (const sample of samples) expect(ownWords(sample.text).trim(), sample.label).not.toBe('');
  });

  it('GIVEN the scripted sample games WHEN they are played THEN each reaches its end (the Russian winners lines are there)', () => {
    const text = samples.map((s) => ownWords(s.text)).join('\n');
    expect(text).toContain('Победитель');
    expect(text).toContain('Итоги:');
  });
});
