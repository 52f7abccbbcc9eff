// Bone Poker state is plain JSON: it survives storage and is validated on read.
import { describe, expect, it } from 'vitest';
import { type BonePokerState, bonePokerEngine, bonePokerStateSchema } from '../../../src/games/bone-poker/index.ts';
import type { Action } from '../../../src/games/types.ts';
import { scriptedPlay } from '../../helpers/engine.ts';

const playMove = scriptedPlay(bonePokerEngine);
const play = (state: BonePokerState, action: Action, ...dice: number[]): BonePokerState => playMove(state, action, ...dice).state;

describe('Bone Poker state', () => {
  const start = bonePokerEngine.setup(['alice', 'bob'], {});
  const r2 = play(play(start, { type: 'roll', player: 'alice', count: 5 }, 2, 2, 4, 5, 1), { type: 'roll', player: 'bob', count: 5 }, 6, 6, 3, 1, 2);
  const declared = play(r2, { type: 'reroll', player: 'alice', values: [4, 5] });
  const over = play(play(r2, { type: 'pass', player: 'alice' }), { type: 'pass', player: 'bob' });

  it.each([
    ['at the start', start],
    ['in round 2', r2],
    ['with a declared reroll', declared],
    ['at game over', over],
  ])('GIVEN a game %s WHEN its state is stored as JSON and read back through stateSchema.parse THEN it is the same state', (_name, state) => {
    const restored = bonePokerEngine.stateSchema.parse(JSON.parse(JSON.stringify(state)));
    expect(restored).toEqual(state);
  });

  it('GIVEN a stored state with a bad round, hand or declared reroll WHEN it is read back THEN the schema rejects it', () => {
    expect(() => bonePokerStateSchema.parse({ ...r2, round: 3 })).toThrow();
    expect(() => bonePokerStateSchema.parse({ ...r2, hands: { alice: [1, 2, 3] } })).toThrow();
    expect(() => bonePokerStateSchema.parse({ ...r2, declared: [] })).toThrow();
  });

  it('GIVEN the Bone Poker engine WHEN players gather THEN at least two are needed and there is no upper limit', () => {
    expect(bonePokerEngine.minPlayers).toBe(2);
    expect(bonePokerEngine.maxPlayers).toBeNull();
  });
});
