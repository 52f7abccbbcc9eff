// Leaving or being kicked (RULES §6): the player is removed, the turn passes if it was theirs, the game goes on.
import { describe, expect, it } from 'vitest';
import { engine, play, refused, roll5, turn, withSheet, allBut } from './scenario.ts';

describe('Dice Poker forfeit', () => {
  const three = () => roll5(turn(engine.setup(['alice', 'bob', 'carol'], {}), 'alice', [1, 1, 1, 1, 2], 'ones').state, 'bob', 6, 6, 6, 2, 2).state;

  it('GIVEN it is the leaver’s turn WHEN they leave THEN the turn passes to the next player with a fresh turn', () => {
    const { state, events } = play(three(), { type: 'forfeit', player: 'bob' });
    expect(events).toEqual([{ type: 'forfeit', player: 'bob' }]);
    expect(state.players).toEqual(['alice', 'carol']);
    expect(state.sheets.bob).toBeUndefined();
    expect(engine.scores(state)).toEqual({ alice: 4, carol: 0 });
    expect(engine.expected(state)).toEqual({ player: 'carol', moves: [{ type: 'roll', count: 5 }] });
  });

  it('GIVEN a turn in progress WHEN another player leaves THEN the turn in progress is untouched', () => {
    const before = three();
    const { state } = play(before, { type: 'forfeit', player: 'carol' });
    expect(state.current).toBe('bob');
    expect(state.turn).toEqual(before.turn);
    expect(engine.players(state)).toEqual(['alice', 'bob']);
  });

  it('GIVEN the last in order to move WHEN they leave on their turn THEN the next round starts with the first player', () => {
    let state = turn(three(), 'bob', [6, 6, 6, 2, 2], 'full_house').state;
    state = roll5(state, 'carol', 1, 2, 3, 4, 5).state;
    state = play(state, { type: 'forfeit', player: 'carol' }).state;
    expect(engine.expected(state)).toEqual({ player: 'alice', moves: [{ type: 'roll', count: 5 }] });
  });

  it('GIVEN two started WHEN one leaves THEN the other wins at once (RULES §6), with the score so far', () => {
    const start = turn(engine.setup(['alice', 'bob'], {}), 'alice', [1, 1, 1, 1, 2], 'ones').state;
    const { state, events } = play(start, { type: 'forfeit', player: 'alice' });
    expect(events).toEqual([
      { type: 'forfeit', player: 'alice' },
      { type: 'game_over', game: 'dice_poker', winners: ['bob'], scores: { bob: 0 } },
    ]);
    expect(engine.isOver(state)).toBe(true);
    expect(engine.expected(state)).toBeNull();
  });

  it('GIVEN three started and one left WHEN a second leaves THEN the last one wins', () => {
    const once = play(three(), { type: 'forfeit', player: 'carol' }).state;
    const { state, events } = play(once, { type: 'forfeit', player: 'alice' });
    expect(events.at(-1)).toMatchObject({ type: 'game_over', winners: ['bob'] });
    expect(engine.isOver(state)).toBe(true);
  });

  it('GIVEN a solitaire game WHEN the only player leaves THEN the game is over without a winner', () => {
    const { state, events } = play(engine.setup(['alice'], {}), { type: 'forfeit', player: 'alice' });
    expect(events).toEqual([
      { type: 'forfeit', player: 'alice' },
      { type: 'game_over', game: 'dice_poker', winners: [], scores: {} },
    ]);
    expect(engine.isOver(state)).toBe(true);
    expect(engine.expected(state)).toBeNull();
  });

  it('GIVEN the last round WHEN the player still to write leaves THEN the game ends and the others are judged', () => {
    const start = withSheet(['alice', 'bob'], allBut([], 10), 'alice');
    const lastRound = {
      ...start,
      current: 'bob',
      sheets: { ...start.sheets, bob: { ...start.sheets.alice!, chance: null } },
    };
    const { state, events } = play(lastRound, { type: 'forfeit', player: 'bob' });
    expect(events.at(-1)).toEqual({ type: 'game_over', game: 'dice_poker', winners: ['alice'], scores: { alice: 150 } });
    expect(state.winners).toEqual(['alice']);
  });

  it('GIVEN another player to move WHEN a player leaves out of turn THEN it is allowed; after it the leaver can do nothing', () => {
    const { state } = play(three(), { type: 'forfeit', player: 'alice' });
    refused(state, { type: 'forfeit', player: 'alice' }, 'not_in_game');
    refused(state, { type: 'score', player: 'alice', box: 'chance' }, 'not_in_game');
  });
});
