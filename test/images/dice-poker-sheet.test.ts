import { textFor } from '../../src/messages/index.ts';
import { describe, expect, it } from 'vitest';
import { renderDicePokerSheet, SHEET_WIDTH, starred } from '../../src/images/dice-poker-sheet.ts';
import { recordTexts } from '../../src/images/fit-text.ts';
import { PALETTE } from '../../src/images/palette.ts';
import { decodePng, hex, near, shareOf } from './png.ts';
import { dicePokerMidGame, dicePokerOver, dicePokerSix, MID_GAME_NAMES } from './fixtures/states.ts';

const RU_IMAGES = textFor('ru').images.imageText;

// Layout of a three-player sheet with a turn bar (see dice-poker-sheet.ts): header 64 + turn bar 88 + 12 gap,
// a 52 px name row, then 33 px rows; the label column is 182 px and each player column (720 − 32 − 182) / 3.
const ROWS_TOP = 64 + 88 + 12 + 52;
const ROW = 33;
const COL = (720 - 32 - 182) / 3;
const rowMid = (row: number) => ROWS_TOP + row * ROW + ROW / 2;
const colLeft = (col: number) => Math.round(16 + 182 + col * COL);

describe('Dice Poker score sheet picture', () => {
  it('GIVEN three players mid-game WHEN drawn THEN a phone-width PNG with the felt header and the turn bar', async () => {
    const img = await decodePng(renderDicePokerSheet(dicePokerMidGame(), MID_GAME_NAMES, RU_IMAGES));
    expect(img.width).toBe(SHEET_WIDTH);
    // the rows, a gap, and the two-line legend of the values not yet written
    expect(img.height).toBe(ROWS_TOP + 19 * ROW + 12 + 66);
    expect(near(img.pixel(4, 4), hex(PALETTE.felt))).toBe(true);
    expect(near(img.pixel(360, 64 + 86), hex(PALETTE.turnEdge), 20)).toBe(true);
  });

  it('GIVEN Оля on turn WHEN the sheet is drawn THEN her column is tinted and the others are not', async () => {
    const img = await decodePng(renderDicePokerSheet(dicePokerMidGame(), MID_GAME_NAMES, RU_IMAGES));
    // the "2 пары" row (index 9) is free for everyone: the cell background shows
    expect(shareOf(img, hex(PALETTE.turn), colLeft(2) + 10, rowMid(9) - 15, 40, 8)).toBeGreaterThan(0.9);
    expect(shareOf(img, hex(PALETTE.turn), colLeft(0) + 10, rowMid(9) - 15, 40, 8)).toBe(0);
  });

  it('GIVEN 5 5 5 2 3 in hand WHEN the sheet is drawn THEN the free boxes of the player on turn show their points in italic blue and written boxes upright ink', async () => {
    const { result, texts } = recordTexts(() => renderDicePokerSheet(dicePokerMidGame(), MID_GAME_NAMES, RU_IMAGES));
    const img = await decodePng(result);
    const cell = (col: number, row: number, color: string) => shareOf(img, hex(color), colLeft(col) + 40, rowMid(row) - 10, 80, 20, 40);
    // fives (row 4): Оля's is free → an italic blue 15; Анна wrote 15 → ink
    expect(cell(2, 4, PALETTE.potential)).toBeGreaterThan(0.01);
    expect(cell(2, 4, PALETTE.ink)).toBe(0);
    expect(cell(0, 4, PALETTE.ink)).toBeGreaterThan(0.01);
    const fifteens = texts.filter((t) => t.text === '15' && Math.abs(t.y - rowMid(4)) < 1);
    expect(fifteens.map((t) => t.italic).sort()).toEqual([false, true]);
    // and the legend says so, in words
    expect(texts.filter((t) => t.italic && /курсив/.test(t.text))).toHaveLength(1);
  });

  it('GIVEN a game mid-way and a finished one WHEN the sheet picks its leader THEN the highest total is starred, the poker bonus counted', () => {
    const state = dicePokerMidGame();
    expect([...starred(state)]).toEqual(['olya']); // 192 with the poker bonus
    expect([...starred(dicePokerOver())]).toEqual(['anna']);
  });

  it('GIVEN eight players on a running game WHEN the sheet is drawn THEN the sheet of the player on turn and everyone’s totals by rank, no taller than 1.6 × its width', async () => {
    const { state, names } = dicePokerSix();
    const eight = {
      ...state,
      players: [...state.players, 'p7', 'p8'],
      sheets: { ...state.sheets, p7: state.sheets.p1!, p8: state.sheets.p2! },
      pokerBonus: { ...state.pokerBonus, p7: 0, p8: 0 },
    };
    const all = { ...names, p7: 'Сёма', p8: 'Лю' };
    const { result, texts } = recordTexts(() => renderDicePokerSheet(eight, all, RU_IMAGES));
    const img = await decodePng(result);
    expect(img.height).toBeLessThanOrEqual(1.6 * img.width);
    // everyone is listed (a long name cut, never left out)
    for (const id of eight.players) expect(texts.some((t) => t.text.startsWith(all[id as keyof typeof all].slice(0, 3))), id).toBe(true);
    // the totals under the sheet, by rank: down the first column, then the second
    // the last «Итого» is the title of the totals under the sheet (the first labels the sheet's total row)
    const totalRow = texts.filter((t) => t.text === RU_IMAGES.sheet.total).at(-1)!;
    const ranked = texts
      .filter((t) => t.y > totalRow.y && /^\d+$/.test(t.text) && t.bold)
      .sort((a, b) => Math.sign(a.x - b.x) * (Math.abs(a.x - b.x) > 100 ? 1 : 0) || a.y - b.y)
      .map((t) => Number(t.text));
    expect(ranked).toHaveLength(8);
    expect(ranked).toEqual([...ranked].sort((a, b) => b - a));
  });

  it('GIVEN a one-player game WHEN the sheet picks its leader THEN nobody is starred', () => {
    const solo = { ...dicePokerOver(), players: ['anna'], winners: ['anna'] };
    expect([...starred(solo)]).toEqual([]);
  });
});
