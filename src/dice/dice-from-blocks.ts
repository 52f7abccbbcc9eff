// Fair dice from a stream of hash blocks, shared by the fair construction (HMAC) and the seeded dice (SHA-256):
// each byte below 252 is a die (byte mod 6 + 1), bytes 252..255 are skipped, so every face has exactly 42 of the 252
// accepted byte values and none is favoured (no modulo bias).
import type { DiceRoller } from '../games/types.ts';

/** An endless roller; `block(i)` gives the i-th block of bytes (i = 0, 1, 2, …), asked for only when needed. */
export function diceFromBlocks(block: (index: number) => Buffer): DiceRoller {
  let next = 0;
  let bytes: Buffer = Buffer.alloc(0);
  let at = 0;
  const nextDie = (): number => {
    for (;;) {
      if (at === bytes.length) {
        bytes = block(next++);
        at = 0;
      }
      const byte = bytes[at++]!;
      if (byte < 252) return (byte % 6) + 1;
    }
  };
  return {
    roll(count: number): number[] {
      const dice: number[] = [];
      for (let i = 0; i < count; i++) dice.push(nextDie());
      return dice;
    },
  };
}
