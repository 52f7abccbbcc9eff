// `npm run bench:dice`: 10 million dice from the game construction (src/dice/fair), tested like a suspicious
// player would: chi-square on the faces, on pairs of consecutive dice, and on the poker classes of each move's five
// dice (6 / 150 / 300 / 240 / 1200 / 1800 / 3600 / 480 of 7,776). Prints each statistic with its p-value; a p-value
// below 0.001 would be a red flag (one in a thousand runs of fair dice gets there by chance).
//
//   npm run bench:dice                 # 10,000,000 dice
//   npm run bench:dice -- --dice 1000000
import { randomBytes } from 'node:crypto';
import { parseArgs } from 'node:util';
import { contextHash, fairContext, moveDiceStream } from '../src/dice/fair/construction.ts';
import { chiSquare, chiSquarePValue } from '../src/stats/chi-square.ts';

const { values: args } = parseArgs({ options: { dice: { type: 'string', default: '10000000' } } });
const total = Math.floor(Number(args.dice) / 5) * 5;

/** Classes of five dice, with how many of the 7,776 ordered throws fall in each. */
const CLASSES = [
  ['five of a kind', 6],
  ['four of a kind', 150],
  ['full house', 300],
  ['straight', 240],
  ['three of a kind', 1200],
  ['two pairs', 1800],
  ['one pair', 3600],
  ['nothing', 480],
] as const;

function classOf(hand: number[]): number {
  const counts = [0, 0, 0, 0, 0, 0, 0];
  for (const die of hand) counts[die]!++;
  const shape = counts.filter((c) => c > 0).sort((a, b) => b - a).join('');
  switch (shape) {
    case '5': return 0;
    case '41': return 1;
    case '32': return 2;
    case '311': return 4;
    case '221': return 5;
    case '2111': return 6;
    default: return counts[1] === 0 || counts[6] === 0 ? 3 : 7; // five different: 1-5 or 2-6 is a straight
  }
}

const secret = randomBytes(32).toString('hex');
const key = Buffer.from(secret, 'hex');
const hash = contextHash(fairContext(['bench:alice', 'bench:bob'], [{ player: 'bench:bob', text: 'bench' }]));
const faces = new Array(6).fill(0);
const pairs = new Array(36).fill(0);
const classes = new Array(CLASSES.length).fill(0);
let previous = 0;
let pairOpen = false;
const started = performance.now();
for (let move = 0; move < total / 5; move++) {
  const hand = moveDiceStream(key, hash, move).roll(5);
  classes[classOf(hand)]++;
  for (const die of hand) {
    faces[die - 1]++;
    // non-overlapping pairs (d1,d2), (d3,d4), … over the whole sequence, so the pair counts are independent
    if (pairOpen) pairs[(previous - 1) * 6 + die - 1]++;
    else previous = die;
    pairOpen = !pairOpen;
  }
}
const seconds = (performance.now() - started) / 1000;

function report(name: string, observed: number[], expected: number[]) {
  const statistic = chiSquare(observed, expected);
  const df = observed.length - 1;
  const p = chiSquarePValue(statistic, df);
  console.log(`${name.padEnd(34)} χ² = ${statistic.toFixed(2).padStart(8)}  df = ${String(df).padStart(2)}  p = ${p.toFixed(4)}${p < 0.001 ? '  ← suspicious' : ''}`);
}

console.log(`fair dice: ${total.toLocaleString('en')} dice from ${(total / 5).toLocaleString('en')} moves in ${seconds.toFixed(1)} s`);
report('faces (6 cells)', faces, faces.map(() => total / 6));
const pairTotal = pairs.reduce((a, b) => a + b, 0);
report('consecutive pairs (36 cells)', pairs, pairs.map(() => pairTotal / 36));
report('poker classes of five (8 cells)', classes, CLASSES.map(([, n]) => ((total / 5) * n) / 7776));
for (const [i, [name]] of CLASSES.entries()) {
  console.log(`  ${name.padEnd(16)} ${String(classes[i]).padStart(9)}  expected ${(((total / 5) * CLASSES[i]![1]) / 7776).toFixed(0).padStart(9)}`);
}
