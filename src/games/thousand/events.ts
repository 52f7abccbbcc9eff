// What a 1000 move reports. Field names are snake_case like the common events' payloads.
import type { PlayerId } from '../types.ts';
import type { Combo } from './score-roll.ts';

export type PenaltyKind = 'bolts' | 'overtaken' | 'barrel_fall' | 'dumptruck' | 'marks';

export type ThousandEvent =
  | { type: 'roll'; player: PlayerId; dice: number[] }
  /** after each scoring roll; `dice_left` is what the next roll needs (5 again after hot dice) */
  | {
      type: 'turn_score';
      player: PlayerId;
      points: number;
      turn_total: number;
      dice_left: number;
      /** the dice that scored, ascending */
      scoring: number[];
      combos: Combo[];
      /** all five dice have scored: a roll of five is owed before banking */
      reroll_owed: boolean;
    }
  /**
   * The turn ends with nothing banked. `lost` = the turn points burned.
   * no_score: a roll that scored nothing; overshoot: passed 1000 with `barrel: open`; timeout: `end_turn`.
   */
  | { type: 'bust'; player: PlayerId; reason: 'no_score' | 'overshoot' | 'timeout'; lost: number }
  | { type: 'banked'; player: PlayerId; points: number; total: number; /** this bank opened the game for them */ opened: boolean }
  /**
   * A score change for a rule. `points` is the change (negative, or 0 when the score was already 0), `total` the
   * score after it. `by` = the overtaker (overtaken) or the player who climbed the barrel (barrel_fall by knock-off);
   * `falls` = the fall count including this one (barrel_fall; 3 = the zeroing fall).
   */
  | {
      type: 'penalty';
      player: PlayerId;
      kind: PenaltyKind;
      points: number;
      total: number;
      by?: PlayerId;
      falls?: number;
    }
  /**
   * Sitting on the barrel changed. on: climbed (reason 'climb') or sat again after a fall ('again'), with
   * `turns` = turns to reach 1000 from there; off: fell ('fall') or a penalty took the score below 880 ('dropped').
   */
  | { type: 'barrel'; player: PlayerId; status: 'on' | 'off'; reason: 'climb' | 'again' | 'fall' | 'dropped'; turns?: number }
  /** a turn on the barrel ended without 1000; `turns_left` > 0 (at 0 the player falls instead) */
  | { type: 'barrel_turn'; player: PlayerId; turns_left: number }
  /** a bolt for a turn with nothing banked; `bolts` counts up to 3 (then the penalty and the count restarts) */
  | { type: 'bolt'; player: PlayerId; bolts: number }
  /** an overshoot mark (`barrel: open`); `marks` counts up to 6 (then the penalty and the count restarts) */
  | { type: 'mark'; player: PlayerId; marks: number }
  | { type: 'forfeit'; player: PlayerId }
  | { type: 'game_over'; game: 'thousand'; winners: PlayerId[]; scores: Record<PlayerId, number> };
