// `npm run bench:bots`: solitaire Dice Poker games played by the computer player through the engine (botMove →
// engine.apply with seeded dice), to show that the bot really plays its policy: the mean final score, its 95%
// confidence interval and the time per bot move. With `--expected X` (the solver's expected score of optimal play)
// it also says whether the mean lies within ±2 points of X. The exact policy needs the solver's table: it is loaded
// from (or built into) data/strategy first; `--greedy` measures the fallback the bot plays while the table builds.
//
//   npm run bench:bots -- --expected 314.8321    # 10,000 games, the exact policy
//   npm run bench:bots -- --games 1000 --greedy
import { parseArgs } from 'node:util';
import { seededDiceSource } from '../src/dice/seeded-dice.ts';
import { dicePokerEngine, totals, type DicePokerState } from '../src/games/dice-poker/index.ts';
import { exactDicePokerPolicy } from '../src/strategy/bots/exact-policy.ts';
import { isPolicyPending } from '../src/strategy/bots/types.ts';
import { whenReady } from '../src/strategy/dice-poker/table-service.ts';
import { botMove, type DicePokerPolicy } from '../src/strategy/bots/index.ts';

const { values: args } = parseArgs({
  options: {
    games: { type: 'string', default: '10000' },
    seed: { type: 'string', default: '14' },
    expected: { type: 'string' },
    greedy: { type: 'boolean', default: false },
  },
});

// The exact policy answers null (the greedy fallback) until the table is ready, so wait for it first.
if (!args.greedy) await whenReady();
const policy: DicePokerPolicy | null = args.greedy ? null : exactDicePokerPolicy();

const games = Number(args.games);
const dice = seededDiceSource(Number(args.seed));
const player = 'bot:1';
let sum = 0;
let sumSq = 0;
let moves = 0;
const started = performance.now();
for (let game = 0; game < games; game++) {
  let state: DicePokerState = dicePokerEngine.setup([player], {});
  while (!dicePokerEngine.isOver(state)) {
    const action = botMove('dice_poker', state, player, { dicePokerPolicy: policy });
    if (!action || isPolicyPending(action)) throw new Error('the bot had no move');
    const result = dicePokerEngine.apply(state, action, dice);
    if (!result.ok) throw new Error(`the bot proposed an illegal move: ${result.code}`);
    state = result.state;
    moves++;
  }
  const total = totals(state)[player];
  sum += total;
  sumSq += total * total;
}
const seconds = (performance.now() - started) / 1000;
const mean = sum / games;
const sd = Math.sqrt(Math.max(0, sumSq / games - mean * mean));
const half = (1.96 * sd) / Math.sqrt(games);
console.log(`Dice Poker bot (${policy ? 'exact' : 'greedy'} policy), ${games} solitaire games through the engine`);
console.log(`  mean ${mean.toFixed(2)} ± ${half.toFixed(2)} (95%), sd ${sd.toFixed(1)}`);
console.log(`  ${((seconds * 1000) / moves).toFixed(3)} ms per bot move, ${seconds.toFixed(1)} s in all`);
if (args.expected !== undefined) {
  const expected = Number(args.expected);
  const off = mean - expected;
  console.log(`  expected ${expected.toFixed(4)}: mean is ${off >= 0 ? '+' : ''}${off.toFixed(2)} — ${Math.abs(off) <= 2 ? 'within' : 'OUTSIDE'} ±2`);
}
