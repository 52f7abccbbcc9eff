// The exact three-player 1000 on short races (strategy/thousand/trio-solve.ts) against an independent plain solver
// (trio-reference.ts), and the measurements it makes exact: the duel-product policy (multi-plan.ts) against today's
// score-aware policy, seats rotating, with no dice sampled.
import { describe, expect, it } from 'vitest';
import { readSettings } from '../../../src/games/thousand/settings.ts';
import { PLAIN_RACE } from '../../../src/strategy/chances/thousand-duel.ts';
import { buildDuelModel } from '../../../src/strategy/thousand/duel-model.ts';
import { solveDuel } from '../../../src/strategy/thousand/duel-solve.ts';
import { DuelProductPlan } from '../../../src/strategy/thousand/multi-plan.ts';
import { ThousandPolicy } from '../../../src/strategy/thousand/policy.ts';
import { ScoreAwarePlan } from '../../../src/strategy/thousand/score-aware-plan.ts';
import { ScoreAwarePolicy } from '../../../src/strategy/thousand/score-aware.ts';
import { solveSolo } from '../../../src/strategy/thousand/solve.ts';
import { selfPlayTrio } from '../../../src/strategy/thousand/trio-self-play.ts';
import { seatChances, solveTrio, trioIndex } from '../../../src/strategy/thousand/trio-solve.ts';
import { ReferenceTrio } from './trio-reference.ts';

const plain = readSettings({ ...PLAIN_RACE });

describe('1000 for three players, exactly, on a short race', () => {
  it('agrees with an independent plain solver to 1e-9 on the plainest race to 40', () => {
    const goal = 40;
    const reference = new ReferenceTrio(goal).solve();
    const model = buildDuelModel(plain, { goal, hand: 5 });
    const solved = selfPlayTrio(model);
    expect(solved.settled).toBe(true);
    expect(solved.epsilon).toBe(0);
    const n = model.n;
    const id = (score: number) => model.solo.index.idOf({ score, opened: true, bolts: 0, falls: 0, marks: 0, barrel: 0 });
    let worst = 0;
    let sums = 0;
    for (let a = 0; a < goal; a += 5) {
      for (let b = 0; b < goal; b += 5) {
        for (let c = 0; c < goal; c += 5) {
          const mine = [0, 1, 2].map((x) => solved.value[trioIndex(n, id(a), id(b), id(c)) * 3 + x]!);
          const theirs = reference.at(a, b, c);
          for (let x = 0; x < 3; x++) worst = Math.max(worst, Math.abs(mine[x]! - theirs[x]!));
          sums = Math.max(sums, Math.abs(mine[0]! + mine[1]! + mine[2]! - 1));
        }
      }
    }
    expect(worst).toBeLessThan(1e-9);
    expect(sums).toBeLessThan(1e-9);
    // what a player notices: the first to move has the edge, the last the least
    const start = reference.at(0, 0, 0);
    expect(start[0]).toBeGreaterThan(start[1]);
    expect(start[1]).toBeGreaterThan(start[2]);
  });

  it('with bolts and overtaking (on a race to 30): it settles, chances sum to one, first mover ahead', () => {
    const model = buildDuelModel(readSettings({ open: '0', pits: 'off', barrel: 'none', dumptruck: 'off' }), { goal: 30, hand: 5 });
    const solved = selfPlayTrio(model);
    expect(solved.settled).toBe(true);
    const n = model.n;
    let sums = 0;
    for (let t = 0; t < n ** 3; t++) sums = Math.max(sums, Math.abs(solved.value[t * 3]! + solved.value[t * 3 + 1]! + solved.value[t * 3 + 2]! - 1));
    expect(sums).toBeLessThan(1e-9);
    const s = model.start;
    const start = trioIndex(n, s, s, s) * 3;
    expect(solved.value[start]!).toBeGreaterThan(solved.value[start + 2]!);
  });
});

describe('the duel-product policy against score-aware, exactly (plainest race to 60)', () => {
  const goal = 60;
  const variant = { goal, hand: 5 };
  const model = buildDuelModel(plain, variant);
  const product = new DuelProductPlan(solveDuel(plain, { variant, tolerance: 1e-12 }).win);
  const aware = new ScoreAwarePlan(new ScoreAwarePolicy(new ThousandPolicy(solveSolo(plain, { variant })), 240));

  it('one duel-product seat against two score-aware seats wins more than a third, seats rotating', () => {
    const line = seatChances(solveTrio(model, { seats: [product, aware, aware], tolerance: 1e-11 }));
    const mean = (line[0] + line[1] + line[2]) / 3;
    expect(mean).toBeGreaterThan(1 / 3);
    // and the other way round: one score-aware seat against two duel-product seats wins less than a third
    const back = seatChances(solveTrio(model, { seats: [aware, product, product], tolerance: 1e-11 }));
    expect((back[0] + back[1] + back[2]) / 3).toBeLessThan(1 / 3);
  });
});

