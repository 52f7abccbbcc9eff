import type { DiceRoller } from '../../src/games/types.ts';

/**
 * Scripted dice for tests: each roll takes the next values in order. Throws when a roll asks for more dice than
 * are left, so a test that rolls more than it scripted fails loudly instead of rolling by luck.
 */
export function scriptedDice(...values: number[]): DiceRoller & { left(): number } {
  const queue = [...values];
  return {
    roll(count: number) {
      if (queue.length < count) throw new Error(`scripted dice used up: wanted ${count}, ${queue.length} left`);
      return queue.splice(0, count);
    },
    left: () => queue.length,
  };
}

/** A roller that fails the test if the engine rolls at all (for moves that must be refused). */
export const noDice: DiceRoller = {
  roll() {
    throw new Error('this move must not roll dice');
  },
};
