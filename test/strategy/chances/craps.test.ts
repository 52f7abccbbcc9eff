// Craps' exact chances against brute force of another kind: the game's own engine played forward roll by roll over
// all 36 dice pairs, carrying the probability of every state, until almost no probability is left in play.
import { describe, expect, it } from 'vitest';
import { crapsEngine } from '../../../src/games/craps/engine.ts';
import { currentPlayer, type CrapsState } from '../../../src/games/craps/state.ts';
import { crapsChances } from '../../../src/strategy/chances/craps.ts';

function forward(start: CrapsState, rolls: number): { wins: Record<string, number>; leftover: number } {
  let states = new Map<string, { state: CrapsState; p: number }>([[JSON.stringify(start), { state: start, p: 1 }]]);
  const wins: Record<string, number> = Object.fromEntries(start.inPlay.map((p) => [p, 0]));
  for (let step = 0; step < rolls && states.size > 0; step++) {
    const next = new Map<string, { state: CrapsState; p: number }>();
    for (const { state, p } of states.values()) {
      const player = currentPlayer(state)!;
      for (let sum = 2; sum <= 12; sum++) {
          // one pair of dice per sum, weighted by the number of pairs that make it
          const pair = [Math.max(1, sum - 6), Math.min(6, sum - 1)];
          const r = crapsEngine.apply(state, { type: 'roll', player, count: 2 }, { roll: () => pair });
          if (!r.ok) throw new Error(r.code);
          const q = (p * (6 - Math.abs(sum - 7))) / 36;
          if (r.state.winners) {
            for (const w of r.state.winners) wins[w]! += q / r.state.winners.length;
            continue;
          }
          // the round counter only numbers rounds: states that differ in it alone are the same position
          const points = Object.fromEntries(Object.entries(r.state.points).sort());
          const s = { ...r.state, round: 1, points };
          const key = JSON.stringify(s);
          const entry = next.get(key) ?? { state: s, p: 0 };
          entry.p += q;
          next.set(key, entry);
        }
    }
    states = next;
  }
  return { wins, leftover: [...states.values()].reduce((t, s) => t + s.p, 0) };
}

const base = (players: string[]): CrapsState => crapsEngine.setup(players, {}) as CrapsState;

describe('Craps exact chances', () => {
  it('GIVEN a fresh come-out among three WHEN the chances are asked THEN each has a third', () => {
    const c = crapsChances(base(['a', 'b', 'c']))!;
    for (const p of ['a', 'b', 'c']) expect(c[p]).toBeCloseTo(1 / 3, 12);
  });

  it.each([
    ['a point round 4 against 6', { phase: 'point' as const, points: { a: 4, b: 6 }, rolls: {} }],
    ['a point round with a 9 already rolled against 8', { phase: 'point' as const, points: { a: 8, b: 5 }, rolls: { a: [4, 5] } }],
    ['a come-out with a point 10 already set', { phase: 'come_out' as const, points: {}, rolls: { a: [4, 6] } }],
  ])('GIVEN %s between two WHEN the chances are asked THEN they match the engine played forward', (_, part) => {
    const state = { ...base(['a', 'b']), ...part };
    const exact = crapsChances(state)!;
    const { wins, leftover } = forward(state, 16);
    // what is still in play after the last roll bounds the difference: it may go to either player
    expect(leftover).toBeLessThan(0.05);
    expect(exact.a!).toBeGreaterThanOrEqual(wins.a! - 1e-12);
    expect(exact.a!).toBeLessThanOrEqual(wins.a! + leftover + 1e-12);
    expect(exact.a! + exact.b!).toBeCloseTo(1, 12);
  });

  it('GIVEN three players in a point round (6, 8, 4) WHEN the chances are asked THEN 6 and 8 (equally likely points) share alike, 4 trails, and they sum to 1', () => {
    const state: CrapsState = { ...base(['a', 'b', 'c']), phase: 'point', points: { a: 6, b: 8, c: 4 }, rolls: {} };
    const exact = crapsChances(state)!;
    expect(exact.a).toBeCloseTo(exact.b!, 12);
    expect(exact.c!).toBeLessThan(exact.a!);
    expect(exact.a! + exact.b! + exact.c!).toBeCloseTo(1, 12);
  });
  it('GIVEN the same position under other names or asked again WHEN the chances are asked THEN the figures are the same, per seat', () => {
    const state: CrapsState = { ...base(['a', 'b', 'c']), phase: 'point', points: { a: 4, b: 9, c: 6 }, rolls: { b: [3, 3] } };
    const first = crapsChances(state)!;
    expect(crapsChances(state)).toEqual(first);
    const renamed: CrapsState = { ...base(['x', 'y', 'z']), phase: 'point', points: { x: 4, y: 9, z: 6 }, rolls: { y: [1, 5] } };
    expect(crapsChances(renamed)).toEqual({ x: first.a, y: first.b, z: first.c });
    // another position is solved for itself, not taken from the one before
    const other: CrapsState = { ...state, rolls: { b: [4, 5] } };
    expect(crapsChances(other)!.b).toBeGreaterThan(first.b! + 0.5); // b hit the point: only a hit by another can share
  });

  it('GIVEN the same seats in another order (a relabelled position) WHEN the chances are asked THEN each seat gets exactly the same figure, to the last bit', () => {
    // six players mid point round: the figure is the position's (phase, points and rolls as a multiset), so a chat
    // whose seats sit in another order gets the very same numbers, not ones that differ in the last digits
    const seats: [number, number[] | undefined][] = [[4, undefined], [9, [3, 3]], [6, undefined], [6, [1, 1]], [10, undefined], [5, [4, 3]]];
    const at = (order: number[]): CrapsState => {
      const names = order.map((i) => `s${i}`);
      const state: CrapsState = { ...base(names), phase: 'point', points: {}, rolls: {} };
      for (const i of order) {
        state.points[`s${i}`] = seats[i]![0];
        if (seats[i]![1]) state.rolls[`s${i}`] = seats[i]![1]!;
      }
      return state;
    };
    const first = crapsChances(at([0, 1, 2, 3, 4, 5]))!;
    for (const order of [[5, 4, 3, 2, 1, 0], [2, 0, 4, 1, 5, 3], [3, 5, 1, 0, 2, 4]]) {
      expect(crapsChances(at(order))).toEqual(first);
    }
  });
});
