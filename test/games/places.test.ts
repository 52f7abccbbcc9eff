// Places at the end of a game, as the pictures list players and the ratings rank them: ties share a place.
import { describe, expect, it } from 'vitest';
import { bonePokerEngine } from '../../src/games/bone-poker/index.ts';
import { crapsEngine } from '../../src/games/craps/index.ts';
import { dicePokerEngine } from '../../src/games/dice-poker/index.ts';
import { placesFromGroups } from '../../src/games/places.ts';
import type { Action } from '../../src/games/types.ts';
import { ranksOf } from '../../src/storage/records/stats.ts';
import type { GameRecord } from '../../src/storage/records/game-record.ts';
import { scriptedPlay } from '../helpers/engine.ts';

const roll = (player: string, count: number): Action => ({ type: 'roll', player, count });
const pass = (player: string): Action => ({ type: 'pass', player });

describe('places', () => {
  it('GIVEN groups 1 · 2 tied · 1 WHEN placed THEN 1, 2, 2, 4 (the place after a tie skips)', () => {
    expect(placesFromGroups([['a'], ['b', 'c'], [], ['d']])).toEqual({ a: 1, b: 2, c: 2, d: 4 });
  });

  it('GIVEN Bone Poker where a straight (sum 15) meets a pair (sum 23) WHEN it ends THEN the straight places above the pair', () => {
    const play = scriptedPlay(bonePokerEngine);
    let state = bonePokerEngine.setup(['alice', 'bob', 'carol'], {});
    state = play(state, roll('alice', 5), 1, 2, 3, 4, 5).state;
    state = play(state, roll('bob', 5), 6, 6, 5, 4, 2).state;
    state = play(state, roll('carol', 5), 3, 3, 3, 3, 1).state;
    for (const p of ['alice', 'bob', 'carol']) state = play(state, pass(p)).state;
    expect(bonePokerEngine.isOver(state)).toBe(true);
    expect(bonePokerEngine.places(state)).toEqual({ carol: 1, alice: 2, bob: 3 });
  });

  it('GIVEN Bone Poker where two losers hold the same hand and sum WHEN it ends THEN they share second place', () => {
    const play = scriptedPlay(bonePokerEngine);
    let state = bonePokerEngine.setup(['alice', 'bob', 'carol'], {});
    state = play(state, roll('alice', 5), 2, 2, 3, 4, 6).state;
    state = play(state, roll('bob', 5), 6, 4, 3, 2, 2).state;
    state = play(state, roll('carol', 5), 5, 5, 5, 1, 2).state;
    for (const p of ['alice', 'bob', 'carol']) state = play(state, pass(p)).state;
    expect(bonePokerEngine.places(state)).toEqual({ carol: 1, alice: 2, bob: 2 });
  });

  it('GIVEN Craps where two players crap out in the same come-out WHEN another hits the point THEN those two share third place', () => {
    const play = scriptedPlay(crapsEngine);
    let state = crapsEngine.setup(['alice', 'bob', 'carol', 'dave'], {});
    state = play(state, roll('alice', 2), 1, 3).state; // point 4
    state = play(state, roll('bob', 2), 2, 3).state; // point 5
    state = play(state, roll('carol', 2), 1, 1).state; // craps
    state = play(state, roll('dave', 2), 1, 2).state; // craps
    state = play(state, roll('alice', 2), 2, 2).state; // hit
    state = play(state, roll('bob', 2), 3, 3).state; // nothing
    expect(crapsEngine.isOver(state)).toBe(true);
    expect(crapsEngine.places(state)).toEqual({ alice: 1, bob: 2, carol: 3, dave: 3 });
  });

  it('GIVEN Dice Poker where a player left WHEN places are read THEN the leaver is last and the sheet is kept aside', () => {
    const play = scriptedPlay(dicePokerEngine);
    let state = dicePokerEngine.setup(['alice', 'bob', 'carol'], {});
    state = play(state, roll('alice', 5), 6, 6, 6, 6, 6).state;
    state = play(state, { type: 'score', player: 'alice', box: 'poker' }).state;
    state = play(state, { type: 'forfeit', player: 'alice' }).state;
    expect(state.left?.alice?.poker).toBe(50);
    expect(dicePokerEngine.places(state)).toEqual({ bob: 1, carol: 1, alice: 3 });
  });

  it('GIVEN a record with places WHEN it is rated THEN the ranks are those places, not the scores', () => {
    const record = {
      players: [{ id: 'a', name: 'a' }, { id: 'b', name: 'b' }, { id: 'c', name: 'c' }],
      winners: ['c'],
      scores: { a: 15, b: 23, c: 13 },
      places: { c: 1, a: 2, b: 3 },
    } as unknown as GameRecord;
    expect(ranksOf(record)).toEqual([2, 3, 1]);
  });
});
