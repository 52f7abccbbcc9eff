// The playouts' lean 1000 step against the real engine: seeded games with every setting and 1 to 4 players, played
// both ways with the same dice and the same (randomised, sometimes refused) moves, are in the same state after every
// move — scores, bolts, marks, falls, the barrel, the turn, the winners — and end with the same winners.
import { describe, expect, it } from 'vitest';
import { thousandEngine } from '../../../src/games/thousand/engine.ts';
import { THOUSAND_SETTINGS } from '../../../src/games/thousand/settings.ts';
import type { ThousandState } from '../../../src/games/thousand/state.ts';
import type { Action } from '../../../src/games/types.ts';
import { fastDice } from '../../../src/strategy/chances/fast-dice.ts';
import { thousandPlayoutCopy, thousandStepInPlace } from '../../../src/strategy/chances/thousand-step.ts';

const withoutLog = (s: ThousandState) => ({ ...s, history: '' });

/** A move chooser that explores: mostly sensible, sometimes a bank the rules may refuse or a wrong dice count. */
function chooser(seed: number) {
  const r = fastDice(seed);
  return (state: ThousandState): Action => {
    const player = state.players[state.current]!.id;
    const x = r.next() % 100;
    if (x < 3) return { type: 'roll', player, count: (state.turn.diceLeft % 5) + 1 }; // refused unless it is 5 of 5
    if (x < 5) return { type: 'end_turn', player };
    if (state.turn.rolls > 0 && (x < 35 || state.turn.total >= 200 + (x % 4) * 100)) return { type: 'bank', player };
    return { type: 'roll', player, count: state.turn.diceLeft };
  };
}

function settingsFor(seed: number): Record<string, string> {
  const r = fastDice(seed * 7919);
  return Object.fromEntries(THOUSAND_SETTINGS.map((spec) => [spec.key, spec.values[r.next() % spec.values.length]!]));
}

describe('1000 playout step', () => {
  it('plays seeded games exactly as the engine does, with every setting (80 games, up to 3000 moves each)', () => {
    let moves = 0;
    let refused = 0;
    const seen = new Set<string>();
    let ended = 0;
    for (let game = 1; game <= 80; game++) {
      const settings = settingsFor(game);
      const players = ['a', 'b', 'c', 'd'].slice(0, 1 + (game % 4));
      let engineState = thousandEngine.setup(players, settings);
      let lean = thousandPlayoutCopy(engineState);
      const engineDice = fastDice(game);
      const leanDice = fastDice(game);
      const choose = chooser(game);
      for (let m = 0; engineState.winners === null && m < 3000; m++) {
        let action = choose(engineState);
        let result = thousandEngine.apply(engineState, action, engineDice);
        const ok = thousandStepInPlace(lean, action, leanDice);
        expect(ok, JSON.stringify(action)).toBe(result.ok);
        if (!result.ok) {
          refused++;
          action = thousandEngine.autoMove(engineState)!;
          result = thousandEngine.apply(engineState, action, engineDice);
          expect(thousandStepInPlace(lean, action, leanDice)).toBe(true);
        }
        if (!result.ok) throw new Error(result.code);
        for (const e of result.events) seen.add(e.type === 'penalty' || e.type === 'barrel' ? `${e.type}:${'kind' in e ? e.kind : e.status}` : e.type);
        engineState = result.state;
        moves++;
        if (JSON.stringify(withoutLog(lean)) !== JSON.stringify(withoutLog(engineState))) expect(withoutLog(lean)).toEqual(withoutLog(engineState));
      }
      expect(lean.winners).toEqual(engineState.winners);
      if (engineState.winners !== null) ended++;
    }
    expect(ended).toBeGreaterThan(60);
    expect(refused).toBeGreaterThan(100);
    // the games went through the rules' rarer corners, not only rolls and banks
    for (const kind of ['bolt', 'mark', 'penalty:overtaken', 'penalty:bolts', 'penalty:dumptruck', 'barrel:on', 'penalty:barrel_fall']) {
      expect(seen, kind).toContain(kind);
    }
  }, 60_000);

  it('never changes the position it starts from', () => {
    const start = thousandEngine.setup(['a', 'b'], {});
    const before = structuredClone(start);
    const copy = thousandPlayoutCopy(start);
    thousandStepInPlace(copy, { type: 'roll', player: 'a', count: 5 }, fastDice(1));
    expect(start).toEqual(before);
  });
});
