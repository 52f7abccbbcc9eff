// Dice Poker's last round, exactly: the chance of the player to move against brute force that plays every choice of
// dice by position and every outcome through the game's own engine (writing the box and reading the total).
import { describe, expect, it } from 'vitest';
import { BOXES, dicePokerEngine, totalOf, type DicePokerBox, type DicePokerState, type Sheet } from '../../../src/games/dice-poker/index.ts';
import { dicePokerLastRoundChances, dicePokerWinningMove } from '../../../src/strategy/chances/dice-poker-last-round.ts';
import { solveTurn, startVector } from '../../../src/strategy/chances/turn-game.ts';
import { SPACE } from '../../../src/strategy/dice-poker/dice-space.ts';

function sheet(values: Partial<Record<DicePokerBox, number>>, free: DicePokerBox[]): Sheet {
  return Object.fromEntries(BOXES.map((b) => [b, free.includes(b) ? null : (values[b] ?? 10)])) as Sheet;
}

/** ann has finished; bob writes the last box `box` and holds `dice` after `rolls` rolls. */
function lastBox(box: DicePokerBox, dice: number[], rolls: number, annUpper = 10, annChance = 10): DicePokerState {
  return {
    version: 1,
    players: ['ann', 'bob'],
    sheets: { ann: sheet({ ones: annUpper, chance: annChance }, []), bob: sheet({}, [box]) },
    pokerBonus: { ann: 0, bob: 0 },
    current: 'bob',
    turn: { rolls, dice, reroll: null },
    over: false,
    winners: [],
  };
}

/** The mover's share (a win 1, a tie shared) if the game ends with `dice` written into `box`, read from the engine itself. */
function shareAfter(state: DicePokerState, dice: number[], box: DicePokerBox): number {
  const mover = state.current!;
  const r = dicePokerEngine.apply({ ...state, turn: { rolls: 3, dice, reroll: null } }, { type: 'score', player: mover, box }, { roll: () => [] });
  if (!r.ok) throw new Error(r.code);
  const totals = state.players.map((p) => totalOf(r.state, p));
  const best = Math.max(...totals);
  const mine = totalOf(r.state, mover);
  return mine === best ? 1 / totals.filter((t) => t === best).length : 0;
}

/** The best of the 32 choices of dice to reroll (by position) with one roll left, or writing at once. */
function bestWithOneRoll(state: DicePokerState, dice: number[], box: DicePokerBox): number {
  let best = shareAfter(state, dice, box);
  for (let mask = 1; mask < 32; mask++) {
    const idx = [0, 1, 2, 3, 4].filter((i) => mask & (1 << i));
    let total = 0;
    for (let o = 0; o < 6 ** idx.length; o++) {
      const d = [...dice];
      let r = o;
      for (const i of idx) {
        d[i] = (r % 6) + 1;
        r = Math.floor(r / 6);
      }
      total += shareAfter(state, d, box);
    }
    best = Math.max(best, total / 6 ** idx.length);
  }
  return best;
}

describe('Dice Poker last-round exact chances', () => {
  it('GIVEN a last round with one box (chance) left and one roll left WHEN the chances are asked THEN the mover’s is the brute-force best, within 0.005', () => {
    // ann's total: 14 boxes of 10 → 140 + the upper bonus? upper 6 × 10 = 60, no bonus; bob has 130 + chance
    const state = lastBox('chance', [6, 6, 2, 3, 5], 2);
    const exact = bestWithOneRoll(state, [6, 6, 2, 3, 5], 'chance');
    const chances = dicePokerLastRoundChances(state)!;
    expect(Math.abs(chances.bob! - exact)).toBeLessThan(0.005);
    expect(Math.abs(chances.bob! - exact)).toBeLessThan(1e-9);
    expect(chances.ann! + chances.bob!).toBeCloseTo(1, 12);
  });

  it('GIVEN an upper box left where the upper bonus decides WHEN the chances are asked THEN they match brute force through the engine', () => {
    // bob's upper boxes hold 10 each except sixes: 50; three 6s (18) → 68 > 63 → +35
    const state = lastBox('sixes', [6, 1, 2, 6, 3], 2, 40);
    const exact = bestWithOneRoll(state, [6, 1, 2, 6, 3], 'sixes');
    expect(dicePokerLastRoundChances(state)!.bob).toBeCloseTo(exact, 9);
  });

  it('GIVEN the long shot is needed WHEN the winning move is asked THEN it differs from standing on a decent sum', () => {
    // ann has 168; bob has 140 and needs a chance of 29+: standing on 22 loses, only a reroll can win
    const state = lastBox('chance', [6, 6, 4, 3, 3], 2, 10, 28);
    const best = dicePokerWinningMove(state, 'bob')!;
    expect(best.move.kind).toBe('reroll');
    expect(best.chance).toBeCloseTo(bestWithOneRoll(state, [6, 6, 4, 3, 3], 'chance'), 9);
  });

  it('GIVEN one turn of the last round WHEN its rolls are asked one after another on the same sheets THEN each is what a fresh solve of that position gives', () => {
    // the mover's turn is solved once for the sheets and reused for the turn's later rolls (dice-poker-last-round.ts)
    const first = lastBox('chance', [], 0, 10, 28);
    const fresh = (state: DicePokerState) => dicePokerLastRoundChances(JSON.parse(JSON.stringify(state)) as DicePokerState)!;
    const positions: DicePokerState[] = [first];
    for (const [dice, rolls] of [[[6, 6, 4, 3, 3], 1], [[6, 6, 5, 1, 2], 2], [[6, 6, 5, 5, 6], 3]] as const) {
      positions.push({ ...first, turn: { rolls, dice: [...dice], reroll: null } });
    }
    const reused = positions.map((state) => dicePokerLastRoundChances(state)!);
    positions.forEach((state, i) => {
      expect(reused[i]!.bob).toBeCloseTo(fresh(state).bob!, 12);
      expect(reused[i]!.ann).toBeCloseTo(fresh(state).ann!, 12);
    });
    // another game's sheets are not given this one's turn
    const other = lastBox('chance', [6, 6, 4, 3, 3], 1, 10, 10);
    expect(dicePokerLastRoundChances(other)!.bob).toBeCloseTo(fresh(other).bob!, 12);
    expect(dicePokerLastRoundChances(other)!.bob).not.toBeCloseTo(reused[1]!.bob!, 3);
    // and after the other game's solve, this one's later rolls still get this one's turn
    expect(dicePokerLastRoundChances(positions[2]!)!.bob).toBeCloseTo(fresh(positions[2]!).bob!, 12);
  });

  it('GIVEN two players tied at the top and the last one to move WHEN the chances are asked THEN the mover’s is the brute-force best and the two share the rest, the third none', () => {
    // ann and bob both end on 168, cid on 150; dan needs 29+ in chance to win alone, 28 to share three ways
    const finished = (chance: number) => sheet({ ones: 10, chance }, []);
    const state: DicePokerState = {
      version: 1,
      players: ['ann', 'bob', 'cid', 'dan'],
      sheets: { ann: finished(28), bob: finished(28), cid: finished(10), dan: sheet({}, ['chance']) },
      pokerBonus: { ann: 0, bob: 0, cid: 0, dan: 0 },
      current: 'dan',
      turn: { rolls: 2, dice: [6, 6, 5, 3, 3], reroll: null },
      over: false,
      winners: [],
    };
    expect(totalOf(state, 'ann')).toBe(totalOf(state, 'bob'));
    const chances = dicePokerLastRoundChances(state)!;
    expect(chances.dan).toBeCloseTo(bestWithOneRoll(state, [6, 6, 5, 3, 3], 'chance'), 9);
    expect(chances.dan).toBeGreaterThan(0.01); // a chance, not a foregone loss
    expect(chances.ann).toBeCloseTo((1 - chances.dan!) / 2, 12);
    expect(chances.bob).toBe(chances.ann);
    expect(chances.cid).toBe(0);
  });

  it('GIVEN two players still to move WHEN the chances are asked THEN they are the first mover’s best play against the second’s exact last turn after each hand', () => {
    // the reference: for every hand ann may end on, bob's one-mover last round after it is written (through the
    // engine); ann's turn over those vectors by the same turn solver
    const state: DicePokerState = {
      version: 1,
      players: ['ann', 'bob', 'cid'],
      // ann 140 + chance (5..30), bob 146 + full house (25 or 0), cid 164: ann must beat cid, bob's full house beats both
      sheets: { ann: sheet({}, ['chance']), bob: sheet({ pair: 16 }, ['full_house']), cid: sheet({ chance: 24 }, []) },
      pokerBonus: { ann: 0, bob: 0, cid: 0 },
      current: 'ann',
      turn: { rolls: 0, dice: [], reroll: null },
      over: false,
      winners: [],
    };
    const afterAnn = (h: number) => {
      const r = dicePokerEngine.apply({ ...state, turn: { rolls: 3, dice: SPACE.diceOf(h), reroll: null } }, { type: 'score', player: 'ann', box: 'chance' }, { roll: () => [] });
      if (!r.ok) throw new Error(r.code);
      const bob = dicePokerLastRoundChances(r.state)!;
      return state.players.map((p) => bob[p]!);
    };
    const reference = startVector(solveTurn(3, 0, 2, afterAnn));
    const chances = dicePokerLastRoundChances(state)!;
    state.players.forEach((p, i) => expect(chances[p]).toBeCloseTo(reference[i]!, 12));
    expect(chances.ann! + chances.bob! + chances.cid!).toBeCloseTo(1, 12);
    expect(Math.min(chances.ann!, chances.bob!, chances.cid!)).toBeGreaterThan(0.05); // a real three-way contest
  });

  it('GIVEN an earlier round WHEN the chances are asked THEN there is no exact figure', () => {
    const state = lastBox('chance', [6, 6, 2, 3, 5], 2);
    const early = { ...state, sheets: { ...state.sheets, bob: sheet({}, ['chance', 'pair']) } };
    expect(dicePokerLastRoundChances(early)).toBeNull();
  });
});
