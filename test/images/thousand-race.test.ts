import { textFor } from '../../src/messages/index.ts';
import { describe, expect, it } from 'vitest';
import { appendScores, readScoreLog, readSettings } from '../../src/games/thousand/index.ts';
import { niceStep, RACE_WIDTH, raceScale, raceSeries, renderThousandRace } from '../../src/images/thousand-race.ts';
import { PALETTE } from '../../src/images/palette.ts';
import { recordTexts } from '../../src/images/fit-text.ts';
import { decodePng, hex, near } from './png.ts';
import { RACE_NAMES, thousandOver } from './fixtures/states.ts';

const RU_IMAGES = textFor('ru').images.imageText;

// The plot spans y = 92 (1000 points) … 432 (0 points); x from 64 to 692.
const yOf = (score: number) => Math.round(raceScale(thousandOver()).y(score));

/** `rgba(r, g, b, a)` drawn over the paper colour. */
function over(rgba: string): [number, number, number] {
  const [r, g, b, a] = rgba.match(/[\d.]+/g)!.map(Number) as [number, number, number, number];
  const paper = hex(PALETTE.paper);
  return [r, g, b].map((c, i) => Math.round(c * a + paper[i]! * (1 - a))) as [number, number, number];
}

describe('1000 race chart', () => {
  it('GIVEN a finished game WHEN its race is charted THEN every line starts at 0 and follows the recorded turns', () => {
    const series = raceSeries(thousandOver());
    expect(series.map((s) => s.id)).toEqual(['vera', 'dmytro', 'sam']);
    for (const s of series) expect(s.points[0]).toBe(0);
    expect(series[0]!.points.at(-1)).toBe(1000);
    expect(series[2]!.points).toContain(470);
    expect(series[0]!.points.length).toBe(readScoreLog(thousandOver().history).length + 1);
  });

  it('GIVEN a game stored without history WHEN its race is charted THEN the chart shows the scores now', () => {
    const { history: _none, ...old } = thousandOver();
    expect(raceSeries(old).map((s) => s.points)).toEqual([[1000], [905], [500]]);
  });

  it('GIVEN a player who left WHEN the race is charted THEN their line stops where they left', () => {
    const state = thousandOver();
    const snapshots = readScoreLog(state.history).map((h, i) => (i >= 5 ? { vera: h.vera!, dmytro: h.dmytro! } : h));
    const history = snapshots.reduce<string>((log, snapshot) => appendScores(log, snapshot), '');
    const series = raceSeries({ ...state, players: state.players.filter((p) => p.id !== 'sam'), history });
    const sam = series.find((s) => s.id === 'sam')!;
    expect(sam.inGame).toBe(false);
    expect(sam.points.length).toBe(6); // the start and five recorded turns
  });

  it('GIVEN pits and the barrel on or off WHEN the race is drawn THEN their zones are shaded only when on', async () => {
    const on = await decodePng(renderThousandRace(thousandOver(), RACE_NAMES, RU_IMAGES));
    expect(on.width).toBe(RACE_WIDTH);
    const x = 300; // right of the zone labels, where no line of this game comes near 250, 450, 650 or 950
    expect(near(on.pixel(x, yOf(250)), over(PALETTE.pit), 4)).toBe(true);
    expect(near(on.pixel(x, yOf(650)), over(PALETTE.pit), 4)).toBe(true);
    expect(near(on.pixel(x, yOf(950)), over(PALETTE.barrel), 4)).toBe(true);
    expect(near(on.pixel(x, yOf(450)), hex(PALETTE.paper), 4)).toBe(true);
    const plain = { ...thousandOver(), settings: readSettings({ pits: 'off', barrel: 'none' }) };
    const off = await decodePng(renderThousandRace(plain, RACE_NAMES, RU_IMAGES));
    expect(near(off.pixel(x, yOf(250)), hex(PALETTE.paper), 4)).toBe(true);
    expect(near(off.pixel(x, yOf(950)), hex(PALETTE.paper), 4)).toBe(true);
  });

  it('GIVEN Вера won WHEN the race is drawn THEN a gold star marks the end of her line at 1000', async () => {
    const img = await decodePng(renderThousandRace(thousandOver(), RACE_NAMES, RU_IMAGES));
    const { x, turns } = raceScale(thousandOver());
    expect(near(img.pixel(Math.round(x(turns)), Math.round(yOf(1000))), hex(PALETTE.leader), 30)).toBe(true);
  });
});

describe('the race on /status, readable on a phone', () => {
  const midGame = () => {
    const state = thousandOver();
    const snapshots = [{ vera: 0, dmytro: 0, sam: 0 }, { vera: 60, dmytro: 0, sam: 0 }, { vera: 320, dmytro: 0, sam: 150 }];
    const history = snapshots.reduce<string>((log, snapshot) => appendScores(log, snapshot), '');
    const players = state.players.map((p) => ({ ...p, score: snapshots[2]![p.id as 'vera']! }));
    return { ...state, players, history, winners: null, current: 1, turn: { total: 150, diceLeft: 3, rolls: 2, rerollOwed: false } };
  };

  it('GIVEN a game whose best score is 320 WHEN charted THEN the axis ends at 400, not at 1000', () => {
    expect(raceScale(midGame()).top).toBe(400);
    expect(raceScale(thousandOver()).top).toBe(1000);
  });

  it('GIVEN a player still at 0 WHEN charted THEN the line lies above the axis line, inside the plot', () => {
    const { y, plotTop } = raceScale(midGame());
    expect(y(0)).toBeLessThan(plotTop + 360 - 4);
  });

  it('GIVEN a running game WHEN the race is drawn THEN a turn bar in the turn colour sits under the header, naming who is next', async () => {
    const { result, texts } = recordTexts(() => renderThousandRace(midGame(), RACE_NAMES, RU_IMAGES));
    const img = await decodePng(result);
    expect(near(img.pixel(RACE_WIDTH / 2, 64 + 20), hex(PALETTE.turn), 4)).toBe(true);
    expect(texts.some((t) => t.text.startsWith('Ходит: '))).toBe(true);
    // at the end the same place holds the result, not a turn
    const over = recordTexts(() => renderThousandRace(thousandOver(), RACE_NAMES, RU_IMAGES)).texts;
    expect(over.some((t) => t.text.startsWith('Ходит: '))).toBe(false);
    expect(over.some((t) => t.text === '🏆 Вера — 1000')).toBe(true);
  });

  it('GIVEN a 320-point race (a gridline every 50) WHEN drawn THEN the pit’s name sits on a paper label the 250 gridline does not cross', async () => {
    const { result, texts } = recordTexts(() => renderThousandRace(midGame(), RACE_NAMES, RU_IMAGES));
    const img = await decodePng(result);
    const { y } = raceScale(midGame());
    const label = texts.find((t) => t.text === RU_IMAGES.race.pit)!;
    expect(Math.abs(label.y - y(250))).toBeLessThan(1);
    // just left of the word, on the 250 gridline's row: the label's paper, not the grid
    expect(near(img.pixel(label.x - 3, Math.round(y(250))), hex(PALETTE.paper), 4)).toBe(true);
  });
});

describe('turn numbers', () => {
  it('GIVEN games of any length WHEN the turns are labelled THEN at a round step (1, 2, 5, 10, 20, 25, 50…), never 39', () => {
    expect([1, 4, 6, 12, 30, 117, 180, 700].map((turns) => niceStep(turns / 6))).toEqual([1, 1, 1, 2, 5, 20, 50, 200]);
    expect(niceStep(11 / 6)).toBe(2);
    expect(niceStep(140 / 6)).toBe(25);
  });
});

