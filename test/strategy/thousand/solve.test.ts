import { describe, expect, it } from 'vitest';
import { readSettings } from '../../../src/games/thousand/settings.ts';
import { solveSolo, TOLERANCE } from '../../../src/strategy/thousand/solve.ts';
import { PLAIN, policyFor } from './solved.ts';

/**
 * An independent, deliberately naive solver of the small variant "goal 50, two dice, no penalties": singles only
 * (a 1 is 10, a 5 is 5), both dice back after both scored and a roll owed then, plain value iteration until
 * nothing moves. It shares no code with the solver under test.
 */
function naiveTwoDiceTo50(): number[] {
  const goal = 50;
  const E = new Array<number>(goal / 5).fill(0);
  const rolls = (count: number): { points: number; used: number }[] => {
    const out: { points: number; used: number }[] = [];
    const faces = [1, 2, 3, 4, 5, 6];
    const dice = count === 1 ? faces.map((a) => [a]) : faces.flatMap((a) => faces.map((b) => [a, b]));
    for (const roll of dice) {
      const scoring = roll.filter((d) => d === 1 || d === 5);
      out.push({ points: scoring.reduce((sum, d) => sum + (d === 1 ? 10 : 5), 0), used: scoring.length });
    }
    return out;
  };
  const byCount = [[], rolls(1), rolls(2)];
  let memo = new Map<string, number>();
  const rollOn = (score: number, total: number, dice: number): number => {
    const key = `${score}/${total}/${dice}`;
    const known = memo.get(key);
    if (known !== undefined) return known;
    let sum = 0;
    for (const { points, used } of byCount[dice]) {
      if (points === 0) {
        sum += E[score / 5];
        continue;
      }
      const reached = total + points;
      if (score + reached >= goal) continue; // won: no turns after this one
      const left = dice - used;
      const onward = rollOn(score, reached, left === 0 ? 2 : left);
      sum += left === 0 ? onward : Math.min(onward, E[(score + reached) / 5]);
    }
    memo.set(key, sum / byCount[dice].length);
    return sum / byCount[dice].length;
  };
  for (let sweep = 0; sweep < 100_000; sweep++) {
    let change = 0;
    memo = new Map();
    for (let score = 0; score < goal; score += 5) {
      const value = 1 + rollOn(score, 0, 2);
      change = Math.max(change, Math.abs(value - E[score / 5]));
      E[score / 5] = value;
    }
    if (change < 1e-13) break;
  }
  return E;
}

describe('1000 solver: value iteration', { timeout: 180_000 }, () => {
  it('GIVEN the small variant goal 50 with two dice WHEN solved THEN every position matches a naive brute-force solver', () => {
    const naive = naiveTwoDiceTo50();
    const solution = solveSolo(readSettings(PLAIN), { variant: { goal: 50, hand: 2 } });
    for (let score = 0; score < 50; score += 5) {
      const id = solution.model.index.idOf({ score, opened: true, bolts: 0, falls: 0, marks: 0, barrel: 0 });
      expect(solution.expected[id]).toBeCloseTo(naive[score / 5], 8);
    }
    expect(naive[0]).toBeGreaterThan(1);
  });

  it('GIVEN the variant goal 50 with one die WHEN solved THEN it needs 1 / P(reaching 50 in one turn) turns (no banking: every score owes a re-roll)', () => {
    // With one die every scoring roll is hot dice, so a turn either reaches 50 or burns: closed form.
    const reach = (need: number): number => (need <= 0 ? 1 : (reach(need - 10) + reach(need - 5)) / 6);
    const solution = solveSolo(readSettings(PLAIN), { variant: { goal: 50, hand: 1 } });
    expect(solution.expected[solution.model.start]).toBeCloseTo(1 / reach(50), 8);
  });

  it('GIVEN 995 with no barrel WHEN solved THEN the expectation is 1 / P(five dice score), since any score wins', () => {
    // Five dice score nothing when they show no 1, no 5 and no face three times: 600 of 7776 rolls.
    const policy = policyFor(PLAIN);
    expect(policy.expectedTurns({ id: 'a', score: 995, opened: true, bolts: 0, falls: 0, marks: 0, barrel: null })).toBeCloseTo(7776 / 7176, 10);
  });

  it('GIVEN the default settings WHEN solved THEN a full Bellman sweep moves nothing by more than 1e-9 turns and the game takes more turns than the plainest race', () => {
    const solution = policyFor({}).solution;
    expect(solution.residual).toBeLessThanOrEqual(TOLERANCE);
    expect(solution.sweeps).toBeGreaterThan(1);
    const defaults = policyFor({}).fromStart;
    const plain = policyFor(PLAIN).fromStart;
    expect(plain).toBeGreaterThan(20);
    expect(defaults).toBeGreaterThan(plain);
  });
});
