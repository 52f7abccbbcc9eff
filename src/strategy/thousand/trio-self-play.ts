// Exact self-play of the three-player 1000 on a short race (trio-solve.ts), every seat playing for its own win.
// Value iteration of a game that is not zero-sum need not settle: where a mover is all but indifferent between
// rolling and banking, its choice flips from sweep to sweep, which moves the others' chances by a jump, and the
// sweeps can cycle for ever (they do on the plainest race to 100, by 4·10⁻⁴). So when it has not settled after
// `iterate` sweeps, its choices are frozen and that line-up is evaluated exactly (a fixed plan in every seat: a
// linear system, which settles), and the result says how close to an equilibrium it is: `epsilon`, the most any
// mover anywhere could gain by choosing differently in one turn against those values. Zero when it settled.
import type { DuelModel } from './duel-model.ts';
import { DuelTurn, solveTurnByEnds } from './duel-turn.ts';
import { SolvedTrioPlan, solveTrio, trioIndex, type TrioSolution } from './trio-solve.ts';

export interface TrioSelfPlay extends TrioSolution {
  /** the most a mover gains by one turn's different choices against these values (0: an exact equilibrium) */
  epsilon: number;
  /** whether value iteration settled by itself (else its choices were frozen and evaluated) */
  settled: boolean;
}

export function selfPlayTrio(model: DuelModel, options: { tolerance?: number; iterate?: number } = {}): TrioSelfPlay {
  const { tolerance = 1e-12, iterate = 300 } = options;
  const free = solveTrio(model, { tolerance, maxSweeps: iterate });
  if (free.residual <= tolerance) return { ...free, epsilon: 0, settled: true };
  const frozen = new SolvedTrioPlan(free);
  const fixed = solveTrio(model, { seats: [frozen, frozen, frozen], tolerance });
  const epsilon = oneTurnGain(model, fixed);
  return { ...fixed, sweeps: free.sweeps + fixed.sweeps, seconds: free.seconds + fixed.seconds, epsilon, settled: false };
}

/** The largest gain of a mover's best turn against these values over their own value: 0 at an equilibrium. */
export function oneTurnGain(model: DuelModel, solved: TrioSolution): number {
  const n = model.n;
  const plan = new SolvedTrioPlan(solved);
  const turn = new DuelTurn();
  let gain = 0;
  for (let a = 0; a < n; a++) {
    for (let b = 0; b < n; b++) {
      for (let c = 0; c < n; c++) {
        plan.plan(model, a, [b, c], turn);
        gain = Math.max(gain, solveTurnByEnds(model, a, turn) - solved.value[trioIndex(n, a, b, c) * 3]!);
      }
    }
  }
  return gain;
}
