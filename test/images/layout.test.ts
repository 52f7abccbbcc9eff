// What a phone shows at 400 px, read from the layout the drawing code reports (fit-text.ts recordTexts), not by OCR:
// every text at least 12 px, no picture taller than 1.6 × its width, a headline on every kind, and from 7 players a
// finished game as a ranked summary.
import { describe, expect, it } from 'vitest';
import { DEFAULT_GAMES } from '../../src/house/default-games.ts';
import { recordTexts, type DrawnText } from '../../src/images/fit-text.ts';
import { renderImage } from '../../src/images/render-image.ts';
import { textFor } from '../../src/messages/index.ts';
import type { GameOverCard, ImageSpec } from '../../src/core/image.ts';
import { totalOf } from '../../src/games/dice-poker/index.ts';
import { bonePokerOf, chancesOf, crapsNobodyLeft, crapsOf, curveOf, dicePokerOf, namesFor, ratingsOf, thousandOf } from './fixtures/many.ts';
import { decodePng } from './png.ts';

const EN = textFor('en').images.imageText;
const card = (game: string, state: unknown): GameOverCard =>
  DEFAULT_GAMES.overCard(game, state);

function kinds(n: number, world: boolean): Record<string, ImageSpec> {
  const names = namesFor(n, world);
  const over = { ratings: ratingsOf(n), curve: curveOf(n, 0.1), language: 'en' as const };
  return {
    'sheet /status': { kind: 'dice_poker_sheet', state: dicePokerOf(n, false), names, chances: chancesOf(n), language: 'en' },
    'sheet final': { kind: 'dice_poker_sheet', state: dicePokerOf(n, true), names, ...over },
    'race /status': { kind: 'thousand_race', state: thousandOf(n, false), names, chances: chancesOf(n), language: 'en' },
    'race final': { kind: 'thousand_race', state: thousandOf(n, true), names, ...over },
    'craps card': { kind: 'game_over', card: card('craps', crapsOf(n)), names, ...over },
    'bone poker card': { kind: 'game_over', card: card('bone_poker', bonePokerOf(n)), names, ...over },
  };
}

const draw = async (spec: ImageSpec): Promise<{ width: number; height: number; texts: DrawnText[] }> => {
  const { result, texts } = recordTexts(() => renderImage(spec));
  const img = await decodePng(result);
  return { width: img.width, height: img.height, texts };
};

describe('pictures at 400 px wide', () => {
  for (const n of [1, 2, 6, 8]) {
    for (const world of [false, true]) {
      it(`GIVEN ${n} player(s)${world ? ' with names in many scripts' : ''} WHEN every kind is drawn THEN every text is at least 12 px at 400 px and the height at most 1.6 × the width`, async () => {
        for (const [kind, spec] of Object.entries(kinds(n, world))) {
          const { width, height, texts } = await draw(spec);
          expect(texts.length, kind).toBeGreaterThan(0);
          for (const text of texts) expect((text.size * 400) / width, `${kind}: "${text.text}"`).toBeGreaterThanOrEqual(12);
          expect(height / width, kind).toBeLessThanOrEqual(1.6);
        }
      });
    }
  }
});

describe('headlines', () => {
  const names = namesFor(6);
  const has = (texts: DrawnText[], text: string) => texts.some((t) => t.text === text);

  it('GIVEN finished games WHEN drawn THEN each leads with the winner and what won', async () => {
    const sheet = dicePokerOf(6, true);
    const winner = sheet.winners[0]!;
    expect(has((await draw(kinds(6, false)['sheet final']!)).texts, EN.headline.won(names[winner]!, String(totalOf(sheet, winner))))).toBe(true);
    expect(has((await draw(kinds(6, false)['race final']!)).texts, '🏆 Анна — 1000')).toBe(true);
    expect(has((await draw(kinds(6, false)['craps card']!)).texts, '🏆 Анна')).toBe(true);
    expect(has((await draw(kinds(6, false)['bone poker card']!)).texts, '🏆 Анна — full house')).toBe(true);
  });

  it('GIVEN a draw WHEN drawn THEN the headline says "Draw" in words with both names', async () => {
    const { texts } = await draw({ kind: 'game_over', card: card('bone_poker', bonePokerOf(3, true)), names: namesFor(3), language: 'en' });
    expect(has(texts, 'Draw: Анна · Bohdan — full house')).toBe(true);
  });

  it('GIVEN a game everyone left WHEN drawn THEN it still has a picture, saying nobody won', async () => {
    const { texts } = await draw({ kind: 'game_over', card: card('craps', crapsNobodyLeft(3)), names: namesFor(3), language: 'en' });
    expect(has(texts, EN.headline.nobody)).toBe(true);
  });

  it('GIVEN a Craps game WHEN its card is drawn THEN each roll shows its sum and what it meant, and who went out when', async () => {
    const { texts } = await draw(kinds(4, false)['craps card']!);
    expect(has(texts, EN.crapsRoll.point_hit(6))).toBe(true);
    expect(has(texts, EN.crapsRoll.seven_out(7))).toBe(true);
    expect(has(texts, EN.crapsRoll.out(1))).toBe(true);
    const natural = await draw({ kind: 'game_over', card: card('craps', crapsOf(1)), names: namesFor(1), language: 'en' });
    expect(has(natural.texts, EN.crapsRoll.natural(11))).toBe(true);
  });

  it('GIVEN a running sheet WHEN drawn THEN it says whose turn and what can be done; with hints on, the best move', async () => {
    const plain = (await draw(kinds(3, false)['sheet /status']!)).texts;
    expect(has(plain, EN.headline.next('Bohdan'))).toBe(true);
    expect(has(plain, EN.sheetNext.reroll(2, 3))).toBe(true);
    const advised = (await draw({ ...kinds(3, false)['sheet /status']!, advice: { move: { kind: 'reroll', keep: [6, 6, 6], reroll: [4, 1] } } })).texts;
    expect(has(advised, EN.headline.tip(EN.headline.move({ kind: 'reroll', keep: [6, 6, 6], reroll: [4, 1] })))).toBe(true);
  });

  it('GIVEN a running race WHEN drawn THEN it says whose turn, roll or stop with the points, and the hint when given', async () => {
    const plain = (await draw(kinds(3, false)['race /status']!)).texts;
    expect(has(plain, EN.headline.next('Bohdan'))).toBe(true);
    expect(has(plain, EN.raceNext.rollOrStop(3, 120))).toBe(true);
    const advised = (await draw({ ...kinds(3, false)['race /status']!, advice: { best: 'bank', dice: 3 } })).texts;
    expect(has(advised, EN.headline.tip(EN.raceNext.stop(120)))).toBe(true);
  });

  it('GIVEN a one-player game WHEN drawn THEN its only player is not crowned, and no chances are shown', async () => {
    for (const spec of Object.values(kinds(1, false))) {
      const { texts } = await draw(spec);
      expect(texts.some((t) => t.text.startsWith('🏆'))).toBe(false);
      expect(texts.some((t) => t.text === EN.chart.title || t.text === EN.chart.rough)).toBe(false);
    }
  });
});

describe('the chance chart', () => {
  it('GIVEN a finished game with a curve WHEN drawn THEN one axis written 0/25/50/75/100 % under a plain title', async () => {
    const { texts } = await draw({ ...kinds(3, false)['craps card']!, curve: curveOf(3, null) });
    expect(has(texts, EN.chart.title)).toBe(true);
    for (const tick of ['0 %', '25 %', '50 %', '75 %', '100 %']) expect(has(texts, tick)).toBe(true);
  });

  it('GIVEN estimates with a wide margin WHEN drawn THEN no chart; a narrower one says "rough", not the margin', async () => {
    const wide = (await draw({ ...kinds(3, false)['craps card']!, curve: curveOf(3, 0.22) })).texts;
    expect(wide.some((t) => t.text.includes('%'))).toBe(false);
    const rough = (await draw({ ...kinds(3, false)['craps card']!, curve: curveOf(3, 0.14) })).texts;
    expect(has(rough, EN.chart.rough)).toBe(true);
    expect(rough.some((t) => t.text.includes('±'))).toBe(false);
  });

  function has(texts: DrawnText[], text: string): boolean {
    return texts.some((t) => t.text === text);
  }
});

describe('from 7 players', () => {
  for (const kind of ['sheet final', 'race final'] as const) {
    it(`GIVEN a ${kind} of 7 players WHEN drawn THEN a ranked summary: place, name, total and rating change, and where the full sheet is`, async () => {
      const spec = kinds(7, false)[kind]!;
      const { texts } = await draw(spec);
      expect(texts.some((t) => t.text === EN.summary.fullSheet)).toBe(true);
      for (const place of ['1', '2', '3', '4', '5', '6', '7']) expect(texts.some((t) => t.text === place), place).toBe(true);
      const band = EN.rating;
      for (const change of ratingsOf(7)) expect(texts.some((t) => t.text === band.delta(change.before, change.after))).toBe(true);
      // ranked: the places are written top to bottom in order
      const places = texts.filter((t) => /^[1-7]$/.test(t.text) && t.x < 100).map((t) => [Number(t.text), t.y] as const);
      expect([...places].sort((a, b) => a[1] - b[1]).map(([p]) => p)).toEqual([...places].map(([p]) => p).sort((a, b) => a - b));
    });
  }
  it('GIVEN 6 players WHEN the final is drawn THEN still the full sheet', async () => {
    const { texts } = await draw(kinds(6, false)['sheet final']!);
    expect(texts.some((t) => t.text === EN.summary.fullSheet)).toBe(false);
    expect(texts.some((t) => t.text === EN.sheet.upperBonus)).toBe(true);
  });
});
