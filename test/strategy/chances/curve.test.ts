// The chance curve of a finished game, from its record: a point at the start of each turn (exact where the game
// allows, the seeded estimate elsewhere) and the result last; the same record gives the same curve.
import { describe, expect, it } from 'vitest';
import { bonePokerEngine } from '../../../src/games/bone-poker/index.ts';
import { crapsEngine } from '../../../src/games/craps/engine.ts';
import type { CrapsState } from '../../../src/games/craps/state.ts';
import type { GameEngine } from '../../../src/games/types.ts';
import { botMove } from '../../../src/strategy/bots/index.ts';
import { crapsChances } from '../../../src/strategy/chances/craps.ts';
import { computeCurve, evenly, turnStarts, type CurveRecord } from '../../../src/strategy/chances/curve.ts';
import { fastDice } from '../../../src/strategy/chances/fast-dice.ts';
import { marginOf } from '../../../src/strategy/chances/playouts.ts';

/** A game played to its end by the computer players with seeded dice, kept as a record (each move with its dice). */
function playedRecord(game: 'craps' | 'bone_poker', engine: GameEngine<any, any>, players: string[], seed: number): CurveRecord {
  const dice = fastDice(seed);
  let state = engine.setup(players, {});
  const moves: CurveRecord['moves'] = [];
  while (!engine.isOver(state)) {
    const player = engine.expected(state)!.player;
    const action = botMove(game, state, player, {}) as never;
    const d: number[] = [];
    const result = engine.apply(state, action, { roll: (n: number) => { const r = dice.roll(n); d.push(...r); return r; } });
    if (!result.ok) throw new Error(result.code);
    moves.push({ a: action, d });
    state = result.state;
  }
  return { game, players: players.map((id) => ({ id })), moves };
}

describe('chance curve', () => {
  it('Craps: the exact chances at the start of every turn, then the result', () => {
    const record = playedRecord('craps', crapsEngine, ['a', 'b', 'c'], 11);
    const curve = computeCurve(record, {})!;
    const starts = turnStarts(record)!.starts;
    expect(curve.margin).toBeNull();
    expect(curve.points[0]!.players.a).toBeCloseTo(1 / 3, 9);
    const turns = curve.points.filter((p) => p.kind === 'exact');
    expect(turns.length).toBe(Math.min(starts.length, 40));
    for (const point of turns) {
      const state = starts.find((s) => s.move === point.move)!.state as CrapsState;
      expect(point.players).toEqual(crapsChances(state));
    }
    const last = curve.points.at(-1)!;
    expect(last.kind).toBe('result');
    expect(Object.values(last.players).reduce((x, y) => x + y, 0)).toBeCloseTo(1, 12);
    expect(Math.max(...Object.values(last.players))).toBeGreaterThan(0);
  });

  it('Bone Poker: round 1 estimated with the stated margin, round 2 exact; the same record, the same curve', () => {
    const record = playedRecord('bone_poker', bonePokerEngine, ['a', 'b'], 5);
    const curve = computeCurve(record, {}, { playouts: 100 })!;
    expect(curve.points.map((p) => p.kind)).toContain('estimate');
    expect(curve.points.map((p) => p.kind)).toContain('exact');
    expect(curve.margin).toBeCloseTo(marginOf(100), 12);
    expect(computeCurve(record, {}, { playouts: 100 })).toEqual(curve);
  }, 60_000);

  it('a long game keeps at most the asked number of points, the first turn always', () => {
    expect(evenly(5, 40)).toEqual([0, 1, 2, 3, 4]);
    const picked = evenly(1000, 40);
    expect(picked).toHaveLength(40);
    expect(picked[0]).toBe(0);
    expect(new Set(picked).size).toBe(40);
  });

  it('a record that does not replay has no curve', () => {
    const record = playedRecord('craps', crapsEngine, ['a', 'b'], 3);
    const broken = { ...record, moves: record.moves.map((m, i) => (i === 0 ? { ...m, d: [] } : m)) };
    expect(computeCurve(broken, {})).toBeNull();
  });
});
