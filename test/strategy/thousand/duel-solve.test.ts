// The exact two-player 1000 (strategy/thousand/duel-solve.ts) against an independent plain solver written from the
// rules alone (duel-reference.ts), on a short race where opening, bolts and overtaking are all in play; and its
// transitions against the engine itself on random positions of the full game under the default settings (pits, the
// barrel and its falls, bolts, the dump truck, overtaking).
import { describe, expect, it } from 'vitest';
import { thousandEngine } from '../../../src/games/thousand/engine.ts';
import { bankRefusal } from '../../../src/games/thousand/bank.ts';
import { readSettings, type ThousandSettings } from '../../../src/games/thousand/settings.ts';
import type { ThousandState } from '../../../src/games/thousand/state.ts';
import { buildDuelModel } from '../../../src/strategy/thousand/duel-model.ts';
import { solveDuel } from '../../../src/strategy/thousand/duel-solve.ts';
import { bankPair } from '../../../src/strategy/thousand/duel-turn.ts';
import { positionOfPlayer, type Position } from '../../../src/strategy/thousand/position.ts';
import { scriptedDice } from '../../helpers/dice.ts';
import { PLAIN_RACE, solveThousandDuel } from '../../../src/strategy/chances/thousand-duel.ts';
import { ReferenceDuel } from './duel-reference.ts';

describe('1000 for two players, exactly', () => {
  it('agrees with an independent plain solver to 1e-10 on a race to 60 (opening 50, bolts, overtaking)', () => {
    const goal = 60;
    const reference = new ReferenceDuel(goal).solve(1e-12);
    const duel = solveDuel(readSettings({}), { variant: { goal, hand: 5 }, tolerance: 1e-12 });
    const n = duel.model.n;
    const m = reference.players.length;
    let worst = 0;
    for (const a of reference.players) {
      for (const b of reference.players) {
        const ia = duel.model.solo.index.idOf({ ...a, falls: 0, marks: 0, barrel: 0 });
        const ib = duel.model.solo.index.idOf({ ...b, falls: 0, marks: 0, barrel: 0 });
        worst = Math.max(worst, Math.abs(duel.win[ia * n + ib]! - reference.value[reference.id(a) * m + reference.id(b)]!));
      }
    }
    expect(worst).toBeLessThan(1e-10);
    // what a player notices: moving first is an edge; a lead is worth more; a bolt short of a penalty costs
    const w = (a: Position, b: Position) => duel.win[duel.model.solo.index.idOf(a) * n + duel.model.solo.index.idOf(b)]!;
    const at = (score: number, bolts = 0): Position => ({ score, opened: true, bolts, falls: 0, marks: 0, barrel: 0 });
    const start = duel.win[duel.model.start * n + duel.model.start]!;
    expect(start).toBeGreaterThan(0.5);
    expect(w(at(40), at(10))).toBeGreaterThan(w(at(10), at(40)));
    expect(w(at(30, 2), at(30))).toBeLessThan(w(at(30), at(30)));
  });

  it('on the plainest race it equals the pair-by-pair secant solver of issue 29 to 1e-9 (race to 150)', () => {
    const plain = solveThousandDuel({ ...PLAIN_RACE }, { goal: 150, hand: 5 });
    const duel = solveDuel(readSettings({ ...PLAIN_RACE }), { variant: { goal: 150, hand: 5 }, tolerance: 1e-12 });
    expect(duel.win.length).toBe(plain.win.length);
    let worst = 0;
    for (let i = 0; i < plain.win.length; i++) worst = Math.max(worst, Math.abs(plain.win[i]! - duel.win[i]!));
    expect(worst).toBeLessThan(1e-9);
  });

  for (const settings of [readSettings({}), readSettings({ scoring: 'classic', open: '0', overtake: 'on', pits: 'off' })]) {
    it(`banks and busts lead where the engine leads them, on random positions of the full game (${settings.scoring}, open ${settings.open})`, () => {
      const model = buildDuelModel(settings);
      const n = model.n;
      const positions = model.solo.index.positions;
      let seed = 12345;
      const random = (below: number) => {
        seed = (seed * 1103515245 + 12345) % 2 ** 31;
        return seed % below;
      };
      let banks = 0;
      for (let trial = 0; trial < 3000; trial++) {
        const a = random(n);
        // half the time an opponent near the mover's score, where overtaking and the barrel's knocks happen
        const b = trial % 2 === 0 ? random(n) : nearby(model.steps, a, random);
        const steps = model.solo.turnSteps[a]!;
        const t = 1 + random(steps - 1);
        const state = duelState(settings, positions[a]!, positions[b]!, t * 5);
        const allowed = bankRefusal(state) === null;
        const pair = bankPair(model, a, b, t);
        expect(pair >= 0).toBe(allowed);
        if (allowed) {
          banks++;
          const result = thousandEngine.apply(state, { type: 'bank', player: 'mover' }, scriptedDice());
          if (!result.ok) throw new Error('bank refused');
          const [mover, other] = result.state.players;
          expect(positionOfPlayer(other!)).toEqual(positions[Math.floor(pair / n)]);
          expect(positionOfPlayer(mover!)).toEqual(positions[pair % n]);
        }
        // an empty roll of the dice left: the mover busts, the other stays
        const busted = thousandEngine.apply({ ...state, turn: { ...state.turn, diceLeft: 1 } }, { type: 'roll', player: 'mover', count: 1 }, scriptedDice(2));
        if (!busted.ok) throw new Error('roll refused');
        expect(positionOfPlayer(busted.state.players[0]!)).toEqual(positions[model.solo.bustTo[a]!]);
        expect(positionOfPlayer(busted.state.players[1]!)).toEqual(positions[b]);
      }
      expect(banks).toBeGreaterThan(1000);
    });
  }
});

function nearby(steps: Int32Array, a: number, random: (below: number) => number): number {
  for (;;) {
    const b = random(steps.length);
    if (Math.abs(steps[b]! - steps[a]!) <= 30) return b;
  }
}

function duelState(settings: ThousandSettings, mover: Position, other: Position, total: number): ThousandState {
  const player = (id: string, p: Position) => ({ id, score: p.score, opened: p.opened, bolts: p.bolts, marks: p.marks, falls: p.falls, barrel: p.barrel === 0 ? null : p.barrel });
  return {
    game: 'thousand',
    settings,
    solo: false,
    players: [player('mover', mover), player('other', other)],
    current: 0,
    turn: { total, diceLeft: 1, rolls: 1, rerollOwed: false },
    winners: null,
    history: '',
  };
}
