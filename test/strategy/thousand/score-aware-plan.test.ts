// Today's score-aware policy as a fixed plan for the exact three-player evaluation (score-aware-plan.ts) makes the
// same choices as the policy the computer player plays (score-aware.ts), position by position: the exact
// head-to-head figures are about that player, not a look-alike.
import { describe, expect, it } from 'vitest';
import { thousandEngine } from '../../../src/games/thousand/engine.ts';
import { readSettings } from '../../../src/games/thousand/settings.ts';
import type { ThousandState } from '../../../src/games/thousand/state.ts';
import { buildDuelModel } from '../../../src/strategy/thousand/duel-model.ts';
import { DuelTurn, rollChance } from '../../../src/strategy/thousand/duel-turn.ts';
import { solveTurnByEnds } from '../../../src/strategy/thousand/duel-turn.ts';
import { ThousandPolicy } from '../../../src/strategy/thousand/policy.ts';
import { ScoreAwarePlan } from '../../../src/strategy/thousand/score-aware-plan.ts';
import { ScoreAwarePolicy } from '../../../src/strategy/thousand/score-aware.ts';
import { solveSolo } from '../../../src/strategy/thousand/solve.ts';

describe('score-aware as a fixed plan', () => {
  it('chooses as the score-aware policy does, on random three-player positions of a race to 200 (opening 50, bolts, overtaking)', () => {
    const given = { pits: 'off', barrel: 'none', dumptruck: 'off' } as const;
    const settings = readSettings({ ...given });
    const variant = { goal: 200, hand: 5 };
    const model = buildDuelModel(settings, variant);
    const policy = new ScoreAwarePolicy(new ThousandPolicy(solveSolo(settings, { variant })), 400);
    const plan = new ScoreAwarePlan(policy);
    const positions = model.solo.index.positions;
    const turn = new DuelTurn();
    const start = thousandEngine.setup(['a', 'b', 'c'], { ...given }) as ThousandState;
    let seed = 54;
    const random = (below: number) => {
      seed = (seed * 1103515245 + 12345) % 2 ** 31;
      return seed % below;
    };
    let checked = 0;
    let banks = 0;
    for (let trial = 0; trial < 300; trial++) {
      const ids = [random(model.n), random(model.n), random(model.n)];
      const [a, b, c] = ids as [number, number, number];
      plan.plan(model, a, [b, c], turn);
      const atStart = solveTurnByEnds(model, a, turn);
      const steps = model.solo.turnSteps[a]!;
      const players = ids.map((id, i) => {
        const p = positions[id]!;
        return { ...start.players[i]!, score: p.score, opened: p.opened, bolts: p.bolts };
      });
      const state: ThousandState = { ...start, players, turn: { total: 0, diceLeft: 5, rolls: 0, rerollOwed: false } };
      expect(policy.choices(state)!.roll).toBeCloseTo(atStart, 9);
      for (let k = 0; k < 5 && steps > 1; k++) {
        const t = 1 + random(steps - 1);
        const dice = 1 + random(4);
        const inTurn: ThousandState = { ...state, turn: { total: t * 5, diceLeft: dice, rolls: 1, rerollOwed: false } };
        const theirs = policy.choices(inTurn)!;
        const roll = rollChance(model, steps, turn.table, t, dice, turn.bustValue, turn.overValue);
        const bank = turn.bank[t]! >= 0 ? turn.bank[t]! : null;
        expect(theirs.roll).toBeCloseTo(roll, 9);
        expect(theirs.bank === null ? null : theirs.bank).toEqual(bank === null ? null : expect.closeTo(bank, 9));
        if (Math.abs((bank ?? -1) - roll) > 1e-9) expect(bank !== null && bank > roll ? 'bank' : 'roll').toBe(theirs.best);
        if (theirs.best === 'bank') banks++;
        checked++;
      }
    }
    expect(checked).toBeGreaterThan(1400);
    expect(banks).toBeGreaterThan(100);
  });
});
