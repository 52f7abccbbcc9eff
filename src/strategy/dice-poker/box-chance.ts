// The exact chance to make one Dice Poker box within the rolls a turn has left, playing for that box alone: «какие
// шансы на покер за три броска?», "odds of a full house?" asked before the first roll (issue 53: every odds question
// answered). Each roll keeps the dice that give the box the best chance; a hand that fits stops the turn. Hands are
// counted as multisets (252 of five dice), so a box is solved in a few million steps, once per process (memoised).
import { fits, type DicePokerBox } from '../../games/dice-poker/index.ts';

/** A hand as its counts of each face, in base 6 (each count ≤ 5, so sums of two hands never carry): a small integer. */
type Key = number;
const PLACE = [0, 1, 6, 36, 216, 1296, 7776];
const KEYS = 6 ** 6;

/** Every multiset of `n` dice with its probability when `n` dice are rolled. */
function outcomes(n: number): Array<{ key: Key; p: number }> {
  const byKey = new Map<Key, number>();
  const total = 6 ** n;
  for (let outcome = 0; outcome < total; outcome++) {
    let rest = outcome;
    let key = 0;
    for (let i = 0; i < n; i++) {
      key += PLACE[(rest % 6) + 1]!;
      rest = Math.floor(rest / 6);
    }
    byKey.set(key, (byKey.get(key) ?? 0) + 1);
  }
  return [...byKey].map(([key, count]) => ({ key, p: count / total }));
}
const ROLLED = Array.from({ length: 6 }, (_, n) => outcomes(n));

/** The faces of a hand key, in order. */
function facesOf(key: Key): number[] {
  const dice: number[] = [];
  for (let face = 1; face <= 6; face++) for (let c = Math.floor(key / PLACE[face]!) % 6; c > 0; c--) dice.push(face);
  return dice;
}

/** Every hand of five dice, and the distinct kept parts of each (as keys). */
const HANDS = ROLLED[5]!.map((o) => o.key);
const KEPT_OF = new Map<Key, Array<{ kept: Key; rolled: number }>>(
  HANDS.map((hand) => {
    const dice = facesOf(hand);
    const kept = new Map<Key, number>();
    for (let mask = 0; mask < 32; mask++) {
      let key = 0;
      let rolled = 5;
      for (let i = 0; i < 5; i++) {
        if ((mask & (1 << i)) === 0) continue;
        key += PLACE[dice[i]!]!;
        rolled--;
      }
      kept.set(key, rolled);
    }
    return [hand, [...kept].map(([key, rolled]) => ({ kept: key, rolled }))];
  }),
);

/** By box: the chance to make it from each five-dice hand with r rolls left, r = 0, 1, 2 … (grown as asked). */
const SOLVED = new Map<DicePokerBox, Float64Array[]>();

function solvedTo(box: DicePokerBox, rolls: number): Float64Array[] {
  let levels = SOLVED.get(box);
  if (levels === undefined) {
    const zero = new Float64Array(KEYS);
    for (const hand of HANDS) zero[hand] = fits(facesOf(hand), box) ? 1 : 0;
    levels = [zero];
    SOLVED.set(box, levels);
  }
  while (levels.length <= rolls) {
    const before = levels[levels.length - 1]!;
    const next = new Float64Array(KEYS);
    const fitting = levels[0]!;
    for (const hand of HANDS) {
      // a hand that fits is written now
      if (fitting[hand] === 1) {
        next[hand] = 1;
        continue;
      }
      let best = 0;
      for (const { kept, rolled } of KEPT_OF.get(hand)!) {
        let chance = 0;
        for (const { key, p } of ROLLED[rolled]!) chance += p * before[kept + key]!;
        if (chance > best) best = chance;
      }
      next[hand] = best;
    }
    levels.push(next);
  }
  return levels;
}

/**
 * The chance to have a hand that fits `box` within `rolls` rolls from the turn's start (all five dice to roll),
 * keeping the best dice for it after each roll.
 */
export function chanceToMake(box: DicePokerBox, rolls: number): number {
  if (rolls < 1) return 0;
  const levels = solvedTo(box, rolls - 1);
  const after = levels[rolls - 1]!;
  let chance = 0;
  for (const { key, p } of ROLLED[5]!) chance += p * after[key]!;
  return chance;
}
