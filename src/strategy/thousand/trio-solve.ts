// 1000 between three players, exactly, on a short race (issue 54, the yardstick for the three-or-more-player
// policies): V[triple], the chance of each of the three to win at the start of a turn, the triple being the solo
// positions (position.ts) of the player on turn, the next and the last. A turn touches the others only when it is
// banked, and then each on their own (duel-turn.ts otherAfterBank), so the duel model (duel-model.ts, from the engine) has every
// transition. Two uses:
// - every seat plays for its own win (plans all null): value iteration of the three-player game, each mover choosing
//   by its own component of the values being solved — the exact self-play the approximate policies are measured by;
// - seats that play a fixed plan (an approximate policy: what each end of its turn is worth to it): the exact win
//   chances of that line-up, no dice sampled — head-to-head without noise.
// n³ triples (× 3 seats when seats play differently): short races only (goal 100–200; the full game is 8 million
// triples on the plainest settings and 11 billion under the default ones).
import type { DuelModel } from './duel-model.ts';
import { DuelTurn, duelTurnKernel, otherAfterBank, solveTurnByEnds } from './duel-turn.ts';

/** How a seat playing a fixed policy values the ends of its turn: fills turn.bank[1..], bustValue, overValue. */
export interface TurnPlan {
  plan(model: DuelModel, a: number, others: readonly number[], turn: DuelTurn): void;
}

export interface TrioSolution {
  model: DuelModel;
  /** 1 when every seat plays alike (the seat on turn does not matter), else 3 */
  layers: number;
  /** V[((layer * n + a) * n + b) * n + c) * 3 + k]: k = 0 the mover (a), 1 the next (b), 2 the last (c) */
  value: Float64Array;
  sweeps: number;
  /** the largest change in the last sweep: above the tolerance when it stopped at maxSweeps without settling */
  residual: number;
  seconds: number;
}

export interface TrioOptions {
  /** per seat 0..2: its fixed plan, or null to play for its own win by the values being solved */
  seats?: readonly (TurnPlan | null)[];
  tolerance?: number;
  maxSweeps?: number;
}

export function solveTrio(model: DuelModel, options: TrioOptions = {}): TrioSolution {
  const { seats = [null, null, null], tolerance = 1e-12, maxSweeps = 10_000 } = options;
  const started = performance.now();
  const n = model.n;
  const triples = n * n * n;
  const layers = seats[0] === seats[1] && seats[1] === seats[2] ? 1 : 3;
  const value = new Float64Array(layers * triples * 3).fill(1 / 3);
  const order = trioOrder(model);
  const solo = model.solo;
  const turn = new DuelTurn();
  const others = [0, 0];
  let residual = Infinity;
  let sweeps = 0;
  // the three values of the triple a turn ends at, seen from this turn's seats: [mover, next, last]
  const ending = new Float64Array(3);
  const at = (layer: number, next: number, last: number, mover: number): void => {
    const base = ((((layer + 1) % layers) * triples + (next * n + last) * n + mover) * 3) | 0;
    ending[0] = value[base + 2]!;
    ending[1] = value[base]!;
    ending[2] = value[base + 1]!;
  };
  while (sweeps < maxSweeps && residual > tolerance) {
    residual = 0;
    for (let layer = 0; layer < layers; layer++) {
      const plan = seats[layer] ?? null;
      for (let k = 0; k < triples; k++) {
        const triple = order[k]!;
        const a = (triple / (n * n)) | 0;
        const b = ((triple / n) | 0) % n;
        const c = triple % n;
        const steps = solo.turnSteps[a]!;
        if (plan) {
          others[0] = b;
          others[1] = c;
          plan.plan(model, a, others, turn);
        } else {
          at(layer, b, c, solo.bustTo[a]!);
          turn.bustValue = ending[0]!;
          at(layer, b, c, solo.overTo[a]!);
          turn.overValue = ending[0]!;
          for (let t = 1; t < steps; t++) {
            const to = solo.bankTo[solo.bankOffset[a]! + t]!;
            if (to < 0) turn.bank[t] = -1;
            else {
              at(layer, otherAfterBank(model, a, to, b), otherAfterBank(model, a, to, c), to);
              turn.bank[t] = ending[0]!;
            }
          }
        }
        solveTurnByEnds(model, a, turn);
        duelTurnKernel(model, a, turn);
        let v0 = turn.win;
        let v1 = 0;
        let v2 = 0;
        at(layer, b, c, solo.bustTo[a]!);
        v0 += turn.bust * ending[0]!;
        v1 += turn.bust * ending[1]!;
        v2 += turn.bust * ending[2]!;
        if (turn.over > 0) {
          at(layer, b, c, solo.overTo[a]!);
          v0 += turn.over * ending[0]!;
          v1 += turn.over * ending[1]!;
          v2 += turn.over * ending[2]!;
        }
        for (let t = turn.low; t <= turn.high; t++) {
          const p = turn.banked[t]!;
          if (p === 0) continue;
          const to = solo.bankTo[solo.bankOffset[a]! + t]!;
          at(layer, otherAfterBank(model, a, to, b), otherAfterBank(model, a, to, c), to);
          v0 += p * ending[0]!;
          v1 += p * ending[1]!;
          v2 += p * ending[2]!;
        }
        const base = (layer * triples + triple) * 3;
        residual = Math.max(residual, Math.abs(v0 - value[base]!), Math.abs(v1 - value[base + 1]!), Math.abs(v2 - value[base + 2]!));
        value[base] = v0;
        value[base + 1] = v1;
        value[base + 2] = v2;
      }
    }
    sweeps++;
  }
  return { model, layers, value, sweeps, residual, seconds: (performance.now() - started) / 1000 };
}

/** The index of a triple (mover a, next b, last c). */
export function trioIndex(n: number, a: number, b: number, c: number): number {
  return (a * n + b) * n + c;
}

/**
 * Seat 0's exact chance from the start of a line-up solved with its three layers (`seats`), when it moves first,
 * second and third: layer = the seat on turn (seat 0 first: layer 0, the mover; second: seat 2 on turn, seat 0 next;
 * third: seat 1 on turn, seat 0 last).
 */
export function seatChances(solved: TrioSolution): [number, number, number] {
  const n = solved.model.n;
  const s = solved.model.start;
  const triples = n ** 3;
  const start = trioIndex(n, s, s, s);
  return [solved.value[start * 3]!, solved.value[(2 * triples + start) * 3 + 1]!, solved.value[(triples + start) * 3 + 2]!];
}

/** Triples by the sum of the three scores, downwards: a bank's target has mostly been swept already. */
function trioOrder(model: DuelModel): Int32Array {
  const n = model.n;
  const triples = n * n * n;
  const keys = new Float64Array(triples);
  for (let t = 0; t < triples; t++) {
    const a = (t / (n * n)) | 0;
    const b = ((t / n) | 0) % n;
    const c = t % n;
    keys[t] = -(model.steps[a]! + model.steps[b]! + model.steps[c]!) * triples - (triples - 1 - t);
  }
  keys.sort();
  return Int32Array.from(keys, (key) => triples - 1 - (-key % triples));
}

/** Play by a solved line-up's values (every seat for its own win): the exact policy as a fixed plan. */
export class SolvedTrioPlan implements TurnPlan {
  constructor(readonly solved: TrioSolution) {}

  plan(model: DuelModel, a: number, others: readonly number[], turn: DuelTurn): void {
    const [b, c] = others as [number, number];
    const solo = model.solo;
    const n = model.n;
    const value = this.solved.value;
    // the mover's value at the triple the turn ends at: the last of (b', c', a')
    const mine = (next: number, last: number, mover: number) => value[trioIndex(n, next, last, mover) * 3 + 2]!;
    turn.bustValue = mine(b, c, solo.bustTo[a]!);
    turn.overValue = mine(b, c, solo.overTo[a]!);
    for (let t = 1; t < solo.turnSteps[a]!; t++) {
      const to = solo.bankTo[solo.bankOffset[a]! + t]!;
      turn.bank[t] = to < 0 ? -1 : mine(otherAfterBank(model, a, to, b), otherAfterBank(model, a, to, c), to);
    }
  }
}
