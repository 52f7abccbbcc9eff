// The dice of the hand a question about a move names (issue 43): «а если перебросить 6», "should I keep the fives?" —
// shared by the games whose questions are about a reroll (Dice Poker, Bone Poker).
import type { DiceCue, MoveCues } from '../reading/cues/find-cues.ts';
import { takeCombination } from '../reading/read-move.ts';

/** The dice of the hand the question rerolls: those named, or all but those kept; null when it names dice not held. */
export function rerolledBy(cues: MoveCues, hand: readonly number[]): number[] | null {
  if (cues.reroll.length > 0) return take(cues.reroll, hand);
  if (cues.keep.length > 0) {
    const kept = take(cues.keep, hand);
    if (kept === null) return null;
    const left = [...hand];
    for (const v of kept) left.splice(left.indexOf(v), 1);
    return left;
  }
  return cues.allReroll || cues.rest ? [...hand] : null;
}

/** Named dice → values of the hand: a plural face every die of it, a count that many, a combination its dice; null when one is not held. */
function take(named: readonly DiceCue[], hand: readonly number[]): number[] | null {
  const left = [...hand];
  const out: number[] = [];
  for (const die of named) {
    // «оставить пары», "keep the pairs": every die whose face the hand holds at least that many times (as a move reads it)
    if (die.group !== undefined) {
      const held = takeCombination(left, die.group);
      if (held.length === 0) return null;
      out.push(...held);
      continue;
    }
    const n = die.n === 'all' ? left.filter((v) => v === die.value).length : die.n;
    if (n === 0) return null;
    for (let i = 0; i < n; i++) {
      const at = left.indexOf(die.value);
      if (at === -1) return null;
      out.push(...left.splice(at, 1));
    }
  }
  return out;
}
