import { randomInt } from 'node:crypto';
import type { DiceSource } from './dice-source.ts';

/** Fair dice from the OS's CSPRNG: randomInt draws without modulo bias. */
export const cryptoDice: DiceSource = {
  // Games draw from their fair seal instead (src/dice/fair); this roll serves free rolls outside a game.
  origin: 'hmac',
  roll(count: number): number[] {
    const dice: number[] = [];
    for (let i = 0; i < count; i++) dice.push(randomInt(1, 7));
    return dice;
  },
};
