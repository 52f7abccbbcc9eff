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
  // Only the digits 1..6 themselves: Number() would also take 1.0, 2e0 or 0x3.
  if (parts.length === 0 || parts.some((p) => !/^[1-6]$/.test(p))) return null;
  const values = parts.map(Number);
  return values;
}
