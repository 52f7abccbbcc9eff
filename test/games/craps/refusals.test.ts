// Refused Craps moves: the right code, the state untouched, and no dice rolled.
import { describe, expect, it } from 'vitest';
import { type CrapsState, crapsEngine } from '../../../src/games/craps/index.ts';
import type { Action } from '../../../src/games/types.ts';
import { scriptedDice } from '../../helpers/dice.ts';
import { refusedMove } from '../../helpers/engine.ts';
import { rolls } from './rolls.ts';

const roll = (state: CrapsState, player: string, a: number, b: number): CrapsState => rolls(state, [player, a, b]).state;

const refused = (state: CrapsState, action: Action) => refusedMove(crapsEngine, state, action);

describe('Craps refusals', () => {
  const start = crapsEngine.setup(['alice', 'bob'], {});

  it('GIVEN alice to roll WHEN she rolls 3 dice THEN wrong_dice_count {expected 2, got 3}', () => {
    expect(refused(start, { type: 'roll', player: 'alice', count: 3 })).toEqual({
      ok: false,
      code: 'wrong_dice_count',
      params: { expected: 2, got: 3 },
    });
    expect(refused(start, { type: 'roll', player: 'alice', count: 1 })).toMatchObject({
      code: 'wrong_dice_count',
      params: { expected: 2, got: 1 },
    });
  });

  it('GIVEN alice to roll WHEN bob rolls THEN not_your_turn', () => {
    expect(refused(start, { type: 'roll', player: 'bob', count: 2 })).toEqual({ ok: false, code: 'not_your_turn' });
  });

  it('GIVEN alice rolled WHEN she rolls again in the same round THEN not_your_turn', () => {
    expect(refused(roll(start, 'alice', 2, 2), { type: 'roll', player: 'alice', count: 2 })).toMatchObject({
      code: 'not_your_turn',
    });
  });

  it('GIVEN a stranger WHEN they roll, even with a wrong count THEN not_in_game comes first', () => {
    expect(refused(start, { type: 'roll', player: 'mallory', count: 7 })).toEqual({ ok: false, code: 'not_in_game' });
    expect(refused(start, { type: 'forfeit', player: 'mallory' })).toEqual({ ok: false, code: 'not_in_game' });
  });

  it('GIVEN bob to roll WHEN alice rolls 3 dice THEN not_your_turn comes before wrong_dice_count', () => {
    expect(refused(roll(start, 'alice', 2, 2), { type: 'roll', player: 'alice', count: 3 })).toMatchObject({
      code: 'not_your_turn',
    });
  });

  it('GIVEN a player knocked out WHEN they roll THEN not_in_game', () => {
    const three = crapsEngine.setup(['alice', 'bob', 'carol'], {});
    const after = roll(roll(roll(three, 'alice', 1, 1), 'bob', 2, 2), 'carol', 3, 3);
    expect(after.out).toEqual(['alice']);
    expect(refused(after, { type: 'roll', player: 'alice', count: 2 })).toMatchObject({ code: 'not_in_game' });
  });

  it('GIVEN alice to roll WHEN she passes, banks or names dice to reroll THEN move_not_allowed', () => {
    for (const action of [
      { type: 'pass', player: 'alice' },
      { type: 'bank', player: 'alice' },
      { type: 'reroll', player: 'alice', values: [3] },
      { type: 'roll', player: 'alice', count: 2, reroll: [3, 4] },
      { type: 'score', player: 'alice', box: 'chance' },
      { type: 'end_turn', player: 'alice' },
    ] satisfies Action[]) {
      expect(refused(start, action)).toEqual({ ok: false, code: 'move_not_allowed' });
    }
  });

  it('GIVEN the game is over WHEN anyone moves or forfeits THEN game_over', () => {
    const over = roll(roll(start, 'alice', 3, 4), 'bob', 2, 2);
    expect(crapsEngine.isOver(over)).toBe(true);
    expect(refused(over, { type: 'roll', player: 'bob', count: 2 })).toEqual({ ok: false, code: 'game_over' });
    expect(refused(over, { type: 'forfeit', player: 'bob' })).toEqual({ ok: false, code: 'game_over' });
    expect(refused(over, { type: 'roll', player: 'mallory', count: 2 })).toEqual({ ok: false, code: 'game_over' });
  });

  it('GIVEN a valid roll WHEN applied THEN the input state is not mutated', () => {
    const saved = JSON.stringify(start);
    const frozen = deepFreeze(JSON.parse(saved) as CrapsState);
    const result = crapsEngine.apply(frozen, { type: 'roll', player: 'alice', count: 2 }, scriptedDice(3, 4));
    expect(result.ok).toBe(true);
    expect(JSON.stringify(frozen)).toBe(saved);
  });

  it('GIVEN scripted dice used up WHEN a valid roll is made THEN it throws and nothing is applied', () => {
    const saved = JSON.stringify(start);
    expect(() => crapsEngine.apply(start, { type: 'roll', player: 'alice', count: 2 }, scriptedDice(3))).toThrow();
    expect(JSON.stringify(start)).toBe(saved);
  });
});

function deepFreeze<T>(value: T): T {
  if (value && typeof value === 'object') {
    for (const inner of Object.values(value)) deepFreeze(inner);
    Object.freeze(value);
  }
  return value;
}
