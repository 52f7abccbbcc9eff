// 1000 between two players in the plainest race, exactly (issue 29): each player's chance to win when both play for
// their own win, by value iteration over both scores and the turn state — the approach of Neller & Presser's optimal
// Farkle play, written afresh over this repo's own solo model (strategy/thousand/model.ts: the engine's roll
// outcomes and bank/bust successors).
//
// The plainest race: opening at 0, no pits, no barrel, no bolts, no dump truck, no overtaking (scoring and straights
// may be either: they only change what a roll scores). Then a position is a score alone, a bank only raises the
// mover's score and a bust leaves both as they were. So W(a, b) — the mover's chance at the start of a turn with a
// points against b — depends only on positions of a larger total and on W(b, a) (a bust passes the turn). Pairs are
// solved from the largest total down; within a pair the two values are one fixed point x = h(x), found by the
// secant method (h is piecewise linear in x: after a step or two in the right piece it is exact).
//
// In-turn choices come from the solo turn table (turn-table.ts) with the costs "the opponent's chance after the
// turn ends": banking at total t costs W(b, a + t), a bust W(b, a), reaching 1000 nothing.
import { readSettings, type ThousandSettings } from '../../games/thousand/settings.ts';
import type { ThousandState } from '../../games/thousand/state.ts';
import type { Action, GameSettings, PlayerId } from '../../games/types.ts';
import { buildModel, FULL_GAME, type SoloModel, type Variant } from '../thousand/model.ts';
import { POINT_UNIT } from '../thousand/roll-outcomes.ts';
import { bankCost, newTurnTable, rollCost, solveTurn, type TurnCosts } from '../thousand/turn-table.ts';

/** The settings of the plainest race (the others are free). */
export const PLAIN_RACE = { open: '0', pits: 'off', barrel: 'none', bolts: 'off', dumptruck: 'off', overtake: 'off' } as const;

export function isPlainRace(settings: GameSettings | ThousandSettings): boolean {
  const full = readSettings(settings as GameSettings) as Record<string, string>;
  return Object.entries(PLAIN_RACE).every(([k, v]) => full[k] === v);
}

const TOLERANCE = 1e-13;

export class ThousandDuel {
  private readonly table = newTurnTable();
  /** the pair whose turn `table` holds (a turn's choices share it) */
  private tableFor = -1;

  constructor(
    readonly model: SoloModel,
    /** win[a * n + b]: the chance of the player to move at position a against b, at the start of their turn */
    readonly win: Float64Array,
    readonly seconds: number,
    /** turn solves the race took (a measure of the secant's work) */
    readonly solves = 0,
  ) {}

  get positions(): number {
    return this.model.index.count;
  }

  /** Costs for the mover against position b: ending the turn at a' costs the opponent's chance W(b, a'). */
  costsAgainst(b: number): TurnCosts {
    const n = this.positions;
    return { end: this.win.subarray(b * n, (b + 1) * n), win: 0 };
  }

  /**
   * The mover's chance and best choice in a turn under way: a and b positions, t the turn total (points), `dice` to
   * roll next, `mayBank` whether "Хватит" is allowed now (a roll made, no re-roll owed).
   */
  choice(a: number, b: number, total: number, dice: number, mayBank: boolean): { chance: number; best: 'roll' | 'bank' } {
    const costs = this.costsAgainst(b);
    const pair = a * this.positions + b;
    if (this.tableFor !== pair) {
      solveTurn(this.model, a, costs, this.table);
      this.tableFor = pair;
    }
    const t = total / POINT_UNIT;
    const roll = rollCost(this.model, a, costs, this.table, t, dice);
    const bank = mayBank ? bankCost(this.model, a, costs, t) : Infinity;
    return bank < roll ? { chance: 1 - bank, best: 'bank' } : { chance: 1 - roll, best: 'roll' };
  }

  /** Both players' chances in a two-player game of these settings; null when it is not such a game or it is over. */
  chances(state: ThousandState): Record<PlayerId, number> | null {
    if (state.winners !== null || state.players.length !== 2) return null;
    const mover = state.players[state.current]!;
    const other = state.players[1 - state.current]!;
    const a = this.model.index.idOf({ score: mover.score, opened: true, bolts: 0, falls: 0, marks: 0, barrel: 0 });
    const b = this.model.index.idOf({ score: other.score, opened: true, bolts: 0, falls: 0, marks: 0, barrel: 0 });
    if (a < 0 || b < 0 || state.turn.total % POINT_UNIT !== 0) return null;
    const { turn } = state;
    const started = turn.rolls > 0;
    const dice = turn.rerollOwed || !started ? this.model.hand : turn.diceLeft;
    const { chance } = this.choice(a, b, turn.total, dice, started && !turn.rerollOwed);
    return { [mover.id]: chance, [other.id]: 1 - chance };
  }
}

/** Solves the plainest race for these scoring settings (the rest are taken as PLAIN_RACE). */
export function solveThousandDuel(settings: GameSettings | ThousandSettings, variant: Variant = FULL_GAME): ThousandDuel {
  const started = performance.now();
  const plain = readSettings({ ...(settings as GameSettings), ...PLAIN_RACE });
  const model = buildModel(plain, variant);
  const n = model.index.count;
  const score = (s: number) => model.index.positions[s]!.score;
  for (let s = 0; s < n; s++) {
    if (model.bustTo[s] !== s) throw new Error('not a plain race: a bust moves the position');
  }
  const win = new Float64Array(n * n);
  const table = newTurnTable();
  const duel = new ThousandDuel(model, win, 0);
  // W(a, b) given the partner value x = W(b, a): one solve of a's turn (only its bust reads x)
  let solves = 0;
  const turnChance = (a: number, b: number, x: number): number => {
    solves++;
    win[b * n + a] = x;
    return 1 - solveTurn(model, a, duel.costsAgainst(b), table);
  };
  const bySum: number[][] = [];
  for (let a = 0; a < n; a++) {
    for (let b = a; b < n; b++) (bySum[(score(a) + score(b)) / POINT_UNIT] ??= []).push(a * n + b);
  }
  let guess = 0.5;
  for (let sum = bySum.length - 1; sum >= 0; sum--) {
    for (const pair of bySum[sum] ?? []) {
      const a = Math.floor(pair / n);
      const b = pair % n;
      // h(x): W(b, a) after a's turn given x, then b's turn given that. Each call leaves W(a, b) for its x in place.
      let lastX = 0;
      let lastH = 0;
      const h = (x: number): number => {
        const y = turnChance(a, b, x);
        lastX = x;
        lastH = turnChance(b, a, y);
        return lastH;
      };
      // the pair solved just before is a neighbour (the same total, scores one step apart): a close first guess
      let x0 = guess;
      let g0 = h(x0) - x0;
      let x1 = x0 + g0;
      for (let step = 0; step < 100 && Math.abs(g0) > TOLERANCE; step++) {
        const g1 = h(x1) - x1;
        if (Math.abs(g1) <= TOLERANCE) break;
        const slope = (g1 - g0) / (x1 - x0);
        const next = slope !== 0 ? x1 - g1 / slope : x1 + g1;
        x0 = x1;
        g0 = g1;
        x1 = Math.min(1, Math.max(0, next));
      }
      if (Math.abs(lastH - lastX) > 1e-9) throw new Error(`the race did not settle at ${a}, ${b}`);
      // the last call's values: W(a, b) for x = lastX, and W(b, a) = h(lastX), equal to lastX within the tolerance
      win[b * n + a] = lastH;
      guess = win[b * n + a]!;
    }
  }
  return new ThousandDuel(model, win, (performance.now() - started) / 1000, solves);
}

/**
 * The move that wins most often in a two-player plain race (bank when banking's chance is higher and allowed, else
 * roll the dice due); null when the game is not such a race or the position is outside the solution.
 */
export function thousandDuelAction(duel: ThousandDuel, state: ThousandState, player: PlayerId): Action | null {
  if (state.winners !== null || state.players.length !== 2 || state.players[state.current]?.id !== player) return null;
  const me = state.players[state.current]!;
  const other = state.players[1 - state.current]!;
  const position = (score: number) => duel.model.index.idOf({ score, opened: true, bolts: 0, falls: 0, marks: 0, barrel: 0 });
  const a = position(me.score);
  const b = position(other.score);
  if (a < 0 || b < 0 || state.turn.total % POINT_UNIT !== 0) return null;
  const started = state.turn.rolls > 0;
  const dice = state.turn.rerollOwed || !started ? duel.model.hand : state.turn.diceLeft;
  const { best } = duel.choice(a, b, state.turn.total, dice, started && !state.turn.rerollOwed);
  return best === 'bank' ? { type: 'bank', player } : { type: 'roll', player, count: dice };
}
