// The score-aware layer for two or more players: at each stop-or-roll choice, maximise the chance to win instead of
// minimising one's own expected turns.
//
// Model (a principled approximation of full multi-player win-probability iteration, which would need the product
// of every player's positions): every player — opponents now, and oneself after this turn — plays the solo-optimal
// policy, whose turn kernels give the distribution of the number of turns each position needs to reach 1000
// (F_s(k) = P(done within k turns)). It is one's turn now, so before one's k-th turn from here every opponent has
// had k−1 turns; one wins at one's k-th turn if no opponent finished in their first k−1. Ending this turn at
// position s' then wins with probability WP(s') = Σ_j P(T_s' = j) · Π_o (1 − F_o(j)), reaching 1000 now wins
// outright, and this turn's choices maximise that exactly (the in-turn table with cost −WP). It is one step of
// policy improvement over the solo policy in the race model, so it plays at least as well there; it ignores the
// interactions between players (overtaking, knocking off the barrel), which the solo kernels cannot see.
import type { ThousandState } from '../../games/thousand/state.ts';
import type { Action, PlayerId } from '../../games/types.ts';
import type { ThousandPolicy } from './policy.ts';
import { positionOfPlayer } from './position.ts';
import { POINT_UNIT } from './roll-outcomes.ts';
import { bankCost, newTurnTable, rollCost, solveTurn, type TurnCosts } from './turn-table.ts';

export interface WinChances {
  dice: number;
  /** chance to win when rolling on */
  roll: number;
  /** chance to win when banking now; null when refused */
  bank: number | null;
  best: 'roll' | 'bank';
}

const CACHE_LIMIT = 256;

export class ScoreAwarePolicy {
  /** per position, P(done within k turns) for k = 0..horizon, row-major */
  private readonly cdf: Float64Array;
  private readonly width: number;
  private readonly turns = new Map<string, { costs: TurnCosts; table: Float64Array }>();

  constructor(readonly solo: ThousandPolicy, readonly horizon = 300) {
    const { kernels } = solo.solution;
    const n = kernels.length;
    this.width = horizon + 1;
    const cdf = new Float64Array(n * this.width);
    for (let k = 1; k <= horizon; k++) {
      for (let s = 0; s < n; s++) {
        const kernel = kernels[s];
        let p = kernel.win;
        for (let i = 0; i < kernel.to.length; i++) p += kernel.prob[i] * cdf[kernel.to[i] * this.width + k - 1];
        cdf[s * this.width + k] = p;
      }
    }
    this.cdf = cdf;
  }

  /** P(a player at this position reaches the goal within k of their turns) under the solo policy. */
  doneWithin(position: number, k: number): number {
    return this.cdf[position * this.width + Math.min(k, this.horizon)];
  }

  /** Win chances of the two choices for the player on turn; null when the game is over or a position is unknown. */
  choices(state: ThousandState): WinChances | null {
    if (state.winners !== null) return null;
    const model = this.solo.model;
    const me = state.players[state.current];
    const s = model.index.idOf(positionOfPlayer(me));
    const opponents = state.players.filter((p) => p !== me).map((p) => model.index.idOf(positionOfPlayer(p)));
    if (s < 0 || opponents.some((o) => o < 0) || state.turn.total % POINT_UNIT !== 0) return null;
    const t = state.turn.total / POINT_UNIT;
    if (t >= model.turnSteps[s]) return null;
    const key = `${s}|${opponents.sort((a, b) => a - b).join(',')}`;
    const { costs, table } = this.turnFor(s, key, opponents);
    const dice = state.turn.rerollOwed || state.turn.rolls === 0 ? model.hand : state.turn.diceLeft;
    const roll = -rollCost(model, s, costs, table, t, dice);
    const bankValue = state.turn.rolls === 0 || state.turn.rerollOwed ? -Infinity : -bankCost(model, s, costs, t);
    const bank = Number.isFinite(bankValue) ? bankValue : null;
    return { dice, roll, bank, best: bank !== null && bank > roll ? 'bank' : 'roll' };
  }

  /**
   * WP(s') against these opponents (solo positions): the chance to win of a player who ends the current turn at s'
   * (the opponents then move first), everyone playing the solo policy from then on.
   */
  winChanceAgainst(opponents: readonly number[]): (to: number) => number {
    const H = this.horizon;
    // alive[j] = P(no opponent done within j of their turns)
    const alive = new Float64Array(H + 1).fill(1);
    for (const o of opponents) for (let j = 0; j <= H; j++) alive[j] *= 1 - this.cdf[o * this.width + j];
    return (to: number): number => {
      const row = to * this.width;
      let wp = 0;
      for (let j = 1; j <= H; j++) wp += (this.cdf[row + j] - this.cdf[row + j - 1]) * alive[j];
      return wp;
    };
  }

  /**
   * The in-turn table of position s against these opponents, with the costs −WP(s') filled in for the positions a
   * turn from s can end at (its bank targets, its bust and overshoot positions) — only those are ever read.
   */
  private turnFor(s: number, key: string, opponents: number[]): { costs: TurnCosts; table: Float64Array } {
    const known = this.turns.get(key);
    if (known) return known;
    const model = this.solo.model;
    const end = new Map<number, number>();
    const winChance = this.winChanceAgainst(opponents);
    const targets = [model.bustTo[s], model.overTo[s]];
    for (let t = 1; t < model.turnSteps[s]; t++) targets.push(model.bankTo[model.bankOffset[s] + t]);
    for (const to of targets) if (to >= 0 && !end.has(to)) end.set(to, -winChance(to));
    // A sparse view: the turn code reads end[position] only for the targets above.
    const costs: TurnCosts = { end: sparseEnd(end), win: -1 };
    const table = newTurnTable();
    solveTurn(model, s, costs, table);
    if (this.turns.size >= CACHE_LIMIT) this.turns.clear();
    const entry = { costs, table };
    this.turns.set(key, entry);
    return entry;
  }
}

/** A Float64Array-shaped lookup over a few positions (everything else reads as NaN, which would show up at once). */
function sparseEnd(values: Map<number, number>): Float64Array {
  let max = 0;
  for (const k of values.keys()) max = Math.max(max, k);
  const out = new Float64Array(max + 1).fill(NaN);
  for (const [k, v] of values) out[k] = v;
  return out;
}

/** The score-aware computer player's move: bank when that wins more often, else roll the dice left. */
export function scoreAwareBotAction(policy: ScoreAwarePolicy, state: ThousandState, player: PlayerId): Action {
  const chances = state.players[state.current]?.id === player ? policy.choices(state) : null;
  if (chances?.best === 'bank') return { type: 'bank', player };
  return { type: 'roll', player, count: chances?.dice ?? (state.turn.rerollOwed ? 5 : state.turn.diceLeft) };
}
