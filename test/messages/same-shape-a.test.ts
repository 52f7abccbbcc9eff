// Part A's Ukrainian and English modules have exactly the shape of the Russian ones: the compiler checks the types
// (each assignment below is typed with the Russian module), and the run checks the export names and object keys,
// so a message added in Russian and missed in a translation fails here.
import { describe, expect, it } from 'vitest';
import * as enBonePoker from '../../src/messages/en/bone-poker.ts';
import * as enCommon from '../../src/messages/en/common.ts';
import * as enCraps from '../../src/messages/en/craps.ts';
import * as enHelp from '../../src/messages/en/help.ts';
import * as enMoveReply from '../../src/messages/en/move-reply.ts';
import * as enPhraseReplies from '../../src/messages/en/phrase-replies.ts';
import * as enPlural from '../../src/messages/en/plural.ts';
import * as enTurnClock from '../../src/messages/en/turn-clock.ts';
import * as enValuesNotHeld from '../../src/messages/en/values-not-held.ts';
import * as enVerify from '../../src/messages/en/verify.ts';
import * as ruBonePoker from '../../src/messages/ru/bone-poker.ts';
import * as ruCommon from '../../src/messages/ru/common.ts';
import * as ruCraps from '../../src/messages/ru/craps.ts';
import * as ruHelp from '../../src/messages/ru/help.ts';
import * as ruMoveReply from '../../src/messages/ru/move-reply.ts';
import * as ruPhraseReplies from '../../src/messages/ru/phrase-replies.ts';
import * as ruPlural from '../../src/messages/ru/plural.ts';
import * as ruTurnClock from '../../src/messages/ru/turn-clock.ts';
import * as ruValuesNotHeld from '../../src/messages/ru/values-not-held.ts';
import * as ruVerify from '../../src/messages/ru/verify.ts';
import * as ukBonePoker from '../../src/messages/uk/bone-poker.ts';
import * as ukCommon from '../../src/messages/uk/common.ts';
import * as ukCraps from '../../src/messages/uk/craps.ts';
import * as ukHelp from '../../src/messages/uk/help.ts';
import * as ukMoveReply from '../../src/messages/uk/move-reply.ts';
import * as ukPhraseReplies from '../../src/messages/uk/phrase-replies.ts';
import * as ukPlural from '../../src/messages/uk/plural.ts';
import * as ukTurnClock from '../../src/messages/uk/turn-clock.ts';
import * as ukValuesNotHeld from '../../src/messages/uk/values-not-held.ts';
import * as ukVerify from '../../src/messages/uk/verify.ts';
import type { PartA } from '../helpers/part-a-samples.ts';

const ru = {
  bonePoker: ruBonePoker, common: ruCommon, craps: ruCraps, help: ruHelp, moveReply: ruMoveReply,
  phraseReplies: ruPhraseReplies, plural: ruPlural, turnClock: ruTurnClock, valuesNotHeld: ruValuesNotHeld, verify: ruVerify,
};

// Compile time: each translation is assignable to the Russian shape (PartA is `typeof` each Russian module), and back:
// a Ukrainian or English module with an extra export fails the reverse check.
type Exact<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;
const en: PartA = {
  bonePoker: enBonePoker, common: enCommon, craps: enCraps, help: enHelp, moveReply: enMoveReply,
  phraseReplies: enPhraseReplies, plural: enPlural, turnClock: enTurnClock, valuesNotHeld: enValuesNotHeld, verify: enVerify,
};
const uk: PartA = {
  bonePoker: ukBonePoker, common: ukCommon, craps: ukCraps, help: ukHelp, moveReply: ukMoveReply,
  phraseReplies: ukPhraseReplies, plural: ukPlural, turnClock: ukTurnClock, valuesNotHeld: ukValuesNotHeld, verify: ukVerify,
};
const exactKeys: Record<string, true> = {
  enBonePoker: true satisfies Exact<keyof typeof enBonePoker, keyof typeof ruBonePoker>,
  enCommon: true satisfies Exact<keyof typeof enCommon, keyof typeof ruCommon>,
  enCraps: true satisfies Exact<keyof typeof enCraps, keyof typeof ruCraps>,
  enHelp: true satisfies Exact<keyof typeof enHelp, keyof typeof ruHelp>,
  enMoveReply: true satisfies Exact<keyof typeof enMoveReply, keyof typeof ruMoveReply>,
  enPhraseReplies: true satisfies Exact<keyof typeof enPhraseReplies, keyof typeof ruPhraseReplies>,
  enPlural: true satisfies Exact<keyof typeof enPlural, keyof typeof ruPlural>,
  enTurnClock: true satisfies Exact<keyof typeof enTurnClock, keyof typeof ruTurnClock>,
  enValuesNotHeld: true satisfies Exact<keyof typeof enValuesNotHeld, keyof typeof ruValuesNotHeld>,
  enVerify: true satisfies Exact<keyof typeof enVerify, keyof typeof ruVerify>,
  ukBonePoker: true satisfies Exact<keyof typeof ukBonePoker, keyof typeof ruBonePoker>,
  ukCommon: true satisfies Exact<keyof typeof ukCommon, keyof typeof ruCommon>,
  ukCraps: true satisfies Exact<keyof typeof ukCraps, keyof typeof ruCraps>,
  ukHelp: true satisfies Exact<keyof typeof ukHelp, keyof typeof ruHelp>,
  ukMoveReply: true satisfies Exact<keyof typeof ukMoveReply, keyof typeof ruMoveReply>,
  ukPhraseReplies: true satisfies Exact<keyof typeof ukPhraseReplies, keyof typeof ruPhraseReplies>,
  ukPlural: true satisfies Exact<keyof typeof ukPlural, keyof typeof ruPlural>,
  ukTurnClock: true satisfies Exact<keyof typeof ukTurnClock, keyof typeof ruTurnClock>,
  ukValuesNotHeld: true satisfies Exact<keyof typeof ukValuesNotHeld, keyof typeof ruValuesNotHeld>,
  ukVerify: true satisfies Exact<keyof typeof ukVerify, keyof typeof ruVerify>,
  enLobby: true satisfies Exact<keyof typeof enCommon.lobby, keyof typeof ruCommon.lobby>,
  ukLobby: true satisfies Exact<keyof typeof ukCommon.lobby, keyof typeof ruCommon.lobby>,
  enErrors: true satisfies Exact<keyof typeof enCommon.errors, keyof typeof ruCommon.errors>,
  ukErrors: true satisfies Exact<keyof typeof ukCommon.errors, keyof typeof ruCommon.errors>,
};

/** Export names and, for plain objects, their keys one level down (lobby.opened, errors.internal, …). */
function shape(module: object): string[] {
  const out: string[] = [];
  for (const [name, value] of Object.entries(module)) {
    out.push(`${name}:${typeof value}`);
    if (value && typeof value === 'object' && !Array.isArray(value)) {
      for (const [key, inner] of Object.entries(value)) out.push(`${name}.${key}:${typeof inner}`);
    }
  }
  return out.sort();
}

describe('part A translations have the Russian shape', () => {
  it('GIVEN the translations of part A WHEN they are compiled THEN the checks against the Russian shape are in place', () => {
    expect(Object.values(exactKeys).every(Boolean)).toBe(true);
  });

  for (const [language, modules] of [['en', en], ['uk', uk]] as const) {
    for (const name of Object.keys(ru) as (keyof PartA)[]) {
      it(`GIVEN ${language}/${name} WHEN compared with ru THEN the same exports and object keys`, () => {
        expect(shape(modules[name])).toEqual(shape(ru[name]));
      });
    }
  }
});
