// A solved settings combination as plain typed arrays, so that a worker thread can hand it to the main thread
// without copying (transfer lists) and the main thread rebuilds only the cheap parts (positions, roll outcomes).
import type { ThousandSettings } from '../../games/thousand/settings.ts';
import { FULL_GAME, type SoloModel } from './model.ts';
import { PositionIndex } from './position.ts';
import { rollOutcomes } from './roll-outcomes.ts';
import type { SoloSolution } from './solve.ts';
import type { TurnKernel } from './turn-kernel.ts';

export interface PackedSolution {
  settings: ThousandSettings;
  hand: number;
  goal: number;
  start: number;
  sweeps: number;
  evaluationSweeps: number;
  residual: number;
  seconds: number;
  expected: Float64Array;
  turnSteps: Int32Array;
  bankOffset: Int32Array;
  bankTo: Int32Array;
  bustTo: Int32Array;
  overTo: Int32Array;
  kernelOffset: Int32Array;
  kernelTo: Int32Array;
  kernelProb: Float64Array;
  kernelWin: Float64Array;
}

export function packSolution(solution: SoloSolution): PackedSolution {
  const { model, kernels } = solution;
  const n = kernels.length;
  const kernelOffset = new Int32Array(n + 1);
  for (let s = 0; s < n; s++) kernelOffset[s + 1] = kernelOffset[s] + kernels[s].to.length;
  const kernelTo = new Int32Array(kernelOffset[n]);
  const kernelProb = new Float64Array(kernelOffset[n]);
  const kernelWin = new Float64Array(n);
  for (let s = 0; s < n; s++) {
    kernelTo.set(kernels[s].to, kernelOffset[s]);
    kernelProb.set(kernels[s].prob, kernelOffset[s]);
    kernelWin[s] = kernels[s].win;
  }
  return {
    settings: model.settings,
    hand: model.hand,
    goal: model.index.goal,
    start: model.start,
    sweeps: solution.sweeps,
    evaluationSweeps: solution.evaluationSweeps,
    residual: solution.residual,
    seconds: solution.seconds,
    expected: solution.expected,
    turnSteps: model.turnSteps,
    bankOffset: model.bankOffset,
    bankTo: model.bankTo,
    bustTo: model.bustTo,
    overTo: model.overTo,
    kernelOffset,
    kernelTo,
    kernelProb,
    kernelWin,
  };
}

/** The buffers to put in a transfer list. */
export function packedBuffers(p: PackedSolution): ArrayBuffer[] {
  return [p.expected, p.turnSteps, p.bankOffset, p.bankTo, p.bustTo, p.overTo, p.kernelOffset, p.kernelTo, p.kernelProb, p.kernelWin].map(
    (a) => a.buffer as ArrayBuffer,
  );
}

export function unpackSolution(p: PackedSolution): SoloSolution {
  const index = new PositionIndex(p.settings, p.goal ?? FULL_GAME.goal);
  const model: SoloModel = {
    settings: p.settings,
    hand: p.hand,
    index,
    outcomes: rollOutcomes(p.settings),
    exact: p.settings.barrel === 'open',
    turnSteps: p.turnSteps,
    bankOffset: p.bankOffset,
    bankTo: p.bankTo,
    bustTo: p.bustTo,
    overTo: p.overTo,
    start: p.start,
  };
  const kernels: TurnKernel[] = [];
  for (let s = 0; s < p.kernelWin.length; s++) {
    const from = p.kernelOffset[s];
    const to = p.kernelOffset[s + 1];
    kernels.push({ win: p.kernelWin[s], to: p.kernelTo.subarray(from, to), prob: p.kernelProb.subarray(from, to) });
  }
  return {
    model,
    expected: p.expected,
    sweeps: p.sweeps,
    evaluationSweeps: p.evaluationSweeps,
    residual: p.residual,
    kernels,
    seconds: p.seconds,
  };
}
