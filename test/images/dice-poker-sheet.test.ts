import { textFor } from '../../src/messages/index.ts';
import { describe, expect, it } from 'vitest';
import { columnBlocks, renderDicePokerSheet, SHEET_WIDTH, starred } from '../../src/images/dice-poker-sheet.ts';
import { PALETTE } from '../../src/images/palette.ts';
import { decodePng, hex, near, shareOf } from './png.ts';
import { dicePokerMidGame, dicePokerOver, dicePokerSix, MID_GAME_NAMES } from './fixtures/states.ts';

const RU_IMAGES = textFor('ru').images.imageText;

// Layout of a three-player sheet with a turn bar (see dice-poker-sheet.ts): header 64 + turn bar 72 + 16 padding,
// a 52 px name row, then 38 px rows; the label column is 172 px and each player column (720 − 32 − 172) / 3 = 172.
const ROWS_TOP = 64 + 72 + 16 + 52;
const rowMid = (row: number) => ROWS_TOP + row * 38 + 19;
const colLeft = (col: number) => 16 + 172 + col * 172;

describe('Dice Poker score sheet picture', () => {
  it('GIVEN three players mid-game WHEN drawn THEN a phone-width PNG with the felt header and the turn bar', async () => {
    const img = await decodePng(renderDicePokerSheet(dicePokerMidGame(), MID_GAME_NAMES, RU_IMAGES));
    expect(img.width).toBe(SHEET_WIDTH);
    expect(img.height).toBe(ROWS_TOP + 19 * 38 + 40);
    expect(near(img.pixel(4, 4), hex(PALETTE.felt))).toBe(true);
    expect(near(img.pixel(360, 64 + 70), hex(PALETTE.turnEdge), 20)).toBe(true);
  });

  it('GIVEN Оля on turn WHEN the sheet is drawn THEN her column is tinted and the others are not', async () => {
    const img = await decodePng(renderDicePokerSheet(dicePokerMidGame(), MID_GAME_NAMES, RU_IMAGES));
    // the "2 пары" row (index 9) is free for everyone: the cell background shows
    expect(shareOf(img, hex(PALETTE.turn), colLeft(2) + 10, rowMid(9) - 15, 40, 8)).toBeGreaterThan(0.9);
    expect(shareOf(img, hex(PALETTE.turn), colLeft(0) + 10, rowMid(9) - 15, 40, 8)).toBe(0);
  });

  it('GIVEN 5 5 5 2 3 in hand WHEN the sheet is drawn THEN the free boxes of the player on turn show dimmed points and written boxes ink', async () => {
    const img = await decodePng(renderDicePokerSheet(dicePokerMidGame(), MID_GAME_NAMES, RU_IMAGES));
    const cell = (col: number, row: number, color: string) => shareOf(img, hex(color), colLeft(col) + 50, rowMid(row) - 10, 72, 20, 40);
    // fives (row 4): Оля's is free → a dimmed 15; Анна wrote 15 → ink
    expect(cell(2, 4, PALETTE.dim)).toBeGreaterThan(0.01);
    expect(cell(2, 4, PALETTE.ink)).toBe(0);
    expect(cell(0, 4, PALETTE.ink)).toBeGreaterThan(0.01);
    expect(cell(0, 4, PALETTE.ink)).toBeGreaterThan(cell(0, 4, PALETTE.dim)); // anti-aliased edges pass through grey
  });

  it('GIVEN a game mid-way and a finished one WHEN the sheet picks its leader THEN the highest total is starred, the poker bonus counted', () => {
    const state = dicePokerMidGame();
    expect([...starred(state)]).toEqual(['olya']); // 192 with the poker bonus
    expect([...starred(dicePokerOver())]).toEqual(['anna']);
  });

  it('GIVEN seven players WHEN the sheet is drawn THEN two blocks of 4 and 3, and the picture grows by one block', async () => {
    expect(columnBlocks([1, 2, 3, 4, 5, 6, 7]).map((b) => b.length)).toEqual([4, 3]);
    expect(columnBlocks([1, 2, 3, 4, 5, 6]).map((b) => b.length)).toEqual([6]);
    expect(columnBlocks(Array.from({ length: 13 }, (_, i) => i)).map((b) => b.length)).toEqual([5, 5, 3]);
    const { state, names } = dicePokerSix();
    const seven = { ...state, players: [...state.players, 'p7'], sheets: { ...state.sheets, p7: state.sheets.p1! }, pokerBonus: { ...state.pokerBonus, p7: 0 } };
    const six = await decodePng(renderDicePokerSheet(state, names, RU_IMAGES));
    const two = await decodePng(renderDicePokerSheet(seven, { ...names, p7: 'Сёма' }, RU_IMAGES));
    expect(two.height - six.height).toBe(52 + 19 * 38 + 20);
  });
});
