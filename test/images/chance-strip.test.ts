// The chance bars under the sheet and the race chart (issue 29), read back from the PNG as a phone shows it: each
// bar is filled in proportion to its player's chance, a picture without chances is as before, and a finished game
// has no bars.
import { describe, expect, it } from 'vitest';
import { textFor } from '../../src/messages/index.ts';
import { chanceStripHeight } from '../../src/images/chance-strip.ts';
import { renderDicePokerSheet } from '../../src/images/dice-poker-sheet.ts';
import { PALETTE, SERIES } from '../../src/images/palette.ts';
import { renderThousandRace } from '../../src/images/thousand-race.ts';
import type { ThousandState } from '../../src/games/thousand/index.ts';
import { decodePng, hex, near, type Decoded } from './png.ts';
import { dicePokerMidGame, MID_GAME_NAMES, RACE_NAMES, thousandOver } from './fixtures/states.ts';

const RU = textFor('ru');
const text = RU.chances.chancesText.picture;

/** Per bar (top to bottom): how many pixels of `color` its row holds, from the rows of the band at the bottom. */
function barLengths(img: Decoded, color: string, fromY: number): number[] {
  const target = hex(color);
  const perRow: number[] = [];
  for (let y = fromY; y < img.height; y++) {
    let count = 0;
    for (let x = 0; x < img.width; x++) if (near(img.pixel(x, y), target, 8)) count++;
    perRow.push(count);
  }
  const bars: number[] = [];
  let current = 0;
  for (const count of [...perRow, 0]) {
    if (count > 0) current = Math.max(current, count);
    else if (current > 0) {
      bars.push(current);
      current = 0;
    }
  }
  return bars;
}

describe('chance bars', () => {
  it('GIVEN a running Dice Poker sheet with chances WHEN drawn THEN a band is added whose bars are as long as the chances', async () => {
    const state = dicePokerMidGame();
    const chances = { players: { anna: 0.75, bohdan: 0.25, olya: 0 } };
    const plain = await decodePng(renderDicePokerSheet(state, MID_GAME_NAMES, RU.images.imageText));
    const img = await decodePng(renderDicePokerSheet(state, MID_GAME_NAMES, RU.images.imageText, [], { chances, text }));
    const strip = chanceStripHeight(chances, state.players);
    expect(strip).toBeGreaterThan(0);
    expect(img.height).toBe(plain.height + strip);
    // the band sits between the sheet's last row and its footer: only the bars are felt green there
    const [anna, bohdan, ...rest] = barLengths(img, PALETTE.felt, plain.height - 40);
    expect(rest).toEqual([]);
    expect(anna! / bohdan!).toBeGreaterThan(2.6);
    expect(anna! / bohdan!).toBeLessThan(3.4);
  });

  it('GIVEN a running 1000 race with an estimate WHEN drawn THEN each bar is in its player’s line colour, long as the chance', async () => {
    const state: ThousandState = { ...thousandOver(), winners: null };
    const chances = { players: { vera: 0.6, dmytro: 0.3, sam: 0.1 }, margin: 0.03 };
    const plain = await decodePng(renderThousandRace(state, RACE_NAMES, RU.images.imageText));
    const img = await decodePng(renderThousandRace(state, RACE_NAMES, RU.images.imageText, [], { chances, text }));
    expect(img.height).toBe(plain.height + chanceStripHeight(chances, ['vera', 'dmytro', 'sam']));
    const from = plain.height - 16;
    const [vera] = barLengths(img, SERIES[0], from);
    const [dmytro] = barLengths(img, SERIES[1], from);
    const [sam] = barLengths(img, SERIES[2], from);
    expect(vera! / dmytro!).toBeGreaterThan(1.7);
    expect(vera! / dmytro!).toBeLessThan(2.3);
    expect(sam!).toBeLessThan(dmytro!);
  });

  it('GIVEN a finished game or no chances WHEN drawn THEN there is no band', async () => {
    const over = thousandOver();
    const chances = { players: { vera: 1, dmytro: 0, sam: 0 } };
    const a = await decodePng(renderThousandRace(over, RACE_NAMES, RU.images.imageText));
    const b = await decodePng(renderThousandRace(over, RACE_NAMES, RU.images.imageText, [], { chances, text }));
    expect(b.height).toBe(a.height);
    expect(chanceStripHeight(undefined, ['a'])).toBe(0);
  });
});
