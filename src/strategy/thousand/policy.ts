// The solved solo policy as a player uses it: for any player in a running game, the expected turns of each choice.
// In-turn tables are rebuilt on demand from the positions' values (one small backward pass) and kept per position.
import type { ThousandPlayer, ThousandTurn } from '../../games/thousand/state.ts';
import { positionOfPlayer } from './position.ts';
import { POINT_UNIT } from './roll-outcomes.ts';
import type { SoloSolution } from './solve.ts';
import { bankCost, newTurnTable, rollCost, solveTurn, type TurnCosts } from './turn-table.ts';

/** What the two choices are worth now, in expected turns after the current one. */
export interface ChoiceValues {
  /** dice the next roll must have */
  dice: number;
  /** expected turns after this one when rolling on (and playing best afterwards) */
  roll: number;
  /** expected turns after this one when banking now; null when "Хватит" is refused */
  bank: number | null;
  best: 'roll' | 'bank';
}

export class ThousandPolicy {
  private readonly costs: TurnCosts;
  private readonly tables = new Map<number, Float64Array>();

  constructor(readonly solution: SoloSolution) {
    this.costs = { end: solution.expected, win: 0 };
  }

  get model() {
    return this.solution.model;
  }

  /** Expected turns from the start of a turn of this player (null for a position the settings do not allow). */
  expectedTurns(player: ThousandPlayer): number | null {
    const s = this.model.index.idOf(positionOfPlayer(player));
    return s < 0 ? null : this.solution.expected[s];
  }

  /** Expected turns of a fresh game with these settings. */
  get fromStart(): number {
    return this.solution.expected[this.model.start];
  }

  /** The two choices for `player` in `turn`; null when the position is unknown or the turn is already won. */
  choices(player: ThousandPlayer, turn: ThousandTurn): ChoiceValues | null {
    const s = this.model.index.idOf(positionOfPlayer(player));
    if (s < 0 || turn.total % POINT_UNIT !== 0) return null;
    const t = turn.total / POINT_UNIT;
    if (t >= this.model.turnSteps[s]) return null;
    const dice = turn.rerollOwed || turn.rolls === 0 ? this.model.hand : turn.diceLeft;
    const table = this.table(s);
    const roll = rollCost(this.model, s, this.costs, table, t, dice);
    const bankValue = turn.rolls === 0 || turn.rerollOwed ? Infinity : bankCost(this.model, s, this.costs, t);
    const bank = Number.isFinite(bankValue) ? bankValue : null;
    return { dice, roll, bank, best: bank !== null && bank < roll ? 'bank' : 'roll' };
  }

  private table(s: number): Float64Array {
    let table = this.tables.get(s);
    if (!table) {
      table = newTurnTable();
      solveTurn(this.model, s, this.costs, table);
      this.tables.set(s, table);
    }
    return table;
  }
}
