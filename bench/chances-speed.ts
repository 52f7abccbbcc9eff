// The chances worker's playouts timed on the calling thread (issue 29: "within 1 s in the worker"): 1000 with the
// default settings and Dice Poker with the solver's table (when data/strategy has it; else skipped), 2 and 3 players,
// from the start (a whole game per playout: the heaviest position); each estimate run `--runs` times with seeds
// 1..runs; prints p50 and max in ms and the last figures. `node --import tsx bench/chances-speed.ts --runs=5`
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
if (!table) console.log('Dice Poker: no table on disk yet (data/strategy, written by the first build): building it in the background, skipped this run');
for (const n of table ? [2, 3] : []) {
  const start = dicePokerEngine.setup(['a', 'b', 'c'].slice(0, n), {});
  time(`Dice Poker, ${n} players, 400 playouts`, (r) => computeChances('dice_poker', start, { dicePokerTable: table }, r + 1)?.players);
}
