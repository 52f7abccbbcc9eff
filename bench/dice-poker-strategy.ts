// `npm run bench:strategy`: the Dice Poker strategy engine's figures.
//  1. the full table built in a worker thread (seconds, peak RSS of the process), while the main thread keeps
//     answering chat messages through the real Butler — their p50/p99 latency during the build;
//  2. loading the stored table back (must be ≤ 1 s) and its size on disk;
//  3. the latency of one hint query (rankDicePokerMoves) over positions from real games;
//  4. N solitaire games played by bestDicePokerAction through the real engine: the mean must lie within ±2 of the
//     table's expectation (it shows the bot really plays the optimal policy).
//
//   npm run bench:strategy                 # 10,000 games
//   npm run bench:strategy -- --games 1000
import { mkdtempSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { Butler } from '../src/butler.ts';
import { dicePokerEngine, type DicePokerState } from '../src/games/dice-poker/index.ts';
import type { DiceRoller } from '../src/games/types.ts';
import { silentLogger } from '../src/log.ts';
import { openStore } from '../src/storage/open-store.ts';
import { rankDicePokerMoves } from '../src/strategy/dice-poker/advice.ts';
import { bestDicePokerAction } from '../src/strategy/dice-poker/policy.ts';
import { readTableFile, tableFileName } from '../src/strategy/dice-poker/table-file.ts';
import { configureTables, whenReady } from '../src/strategy/dice-poker/table-service.ts';
import { BUTLER_TABLE_HASH } from '../src/strategy/dice-poker/table.ts';

const { values: args } = parseArgs({ options: { games: { type: 'string', default: '10000' } } });

let peakRss = 0;
const sampleRss = () => (peakRss = Math.max(peakRss, process.memoryUsage().rss));
const rssTimer = setInterval(sampleRss, 50);
const mb = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(0)} MB`;
const pct = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * p))] ?? NaN;

const dir = mkdtempSync(join(tmpdir(), 'butler-strategy-bench-'));
configureTables({ dir });

// 1. build in a worker while Craps messages are answered in the main thread
const store = await openStore({ kind: 'memory' });
const butler = new Butler({ store, dice: { roll: (n) => Array.from({ length: n }, () => 3) }, logger: silentLogger });
const say = (chat: string, user: string, text: string) =>
  butler.handle({ chat, user: { id: user, name: user }, text, isAdmin: () => true });
await say('bench:0', 'alice', '/newgame craps');
await say('bench:0', 'bob', '/join');
await say('bench:0', 'alice', '/startgame');
const started = performance.now();
const building = whenReady();
let built = false;
void building.then(() => (built = true));
const latencies: number[] = [];
let turn = 0;
while (!built) {
  const t0 = performance.now();
  await say('bench:0', turn++ % 2 ? 'bob' : 'alice', 'бросаю кости');
  latencies.push(performance.now() - t0);
  await new Promise((r) => setTimeout(r, 5));
}
const table = await building;
const buildSeconds = (performance.now() - started) / 1000;
sampleRss();
latencies.sort((a, b) => a - b);
console.log(`table build (worker): ${buildSeconds.toFixed(1)} s, ${table.states} states, expected ${table.expected.toFixed(4)}`);
console.log(`peak RSS while building: ${mb(peakRss)}`);
console.log(
  `chat messages during the build: ${latencies.length}, p50 ${pct(latencies, 0.5).toFixed(2)} ms, p99 ${pct(latencies, 0.99).toFixed(2)} ms`,
);

// 2. load from the file
const file = tableFileName(dir, BUTLER_TABLE_HASH);
const t1 = performance.now();
const loaded = await readTableFile(file, BUTLER_TABLE_HASH);
console.log(`table load: ${((performance.now() - t1) / 1000).toFixed(2)} s (${loaded ? 'ok' : 'FAILED'}), file ${mb(statSync(file).size)}`);

// 3 + 4. games played by the policy through the engine; every position on the way is also a hint query
const random: DiceRoller = { roll: (n) => Array.from({ length: n }, () => 1 + Math.floor(Math.random() * 6)) };
const games = Number(args.games);
let sum = 0;
let sumSq = 0;
const queries: number[] = [];
for (let g = 0; g < games; g++) {
  let state: DicePokerState = dicePokerEngine.setup(['bot'], {});
  while (!state.over) {
    if (g < 200) {
      const q0 = performance.now();
      rankDicePokerMoves(table, state, 'bot');
      queries.push(performance.now() - q0);
    }
    const result = dicePokerEngine.apply(state, bestDicePokerAction(table, state, 'bot'), random);
    if (!result.ok) throw new Error(`the policy made an illegal move: ${result.code}`);
    state = result.state;
  }
  const total = dicePokerEngine.scores(state)!.bot!;
  sum += total;
  sumSq += total * total;
}
queries.sort((a, b) => a - b);
console.log(`hint query: p50 ${pct(queries, 0.5).toFixed(3)} ms, p99 ${pct(queries, 0.99).toFixed(3)} ms (${queries.length} queries)`);
const mean = sum / games;
const sd = Math.sqrt(sumSq / games - mean * mean);
const within = Math.abs(mean - table.expected) <= 2;
console.log(
  `${games} solitaire games by the policy: mean ${mean.toFixed(2)} (sd ${sd.toFixed(1)}, standard error ${(sd / Math.sqrt(games)).toFixed(2)}) vs expected ${table.expected.toFixed(4)} — ${within ? 'within ±2' : 'OUTSIDE ±2'}`,
);

clearInterval(rssTimer);
await store.close();
rmSync(dir, { recursive: true, force: true });
process.exit(within && loaded ? 0 : 1);
