// The between-turn position of one player in 1000 — everything about them that the rules look at when a turn
// starts — and a dense numbering of every position a settings combination allows, for the solver's typed arrays.
import type { ThousandSettings } from '../../games/thousand/settings.ts';
import type { ThousandPlayer } from '../../games/thousand/state.ts';
import { BARREL_FROM, GOAL } from '../../games/thousand/score-changes.ts';
import { POINT_UNIT } from './roll-outcomes.ts';

export interface Position {
  score: number;
  opened: boolean;
  bolts: number;
  falls: number;
  marks: number;
  /** turns left on the barrel (1..3), 0 when not sitting there */
  barrel: number;
}

const SCORE_STEPS = GOAL / POINT_UNIT;
const KEY_SPACE = SCORE_STEPS * 2 * 3 * 3 * 6 * 4;

function keyOf(p: Position): number {
  return (((((p.score / POINT_UNIT) * 2 + (p.opened ? 1 : 0)) * 3 + p.bolts) * 3 + p.falls) * 6 + p.marks) * 4 + p.barrel;
}

/** Every position of one settings combination, numbered 0..count-1, with a lookup from the fields. */
export class PositionIndex {
  readonly positions: Position[] = [];
  private readonly ids = new Int32Array(KEY_SPACE).fill(-1);

  constructor(readonly settings: ThousandSettings, readonly goal: number = GOAL) {
    const barrelPoints = settings.barrel === 'points';
    const boltsMax = settings.bolts === 'on' ? 2 : 0;
    const fallsMax = barrelPoints ? 2 : 0;
    const marksMax = settings.barrel === 'open' ? 5 : 0;
    // Higher scores first: banking moves a score up, so the solver's sweep meets the targets of a bank fresh.
    for (let step = goal / POINT_UNIT - 1; step >= 0; step--) {
      const score = step * POINT_UNIT;
      const seats = barrelPoints && score >= BARREL_FROM ? [3, 2, 1] : [0];
      for (const opened of score === 0 && settings.open !== '0' ? [true, false] : [true]) {
        for (let bolts = opened ? boltsMax : 0; bolts >= 0; bolts--) {
          for (let falls = fallsMax; falls >= 0; falls--) {
            for (let marks = marksMax; marks >= 0; marks--) {
              for (const barrel of seats) this.add({ score, opened, bolts, falls, marks, barrel });
            }
          }
        }
      }
    }
  }

  private add(p: Position): void {
    this.ids[keyOf(p)] = this.positions.length;
    this.positions.push(p);
  }

  get count(): number {
    return this.positions.length;
  }

  /** The number of a position, or -1 when these settings do not allow it. */
  idOf(p: Position): number {
    if (p.score < 0 || p.score >= this.goal || p.score % POINT_UNIT !== 0) return -1;
    if (p.bolts > 2 || p.falls > 2 || p.marks > 5 || p.barrel > 3) return -1;
    return this.ids[keyOf(p)];
  }
}

export function positionOfPlayer(player: ThousandPlayer): Position {
  return {
    score: player.score,
    opened: player.opened,
    bolts: player.bolts,
    falls: player.falls,
    marks: player.marks,
    barrel: player.barrel ?? 0,
  };
}
