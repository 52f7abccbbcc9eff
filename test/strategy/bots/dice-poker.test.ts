// The Dice Poker bot: the injected exact policy wins when it has an answer; the greedy policy otherwise, and it
// always proposes a legal move, over whole games.
import { describe, expect, it } from 'vitest';
import { seededDiceSource } from '../../../src/dice/seeded-dice.ts';
import { dicePokerEngine, totals, type DicePokerState } from '../../../src/games/dice-poker/index.ts';
import { botMove } from '../../../src/strategy/bots/index.ts';
import { greedyDicePokerAction } from '../../../src/strategy/bots/dice-poker-greedy.ts';

function withDice(dice: number[], rolls: number, sheet: Partial<DicePokerState['sheets'][string]> = {}): DicePokerState {
  const state = dicePokerEngine.setup(['bot:1'], {});
  return {
    ...state,
    sheets: { 'bot:1': { ...state.sheets['bot:1'], ...sheet } },
    turn: { rolls, dice, reroll: null },
  };
}

describe('Dice Poker bot', () => {
  it('GIVEN an exact policy with an answer WHEN the bot moves THEN that answer is played', () => {
    const state = withDice([1, 2, 3, 4, 6], 1);
    const policy = () => ({ type: 'score' as const, player: 'bot:1', box: 'chance' });
    expect(botMove('dice_poker', state, 'bot:1', { dicePokerPolicy: policy })).toEqual(policy());
  });

  it('GIVEN the exact policy not ready (null) WHEN the bot moves THEN the greedy policy plays instead of stalling', () => {
    const state = withDice([1, 2, 3, 4, 6], 1);
    expect(botMove('dice_poker', state, 'bot:1', { dicePokerPolicy: () => null })).toEqual(greedyDicePokerAction(state, 'bot:1'));
  });

  it('GIVEN the exact policy still loading (pending) WHEN the bot moves THEN it waits for it instead of playing greedily', () => {
    const state = withDice([1, 2, 3, 4, 6], 1);
    const pending = { pending: Promise.resolve() };
    expect(botMove('dice_poker', state, 'bot:1', { dicePokerPolicy: () => pending })).toBe(pending);
  });

  it('GIVEN a large straight after the first roll WHEN greedy THEN it writes 40 at once', () => {
    expect(greedyDicePokerAction(withDice([2, 3, 4, 5, 6], 1), 'bot:1')).toEqual({ type: 'score', player: 'bot:1', box: 'large_straight' });
  });

  it('GIVEN four 6s and a 1 with rolls left WHEN greedy THEN it rerolls the 1', () => {
    expect(greedyDicePokerAction(withDice([6, 6, 1, 6, 6], 1), 'bot:1')).toEqual({ type: 'roll', player: 'bot:1', count: 1, reroll: [1] });
  });

  it('GIVEN nothing rolled yet WHEN greedy THEN it rolls five', () => {
    expect(greedyDicePokerAction(withDice([], 0), 'bot:1')).toEqual({ type: 'roll', player: 'bot:1', count: 5 });
  });

  it('GIVEN seeded dice WHEN the greedy bot plays 8 whole solitaire games THEN every move is legal and every box is filled', () => {
    const dice = seededDiceSource(2026);
    let sum = 0;
    for (let game = 0; game < 8; game++) {
      let state = dicePokerEngine.setup(['bot:1'], {});
      let moves = 0;
      while (!dicePokerEngine.isOver(state)) {
        const result = dicePokerEngine.apply(state, greedyDicePokerAction(state, 'bot:1')!, dice);
        if (!result.ok) throw new Error(`illegal move: ${result.code}`);
        state = result.state;
        expect(++moves).toBeLessThan(100);
      }
      expect(Object.values(state.sheets['bot:1']).every((v) => v !== null)).toBe(true);
      sum += totals(state)['bot:1'];
    }
    // A sanity floor, far below what it scores: a policy that wrote at random would average well under it.
    expect(sum / 8).toBeGreaterThan(180);
  });
});
