// Craps state is plain JSON: it survives storage and is validated on read; hints and timeouts.
import { describe, expect, it } from 'vitest';
import { type CrapsState, crapsEngine, crapsStateSchema } from '../../../src/games/craps/index.ts';
import { scriptedDice } from '../../helpers/dice.ts';
import { rolls } from './rolls.ts';

const roll = (state: CrapsState, player: string, a: number, b: number): CrapsState => rolls(state, [player, a, b]).state;

describe('Craps state', () => {
  const start = crapsEngine.setup(['alice', 'bob', 'carol'], {});
  const mid = roll(roll(roll(roll(start, 'alice', 2, 2), 'bob', 1, 1), 'carol', 4, 5), 'alice', 1, 2);
  const over = roll(roll(crapsEngine.setup(['alice', 'bob'], {}), 'alice', 3, 4), 'bob', 2, 2);

  it.each([
    ['at the start', start],
    ['in a point round', mid],
    ['at game over', over],
  ])('GIVEN a game %s WHEN its state is stored as JSON and read back through stateSchema.parse THEN it is the same state', (_name, state) => {
    const restored = crapsEngine.stateSchema.parse(JSON.parse(JSON.stringify(state)));
    expect(restored).toEqual(state);
    expect(crapsStateSchema.parse(restored)).toEqual(state);
  });

  it('GIVEN a stored state with a bad phase, bad dice or another game WHEN it is read back THEN the schema rejects it', () => {
    expect(() => crapsStateSchema.parse({ ...start, phase: 'lunch' })).toThrow();
    expect(() => crapsStateSchema.parse({ ...mid, rolls: { alice: [1, 2, 3] } })).toThrow();
    expect(() => crapsStateSchema.parse({ ...mid, rolls: { alice: [0, 7] } })).toThrow();
    expect(() => crapsStateSchema.parse({ ...start, game: 'thousand' })).toThrow();
  });

  it('GIVEN players who joined WHEN a game is set up THEN they play in join order, with no upper limit and no scores', () => {
    expect(crapsEngine.minPlayers).toBe(2);
    expect(crapsEngine.maxPlayers).toBeNull();
    expect(crapsEngine.players(start)).toEqual(['alice', 'bob', 'carol']);
    expect(crapsEngine.scores(mid)).toBeNull();
    expect(crapsEngine.expected(start)).toEqual({ player: 'alice', moves: [{ type: 'roll', count: 2 }] });
  });

  it('GIVEN a player to move WHEN the clock runs out THEN the auto-move is a roll of two dice by that player, and it is accepted', () => {
    const auto = crapsEngine.autoMove(mid);
    expect(auto).toEqual({ type: 'roll', player: 'carol', count: 2 });
    expect(crapsEngine.apply(mid, auto!, scriptedDice(1, 1)).ok).toBe(true);
  });
});
