// The cells the picture labels are drawn into (src/images/*: widths and font sizes as drawn there, the narrowest
// case: six players on the score sheet), so that a translated label can be measured with the same fit function the
// pictures use. A label that only fits by being cut with "…" is a label too long for its cell.
import { createCanvas } from '@napi-rs/canvas';
import { fitText, type FitOptions } from '../../src/images/fit-text.ts';
import { ensureFonts } from '../../src/images/font.ts';

type Cell = { width: number } & FitOptions;

const ROW_LABEL = 150 - 16; // LABEL_WIDTH_CROWDED minus its padding
const CELLS: Record<string, Cell> = {
  box: { width: ROW_LABEL, size: 20, minSize: 13 },
  rowBold: { width: ROW_LABEL, size: 20, minSize: 13, bold: true },
  title: { width: 360, size: 30, minSize: 20, bold: true },
  headerRight: { width: 720 / 2 - 20, size: 22, minSize: 16 },
  rollLine: { width: 400, size: 19, minSize: 14 },
  legend: { width: 720 - 32, size: 18, minSize: 12 },
  raceTitle: { width: 420, size: 30, minSize: 20, bold: true },
  band: { width: 120, size: 16, minSize: 12, bold: true },
  left: { width: 120, size: 20, minSize: 14 },
  hand: { width: 5 * 32 + 4 * 6, size: 15, minSize: 11 },
  verdict: { width: 720 - 40, size: 30, minSize: 18, bold: true },
  verdictLabel: { width: 720 - 40, size: 20, minSize: 14 },
};

/** Which cell each sample of `imageSamples` is drawn into. */
export function cellOf(key: string): Cell {
  if (key.startsWith('box:')) return CELLS.box!;
  if (key.startsWith('hand:')) return CELLS.hand!;
  if (key.startsWith('title:')) return CELLS.title!;
  const byKey: Record<string, keyof typeof CELLS> = {
    upperSum: 'rowBold', upperBonus: 'rowBold', pokerBonus: 'rowBold', total: 'rowBold', boxColumn: 'rowBold',
    upperProgress: 'box', leader: 'band', turn: 'rowBold',
    round: 'headerRight', final: 'headerRight', over: 'headerRight', turns1: 'headerRight', turns3: 'headerRight', turns25: 'headerRight',
    roll: 'rollLine', notRolled: 'rollLine', dimmedMeans: 'legend', raceTitle: 'raceTitle',
    pit: 'band', barrel: 'band', goal: 'band', left: 'left', points: 'left',
    noWinner: 'verdict', winner: 'verdictLabel', draw: 'verdictLabel',
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
