// The spread table (issue 54): the variance of the points still to come under the expected-score policy, checked
// against that policy played on through the engine with seeded dice, and its file refused when altered.
import { describe, expect, it } from 'vitest';
import { seededDiceSource } from '../../../src/dice/seeded-dice.ts';
import { dicePokerEngine, totalOf } from '../../../src/games/dice-poker/index.ts';
import { sheetPosition } from '../../../src/strategy/dice-poker/advice.ts';
import { index } from '../../../src/strategy/dice-poker/layout.ts';
import { bestDicePokerAction } from '../../../src/strategy/dice-poker/policy.ts';
import { decodeSpread, encodeSpread, spreadHash } from '../../../src/strategy/dice-poker/spread-file.ts';
import { solveSpread } from '../../../src/strategy/dice-poker/spread.ts';
import { allBut, position, tableFrom } from './late-table.ts';

describe('Dice Poker spread table', () => {
  it('GIVEN sixes, poker and chance left with the upper bonus at stake WHEN the policy plays on 3,000 times THEN the spread of the points matches the table', () => {
    // 45 in the upper boxes: four sixes or more bring the bonus; the poker box can bring 50 — a wide, lumpy spread
    const start = position({ ...allBut(['sixes', 'poker', 'chance']), fours: 20, fives: 25 }, { rolls: 0, dice: [] });
    const table = tableFrom(start);
    const pos = sheetPosition(table, start, 'ann');
    const spread = solveSpread(table, { within: pos.mask });
    const at = index(table.layout, pos.mask, pos.upper, pos.pokerFull);
    const dice = seededDiceSource(54);
    const runs = 3000;
    let sum = 0;
    let sumSq = 0;
    for (let run = 0; run < runs; run++) {
      let state = start;
      while (!state.over) {
        const result = dicePokerEngine.apply(state, bestDicePokerAction(table, state, 'ann'), dice);
        if (!result.ok) throw new Error(result.code);
        state = result.state;
      }
      const points = totalOf(state, 'ann') - totalOf(start, 'ann');
      sum += points;
      sumSq += points * points;
    }
    const mean = sum / runs;
    const variance = sumSq / runs - mean * mean;
    expect(mean).toBeCloseTo(table.values[at]! + 0, -0.5); // within ±1.6 of the table's mean
    expect(Math.sqrt(variance) / Math.sqrt(spread[at]!)).toBeGreaterThan(0.95);
    expect(Math.sqrt(variance) / Math.sqrt(spread[at]!)).toBeLessThan(1.05);
  });

  it('GIVEN a full sheet THEN nothing is left to spread', () => {
    const start = position(allBut(['chance']), { rolls: 0, dice: [] });
    const table = tableFrom(start);
    const spread = solveSpread(table, { within: sheetPosition(table, start, 'ann').mask });
    expect(spread[index(table.layout, table.layout.fullMask, 0, 0)]).toBe(0);
    // one box left: the chance box alone, still a spread of several points
    expect(Math.sqrt(spread[index(table.layout, sheetPosition(table, start, 'ann').mask, 0, 0)]!)).toBeGreaterThan(2);
  });

  it('GIVEN the spread file WHEN one byte is altered or the value table changed THEN it is refused', () => {
    const values = Float32Array.from([1, 2, 3, 4.5]);
    const hash = spreadHash('abc');
    const data = encodeSpread(values, hash);
    expect(decodeSpread(data, hash, 4)).toEqual(values);
    const altered = Buffer.from(data);
    altered[altered.length - 1]! ^= 1;
    expect(decodeSpread(altered, hash, 4)).toBeNull();
    expect(decodeSpread(data, spreadHash('abd'), 4)).toBeNull();
    expect(decodeSpread(data, hash, 5)).toBeNull();
  });
});
