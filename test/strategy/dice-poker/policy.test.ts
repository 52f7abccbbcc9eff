// The optimal move in hand-picked positions, with values that can be checked by hand.
import { describe, expect, it } from 'vitest';
import { rankDicePokerMoves } from '../../../src/strategy/dice-poker/advice.ts';
import { bestDicePokerAction } from '../../../src/strategy/dice-poker/policy.ts';
import { allBut, position, tableFrom } from './late-table.ts';

describe('Dice Poker policy', () => {
  it('GIVEN only chance is left and 1 1 2 2 3 after roll 1 WHEN advised THEN it rerolls all five for 21.25 more', () => {
    const state = position(allBut(['chance']), { rolls: 1, dice: [1, 1, 2, 2, 3] });
    const table = tableFrom(state);
    const [best] = rankDicePokerMoves(table, state, 'ann');
    // one die rerolled twice: keep 4-6 after the first reroll → 2.5 + 0.5 × 3.5 = 4.25 each
    expect(best!.move).toEqual({ kind: 'reroll', keep: [], reroll: [1, 1, 2, 2, 3] });
    expect(best!.expected).toBeCloseTo(21.25, 4);
    expect(bestDicePokerAction(table, state, 'ann')).toEqual({ type: 'roll', player: 'ann', count: 5, reroll: [1, 1, 2, 2, 3] });
  });

  it('GIVEN poker holds 50 and fives are free WHEN five fives are rolled THEN the joker forces the fives box, +100', () => {
    const written = { ...allBut(['fives', 'chance', 'full_house']), poker: 50 };
    const state = position(written, { rolls: 1, dice: [5, 5, 5, 5, 5] });
    const table = tableFrom(state);
    const writes = rankDicePokerMoves(table, state, 'ann').filter((o) => o.move.kind === 'score');
    expect(writes.map((o) => o.move)).toEqual([{ kind: 'score', box: 'fives', points: 25 }]);
    expect(writes[0]!.expected).toBeGreaterThan(50 + 25 + 100); // the sheet's 50, the fives and the bonus, then more
    expect(bestDicePokerAction(table, state, 'ann')).toEqual({ type: 'score', player: 'ann', box: 'fives' });
  });

  it('GIVEN the full house box is taken WHEN 3 3 3 6 6 is the last roll THEN full house is not offered and three of a kind is best', () => {
    const written = { ...allBut(['three_kind', 'pair', 'ones']), full_house: 25 };
    const state = position(written, { rolls: 3, dice: [3, 3, 3, 6, 6] });
    const options = rankDicePokerMoves(tableFrom(state), state, 'ann');
    expect(options.map((o) => o.move.kind === 'score' && o.move.box)).not.toContain('full_house');
    expect(options[0]!.move).toEqual({ kind: 'score', box: 'three_kind', points: 21 });
  });

  it('GIVEN the last round and the last roll WHEN ranked THEN each move expects exactly its points on top of the sheet', () => {
    const written = allBut(['sixes'], 3); // 14 boxes of 3: 42 on the sheet, upper 15
    const state = position(written, { rolls: 3, dice: [6, 6, 6, 2, 1] });
    const [only, ...rest] = rankDicePokerMoves(tableFrom(state), state, 'ann');
    expect(rest).toEqual([]);
    expect(only!.expected).toBeCloseTo(42 + 18, 4);
  });

  it('GIVEN it is not the asker’s turn WHEN ranked THEN there is no move to advise', () => {
    const state = { ...position(allBut(['chance']), { rolls: 0, dice: [] }), current: 'bob' };
    expect(rankDicePokerMoves(tableFrom(state, 'ann'), state, 'ann')).toEqual([]);
  });
});
