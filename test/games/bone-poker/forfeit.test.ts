// Forfeits in Bone Poker (RULES §6).
import { describe, expect, it } from 'vitest';
import { bonePokerEngine } from '../../../src/games/bone-poker/index.ts';
import type { Action } from '../../../src/games/types.ts';
import { scriptedPlay } from '../../helpers/engine.ts';

const play = scriptedPlay(bonePokerEngine);
const roll5 = (player: string): Action => ({ type: 'roll', player, count: 5 });
const leave = (player: string): Action => ({ type: 'forfeit', player });

describe('Bone Poker forfeits', () => {
  it('GIVEN bob to roll in round 1 WHEN bob leaves THEN carol rolls next', () => {
    const s0 = bonePokerEngine.setup(['alice', 'bob', 'carol'], {});
    const s1 = play(s0, roll5('alice'), 1, 2, 3, 4, 6).state;
    const { state, events } = play(s1, leave('bob'));
    expect(events).toEqual([{ type: 'forfeit', player: 'bob' }]);
    expect(bonePokerEngine.players(state)).toEqual(['alice', 'carol']);
    expect(bonePokerEngine.expected(state)?.player).toBe('carol');
  });

  it('GIVEN carol is the last to roll in round 1 WHEN carol leaves THEN round 2 starts', () => {
    const s0 = bonePokerEngine.setup(['alice', 'bob', 'carol'], {});
    const s2 = play(play(s0, roll5('alice'), 1, 2, 3, 4, 6).state, roll5('bob'), 2, 2, 3, 4, 6).state;
    const { state, events } = play(s2, leave('carol'));
    expect(events).toEqual([{ type: 'forfeit', player: 'carol' }, { type: 'round_started', round: 2 }]);
    expect(state.round).toBe(2);
    expect(bonePokerEngine.expected(state)?.player).toBe('alice');
  });

  it('GIVEN carol is the last to move in round 2 with a declared reroll WHEN carol leaves THEN the hands are compared', () => {
    let state = bonePokerEngine.setup(['alice', 'bob', 'carol'], {});
    state = play(state, roll5('alice'), 1, 2, 3, 4, 6).state;
    state = play(state, roll5('bob'), 2, 2, 3, 4, 6).state;
    state = play(state, roll5('carol'), 6, 6, 6, 6, 6).state;
    state = play(state, { type: 'pass', player: 'alice' }).state;
    state = play(state, { type: 'pass', player: 'bob' }).state;
    state = play(state, { type: 'reroll', player: 'carol', values: [6] }).state;
    const { state: after, events } = play(state, leave('carol'));
    expect(events.map((e) => e.type)).toEqual(['forfeit', 'showdown', 'game_over']);
    expect(events.at(-1)).toEqual({
      type: 'game_over',
      game: 'bone_poker',
      winners: ['bob'],
      scores: { alice: 16, bob: 17 },
    });
    expect(after.declared).toBeNull();
  });

  it('GIVEN two players WHEN one leaves THEN the other wins at once', () => {
    const s0 = bonePokerEngine.setup(['alice', 'bob'], {});
    const { state, events } = play(s0, leave('alice'));
    expect(events).toEqual([
      { type: 'forfeit', player: 'alice' },
      { type: 'game_over', game: 'bone_poker', winners: ['bob'] },
    ]);
    expect(bonePokerEngine.isOver(state)).toBe(true);
    expect(bonePokerEngine.expected(state)).toBeNull();
  });

  it('GIVEN alice declared a reroll WHEN bob (not to move) leaves a three-player game THEN her declaration stays', () => {
    let state = bonePokerEngine.setup(['alice', 'bob', 'carol'], {});
    state = play(state, roll5('alice'), 1, 2, 3, 4, 6).state;
    state = play(state, roll5('bob'), 2, 2, 3, 4, 6).state;
    state = play(state, roll5('carol'), 5, 5, 5, 1, 1).state;
    state = play(state, { type: 'reroll', player: 'alice', values: [6] }).state;
    const after = play(state, leave('bob')).state;
    expect(after.declared).toEqual([6]);
    expect(bonePokerEngine.scores(after)).toEqual({ alice: 16, carol: 17 });
  });
});
