// The end of Bone Poker: the best hand wins, ties by sum, equal hand and sum share the win.
import { describe, expect, it } from 'vitest';
import { type BonePokerEvent, type BonePokerState, bonePokerEngine } from '../../../src/games/bone-poker/index.ts';
import { noDice, scriptedDice } from '../../helpers/dice.ts';
import { scriptedPlay } from '../../helpers/engine.ts';

const play = scriptedPlay(bonePokerEngine);

/** Everyone rolls the given hand in round 1 and passes in round 2; returns the last result. */
function playHands(hands: Record<string, number[]>): { state: BonePokerState; events: BonePokerEvent[] } {
  const players = Object.keys(hands);
  let played = { state: bonePokerEngine.setup(players, {}), events: [] as BonePokerEvent[] };
  for (const player of players) played = play(played.state, { type: 'roll', player, count: 5 }, ...hands[player]!);
  for (const player of players) played = play(played.state, { type: 'pass', player });
  return played;
}

const gameOver = (events: BonePokerEvent[]) => events.find((e) => e.type === 'game_over');

describe('Bone Poker showdown', () => {
  it('GIVEN a straight against a full house WHEN both pass in round 2 THEN the full house wins (straight ranks below it)', () => {
    const { state, events } = playHands({ alice: [2, 3, 4, 5, 6], bob: [1, 1, 2, 2, 2] });
    expect(gameOver(events)).toEqual({
      type: 'game_over',
      game: 'bone_poker',
      winners: ['bob'],
      scores: { alice: 20, bob: 8 },
    });
    expect(events.find((e) => e.type === 'showdown')).toEqual({
      type: 'showdown',
      hands: [
        { player: 'bob', rank: 'full_house', dice: [1, 1, 2, 2, 2], sum: 8 },
        { player: 'alice', rank: 'straight', dice: [2, 3, 4, 5, 6], sum: 20 },
      ],
    });
    expect(bonePokerEngine.isOver(state)).toBe(true);
    expect(bonePokerEngine.expected(state)).toBeNull();
    expect(bonePokerEngine.autoMove(state)).toBeNull();
  });

  it.each([
    ['nothing', [1, 2, 3, 4, 6], [1, 2, 3, 5, 6]],
    ['pair', [6, 6, 1, 2, 3], [6, 6, 1, 2, 4]],
    ['two pairs', [1, 1, 2, 2, 6], [5, 5, 6, 6, 1]],
    ['three', [2, 2, 2, 1, 3], [2, 2, 2, 5, 6]],
    ['straight', [1, 2, 3, 4, 5], [2, 3, 4, 5, 6]],
    ['full house', [1, 1, 2, 2, 2], [2, 2, 4, 4, 4]],
    ['four', [3, 3, 3, 3, 1], [3, 3, 3, 3, 2]],
    ['poker', [5, 5, 5, 5, 5], [6, 6, 6, 6, 6]],
  ])('GIVEN two hands of %s WHEN the game ends THEN the higher sum wins', (_rank, low, high) => {
    expect(gameOver(playHands({ alice: high, bob: low }).events)?.winners).toEqual(['alice']);
    expect(gameOver(playHands({ alice: low, bob: high }).events)?.winners).toEqual(['bob']);
  });

  it('GIVEN equal hand and equal sum WHEN the game ends THEN a draw: both win', () => {
    const { state, events } = playHands({ alice: [2, 2, 5, 5, 3], bob: [5, 3, 2, 5, 2] });
    expect(gameOver(events)).toEqual({
      type: 'game_over',
      game: 'bone_poker',
      winners: ['alice', 'bob'],
      scores: { alice: 17, bob: 17 },
    });
    expect(state.winners).toEqual(['alice', 'bob']);
  });

  it('GIVEN three players and two share the best hand and sum WHEN the game ends THEN those two share the win', () => {
    const { events } = playHands({ alice: [4, 4, 4, 1, 1], bob: [6, 6, 6, 6, 1], carol: [1, 6, 6, 6, 6] });
    expect(gameOver(events)?.winners).toEqual(['bob', 'carol']);
  });

  it('GIVEN three players with the same hand and sum WHEN the game ends THEN all three share the win', () => {
    const { events } = playHands({ a: [1, 2, 3, 4, 5], b: [5, 4, 3, 2, 1], c: [3, 1, 2, 5, 4] });
    expect(gameOver(events)?.winners).toEqual(['a', 'b', 'c']);
  });

  it('GIVEN a first hand in round 1 WHEN it is rerolled in round 2 THEN the final hand counts, not the first one', () => {
    let state = bonePokerEngine.setup(['alice', 'bob'], {});
    for (const [player, dice] of [
      ['alice', [6, 6, 6, 6, 1]],
      ['bob', [1, 1, 2, 3, 4]],
    ] as const) {
      const r = bonePokerEngine.apply(state, { type: 'roll', player, count: 5 }, scriptedDice(...dice));
      if (!r.ok) throw new Error(r.code);
      state = r.state;
    }
    const a = bonePokerEngine.apply(state, { type: 'pass', player: 'alice' }, noDice);
    if (!a.ok) throw new Error(a.code);
    const b = bonePokerEngine.apply(a.state, { type: 'roll', player: 'bob', count: 4, reroll: [2, 3, 4, 1] }, scriptedDice(1, 1, 1, 1));
    if (!b.ok) throw new Error(b.code);
    expect(gameOver(b.events)).toMatchObject({ winners: ['bob'], scores: { alice: 25, bob: 5 } });
  });
});
