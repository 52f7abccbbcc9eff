// A store may run a chat's step twice (PostgreSQL's one-round-trip guess was stale: the first outcome is thrown away).
// The dice the thrown-away run drew come back to the next run, so a script never shifts.
import { describe, expect, it } from 'vitest';
import { scriptedDiceSource } from '../../src/dice/scripted-dice.ts';
import { ReturnableDice } from '../../src/sessions/returnable-dice.ts';

describe('dice of a thrown-away attempt', () => {
  it('GIVEN a step that a store runs twice WHEN the first run drew two dice THEN the second run draws the same two and the script goes on after them', () => {
    const dice = new ReturnableDice(scriptedDiceSource([3, 3, 1, 2, 5]));
    const seen: number[][] = [];
    const step = dice.attempts(() => seen.push(dice.roll(2)));
    step();
    step();
    expect(seen).toEqual([[3, 3], [3, 3]]);
    expect(dice.roll(3)).toEqual([1, 2, 5]);
  });

  it('GIVEN a second run that draws nothing (another instance already moved) WHEN the next move rolls THEN it gets the dice the thrown-away run took', () => {
    const dice = new ReturnableDice(scriptedDiceSource([4, 6, 2, 2]));
    let due = true;
    const step = dice.attempts(() => (due ? dice.roll(2) : null));
    step();
    due = false;
    step();
    expect(dice.roll(2)).toEqual([4, 6]);
    expect(dice.roll(2)).toEqual([2, 2]);
  });

  it('GIVEN a die given back and a script used up WHEN a roll of two fails THEN the die given back is still drawn next', () => {
    const dice = new ReturnableDice(scriptedDiceSource([5]));
    let due = true;
    const step = dice.attempts(() => (due ? dice.roll(1) : null));
    step();
    due = false;
    step(); // the thrown-away run's five is given back
    expect(() => dice.roll(2)).toThrow();
    expect(dice.roll(1)).toEqual([5]);
  });
});
