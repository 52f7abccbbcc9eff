// Bone Poker's exact chances against brute force written differently: plain loops over the 32 choices of dice by
// position and every outcome of the rerolled dice, judged with the game's own hand comparison.
import { describe, expect, it } from 'vitest';
import { compareHands, handValue } from '../../../src/games/bone-poker/hand-rank.ts';
import { bonePokerEngine, type BonePokerState } from '../../../src/games/bone-poker/index.ts';
import { bonePokerChances, bonePokerWinningReroll } from '../../../src/strategy/chances/bone-poker.ts';

function roundTwo(hands: Record<string, number[]>, moved: string[] = []): BonePokerState {
  return { ...bonePokerEngine.setup(Object.keys(hands), {}), round: 2, hands, moved };
}

/** Every hand `hand` can end as: for each of the 32 position subsets, the list of final hands (equally likely). */
function* choices(hand: number[]): Generator<number[][]> {
  for (let mask = 0; mask < 32; mask++) {
    const idx = [0, 1, 2, 3, 4].filter((i) => mask & (1 << i));
    const finals: number[][] = [];
    for (let o = 0; o < 6 ** idx.length; o++) {
      const h = [...hand];
      let r = o;
      for (const i of idx) {
        h[i] = (r % 6) + 1;
        r = Math.floor(r / 6);
      }
      finals.push(h);
    }
    yield finals;
  }
}

/** The best share (win 1, tie 1/2) of a two-player showdown for `hand` rerolling once against a fixed `other`. */
function bestAgainst(hand: number[], other: number[]): number {
  const target = handValue(other);
  let best = 0;
  for (const finals of valuedChoices(hand)) {
    let share = 0;
    for (const v of finals) {
      const c = compareHands(v, target);
      share += c > 0 ? 1 : c === 0 ? 0.5 : 0;
    }
    best = Math.max(best, share / finals.length);
  }
  return best;
}

const valued = new Map<string, ReturnType<typeof handValue>[][]>();
function valuedChoices(hand: number[]) {
  const key = hand.join();
  if (!valued.has(key)) valued.set(key, [...choices(hand)].map((finals) => finals.map(handValue)));
  return valued.get(key)!;
}

describe('Bone Poker exact chances', () => {
  it('GIVEN round 2 with one player left to reroll WHEN the chances are asked THEN the mover’s equals the best of all 32 rerolls, brute force', () => {
    const hands = { ann: [5, 5, 5, 2, 2], bob: [6, 6, 1, 3, 4] };
    const chances = bonePokerChances(roundTwo(hands, ['ann']))!;
    const exact = bestAgainst(hands.bob, hands.ann);
    expect(Math.abs(chances.bob! - exact)).toBeLessThan(1e-9);
    expect(chances.ann! + chances.bob!).toBeCloseTo(1, 12);
  });

  it('GIVEN round 2 with both players still to move WHEN the chances are asked THEN the first mover’s equals a brute-force backward solution', () => {
    const hands = { ann: [2, 2, 4, 5, 6], bob: [3, 3, 3, 1, 6] };
    const chances = bonePokerChances(roundTwo(hands))!;
    // bob answers every final hand of ann with his best reroll; memoised by the hand's value, which is all bob sees
    const reply = new Map<string, number>();
    let annBest = 0;
    for (const finals of choices(hands.ann)) {
      let share = 0;
      for (const f of finals) {
        const v = handValue(f);
        const key = `${v.rank}:${v.sum}`;
        if (!reply.has(key)) reply.set(key, bestAgainst(hands.bob, f));
        share += 1 - reply.get(key)!;
      }
      annBest = Math.max(annBest, share / finals.length);
    }
    expect(Math.abs(chances.ann! - annBest)).toBeLessThan(1e-9);
    expect(chances.bob!).toBeCloseTo(1 - annBest, 9);
  });

  it('GIVEN three players and a shared best hand already down WHEN the last mover has no way to improve on a pass THEN the split is even', () => {
    const chances = bonePokerChances(roundTwo({ a: [6, 6, 6, 6, 6], b: [6, 6, 6, 6, 6], c: [1, 1, 1, 1, 1] }, ['a', 'b']))!;
    // c can only tie with five 6s (1/6^5 with all rerolled), never beat them
    const tie = 1 / 6 ** 5;
    expect(chances.c).toBeCloseTo(tie / 3, 12);
    expect(chances.a).toBeCloseTo((1 - tie) / 2 + tie / 3, 12);
  });

  it('GIVEN a named reroll not yet rolled WHEN the chances are asked THEN they are those of that reroll, not of the best one', () => {
    const state = { ...roundTwo({ ann: [5, 5, 5, 2, 2], bob: [6, 6, 1, 3, 4] }, ['ann']), declared: [6, 6, 1, 3, 4] };
    // rerolling all five against a full house 5-5-5-2-2: count the outcomes directly
    let share = 0;
    for (const f of [...choices([6, 6, 1, 3, 4])][31]!) {
      const c = compareHands(handValue(f), handValue([5, 5, 5, 2, 2]));
      share += c > 0 ? 1 : c === 0 ? 0.5 : 0;
    }
    expect(bonePokerChances(state)!.bob).toBeCloseTo(share / 6 ** 5, 12);
  });

  it('GIVEN round 1 WHEN the chances are asked THEN there is no exact figure', () => {
    expect(bonePokerChances(bonePokerEngine.setup(['a', 'b'], {}))).toBeNull();
  });

  it('GIVEN a weak table WHEN the mover asks for the winning reroll THEN it is a pass with a sure win; against a strong one it is the long shot', () => {
    const safe = bonePokerWinningReroll(roundTwo({ ann: [1, 2, 2, 4, 5], bob: [6, 6, 6, 6, 2] }, ['ann']), 'bob')!;
    expect(safe).toEqual({ reroll: [], chance: 1 });
    const long = bonePokerWinningReroll(roundTwo({ ann: [6, 6, 6, 6, 5], bob: [6, 6, 6, 6, 2] }, ['ann']), 'bob')!;
    expect(long.reroll).toEqual([2]);
    expect(long.chance).toBeCloseTo(1 / 6 + 1 / 12, 12); // a 6 wins, a 5 ties
  });
});
