// The Bone Poker bot's round-2 choice, on hand-picked tables: exact chances over every reroll of the 2^5 choices.
import { describe, expect, it } from 'vitest';
import { handValue } from '../../../src/games/bone-poker/hand-rank.ts';
import { bonePokerEngine, type BonePokerState } from '../../../src/games/bone-poker/index.ts';
import { bonePokerBot, targetFor } from '../../../src/strategy/bots/bone-poker.ts';
import { bestReroll } from '../../../src/strategy/bots/bone-poker-reroll.ts';

/** A round-2 table: hands in join order, `moved` = who already played round 2. */
function roundTwo(hands: Record<string, number[]>, moved: string[] = []): BonePokerState {
  const players = Object.keys(hands);
  return { ...bonePokerEngine.setup(players, {}), round: 2, hands, moved };
}

describe('Bone Poker bot: the reroll that most often beats the best hand shown', () => {
  it('GIVEN a hand that already beats the table WHEN it is the bot’s turn THEN it passes (nothing to gain, a risk to lose)', () => {
    const choice = bestReroll([6, 6, 6, 6, 2], handValue([5, 5, 5, 2, 2]));
    expect(choice.reroll).toEqual([]);
    expect(choice.win).toBe(1);
  });

  it('GIVEN four 6s against four 6s with a 5 WHEN the bot holds 6,6,6,6,2 THEN it rerolls the 2 (wins with 6, ties with 5)', () => {
    const choice = bestReroll([6, 6, 6, 6, 2], handValue([6, 6, 6, 6, 5]));
    expect(choice.reroll).toEqual([2]);
    expect(choice.win).toBeCloseTo(1 / 6, 12); // only a sixth 6 (poker) beats 29
    expect(choice.tie).toBeCloseTo(1 / 6, 12); // a 5 ties at 29
  });

  it('GIVEN a full house to beat and a pair of 3s WHEN choosing THEN it keeps the pair and rerolls three dice, with the exact chance', () => {
    const target = handValue([4, 4, 4, 2, 2]);
    const choice = bestReroll([3, 3, 1, 5, 6], target);
    expect(choice.reroll).toEqual([1, 5, 6]);
    // Beats 4-4-4-2-2 (full house, sum 16): a full house with a larger sum, four of a kind or poker.
    let wins = 0;
    for (let a = 1; a <= 6; a++)
      for (let b = 1; b <= 6; b++)
        for (let c = 1; c <= 6; c++) {
          const hand = handValue([3, 3, a, b, c]);
          const rank = ['full_house', 'four', 'poker'].indexOf(hand.rank);
          if (rank > 0 || (rank === 0 && hand.sum > 16)) wins++;
        }
    expect(choice.win).toBeCloseTo(wins / 216, 12);
  });

  it('GIVEN a high straight to beat and a low straight WHEN choosing THEN it gives the straight up for the best exact chance of all 32 choices', () => {
    // 1-2-3-4-5 only ties 2-3-4-5-6 at best (a 6 for the 1 makes the same hand and sum): a full house or better wins.
    const target = handValue([2, 3, 4, 5, 6]);
    const hand = [1, 2, 3, 4, 5];
    const choice = bestReroll(hand, target);
    const chances = everyChoice(hand, target);
    const best = Math.max(...chances.map((c) => c.win));
    expect(choice.win).toBeCloseTo(best, 12);
    expect(choice.win).toBeGreaterThan(chances.find((c) => c.reroll.join() === '1')!.win);
    expect(choice.reroll).toEqual([1, 2, 3, 4]);
  });

  it('GIVEN players still to move in round 2 WHEN the bot chooses THEN their shown hands count as they stand', () => {
    const state = roundTwo({ alice: [2, 2, 3, 4, 6], 'bot:1': [1, 1, 2, 3, 5], bob: [5, 5, 5, 1, 2] }, ['alice']);
    expect(targetFor(state, 'bot:1')).toEqual({ rank: 'three', sum: 18 });
  });

  it('GIVEN round 1 WHEN it is the bot’s turn THEN it rolls five dice; in round 2 it names the dice in one move', () => {
    const first = bonePokerEngine.setup(['alice', 'bot:1'], {});
    expect(bonePokerBot(first, 'alice', {})).toEqual({ type: 'roll', player: 'alice', count: 5 });
    const state = roundTwo({ alice: [6, 6, 6, 6, 5], 'bot:1': [6, 6, 6, 6, 2] }, ['alice']);
    expect(bonePokerBot(state, 'bot:1', {})).toEqual({ type: 'roll', player: 'bot:1', count: 1, reroll: [2] });
  });
});

/** An independent brute force: for every one of the 2^5 position choices, the chance to beat `target` outright. */
function everyChoice(hand: number[], target: { rank: string; sum: number }): { reroll: number[]; win: number }[] {
  const order = ['nothing', 'pair', 'two_pairs', 'three', 'straight', 'full_house', 'four', 'poker'];
  const out: { reroll: number[]; win: number }[] = [];
  for (let mask = 0; mask < 32; mask++) {
    const positions = [0, 1, 2, 3, 4].filter((i) => mask & (1 << i));
    let wins = 0;
    const total = 6 ** positions.length;
    for (let n = 0; n < total; n++) {
      const next = [...hand];
      positions.forEach((p, k) => (next[p] = (Math.floor(n / 6 ** k) % 6) + 1));
      const v = handValue(next);
      const byRank = order.indexOf(v.rank) - order.indexOf(target.rank);
      if (byRank > 0 || (byRank === 0 && v.sum > target.sum)) wins++;
    }
    out.push({ reroll: positions.map((p) => hand[p]), win: wins / total });
  }
  return out;
}
