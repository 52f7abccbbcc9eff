// 1000's exact two-player race against a value iteration written the plain way: every pair of scores swept again
// and again (Gauss-Seidel, no ordering, no secant) until nothing moves, on a shorter race (the same rules to 150
// and 300 points; the full race is the same code with more positions). And what a player would notice: moving
// first is worth something, being ahead more, and a position's chances read the same through the game's own state.
import { describe, expect, it } from 'vitest';
import { thousandEngine } from '../../../src/games/thousand/engine.ts';
import type { ThousandState } from '../../../src/games/thousand/state.ts';
import { buildModel } from '../../../src/strategy/thousand/model.ts';
import { newTurnTable, solveTurn } from '../../../src/strategy/thousand/turn-table.ts';
import { isPlainRace, PLAIN_RACE, solveThousandDuel, thousandDuelAction } from '../../../src/strategy/chances/thousand-duel.ts';
import { computeChances } from '../../../src/strategy/chances/estimate.ts';
import { readSettings } from '../../../src/games/thousand/settings.ts';
import { smallDuel } from '../thousand/small-duel.ts';

function plainIteration(goal: number): Float64Array {
  const model = buildModel(readSettings({ ...PLAIN_RACE }), { goal, hand: 5 });
  const n = model.index.count;
  const w = new Float64Array(n * n).fill(0.5);
  const table = newTurnTable();
  for (let sweep = 0; sweep < 10_000; sweep++) {
    let change = 0;
    for (let a = 0; a < n; a++) {
      for (let b = 0; b < n; b++) {
        const v = 1 - solveTurn(model, a, { end: w.subarray(b * n, (b + 1) * n), win: 0 }, table);
        change = Math.max(change, Math.abs(v - w[a * n + b]!));
        w[a * n + b] = v;
      }
    }
    if (change < 1e-12) return w;
  }
  throw new Error('no convergence');
}

describe('1000, two players, the plainest race', () => {
  for (const goal of [150, 300]) {
    it(`solved pair by pair it agrees with plain value iteration to 1e-9 (race to ${goal})`, () => {
      const duel = solveThousandDuel({}, { goal, hand: 5 });
      const plain = plainIteration(goal);
      let worst = 0;
      for (let i = 0; i < plain.length; i++) worst = Math.max(worst, Math.abs(plain[i]! - duel.win[i]!));
      expect(worst).toBeLessThan(1e-9);
    });
  }

  it('moving first is an edge, a lead is a bigger one, and the two chances of a position sum to 1', () => {
    const duel = solveThousandDuel({}, { goal: 300, hand: 5 });
    const n = duel.positions;
    const id = (score: number) => duel.model.index.idOf({ score, opened: true, bolts: 0, falls: 0, marks: 0, barrel: 0 });
    const w = (a: number, b: number) => duel.win[id(a) * n + id(b)]!;
    expect(w(0, 0)).toBeGreaterThan(0.5);
    expect(w(100, 0)).toBeGreaterThan(w(0, 0));
    expect(w(0, 100)).toBeLessThan(0.5);
    expect(w(250, 0)).toBeGreaterThan(w(100, 0));
  });

  it('only the plainest settings are the plain race', () => {
    expect(isPlainRace({ ...PLAIN_RACE })).toBe(true);
    expect(isPlainRace({ ...PLAIN_RACE, scoring: 'classic', straights: 'on' })).toBe(true);
    expect(isPlainRace({})).toBe(false);
    expect(isPlainRace({ ...PLAIN_RACE, bolts: 'on' })).toBe(false);
  });

  it('chances of a game state: the mover at the turn start, then after a roll (bank or roll: the better)', () => {
    const duel = solveThousandDuel({}, { goal: 300, hand: 5 });
    // the engine's game is to 1000; a state to 300 points is read by the reduced model's positions
    const state = thousandEngine.setup(['a', 'b'], { ...PLAIN_RACE }) as ThousandState;
    const at = { ...state, players: state.players.map((p, i) => ({ ...p, score: i === 0 ? 100 : 150 })) };
    const c = duel.chances(at)!;
    expect(c.a! + c.b!).toBeCloseTo(1, 12);
    const n = duel.positions;
    const id = (score: number) => duel.model.index.idOf({ score, opened: true, bolts: 0, falls: 0, marks: 0, barrel: 0 });
    expect(c.a).toBeCloseTo(duel.win[id(100) * n + id(150)]!, 12);
    const rolled = { ...at, turn: { ...at.turn, rolls: 1, total: 100, diceLeft: 2 } };
    const banking = duel.choice(id(100), id(150), 100, 2, true);
    expect(duel.chances(rolled)!.a).toBeCloseTo(banking.chance, 12);
    // 200 against 150 with b to move is worth what banking now is worth
    expect(banking.chance).toBeGreaterThanOrEqual(1 - duel.win[id(150) * n + id(200)]! - 1e-12);
  });

  it('the worker gives a two-player plain race its exact figures, and the duel player banks a big turn on one die', () => {
    const duel = solveThousandDuel({}, { goal: 300, hand: 5 });
    const start = thousandEngine.setup(['a', 'b'], { ...PLAIN_RACE }) as ThousandState;
    expect(computeChances('thousand', start, { thousandDuel: duel }, 1)).toEqual({ players: duel.chances(start), kind: 'exact' });
    const big = { ...start, turn: { ...start.turn, rolls: 2, total: 250, diceLeft: 1 } };
    expect(thousandDuelAction(duel, big, 'a')).toEqual({ type: 'bank', player: 'a' });
    const small = { ...start, turn: { ...start.turn, rolls: 1, total: 10, diceLeft: 4 } };
    expect(thousandDuelAction(duel, small, 'a')).toEqual({ type: 'roll', player: 'a', count: 4 });
    expect(thousandDuelAction(duel, small, 'b')).toBeNull();
  });

  it('under the default settings (opening, bolts, overtaking, …) the worker gives a duel exact figures once its table is there (none without a table or a policy)', () => {
    const duel = smallDuel({}, 60);
    const start = thousandEngine.setup(['a', 'b'], {}) as ThousandState;
    const exact = computeChances('thousand', start, { thousandDuel: duel }, 1);
    expect(exact).toEqual({ players: duel.chances(start), kind: 'exact' });
    expect(exact!.players.a! + exact!.players.b!).toBeCloseTo(1, 12);
    expect(exact!.players.a).toBeGreaterThan(0.5);
    expect(computeChances('thousand', start, {}, 1)).toBeNull(); // no table and no policy: nothing to show
  });
});
