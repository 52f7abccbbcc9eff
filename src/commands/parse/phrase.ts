// Phrases (everything but slash commands): which one a message holds, by priority (see index.ts).
import type { PhraseIntent } from '../intent.ts';
import { fold } from './normalize.ts';
import { isBank, isPass } from './pass-bank.ts';
import { INVALID_REROLL, findReroll } from './reroll-phrase.ts';
import { findRollCount } from './roll-phrase.ts';
import { findScore } from './score-phrase.ts';

const MIN_ROLL = 1;
const MAX_ROLL = 5;

/**
 * The phrase in an already capped message, or null.
 * Priority: roll > reroll > known box > bank > pass > unknown box.
 */
export function parsePhrase(original: string): PhraseIntent | null {
  const folded = fold(original);

  const count = findRollCount(folded);
  const reroll = findReroll(folded);
  if (count !== null) {
    if (count < MIN_ROLL || count > MAX_ROLL) return { kind: 'bad_count', count };
    if (reroll === INVALID_REROLL) return null;
    return reroll === null ? { kind: 'roll', count } : { kind: 'roll', count, reroll };
  }
  if (reroll === INVALID_REROLL) return null;
  if (reroll !== null) return { kind: 'reroll', values: reroll };

  const score = findScore(folded, original);
  if (score !== null && score.box !== null) return { kind: 'score', box: score.box, raw: score.raw };
  if (isBank(folded)) return { kind: 'bank' };
  if (isPass(folded)) return { kind: 'pass' };
  if (score !== null) return { kind: 'score', box: null, raw: score.raw };
  return null;
}
