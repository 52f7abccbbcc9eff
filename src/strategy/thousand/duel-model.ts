// 1000 between two players, compiled for the exact duel solver (duel-solve.ts): a duel position is a pair of solo
// positions (position.ts: score, opened, bolts, falls, marks, barrel turns) with the first on turn, and a turn
// touches the other player only when it is banked — a bust, a burnt overshoot or a roll never changes them. So the
// solo model's successors (model.ts, taken from the engine) say where the mover goes; this adds where the other
// goes after a bank, again taken from the engine.
//
// What a bank does to the other player depends on two facts only (RULES §5, the order of effects): whether the bank
// overtook them (their score was above the banker's before the turn and is below it now) and whether the banker
// climbed onto the barrel (knocking off whoever sits there). `otherAfter[b * 4 + overtook * 2 + climbed]` is the
// other's position after such a bank, found by banking a representative two-player state with the engine's own
// bankTurn; -1 where the pair of facts cannot happen (or, for overtaking, when the setting is off).
import { bankTurn } from '../../games/thousand/bank.ts';
import { BARREL_FROM } from '../../games/thousand/score-changes.ts';
import type { ThousandSettings } from '../../games/thousand/settings.ts';
import type { ThousandState } from '../../games/thousand/state.ts';
import { buildModel, FULL_GAME, type SoloModel, type Variant } from './model.ts';
import { positionOfPlayer, type Position } from './position.ts';

export interface DuelModel {
  solo: SoloModel;
  /** positions per player: the duel has n² positions, index a * n + b (a on turn) */
  n: number;
  /** per position: its score in units of 5 */
  steps: Int32Array;
  /** per position: 1 when it sits on the barrel (a bank that lands there climbs) */
  onBarrel: Uint8Array;
  /** per position × (overtook, climbed): the other player's position after such a bank; -1: cannot happen */
  otherAfter: Int32Array;
  overtake: boolean;
  /** the position both players start from */
  start: number;
  /**
   * The solo roll outcomes flattened for the inner loops: outcomes of a roll of d dice are rollFrom[d]..rollFrom[d+1]-1,
   * each with its points (units of 5), its in-turn table offset (points * 5 + slot) and its chance.
   */
  rollFrom: Int32Array;
  rollPoints: Int32Array;
  rollShift: Int32Array;
  rollProb: Float64Array;
  /** per dice count: the chance that the roll scores nothing */
  rollZero: Float64Array;
}

export function buildDuelModel(settings: ThousandSettings, variant: Variant = FULL_GAME): DuelModel {
  const solo = buildModel(settings, variant);
  const index = solo.index;
  const n = index.count;
  const steps = new Int32Array(n);
  const onBarrel = new Uint8Array(n);
  for (let s = 0; s < n; s++) {
    const p = index.positions[s]!;
    steps[s] = p.score / 5;
    onBarrel[s] = p.barrel > 0 ? 1 : 0;
  }
  const otherAfter = new Int32Array(n * 4).fill(-1);
  for (let b = 0; b < n; b++) {
    const p = index.positions[b]!;
    otherAfter[b * 4] = b;
    for (const [overtook, climbed] of [[1, 0], [0, 1], [1, 1]] as const) {
      if (overtook && settings.overtake !== 'on') continue;
      if (climbed && settings.barrel !== 'points') continue;
      const banker = representativeBank(p.score, overtook === 1, climbed === 1, variant.goal);
      if (!banker) continue;
      const after = otherAfterBank(settings, p, banker.before, banker.after - banker.before);
      const id = index.idOf(after);
      if (id < 0) throw new Error(`the engine led the other player to a position the solver does not know: ${JSON.stringify(after)}`);
      otherAfter[b * 4 + overtook * 2 + climbed] = id;
    }
  }
  const rollFrom = new Int32Array(7);
  const rollZero = new Float64Array(6);
  const points: number[] = [];
  const shift: number[] = [];
  const prob: number[] = [];
  for (let d = 1; d <= 5; d++) {
    rollFrom[d] = points.length;
    const o = solo.outcomes[d]!;
    rollZero[d] = o.pZero;
    for (let i = 0; i < o.prob.length; i++) {
      points.push(o.points[i]!);
      shift.push(o.points[i]! * 5 + o.slot[i]!);
      prob.push(o.prob[i]!);
    }
  }
  rollFrom[6] = points.length;
  return {
    solo, n, steps, onBarrel, otherAfter, overtake: settings.overtake === 'on', start: solo.start,
    rollFrom, rollPoints: Int32Array.from(points), rollShift: Int32Array.from(shift), rollProb: Float64Array.from(prob), rollZero,
  };
}

/**
 * A banker's score before and after a bank that overtakes (or not) someone at `other` and climbs (or not) onto the
 * barrel; null when no bank below the goal does both. The banker lands below 880 when not climbing, and never on 555
 * (the dump truck would take them to 0, and then they overtake nobody).
 */
function representativeBank(other: number, overtook: boolean, climbed: boolean, goal: number): { before: number; after: number } | null {
  // not overtaken: from 875 to 880 passes nobody (the other is at 875 or below, or at 880 or above)
  if (!overtook) return climbed ? { before: BARREL_FROM - 5, after: BARREL_FROM } : null;
  if (other < 5) return null;
  const before = Math.min(other - 5, BARREL_FROM - 5);
  let after = other + 5;
  if (climbed) after = Math.max(after, BARREL_FROM);
  else if (after === 555) after += 5;
  if (after >= goal || (!climbed && after >= BARREL_FROM)) return null;
  return { before, after };
}

/** The other player's position after the banker (at `before`, opened) banks `points`: the engine's bankTurn. */
export function otherAfterBank(settings: ThousandSettings, other: Position, before: number, points: number): Position {
  const state: ThousandState = {
    game: 'thousand',
    settings,
    solo: false,
    players: [
      { id: 'banker', score: before, opened: true, bolts: 0, marks: 0, falls: 0, barrel: null },
      { id: 'other', score: other.score, opened: other.opened, bolts: other.bolts, marks: other.marks, falls: other.falls, barrel: other.barrel === 0 ? null : other.barrel },
    ],
    current: 0,
    turn: { total: points, diceLeft: 1, rolls: 1, rerollOwed: false },
    winners: null,
  };
  bankTurn(state, []);
  return positionOfPlayer(state.players[1]!);
}
