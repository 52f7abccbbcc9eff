// The chances worker's playouts timed on the calling thread (issue 29: "within 1 s in the worker"): 1000 with the
// default settings (2 and 3 players, from the start) and Dice Poker (greedy policy unless the table is on disk),
// each estimate run `--runs` times; prints p50 and max in ms. `node --import tsx bench/chances-speed.ts`
import { thousandEngine } from '../src/games/thousand/engine.ts';
import { readSettings } from '../src/games/thousand/settings.ts';
import { dicePokerEngine } from '../src/games/dice-poker/engine.ts';
import { solveSolo } from '../src/strategy/thousand/solve.ts';
import { ThousandPolicy } from '../src/strategy/thousand/policy.ts';
import { computeChances } from '../src/strategy/chances/estimate.ts';
import { getTable } from '../src/strategy/dice-poker/table-service.ts';

const runs = Number(process.argv.find((a) => a.startsWith('--runs='))?.slice(7) ?? 5);

function time(label: string, f: (run: number) => unknown): void {
  const ms: number[] = [];
  let last: unknown;
  for (let r = 0; r < runs; r++) {
    const t = performance.now();
    last = f(r);
    ms.push(performance.now() - t);
  }
  ms.sort((a, b) => a - b);
  console.log(`${label}: p50 ${ms[Math.floor(ms.length / 2)]!.toFixed(0)} ms, max ${ms.at(-1)!.toFixed(0)} ms`, JSON.stringify(last));
}

const settings = thousandEngine.setup(['a'], {}).settings;
const policy = new ThousandPolicy(solveSolo(readSettings(settings)));
for (const n of [2, 3]) {
  const start = thousandEngine.setup(['a', 'b', 'c'].slice(0, n), {});
  time(`1000 default, ${n} players, 400 playouts`, (r) => computeChances('thousand', start, { thousandPolicy: policy }, r + 1)?.players);
}
const table = getTable();
console.log(table ? 'Dice Poker: the table' : 'Dice Poker: no table on disk (greedy policy, not the estimate the worker makes)');
for (const n of [2, 3]) {
  const start = dicePokerEngine.setup(['a', 'b', 'c'].slice(0, n), {});
  time(`Dice Poker, ${n} players, 400 playouts`, (r) => computeChances('dice_poker', start, { dicePokerTable: table ?? ({} as never) }, r + 1)?.players);
}
