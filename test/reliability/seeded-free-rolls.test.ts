// `--seed` without `--ids`: free rolls in a room must differ from roll to roll, and a second run with the same seed
// must roll exactly the same.
import { describe, expect, it } from 'vitest';
import { seededDiceSource } from '../../src/dice/seeded-dice.ts';
import { MemorySessionStore } from '../../src/storage/memory-store.ts';
import { butlerOn, message } from './support.ts';

async function freeRolls(seed: number, rooms: number, perRoom: number): Promise<string[][]> {
  const butler = butlerOn(new MemorySessionStore(), seededDiceSource(seed));
  const out: string[][] = Array.from({ length: rooms }, () => []);
  for (let i = 0; i < perRoom; i++) {
    for (let r = 0; r < rooms; r++) {
      const reply = await butler.handle(message(`console:r${r}`, 'alice', 'бросаю пять костей'));
      const roll = reply?.events.find((e) => e.type === 'roll') as { dice: number[] } | undefined;
      out[r]!.push(JSON.stringify(roll?.dice));
    }
  }
  return out;
}

describe('seeded free rolls without update ids', () => {
  it('GIVEN --seed and 20 rooms WHEN 12 free rolls of five dice are made in each THEN the rolls in a room differ from each other AND a second run rolls exactly the same', async () => {
    const first = await freeRolls(77, 20, 12);
    for (const room of first) {
      expect(room.every((d) => d !== 'undefined')).toBe(true);
      // Five dice give 7,776 outcomes: 12 rolls all distinct is the rule, allow one coincidence.
      expect(new Set(room).size).toBeGreaterThanOrEqual(11);
    }
    expect(new Set(first.flat()).size).toBeGreaterThan(200);
    expect(await freeRolls(77, 20, 12)).toEqual(first);
  });
});
