import { textFor } from '../../src/messages/index.ts';
import { describe, expect, it } from 'vitest';
import { CARD_WIDTH, renderGameOverCard } from '../../src/images/game-over-card.ts';
import { DEFAULT_GAMES } from '../../src/house/default-games.ts';

const gameOverCard = (game: string, state: unknown) => DEFAULT_GAMES.overCard(game, state);
import { PALETTE } from '../../src/images/palette.ts';
import { decodePng, hex, shareOf } from './png.ts';
import { BONE_NAMES, bonePokerOver, dicePokerOver, MID_GAME_NAMES, thousandOver } from './fixtures/states.ts';

const RU_IMAGES = textFor('ru').images.imageText;

describe('game-over card', () => {
  it('GIVEN a Bone Poker showdown WHEN its card is laid out THEN hands rank best first, with their dice, and the player who left is last', () => {
    const card = gameOverCard('bone_poker', bonePokerOver());
    expect(card.rows.map((r) => r.id)).toEqual(['iryna', 'mark', 'lena', 'oleg']);
    expect(card.rows[0]).toMatchObject({ dice: [2, 2, 4, 4, 4], hand: 'full_house', score: 16 });
    expect(card.rows[3]).toMatchObject({ id: 'oleg', out: true });
  });

  it('GIVEN a finished Dice Poker or 1000 game WHEN its card is laid out THEN winners first, then by score', () => {
    expect(gameOverCard('dice_poker', dicePokerOver()).rows.map((r) => [r.id, r.score])).toEqual([
      ['anna', 288],
      ['bohdan', 252],
    ]);
    expect(gameOverCard('thousand', thousandOver()).rows.map((r) => r.id)).toEqual(['vera', 'dmytro', 'sam']);
  });

  it('GIVEN a finished Craps game WHEN its card is laid out THEN no scores, the last roll of each player, the winner first', () => {
    const card = gameOverCard('craps', {
      game: 'craps',
      players: ['a', 'b', 'c'],
      inPlay: ['b'],
      out: ['a', 'c'],
      left: [],
      phase: 'point',
      round: 3,
      points: { b: 6 },
      rolls: { b: [3, 3] },
      winners: ['b'],
    });
    expect(card.rows.map((r) => [r.id, r.score, r.dice ?? null, r.out ?? false])).toEqual([
      ['b', null, [3, 3], false],
      ['a', null, null, true],
      ['c', null, null, true],
    ]);
  });

  it('GIVEN one winner WHEN drawn THEN the winner row is gold and the rows follow the header', async () => {
    const card = gameOverCard('bone_poker', bonePokerOver());
    const img = await decodePng(renderGameOverCard(card, BONE_NAMES, RU_IMAGES));
    expect(img.width).toBe(CARD_WIDTH);
    // header 64, the result's headline 68, then 72 px rows between 10 px margins
    expect(img.height).toBe(64 + 68 + 10 + 4 * 72 + 10 + 10);
    const rowsTop = 64 + 68 + 10;
    // the first row (the winner), above its text: gold background
    expect(shareOf(img, hex(PALETTE.turn), 100, rowsTop + 8, 40, 6)).toBeGreaterThan(0.9);
    // the second row is not gold
    expect(shareOf(img, hex(PALETTE.turn), 100, rowsTop + 72 + 8, 40, 6)).toBe(0);
  });

  it('GIVEN a game nobody won WHEN its card is drawn THEN it still draws', async () => {
    const state = { ...dicePokerOver(), winners: [] };
    const img = await decodePng(renderGameOverCard(gameOverCard('dice_poker', state), MID_GAME_NAMES, RU_IMAGES));
    expect(img.width).toBe(CARD_WIDTH);
  });
});
