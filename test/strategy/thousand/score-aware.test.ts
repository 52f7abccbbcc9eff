import { describe, expect, it } from 'vitest';
import { ScoreAwarePolicy, scoreAwareBotAction } from '../../../src/strategy/thousand/score-aware.ts';
import { game } from '../../games/thousand/helpers.ts';
import { PLAIN, policyFor } from './solved.ts';

describe('1000 score-aware layer (plainest race)', { timeout: 180_000 }, () => {
  const solo = policyFor(PLAIN);
  const aware = new ScoreAwarePolicy(solo);

  it('GIVEN a position WHEN its finishing-time distribution is built THEN it rises to 1 and at 995 one turn finishes with the five-dice scoring chance', () => {
    const at995 = solo.model.index.idOf({ score: 995, opened: true, bolts: 0, falls: 0, marks: 0, barrel: 0 });
    expect(aware.doneWithin(at995, 0)).toBe(0);
    expect(aware.doneWithin(at995, 1)).toBeCloseTo(7176 / 7776, 12);
    expect(aware.doneWithin(solo.model.start, 300)).toBeGreaterThan(0.999);
  });

  it('GIVEN 500 + 300 in the turn with two dice WHEN the opponent has 0 THEN both layers bank; WHEN the opponent sits at 990 THEN the score-aware layer rolls on', () => {
    const calm = game({ ann: { score: 500 }, bob: { score: 0 } }, PLAIN, { total: 300, diceLeft: 2, rolls: 3 });
    expect(solo.choices(calm.players[0], calm.turn)!.best).toBe('bank');
    expect(aware.choices(calm)!.best).toBe('bank');
    const urgent = game({ ann: { score: 500 }, bob: { score: 990 } }, PLAIN, { total: 300, diceLeft: 2, rolls: 3 });
    const chances = aware.choices(urgent)!;
    expect(chances.best).toBe('roll');
    expect(chances.roll).toBeGreaterThan(chances.bank!);
    expect(scoreAwareBotAction(aware, urgent, 'ann')).toEqual({ type: 'roll', player: 'ann', count: 2 });
  });

  it('GIVEN any choice WHEN valued THEN the win chances are probabilities', () => {
    const state = game({ ann: { score: 300 }, bob: { score: 600 }, cid: { score: 100 } }, PLAIN, { total: 100, diceLeft: 3, rolls: 2 });
    const chances = aware.choices(state)!;
    for (const p of [chances.roll, chances.bank!]) {
      expect(p).toBeGreaterThan(0);
      expect(p).toBeLessThan(1);
    }
  });
});
