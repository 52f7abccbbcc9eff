// `npx butler chances <record.json> [--png file.png] [--lang ru|uk|en]`: a finished game's chance curve from its
// record (`npx butler record <id>` prints one): each player's chance at the start of each turn as a line of
// sparkline characters and the final figure, and with --png the picture (images/chance-curve.ts). Computed here, off
// any chat's path, from the record alone (strategy/chances/curve.ts): the same record gives the same curve.
import { readFile, rename, rm, writeFile } from 'node:fs/promises';
import { languageFlag } from './cli-language.ts';
import { textFor } from '../messages/index.ts';
import { computeCurve, type CurveRecord } from '../strategy/chances/curve.ts';
import type { PlayoutPolicies } from '../strategy/chances/playouts.ts';
import { hostedRegistry } from '../house/default-games.ts';
import { unsafeTarget } from '../storage/store-files.ts';
import { entryOf } from '../games/with-entry.ts';

const BARS = '▁▂▃▄▅▆▇█';

export function sparkline(values: number[]): string {
  return values.map((p) => BARS[Math.min(BARS.length - 1, Math.max(0, Math.floor(p * BARS.length)))]).join('');
}

export async function runChances(argv: string[], out: (line: string) => void = (l) => process.stdout.write(`${l}\n`)): Promise<number> {
  let file: string | undefined;
  let png: string | undefined;
  // the operator's language (the terminal's, or --lang), as --help's; the picture's words are the same language's
  const { language, args, bad } = languageFlag(argv);
  for (let i = 0; i < args.length; i++) {
    const arg = args[i]!;
    if (arg === '--png') png = args[++i];
    else if (!arg.startsWith('-') && file === undefined) file = arg;
    else file = undefined;
  }
  const text = textFor(language).chances.chancesText.curve;
  if (bad || file === undefined || (args.includes('--png') && !png)) {
    out(text.usage());
    return 2;
  }
  // never written over a store's file or a database's -wal (the PNG would destroy it): only a new file, an empty
  // one or an earlier picture (storage/store-files.ts)
  if (png && unsafeTarget(png, { stores: [], mayReplace: 'png', openers: true })) {
    out(text.notAPicture(png));
    return 1;
  }
  let record: CurveRecord;
  try {
    record = JSON.parse(await readFile(file, 'utf8')) as CurveRecord;
    if (!record || !Array.isArray(record.players) || !Array.isArray(record.moves)) throw new Error('not a game record');
  } catch (error) {
    out(text.unreadable(file, (error as Error).message));
    return 2;
  }
  const curve = computeCurve(record, await policiesFor(record));
  if (!curve) {
    out(text.noReplay());
    return 1;
  }
  out(curve.margin !== null ? text.estimateTitle(curve.margin) : text.title);
  const width = Math.max(...curve.players.map((id) => id.length));
  for (const id of curve.players) {
    const line = curve.points.map((p) => entryOf(p.players, id) ?? 0);
    out(`${id.padEnd(width)}  ${sparkline(line)}  ${text.percent(line.at(-1) ?? 0)}`);
  }
  if (png) {
    const { renderChanceCurve } = await import('../images/chance-curve.ts');
    const names = Object.fromEntries(record.players.map((p) => [p.id, (p as { name?: string }).name ?? p.id]));
    // written beside it, then renamed over it: the file named is never half a picture, nor truncated in place
    const temporary = `${png}.${process.pid}.tmp`;
    try {
      await writeFile(temporary, renderChanceCurve(curve, names, text, textFor(language).images.imageText));
      await rename(temporary, png);
    } catch (error) {
      await rm(temporary, { force: true });
      throw error;
    }
    out(text.picture(png));
  }
  return 0;
}

/** The policies the estimates need, as the game's module reads or solves them now (Dice Poker's table, 1000's policy). */
async function policiesFor(record: CurveRecord): Promise<PlayoutPolicies> {
  const registry = hostedRegistry();
  const part = registry.has(record.game) ? registry.module(record.game).chances : undefined;
  return (await part?.standalonePolicies?.(record.settings ?? {})) ?? {};
}
