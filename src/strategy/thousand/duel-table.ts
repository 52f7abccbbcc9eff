// The solved 1000 duel (duel-solve.ts) as the Butler uses it: for a two-player game state, the mover's chance to win
// with each choice (roll the dice due, or «Хватит»), the best move, and both players' chances. Values are kept at
// Float32 precision — the precision of the table on disk — whether they were solved in this process or read back,
// so that a bot's choice is the same whichever process plays it (a tie between the two choices goes to the roll).
import type { ThousandSettings } from '../../games/thousand/settings.ts';
import type { ThousandState } from '../../games/thousand/state.ts';
import type { Action, PlayerId } from '../../games/types.ts';
import { buildDuelModel, type DuelModel } from './duel-model.ts';
import { bankPair, DuelTurn, rollChance, solveDuelTurn } from './duel-turn.ts';
import { positionOfPlayer } from './position.ts';
import { POINT_UNIT } from './roll-outcomes.ts';

/** Settings the exact duel covers: all but `barrel: open`, whose six overshoot marks make 13 million pairs × 5. */
export function duelSolvable(settings: ThousandSettings): boolean {
  return settings.barrel !== 'open';
}

export interface DuelChoice {
  /** dice the next roll must have */
  dice: number;
  /** the mover's chance to win when rolling them (and playing best afterwards) */
  roll: number;
  /** the mover's chance to win when banking now; null when «Хватит» is refused */
  bank: number | null;
  best: 'roll' | 'bank';
}

export class ThousandDuelTable {
  readonly model: DuelModel;
  /** W[a * n + b] at Float32 precision, widened for the turn solver */
  readonly win: Float64Array;
  private readonly turn = new DuelTurn();
  private turnFor = -1;

  constructor(
    readonly settings: ThousandSettings,
    table: Float32Array,
    model?: DuelModel,
  ) {
    this.model = model ?? buildDuelModel(settings);
    if (table.length !== this.model.n * this.model.n) throw new Error('the duel table does not fit these settings');
    this.win = Float64Array.from(table);
  }

  /** The mover's chance at the start of a turn at solo positions a (on turn) against b. */
  at(a: number, b: number): number {
    return this.win[a * this.model.n + b]!;
  }

  /** The mover's two choices now; null when the game is not a running duel of these positions. */
  choice(state: ThousandState): DuelChoice | null {
    if (state.winners !== null || state.players.length !== 2) return null;
    const index = this.model.solo.index;
    const a = index.idOf(positionOfPlayer(state.players[state.current]!));
    const b = index.idOf(positionOfPlayer(state.players[1 - state.current]!));
    const { turn } = state;
    if (a < 0 || b < 0 || turn.total % POINT_UNIT !== 0) return null;
    const t = turn.total / POINT_UNIT;
    const steps = this.model.solo.turnSteps[a]!;
    if (t >= steps) return null;
    const pair = a * this.model.n + b;
    if (this.turnFor !== pair) {
      solveDuelTurn(this.model, a, b, this.win, this.turn);
      this.turnFor = pair;
    }
    const started = turn.rolls > 0;
    const dice = turn.rerollOwed || !started ? this.model.solo.hand : turn.diceLeft;
    const roll = rollChance(this.model, steps, this.turn.table, t, dice, this.turn.bustValue, this.turn.overValue);
    let bank: number | null = null;
    if (started && !turn.rerollOwed) {
      const to = bankPair(this.model, a, b, t);
      if (to >= 0) bank = 1 - this.win[to]!;
    }
    return { dice, roll, bank, best: bank !== null && bank > roll ? 'bank' : 'roll' };
  }

  /** Both players' chances now; null when this is not a running duel the table knows. */
  chances(state: ThousandState): Record<PlayerId, number> | null {
    const choice = this.choice(state);
    if (!choice) return null;
    const mover = Math.max(choice.roll, choice.bank ?? 0);
    return { [state.players[state.current]!.id]: mover, [state.players[1 - state.current]!.id]: 1 - mover };
  }

  /** The move that wins most often for `player` on turn; null when it is not their turn in a duel the table knows. */
  action(state: ThousandState, player: PlayerId): Action | null {
    if (state.players[state.current]?.id !== player) return null;
    const choice = this.choice(state);
    if (!choice) return null;
    return choice.best === 'bank' ? { type: 'bank', player } : { type: 'roll', player, count: choice.dice };
  }
}

/** A solved table at the precision it is kept in (the one the Butler plays by). */
export function toFloat32(win: Float64Array): Float32Array {
  return Float32Array.from(win);
}
