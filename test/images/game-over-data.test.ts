// The game-over card lists players by place, as the game ranks them: ties share a number, leavers last and marked.
import { describe, expect, it } from 'vitest';
import { bonePokerEngine } from '../../src/games/bone-poker/index.ts';
import { crapsEngine } from '../../src/games/craps/index.ts';
import type { Action } from '../../src/games/types.ts';
import { DEFAULT_GAMES } from '../../src/house/default-games.ts';

const gameOverCard = (game: string, state: unknown) => DEFAULT_GAMES.overCard(game, state);
import { scriptedPlay } from '../helpers/engine.ts';

const roll = (player: string, count: number): Action => ({ type: 'roll', player, count });

describe('the game-over card by place', () => {
  it('GIVEN Craps where two crap out in the same come-out and one leaves WHEN the card is made THEN 1, 2, 3, 3, then the leaver marked', () => {
    const play = scriptedPlay(crapsEngine);
    let state = crapsEngine.setup(['ann', 'bob', 'cat', 'dan', 'eve'], {});
    state = play(state, { type: 'forfeit', player: 'eve' }).state;
    state = play(state, roll('ann', 2), 1, 3).state;
    state = play(state, roll('bob', 2), 2, 3).state;
    state = play(state, roll('cat', 2), 1, 1).state;
    state = play(state, roll('dan', 2), 6, 6).state;
    state = play(state, roll('ann', 2), 2, 2).state;
    state = play(state, roll('bob', 2), 3, 3).state;
    const card = gameOverCard('craps', state);
    expect(card.rows.map((r) => [r.id, r.place, r.left ?? false])).toEqual([
      ['ann', 1, false],
      ['bob', 2, false],
      ['cat', 3, false],
      ['dan', 3, false],
      ['eve', 5, true],
    ]);
  });

  it('GIVEN Bone Poker where a straight (sum 15) beats a pair (sum 23) for second WHEN the card is made THEN the straight is listed second', () => {
    const play = scriptedPlay(bonePokerEngine);
    let state = bonePokerEngine.setup(['ann', 'bob', 'cat'], {});
    state = play(state, roll('ann', 5), 6, 6, 5, 4, 2).state;
    state = play(state, roll('bob', 5), 1, 2, 3, 4, 5).state;
    state = play(state, roll('cat', 5), 3, 3, 3, 3, 1).state;
    for (const p of ['ann', 'bob', 'cat']) state = play(state, { type: 'pass', player: p }).state;
    const card = gameOverCard('bone_poker', state);
    expect(card.rows.map((r) => [r.id, r.place, r.hand])).toEqual([
      ['cat', 1, 'four'],
      ['bob', 2, 'straight'],
      ['ann', 3, 'pair'],
    ]);
  });
});
