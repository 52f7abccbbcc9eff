// Scores corpus files (test/reading/corpus/README.md) per language: lines read as expected, and the silent
// wrong moves among the misses (the game changed in a way the line did not expect, with no question asked).
// Usage: node --import tsx scripts/score-corpus.ts <dir> [--misses]   (dir holds ru.jsonl, uk.jsonl, en.jsonl)
import { readFileSync, existsSync } from 'node:fs';
import { join } from 'node:path';
import { runLine } from '../test/reading/corpus-run.ts';

const dir = process.argv[2] ?? 'test/reading/corpus';
const showMisses = process.argv.includes('--misses');
const CHANGES = new Set(['roll', 'reroll', 'pass', 'bank', 'score']);
for (const language of ['ru', 'uk', 'en']) {
  const file = join(dir, `${language}.jsonl`);
  if (!existsSync(file)) continue;
  const lines = readFileSync(file, 'utf8').split('\n').filter((l) => l.trim() !== '').map((l) => JSON.parse(l));
  let ok = 0;
  let silentWrong = 0;
  const misses: string[] = [];
  for (const line of lines) {
    let got: { do: string; count?: number; values?: number[]; box?: string };
    try {
      got = runLine(line, language);
    } catch (error) {
      got = { do: `error: ${(error as Error).message}` };
    }
    const want = line.expect;
    const sorted = (v: readonly number[] = []) => [...v].sort((a, b) => a - b).join(',');
    const same = got.do === want.do && (want.count === undefined || got.count === want.count) && (want.values === undefined || sorted(got.values) === sorted(want.values)) && (want.box === undefined || got.box === want.box);
    if (same) ok++;
    else {
      const wrong = CHANGES.has(got.do);
      if (wrong) silentWrong++;
      misses.push(`${wrong ? 'WRONG ' : ''}${JSON.stringify(line.text)} @${JSON.stringify(line.at)}: want ${JSON.stringify(want)}, got ${JSON.stringify(got)}`);
    }
  }
  console.log(`${dir} ${language}: ${ok}/${lines.length} (${((ok / lines.length) * 100).toFixed(1)}%), silent wrong moves: ${silentWrong}`);
  if (showMisses) console.log(misses.join('\n'));
}
