// Estimated chances against exact ones where both exist: playouts from scripted seeds land within the margin the
// estimate states (two standard errors at a 50 % share) of the exact figures. And the same position, the same seed:
// the same estimate.
import { describe, expect, it } from 'vitest';
import { bonePokerEngine, type BonePokerState } from '../../../src/games/bone-poker/index.ts';
import { crapsEngine } from '../../../src/games/craps/engine.ts';
import type { CrapsState } from '../../../src/games/craps/state.ts';
import { bonePokerChances } from '../../../src/strategy/chances/bone-poker.ts';
import { crapsChances } from '../../../src/strategy/chances/craps.ts';
import { computeChances } from '../../../src/strategy/chances/estimate.ts';
import { marginOf, playoutChances } from '../../../src/strategy/chances/playouts.ts';
import { BOXES, type DicePokerBox, type DicePokerState, type Sheet } from '../../../src/games/dice-poker/index.ts';
import { dicePokerLastRoundChances } from '../../../src/strategy/chances/dice-poker-last-round.ts';
import { exactChances } from '../../../src/strategy/chances/index.ts';

function within(estimate: Record<string, number>, exact: Record<string, number>, margin: number): void {
  for (const [p, v] of Object.entries(exact)) expect(Math.abs(estimate[p]! - v), `${p}: ${estimate[p]} vs ${v}`).toBeLessThanOrEqual(margin);
}

describe('playout estimates', () => {
  it('Craps from the first roll, three players: within the stated margin of the Markov chain, for several seeds', () => {
    const start = crapsEngine.setup(['a', 'b', 'c'], {}) as CrapsState;
    const exact = crapsChances(start)!;
    for (const seed of [1, 2, 3]) {
      const est = playoutChances('craps', start, {}, { playouts: 1000, seed })!;
      expect(est.kind).toBe('estimate');
      expect(est.margin).toBeCloseTo(marginOf(1000), 12);
      within(est.players, exact, est.margin!);
      expect(Object.values(est.players).reduce((a, b) => a + b, 0)).toBeCloseTo(1, 12);
    }
  });

  it('Bone Poker round 2, the last player to reroll: the playouts agree with the exact game', () => {
    const state: BonePokerState = { ...bonePokerEngine.setup(['a', 'b'], {}), round: 2, hands: { a: [6, 6, 6, 2, 1], b: [5, 5, 3, 3, 1] }, moved: ['a'] };
    const exact = bonePokerChances(state)!;
    const est = playoutChances('bone_poker', state, {}, { playouts: 300, seed: 29 })!;
    within(est.players, exact, est.margin!);
  });

  it('the same position and seed give the same estimate; another seed another one', () => {
    const start = crapsEngine.setup(['a', 'b'], {}) as CrapsState;
    const one = playoutChances('craps', start, {}, { playouts: 200, seed: 7 });
    expect(playoutChances('craps', start, {}, { playouts: 200, seed: 7 })).toEqual(one);
    expect(playoutChances('craps', start, {}, { playouts: 200, seed: 8 })).not.toEqual(one);
  });

  it('the worker solves Bone Poker round 2 with two movers exactly (too slow for a reply, not for the worker)', () => {
    const state: BonePokerState = { ...bonePokerEngine.setup(['a', 'b'], {}), round: 2, hands: { a: [4, 4, 2, 3, 1], b: [5, 5, 3, 3, 1] }, moved: [] };
    expect(computeChances('bone_poker', state, {}, 1)).toEqual({ players: bonePokerChances(state), kind: 'exact' });
  });

  it('Bone Poker round 1: an estimate with its margin, each playout ending in the exact round 2', () => {
    let state = bonePokerEngine.setup(['a', 'b'], {}) as BonePokerState;
    const r = bonePokerEngine.apply(state, { type: 'roll', player: 'a', count: 5 }, { roll: () => [6, 6, 6, 6, 2] });
    if (!r.ok) throw new Error(r.code);
    state = r.state as BonePokerState;
    const est = computeChances('bone_poker', state, {}, 5)!;
    expect(est.kind).toBe('estimate');
    expect(est.margin).toBeCloseTo(marginOf(200), 12);
    // four sixes: b needs a better hand from a fresh roll and one reroll, against a's best reply
    expect(est.players.a).toBeGreaterThan(0.8);
  }, 60_000);

  it('a game with neither exact figures nor a policy for its playouts gets none (no Dice Poker table)', () => {
    expect(computeChances('dice_poker', { over: false } as never, {}, 1)).toBeNull();
  });

  it('Dice Poker\'s last round with both still to move: playouts (the first mover by the score policy, the last exact) within the margin of the exact game', () => {
    const sheet = (free: DicePokerBox, values: Partial<Record<DicePokerBox, number>>): Sheet =>
      Object.fromEntries(BOXES.map((b) => [b, b === free ? null : (values[b] ?? 12)])) as Sheet;
    // ann still has chance to write (a sure 5..30), bob the full house (25 or nothing) and leads by 14
    const state: DicePokerState = {
      version: 1,
      players: ['ann', 'bob'],
      sheets: { ann: sheet('chance', {}), bob: sheet('full_house', { pair: 26 }) },
      pokerBonus: { ann: 0, bob: 0 },
      current: 'ann',
      turn: { rolls: 0, dice: [], reroll: null },
      over: false,
      winners: [],
    };
    const exact = dicePokerLastRoundChances(state)!;
    expect(exact.ann).toBeGreaterThan(0.1); // a real contest, not a foregone one
    expect(exact.ann).toBeLessThan(0.9);
    expect(exactChances('dice_poker', state)).toBeNull(); // two movers: not on a chat's path
    const est = playoutChances('dice_poker', state, {}, { playouts: 400, seed: 3, exactAt: (s) => exactChances('dice_poker', s)?.players ?? null })!;
    within(est.players, exact, est.margin!);
  }, 60_000);
});
