// Seeded dice: the dice of a move depend on (seed, chat, session version) alone.
import { describe, expect, it } from 'vitest';
import { Butler } from '../../src/butler.ts';
import { seededDiceSource } from '../../src/dice/seeded-dice.ts';
import { silentLogger } from '../../src/log.ts';
import { MemorySessionStore } from '../../src/storage/memory-store.ts';

describe('seededDiceSource', () => {
  it('GIVEN the same seed, chat and version WHEN the dice are rolled THEN they are the same, whatever was asked before', () => {
    const first = seededDiceSource(7);
    const second = seededDiceSource(7);
    second.forMove!('console:other', 3).roll(5);
    second.roll(4);
    const a = first.forMove!('console:main', 3);
    const b = second.forMove!('console:main', 3);
    expect([a.roll(2), a.roll(5)]).toEqual([b.roll(2), b.roll(5)]);
  });

  it('GIVEN seed 1 WHEN the first move is rolled THEN the dice are the pinned ones, so a build change that would alter replayed games is noticed', () => {
    expect(seededDiceSource(1).forMove!('console:main', 0).roll(10)).toEqual(
      seededDiceSource(1).forMove!('console:main', 0).roll(10),
    );
    expect(seededDiceSource(1).forMove!('console:main', 0).roll(10)).toMatchInlineSnapshot(`
      [
        6,
        5,
        5,
        4,
        1,
        3,
        1,
        2,
        5,
        3,
      ]
    `);
  });

  it('GIVEN another seed, chat or version WHEN the dice are rolled THEN they differ', () => {
    const roll = (seed: number, chat: string, version: number) => seededDiceSource(seed).forMove!(chat, version).roll(20);
    const base = roll(1, 'console:main', 5);
    expect(roll(2, 'console:main', 5)).not.toEqual(base);
    expect(roll(1, 'console:side', 5)).not.toEqual(base);
    expect(roll(1, 'console:main', 6)).not.toEqual(base);
  });

  it('GIVEN one fixed seed WHEN 60,000 dice are rolled THEN every face comes about equally often (chi-square at 0.1%)', () => {
    const counts = [0, 0, 0, 0, 0, 0];
    const source = seededDiceSource('fair');
    for (let v = 0; v < 2_000; v++) for (const die of source.forMove!('chat', v).roll(30)) counts[die - 1]++;
    const chiSquare = counts.reduce((sum, count) => sum + (count - 10_000) ** 2 / 10_000, 0);
    expect(chiSquare).toBeLessThan(20.52); // 5 degrees of freedom, p = 0.001
  });
});

describe('Butler with a DiceSource that has forMove', () => {
  it('GIVEN a DiceSource with forMove WHEN moves are played THEN the Butler asks it by chat key and the version the move is applied to', async () => {
    const asked: string[] = [];
    const butler = new Butler({
      store: new MemorySessionStore(),
      logger: silentLogger,
      dice: {
        roll: () => {
          throw new Error('every move must use forMove');
        },
        forMove: (chat, version) => {
          asked.push(`${chat}@${version}`);
          return { roll: (count) => Array.from({ length: count }, () => 3) };
        },
      },
    });
    const say = (user: string, text: string) =>
      butler.handle({ chat: 'console:t', user: { id: user, name: user }, text, isAdmin: () => true });
    await say('alice', 'бросаю кости'); // a free roll before any session exists: saved, so the next one differs
    await say('alice', '/newgame craps');
    await say('bob', '/join');
    await say('alice', '/startgame');
    const roll = await say('alice', 'бросаю кости');
    expect(roll?.events[0]).toEqual({ type: 'roll', player: 'alice', dice: [3, 3] });
    expect(roll?.version).toBe(5);
    expect(asked.filter((a) => a.startsWith('console:t@'))).toContain('console:t@4');
    expect(asked[0]).toBe('console:t@0');
  });
});
