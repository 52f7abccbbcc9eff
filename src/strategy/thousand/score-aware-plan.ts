// Today's score-aware policy (score-aware.ts) as a fixed plan for the exact three-player evaluation (trio-solve.ts):
// each end of the turn is worth its race chance WP(s') against the opponents as they stand — the values the
// score-aware in-turn table maximises, so the turn plays its choices. It sees only where the mover ends (a bank's
// effect on the opponents is not in its model). Kept per mover and opponents: the plan is asked once per triple
// and sweep.
import type { DuelModel } from './duel-model.ts';
import type { DuelTurn } from './duel-turn.ts';
import type { ScoreAwarePolicy } from './score-aware.ts';
import type { TurnPlan } from './trio-solve.ts';

export class ScoreAwarePlan implements TurnPlan {
  private readonly known = new Map<string, Float64Array>();

  constructor(readonly policy: ScoreAwarePolicy) {}

  plan(model: DuelModel, a: number, others: readonly number[], turn: DuelTurn): void {
    const solo = model.solo;
    const steps = solo.turnSteps[a]!;
    const key = `${a}|${others.join(',')}`;
    let row = this.known.get(key);
    if (!row) {
      const wp = this.policy.winChanceAgainst(others);
      row = new Float64Array(steps + 1);
      row[0] = wp(solo.bustTo[a]!);
      row[steps] = wp(solo.overTo[a]!);
      for (let t = 1; t < steps; t++) {
        const to = solo.bankTo[solo.bankOffset[a]! + t]!;
        row[t] = to < 0 ? -1 : wp(to);
      }
      this.known.set(key, row);
    }
    turn.bustValue = row[0]!;
    turn.overValue = row[steps]!;
    for (let t = 1; t < steps; t++) turn.bank[t] = row[t]!;
  }
}
