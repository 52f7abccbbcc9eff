import { DiceExhaustedError, type DiceSource } from './dice-source.ts';

/**
 * Dice consumed in order from a list (`--dice 3,4,6,1`). A roll that needs more dice than are left takes none and
 * throws DiceExhaustedError: the Butler never falls back to random dice silently.
 */
export function scriptedDiceSource(values: readonly number[]): DiceSource & { remaining(): number } {
  const queue = [...values];
  return {
    origin: 'script',
    roll(count: number): number[] {
      if (queue.length < count) throw new DiceExhaustedError();
      return queue.splice(0, count);
    },
    remaining: () => queue.length,
  };
}

/** Parses `3,4,6,1` (spaces allowed); every value must be 1..6. */
export function parseDiceList(text: string): number[] | null {
  const parts = text.split(/[\s,]+/).filter(Boolean);
  const values = parts.map(Number);
  if (values.length === 0 || values.some((v) => !Number.isInteger(v) || v < 1 || v > 6)) return null;
  return values;
}
