// The playouts' fast Dice Poker move against the computer player's own (bestDicePokerAction): in seeded games of one
// to three players, every decision — first roll, keeps, the box — is the same move. The table's values are seeded
// noise on a coarse grid (many equal values, so the tie order is tested too): the two must agree on any table.
import { describe, expect, it } from 'vitest';
import { dicePokerEngine, type DicePokerState } from '../../../src/games/dice-poker/index.ts';
import { dicePokerPlayoutPolicy } from '../../../src/strategy/chances/dice-poker-playout.ts';
import { fastDice } from '../../../src/strategy/chances/fast-dice.ts';
import { makeLayout } from '../../../src/strategy/dice-poker/layout.ts';
import { bestDicePokerAction } from '../../../src/strategy/dice-poker/policy.ts';
import { BUTLER_RULES } from '../../../src/strategy/dice-poker/rules.ts';
import type { DicePokerTable } from '../../../src/strategy/dice-poker/table.ts';

function noiseTable(seed: number, step: number): DicePokerTable {
  const layout = makeLayout(BUTLER_RULES);
  const r = fastDice(seed);
  const values = new Float32Array(layout.size);
  for (let i = 0; i < values.length; i++) values[i] = step * (r.next() % Math.round(150 / step));
  return { layout, values, expected: 0, states: values.length, hash: `noise-${seed}` };
}

describe('Dice Poker playout policy', () => {
  it('makes the same move as the computer player at every decision of seeded games', () => {
    let decisions = 0;
    for (const [seed, step] of [[1, 0.25], [2, 5]] as const) {
      const table = noiseTable(seed, step);
      const fast = dicePokerPlayoutPolicy(table);
      for (let game = 1; game <= 6; game++) {
        let state = dicePokerEngine.setup(['a', 'b', 'c'].slice(0, 1 + (game % 3)), {}) as DicePokerState;
        const dice = fastDice(seed * 100 + game);
        while (!state.over) {
          const player = state.current!;
          const move = fast(state, player);
          expect(move, JSON.stringify(state.turn)).toEqual(bestDicePokerAction(table, state, player));
          const result = dicePokerEngine.apply(state, move, dice);
          if (!result.ok) throw new Error(result.code);
          state = result.state as DicePokerState;
          decisions++;
        }
      }
    }
    expect(decisions).toBeGreaterThan(300);
  }, 60_000);
});
