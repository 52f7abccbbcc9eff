// The registry: one line per game gives its id, and the player count is checked there once for every game.
import { describe, expect, it } from 'vitest';
import { ENGINES, GAME_IDS } from '../../src/games/registry.ts';

describe('Game registry', () => {
  it('GIVEN the registry WHEN the games are listed THEN every game is listed by the id its engine carries', () => {
    expect(GAME_IDS).toEqual(['craps', 'bone_poker', 'dice_poker', 'thousand']);
    for (const id of GAME_IDS) expect(ENGINES[id].id).toBe(id);
  });

  it('GIVEN one player WHEN Craps or Bone Poker is set up THEN it is refused (two or more play)', () => {
    expect(() => ENGINES.craps.setup(['alice'], {})).toThrow(/at least 2/);
    expect(() => ENGINES.bone_poker.setup(['alice'], {})).toThrow(/at least 2/);
  });

  it('GIVEN seven players WHEN 1000 is set up THEN it is refused (six at most)', () => {
    const seven = ['a', 'b', 'c', 'd', 'e', 'f', 'g'];
    expect(() => ENGINES.thousand.setup(seven, {})).toThrow(/at most 6/);
    expect(ENGINES.thousand.setup(seven.slice(0, 6), {}).players).toHaveLength(6);
  });

  it('GIVEN the same player twice WHEN a game is set up THEN it is refused', () => {
    expect(() => ENGINES.dice_poker.setup(['alice', 'alice'], {})).toThrow(/duplicate/);
  });
});
