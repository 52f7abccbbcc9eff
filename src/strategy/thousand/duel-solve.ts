// 1000 between two players, exactly, under any settings (issue 54): W[a * n + b], the chance to win of the player on
// turn at solo position a against the other at b, at the start of the turn, when both play for their own win.
//
// Structure that makes it tractable:
// - A duel position is a pair of solo positions (2,235 each under the default settings: scores are multiples of 5,
//   bolts 0–2, falls 0–2, barrel turns, opened) — 5.0 million pairs, one Float64 each while solving.
// - Within a turn the other player's position is fixed: a turn is the solo turn's backward pass (duel-turn.ts) with
//   chances for costs, so a sweep is one small pass per pair.
// - The order in which values settle: a bank raises the mover (and lowers the other only when it overtakes them,
//   which raises the larger of the two scores), so sweeping pairs by the larger score, then the sum, downwards
//   meets the target of almost every bank already swept; a bust keeps both scores and adds a bolt or spends a barrel
//   turn, so within the same scores the pairs with more bolts and barrel turns spent go first. Only penalties
//   (the third bolt, a fall, the dump truck, a fall knocked off below the other) and busts that change nothing (in
//   a pit, before opening) read a value not yet swept — a cycle through the whole game, since a penalty can always
//   be won back.
// - Those cycles make it one large strongly connected problem, so it is solved by modified policy iteration: a
//   Bellman sweep improves every pair's in-turn choices and records where its turn then ends (its kernel: win,
//   bust, overshoot, and the chance of banking at each total); cheap sweeps over the kernels then evaluate that
//   policy; it stops when a Bellman sweep moves no chance by more than the tolerance.
//
// Every turn from every position reaches the goal with a positive chance (five of a kind is worth 1000), so the
// game ends with probability 1 under any play and the optimality equations have one solution.
import type { ThousandSettings } from '../../games/thousand/settings.ts';
import { buildDuelModel, type DuelModel } from './duel-model.ts';
import { DuelTurn, duelTurnKernel, solveDuelTurn } from './duel-turn.ts';
import { FULL_GAME, type Variant } from './model.ts';
import { raceGuess } from './duel-guess.ts';

export const DUEL_TOLERANCE = 1e-9;
/**
 * Evaluation sweeps at most between two Bellman sweeps: about one Bellman sweep's time (a sweep over the kernels
 * costs a fiftieth of one that solves every pair's turn); the next Bellman sweep improves on a policy only roughly
 * evaluated rather than waiting for the exact values of a policy about to change.
 */
const EVALUATION_SWEEPS = 60;

export interface DuelSolution {
  model: DuelModel;
  /** W[a * n + b]: the chance of the player on turn at a against b, at the start of the turn */
  win: Float64Array;
  bellmanSweeps: number;
  evaluationSweeps: number;
  /** the largest change in the last Bellman sweep (≤ the tolerance) */
  residual: number;
  seconds: number;
}

export interface DuelSolveOptions {
  variant?: Variant;
  tolerance?: number;
  maxSweeps?: number;
  /** progress of a long solve (tools) */
  log?: (line: string) => void;
}

export function solveDuel(settings: ThousandSettings, options: DuelSolveOptions = {}): DuelSolution {
  const { variant = FULL_GAME, tolerance = DUEL_TOLERANCE, maxSweeps = 200, log } = options;
  const started = performance.now();
  const model = buildDuelModel(settings, variant);
  const n = model.n;
  const total = n * n;
  const order = sweepOrder(model);
  // (the solo race as the starting point: see duel-guess.ts)
  const w = raceGuess(settings, variant, n);
  const kernels = new KernelStore(total);
  const turn = new DuelTurn();
  let bellmanSweeps = 0;
  let evaluationSweeps = 0;
  let residual = Infinity;
  while (bellmanSweeps < maxSweeps) {
    residual = 0;
    kernels.restart();
    for (let k = 0; k < total; k++) {
      const pair = order[k]!;
      const a = (pair / n) | 0;
      const b = pair - a * n;
      const value = solveDuelTurn(model, a, b, w, turn);
      duelTurnKernel(model, a, turn);
      kernels.put(pair, turn);
      // The kernel's chances are kept as Float32: what that rounding changes in this pair's value is kept beside it,
      // so that the evaluation sweeps settle on the policy's own values, not the rounded kernel's. Taken before the
      // pair's new value is written: a pair may end its turn at itself (both in a pit at the same position).
      kernels.correction[pair] = 0;
      kernels.correction[pair] = value - kernelValue(model, kernels, w, pair, a, b);
      const change = Math.abs(value - w[pair]!);
      if (change > residual) residual = change;
      w[pair] = value;
      if (log && (k + 1) % 1_000_000 === 0) log(`  ${k + 1} of ${total} pairs, ${((performance.now() - started) / 1000).toFixed(1)} s`);
    }
    bellmanSweeps++;
    log?.(`Bellman sweep ${bellmanSweeps}: residual ${residual.toExponential(3)}, ${((performance.now() - started) / 1000).toFixed(1)} s, kernel entries ${kernels.size}`);
    if (residual <= tolerance) break;
    const made = evaluate(model, order, w, kernels, tolerance / 10, EVALUATION_SWEEPS);
    log?.(`policy evaluation: ${made} sweeps`);
    evaluationSweeps += made;
  }
  if (residual > tolerance) throw new Error(`the duel did not settle in ${maxSweeps} sweeps (residual ${residual})`);
  return { model, win: w, bellmanSweeps, evaluationSweeps, residual, seconds: (performance.now() - started) / 1000 };
}

/** Pairs in the order described above: larger score, then sum, downwards; then more bolts/barrel turns spent. */
export function sweepOrder(model: DuelModel): Int32Array {
  const n = model.n;
  const positions = model.solo.index.positions;
  const spent = Int32Array.from(positions, (p) => p.bolts + p.marks + (p.barrel > 0 ? 3 - p.barrel : 0));
  const frozen = Uint8Array.from(positions, (_, s) => (model.solo.bustTo[s] === s ? 1 : 0));
  const keys = new Float64Array(n * n);
  for (let a = 0; a < n; a++) {
    for (let b = 0; b < n; b++) {
      const sa = model.steps[a]!;
      const sb = model.steps[b]!;
      // larger = earlier; a mover whose bust changes nothing goes after the pair it busts into
      const key = (((Math.max(sa, sb) * 512 + sa + sb) * 64 + spent[a]! + spent[b]!) * 2 + 1 - frozen[a]!) >>> 0;
      keys[a * n + b] = -(key * 2 ** 23) - (2 ** 23 - 1 - (a * n + b));
    }
  }
  keys.sort();
  const order = new Int32Array(n * n);
  for (let k = 0; k < keys.length; k++) order[k] = 2 ** 23 - 1 - (-keys[k]! % 2 ** 23);
  return order;
}

/** Every pair's kernel from the last Bellman sweep; the bank chances of all pairs in one growing Float32 pool. */
class KernelStore {
  readonly win: Float32Array;
  readonly bust: Float32Array;
  readonly over: Float32Array;
  readonly low: Uint8Array;
  readonly length: Uint8Array;
  readonly offset: Uint32Array;
  /** the pair's Bellman value minus its value from the Float32 kernel, at the sweep that recorded it */
  readonly correction: Float64Array;
  pool = new Float32Array(1 << 20);
  size = 0;

  constructor(total: number) {
    this.win = new Float32Array(total);
    this.bust = new Float32Array(total);
    this.over = new Float32Array(total);
    this.low = new Uint8Array(total);
    this.length = new Uint8Array(total);
    this.offset = new Uint32Array(total);
    this.correction = new Float64Array(total);
  }

  restart(): void {
    this.size = 0;
  }

  put(pair: number, turn: DuelTurn): void {
    this.win[pair] = turn.win;
    this.bust[pair] = turn.bust;
    this.over[pair] = turn.over;
    const length = turn.high - turn.low + 1;
    this.low[pair] = turn.low;
    this.length[pair] = Math.max(0, length);
    this.offset[pair] = this.size;
    if (length <= 0) return;
    if (this.size + length > this.pool.length) {
      const grown = new Float32Array(Math.ceil(this.pool.length * 1.5) + length);
      grown.set(this.pool.subarray(0, this.size));
      this.pool = grown;
    }
    for (let j = 0; j < length; j++) this.pool[this.size + j] = turn.banked[turn.low + j]!;
    this.size += length;
  }
}

/** One pair's value under its recorded kernel (and its correction) with the current chances. */
function kernelValue(model: DuelModel, kernels: KernelStore, w: Float64Array, pair: number, a: number, b: number): number {
  const n = model.n;
  const solo = model.solo;
  let value = kernels.win[pair]! + kernels.correction[pair]!;
  value += kernels.bust[pair]! * (1 - w[b * n + solo.bustTo[a]!]!);
  const over = kernels.over[pair]!;
  if (over !== 0) value += over * (1 - w[b * n + solo.overTo[a]!]!);
  const count = kernels.length[pair]!;
  if (count === 0) return value;
  const pool = kernels.pool;
  const from = kernels.low[pair]!;
  const at = kernels.offset[pair]!;
  const bankTo = solo.bankTo;
  const row = solo.bankOffset[a]!;
  const { steps, otherAfter, onBarrel } = model;
  const sa = steps[a]!;
  const sb = steps[b]!;
  const overtake = model.overtake;
  for (let j = 0; j < count; j++) {
    const p = pool[at + j]!;
    if (p === 0) continue;
    const to = bankTo[row + from + j]!;
    const overtook = overtake && sa < sb && sb < steps[to]! ? 2 : 0;
    value += p * (1 - w[otherAfter[b * 4 + overtook + onBarrel[to]!]! * n + to]!);
  }
  return value;
}

/** Gauss-Seidel sweeps of the fixed policy's equations, at most `maxSweeps`; returns the sweeps made. */
function evaluate(model: DuelModel, order: Int32Array, w: Float64Array, kernels: KernelStore, tolerance: number, maxSweeps: number): number {
  const n = model.n;
  for (let sweep = 1; sweep <= maxSweeps; sweep++) {
    let change = 0;
    for (let k = 0; k < order.length; k++) {
      const pair = order[k]!;
      const a = (pair / n) | 0;
      const value = kernelValue(model, kernels, w, pair, a, pair - a * n);
      const delta = Math.abs(value - w[pair]!);
      if (delta > change) change = delta;
      w[pair] = value;
    }
    if (change <= tolerance) return sweep;
  }
  return maxSweeps;
}

export { buildDuelModel };
