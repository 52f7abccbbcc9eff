// `npm run bench:bots` (issue 29): the computer player that plays to win against the one that plays for score, two
// players, through the engines with seeded dice; seats alternate so that moving first favours neither. Reports the
// win-maximiser's share of wins (a shared win counts its share) with its standard error, and the time /status takes
// to compute exact chances (p50/p99 over the positions met in these games).
//
//   npm run bench:bots -- --games 4000          # each game kind; the 20,000 when the machine is quiet
//
// Dice Poker's base policy is the greedy one unless `--exact` (then the solver's table is loaded or built first):
// the two bots differ only where the chances are exact (the last round), so the comparison is fair either way.
import { parseArgs } from 'node:util';
import { seededDiceSource } from '../src/dice/seeded-dice.ts';
import { engineFor } from '../src/games/registry.ts';
import type { GameId } from '../src/games/types.ts';
import { botMove, type DicePokerPolicy } from '../src/strategy/bots/index.ts';
import { isPolicyPending } from '../src/strategy/bots/types.ts';
import { exactDicePokerPolicy } from '../src/strategy/bots/exact-policy.ts';
import { exactChances } from '../src/strategy/chances/index.ts';
import { whenReady } from '../src/strategy/dice-poker/table-service.ts';

const { values: args } = parseArgs({
  options: {
    games: { type: 'string', default: '4000' },
    seed: { type: 'string', default: '29' },
    exact: { type: 'boolean', default: false },
    solo: { type: 'boolean', default: false },
  },
});

if (args.exact) await whenReady();
const policy: DicePokerPolicy | null = args.exact ? exactDicePokerPolicy() : null;
const games = Number(args.games);
const timings: number[] = [];

function duel(game: GameId, seed: number): { share: number; se: number } {
  const engine = engineFor(game);
  const dice = seededDiceSource(seed);
  let sum = 0;
  let sumSq = 0;
  for (let g = 0; g < games; g++) {
    const seats = g % 2 === 0 ? ['bot:1', 'bot:2'] : ['bot:2', 'bot:1']; // bot:1 plays to win
    let state = engine.setup(seats, {});
    let moves = 0;
    while (!engine.isOver(state)) {
      const player = engine.expected(state)!.player;
      // every 7th position: the time an exact /status figure takes (null ones are not timed)
      if (moves++ % 7 === 0) {
        const t = performance.now();
        if (exactChances(game, state)) timings.push(performance.now() - t);
      }
      const chosen = botMove(game, state, player, { dicePokerPolicy: policy, playToWin: player === 'bot:1' }) ?? engine.autoMove(state);
      if (isPolicyPending(chosen)) throw new Error('the duel is played with ready policies only');
      const result = engine.apply(state, chosen!, dice);
      if (!result.ok) throw new Error(`illegal bot move: ${result.code}`);
      state = result.state;
    }
    const over = engine.scores(state);
    const winners = winnersOf(state);
    const share = winners.includes('bot:1') ? 1 / winners.length : 0;
    void over;
    sum += share;
    sumSq += share * share;
  }
  const mean = sum / games;
  const sd = Math.sqrt(Math.max(0, sumSq / games - mean * mean));
  return { share: mean, se: sd / Math.sqrt(games) };
}

function winnersOf(state: unknown): string[] {
  return (state as { winners: string[] | null }).winners ?? [];
}

const started = performance.now();
for (const game of ['bone_poker', 'dice_poker'] as GameId[]) {
  const r = duel(game, Number(args.seed));
  console.log(`${game}: win-maximiser vs score-maximiser, ${games} games: ${(r.share * 100).toFixed(2)} % ± ${(r.se * 100).toFixed(2)} (1 s.e.)`);
}
timings.sort((a, b) => a - b);
const q = (f: number) => timings[Math.min(timings.length - 1, Math.floor(f * timings.length))] ?? 0;
console.log(`exact chances per /status: ${timings.length} positions, p50 ${q(0.5).toFixed(3)} ms, p99 ${q(0.99).toFixed(3)} ms, max ${q(1).toFixed(3)} ms`);
console.log(`${((performance.now() - started) / 1000).toFixed(1)} s in all (base policy: ${policy ? 'exact table' : 'greedy'})`);
