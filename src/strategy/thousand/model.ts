// The solo game of one settings combination compiled into typed arrays: every position, where banking each turn
// total from it leads, where a bust and an overshoot lead, and what a roll of k dice can do. Everything the value
// iteration and the in-turn tables read comes from here; everything here comes from the engine.
import { GOAL } from '../../games/thousand/score-changes.ts';
import type { ThousandSettings } from '../../games/thousand/settings.ts';
import { PositionIndex } from './position.ts';
import { POINT_UNIT, rollOutcomes, type OutcomeTable } from './roll-outcomes.ts';
import { bankSuccessor, bustSuccessor } from './transitions.ts';


/**
 * A smaller game for checking the solver against brute force: a lower goal and fewer dice in the hand (all of
 * them come back after they have all scored). The game itself is always goal 1000 with five dice.
 */
export interface Variant {
  goal: number;
  hand: number;
}

export const FULL_GAME: Variant = { goal: GOAL, hand: 5 };

export interface SoloModel {
  settings: ThousandSettings;
  /** dice of a full hand: the first roll of a turn and the re-roll owed after hot dice */
  hand: number;
  index: PositionIndex;
  outcomes: OutcomeTable;
  /** `barrel: open`: a turn must end at exactly 1000; more is an overshoot */
  exact: boolean;
  /** per position: how many turn totals (in units of 5) keep it below the goal, i.e. (1000 - score) / 5 */
  turnSteps: Int32Array;
  /** per position: where its row of `bankTo` starts */
  bankOffset: Int32Array;
  /** per position and turn total t (units of 5): the position after banking, or -1 when banking is refused */
  bankTo: Int32Array;
  /** per position: the position after an empty roll */
  bustTo: Int32Array;
  /** per position: the position after an overshoot (`barrel: open`), else the bust position */
  overTo: Int32Array;
  /** the position a game starts from */
  start: number;
}

export function buildModel(settings: ThousandSettings, variant: Variant = FULL_GAME): SoloModel {
  const goalSteps = variant.goal / POINT_UNIT;
  const index = new PositionIndex(settings, variant.goal);
  const n = index.count;
  const turnSteps = new Int32Array(n);
  const bankOffset = new Int32Array(n + 1);
  for (let s = 0; s < n; s++) {
    turnSteps[s] = goalSteps - index.positions[s].score / POINT_UNIT;
    bankOffset[s + 1] = bankOffset[s] + turnSteps[s];
  }
  const bankTo = new Int32Array(bankOffset[n]).fill(-1);
  const bustTo = new Int32Array(n);
  const overTo = new Int32Array(n);
  const exact = settings.barrel === 'open';
  for (let s = 0; s < n; s++) {
    const p = index.positions[s];
    for (let t = 1; t < turnSteps[s]; t++) bankTo[bankOffset[s] + t] = bankSuccessor(index, p, t * POINT_UNIT);
    bustTo[s] = bustSuccessor(index, p, 'no_score');
    overTo[s] = exact ? bustSuccessor(index, p, 'overshoot') : bustTo[s];
  }
  const start = index.idOf({ score: 0, opened: settings.open === '0', bolts: 0, falls: 0, marks: 0, barrel: 0 });
  return { settings, hand: variant.hand, index, outcomes: rollOutcomes(settings), exact, turnSteps, bankOffset, bankTo, bustTo, overTo, start };
}
