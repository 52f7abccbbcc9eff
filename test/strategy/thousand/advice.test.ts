import { describe, expect, it } from 'vitest';
import { thousandAdvice } from '../../../src/strategy/thousand/advice.ts';
import { decisionBefore, reviewDecisions } from '../../../src/strategy/thousand/review.ts';
import { game } from '../../games/thousand/helpers.ts';
import { policyFor } from './solved.ts';

describe('1000 advice and review (default settings)', { timeout: 180_000 }, () => {
  const policy = policyFor({});

  it('GIVEN 200 in the turn with one die left at 300 WHEN advised THEN banking is best, one die scores nothing 4 times in 6, and rolling risks the 200', () => {
    const state = game({ ann: { score: 300 }, bob: {} }, {}, { total: 200, diceLeft: 1, rolls: 3 });
    const advice = thousandAdvice(policy, state, 'ann')!;
    expect(advice.best).toBe('bank');
    expect(advice.dice).toBe(1);
    expect(advice.emptyChance).toBeCloseTo(4 / 6, 12);
    // A 1 adds 10, a 5 adds 5; four faces in six burn the 200.
    expect(advice.expectedGain).toBeCloseTo(10 / 6 + 5 / 6 - (4 / 6) * 200, 9);
    expect(advice.bankTurns!).toBeLessThan(advice.rollTurns);
  });

  it('GIVEN it is not the asker’s turn WHEN advised THEN there is no advice', () => {
    expect(thousandAdvice(policy, game(['ann', 'bob']), 'bob')).toBeNull();
  });

  it('GIVEN a player who banked 15 at 540 (dump truck) and one who rolled on WHEN reviewed THEN only the bank is listed, with its cost', () => {
    const ann = game({ ann: { score: 540 }, bob: { score: 540 } }, {}, { total: 15, diceLeft: 3, rolls: 2 });
    const bob = { ...ann, current: 1 };
    const decisions = [
      decisionBefore(ann, { type: 'bank', player: 'ann' })!,
      decisionBefore(bob, { type: 'roll', player: 'bob', count: 3 })!,
    ];
    const [annReview, bobReview] = reviewDecisions(policy, decisions);
    expect(annReview.player).toBe('ann');
    expect(annReview.worst).toHaveLength(1);
    expect(annReview.worst[0].better).toBe('roll');
    expect(annReview.worst[0].cost).toBeGreaterThan(5);
    expect(bobReview).toMatchObject({ player: 'bob', decisions: 1, totalCost: 0, worst: [] });
  });

  it('GIVEN the first roll of a turn WHEN recorded THEN it is no decision (only a roll is possible)', () => {
    expect(decisionBefore(game(['ann']), { type: 'roll', player: 'ann', count: 5 })).toBeNull();
  });
});
