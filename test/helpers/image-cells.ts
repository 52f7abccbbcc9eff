// The cells the picture labels are drawn into (src/images/*: widths and font sizes as drawn there, the narrowest
// case: six players on the score sheet), so that a translated label can be measured with the same fit function the
// pictures use. A label that only fits by being cut with "…" is a label too long for its cell.
import { createCanvas } from '@napi-rs/canvas';
import { fitText, type FitOptions } from '../../src/images/fit-text.ts';
import { ensureFonts } from '../../src/images/font.ts';

type Cell = { width: number } & FitOptions;

// Every picture is 720 px wide, so no text is below 22 px (12 px at 400 px: fit-text.ts textFloor).
const ROW_LABEL = 168 - 12; // LABEL_WIDTH_CROWDED minus its padding
const CELLS: Record<string, Cell> = {
  box: { width: ROW_LABEL, size: 22, minSize: 22 },
  rowBold: { width: ROW_LABEL, size: 22, minSize: 22, bold: true },
  title: { width: 360, size: 30, minSize: 22, bold: true },
  headerRight: { width: 720 / 2 - 20, size: 24, minSize: 22 },
  nextLine: { width: 720 - 32, size: 24, minSize: 22 },
  legend: { width: 720 - 32, size: 22, minSize: 22 },
  raceTitle: { width: 420, size: 30, minSize: 22, bold: true },
  band: { width: 140, size: 22, minSize: 22, bold: true },
  left: { width: 170, size: 22, minSize: 22 },
  hand: { width: 170, size: 24, minSize: 22, bold: true },
  verdict: { width: 720 - 40, size: 34, minSize: 22, bold: true },
  underName: { width: 300, size: 22, minSize: 22 },
  chartTitle: { width: 720 - 32, size: 26, minSize: 22, bold: true },
};

/** Which cell each sample of `imageSamples` is drawn into. */
export function cellOf(key: string): Cell {
  if (key.startsWith('box:')) return CELLS.box!;
  if (key.startsWith('hand:')) return CELLS.hand!;
  if (key.startsWith('title:')) return CELLS.title!;
  if (key.startsWith('craps:')) return CELLS.underName!;
  const byKey: Record<string, keyof typeof CELLS> = {
    upperSum: 'rowBold', upperBonus: 'rowBold', pokerBonus: 'rowBold', total: 'rowBold', rating: 'rowBold',
    round: 'headerRight', final: 'headerRight', over: 'headerRight', turns1: 'headerRight', turns3: 'headerRight', turns25: 'headerRight',
    firstRoll: 'nextLine', reroll: 'nextLine', write: 'nextLine', rollOrStop: 'nextLine', raceTitle: 'raceTitle',
    pit: 'band', barrel: 'band', left: 'left', points: 'left', chances: 'chartTitle', chancesRough: 'chartTitle',
    noWinner: 'verdict', nobody: 'verdict', chart: 'chartTitle', chartRough: 'chartTitle', fullSheet: 'legend',
  };
  const name = byKey[key];
  if (!name) throw new Error(`no cell known for picture label ${key}`);
  return CELLS[name]!;
}

/** The labels that do not fit their cell whole (key → what would be drawn). */
export function labelsCut(samples: Record<string, string>): Record<string, string> {
  ensureFonts();
  const ctx = createCanvas(10, 10).getContext('2d');
  const cut: Record<string, string> = {};
  for (const [key, text] of Object.entries(samples)) {
    const cell = cellOf(key);
    const fitted = fitText(ctx, text, cell.width, cell);
    if (fitted.text !== text) cut[key] = fitted.text;
  }
  return cut;
}
