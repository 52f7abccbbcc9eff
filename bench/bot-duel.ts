// `npm run bench:bots` (issue 29): the computer player that plays to win against the one that plays for score, two
// players, through the engines with seeded dice; seats alternate so that moving first favours neither. Reports the
// win-maximiser's share of wins (a shared win counts its share) with its standard error, and the time /status takes
// to compute exact chances (p50/p99 over the positions met in these games).
//
//   npm run bench:bots -- --games 4000          # each pairing; the 20,000 when the machine is quiet
//   npm run bench:bots -- --games 20000 --pairings dice_poker,thousand_plain,thousand_default
//   npm run bench:bots -- --games 50 --estimates 5   # also time the chances worker's job on 5 positions per game
//   npm run bench:bots -- --games 20000 --pairings dice_poker_whole [--dice-baseline score]   # issue 54 (below)
//
// Pairings: bone_poker, dice_poker (the exact-chances player against the score player), dice_poker_whole (issue 54:
// the whole-game opponent, strategy/dice-poker/whole-game.ts, against today's computer player — the exact
// expected-score policy with the exact last round; `--dice-baseline score` drops the last round from the baseline;
// both tables are loaded or built first). Its games are duplicate pairs: the two games of a pair swap the seats and
// deal each seat the same dice — roll r of the seat's turn t comes from a stream named by (seed, pair, seat, t, r)
// whoever sits there — so dice luck cancels within a pair wherever the two players choose alike; every game is
// still fair and seeded, and the interval is taken over the pairs' means. thousand_plain (two players,
// the plainest race: the exact two-player policy, strategy/chances/thousand-duel.ts, against the solo policy that
// minimises expected turns), thousand_default (default settings: the score-aware layer against the solo policy).
//
// Dice Poker's base policy is the greedy one unless `--exact` (then the solver's table is loaded or built first):
// the two bots differ only where the chances are exact (the last round), so the comparison is fair either way.
import { parseArgs } from 'node:util';
import { seededDiceSource } from '../src/dice/seeded-dice.ts';
import { engineFor } from '../src/games/registry.ts';
import type { GameId } from '../src/games/types.ts';
import { botMove, type DicePokerPolicy } from '../src/strategy/bots/index.ts';
import { isPolicyPending } from '../src/strategy/bots/types.ts';
import { exactDicePokerPolicy, wholeGameDicePokerPolicy } from '../src/strategy/bots/exact-policy.ts';
import { whenSpreadReady } from '../src/strategy/dice-poker/spread-service.ts';
import { exactChances } from '../src/strategy/chances/index.ts';
import { whenReady } from '../src/strategy/dice-poker/table-service.ts';
import { computeChances } from '../src/strategy/chances/estimate.ts';
import { PLAIN_RACE, solveThousandDuel, thousandDuelAction, type ThousandDuel } from '../src/strategy/chances/thousand-duel.ts';
import { readSettings } from '../src/games/thousand/settings.ts';
import type { ThousandState } from '../src/games/thousand/state.ts';
import type { Action, DiceRoller, GameSettings } from '../src/games/types.ts';
import { filledCount, type DicePokerState } from '../src/games/dice-poker/index.ts';
import { entryOf } from '../src/games/with-entry.ts';
import { thousandBotAction } from '../src/strategy/thousand/bot-action.ts';
import { ThousandPolicy } from '../src/strategy/thousand/policy.ts';
import { ScoreAwarePolicy, scoreAwareBotAction } from '../src/strategy/thousand/score-aware.ts';
import { solveSolo } from '../src/strategy/thousand/solve.ts';
import { peekTable } from '../src/strategy/dice-poker/table-service.ts';

const { values: args } = parseArgs({
  options: {
    games: { type: 'string', default: '4000' },
    seed: { type: 'string', default: '29' },
    exact: { type: 'boolean', default: false },
    solo: { type: 'boolean', default: false },
    pairings: { type: 'string', default: 'bone_poker,dice_poker,thousand_plain,thousand_default' },
    estimates: { type: 'string', default: '0' },
    'dice-baseline': { type: 'string', default: 'today' },
  },
});

const wantsWhole = args.pairings.split(',').some((p) => p.trim() === 'dice_poker_whole');
if (args.exact || wantsWhole) await whenReady();
const policy: DicePokerPolicy | null = args.exact ? exactDicePokerPolicy() : null;
let spreadSeconds = 0;
if (wantsWhole) {
  const t = performance.now();
  await whenSpreadReady(await whenReady());
  spreadSeconds = (performance.now() - t) / 1000;
}
/** the whole-game player's time per decision (ms), over the positions it chose in */
const wholeTimings: number[] = [];
const games = Number(args.games);
const timings: number[] = [];

interface Pairing {
  game: GameId;
  settings: GameSettings;
  /** the move of the win-maximiser (bot:1) or the score-maximiser (bot:2); null = the bots registry's move */
  move?: (state: unknown, player: string, toWin: boolean) => Action | null;
  /** duplicate pairs: the dice of each roll by (pair, seat, the seat's turn, roll); the interval is over the pairs */
  duplicateDice?: (state: unknown, seat: number, pair: string) => DiceRoller;
}
const estimateTimings: Record<string, number[]> = {};
const estimates = Number(args.estimates);

function duel(pairing: Pairing, seed: number): { share: number; se: number } {
  const { game } = pairing;
  const engine = engineFor(game);
  const dice = seededDiceSource(seed);
  let sum = 0;
  let sumSq = 0;
  let pairSum = 0;
  let pairSumSq = 0;
  let pairShare = 0;
  for (let g = 0; g < games; g++) {
    const pair = `${seed}:${Math.floor(g / 2)}`;
    const seats = g % 2 === 0 ? ['bot:1', 'bot:2'] : ['bot:2', 'bot:1']; // bot:1 plays to win
    let state = engine.setup(seats, pairing.settings);
    let moves = 0;
    while (!engine.isOver(state)) {
      const player = engine.expected(state)!.player;
      // every 7th position: the time an exact /status figure takes (null ones are not timed)
      if (moves++ % 7 === 0) {
        const t = performance.now();
        if (exactChances(game, state)) timings.push(performance.now() - t);
      }
      // a few positions of the first games: the chances worker's job, timed as the worker runs it
      if (g < estimates && moves % 11 === 1) {
        const t = performance.now();
        const c = computeChances(game, state, { dicePokerTable: peekTable(), thousandPolicy: solo(pairing.settings), thousandDuel: plainDuel(pairing.settings) }, g);
        if (c) (estimateTimings[`${game} ${c.kind}`] ??= []).push(performance.now() - t);
      }
      const chosen =
        pairing.move?.(state, player, player === 'bot:1') ??
        botMove(game, state, player, { dicePokerPolicy: policy, playToWin: player === 'bot:1' }) ??
        engine.autoMove(state);
      if (isPolicyPending(chosen)) throw new Error('the duel is played with ready policies only');
      const roller = pairing.duplicateDice && chosen!.type === 'roll' ? pairing.duplicateDice(state, seats.indexOf(player), pair) : dice;
      const result = engine.apply(state, chosen!, roller);
      if (!result.ok) throw new Error(`illegal bot move: ${result.code}`);
      state = result.state;
    }
    const over = engine.scores(state);
    const winners = winnersOf(state);
    const share = winners.includes('bot:1') ? 1 / winners.length : 0;
    void over;
    sum += share;
    sumSq += share * share;
    pairShare += share / 2;
    if (g % 2 === 1) {
      pairSum += pairShare;
      pairSumSq += pairShare * pairShare;
      pairShare = 0;
    }
  }
  const mean = sum / games;
  if (pairing.duplicateDice) {
    const pairs = Math.floor(games / 2);
    const pairMean = pairSum / pairs;
    const pairSd = Math.sqrt(Math.max(0, pairSumSq / pairs - pairMean * pairMean));
    return { share: mean, se: pairSd / Math.sqrt(pairs) };
  }
  const sd = Math.sqrt(Math.max(0, sumSq / games - mean * mean));
  return { share: mean, se: sd / Math.sqrt(games) };
}

function winnersOf(state: unknown): string[] {
  return (state as { winners: string[] | null }).winners ?? [];
}

const solos = new Map<string, ThousandPolicy>();
function solo(settings: GameSettings): ThousandPolicy {
  const key = JSON.stringify(readSettings(settings));
  if (!solos.has(key)) solos.set(key, new ThousandPolicy(solveSolo(readSettings(settings))));
  return solos.get(key)!;
}
let duelSolution: ThousandDuel | null = null;
function plainDuel(settings: GameSettings): ThousandDuel | null {
  if (settings !== PLAIN) return null;
  duelSolution ??= solveThousandDuel(PLAIN);
  return duelSolution;
}
const PLAIN: GameSettings = { ...PLAIN_RACE };
const exactForWhole = exactDicePokerPolicy();
const wholeGame = wholeGameDicePokerPolicy();
const PAIRINGS: Record<string, Pairing> = {
  bone_poker: { game: 'bone_poker', settings: {} },
  dice_poker: { game: 'dice_poker', settings: {} },
  dice_poker_whole: {
    game: 'dice_poker',
    settings: {},
    duplicateDice: (state, seat, pair) => {
      const s = state as DicePokerState;
      return seededDiceSource(`${pair}:${seat}:${filledCount(entryOf(s.sheets, s.current!)!)}:${s.turn.rolls}`);
    },
    move: (state, player, toWin) => {
      if (!toWin) {
        const today = args['dice-baseline'] !== 'score';
        return botMove('dice_poker', state, player, { dicePokerPolicy: exactForWhole, playToWin: today }) as Action;
      }
      const t = performance.now();
      const chosen = botMove('dice_poker', state, player, { dicePokerPolicy: exactForWhole, dicePokerWholeGame: wholeGame }) as Action;
      wholeTimings.push(performance.now() - t);
      return chosen;
    },
  },
  thousand_plain: {
    game: 'thousand',
    settings: PLAIN,
    move: (state, player, toWin) =>
      toWin ? thousandDuelAction(plainDuel(PLAIN)!, state as ThousandState, player) : thousandBotAction(solo(PLAIN), state as ThousandState, player),
  },
  thousand_default: {
    game: 'thousand',
    settings: {},
    move: (() => {
      let aware: ScoreAwarePolicy | null = null;
      return (state: unknown, player: string, toWin: boolean) => {
        if (!toWin) return thousandBotAction(solo({}), state as ThousandState, player);
        aware ??= new ScoreAwarePolicy(solo({}));
        return scoreAwareBotAction(aware, state as ThousandState, player);
      };
    })(),
  },
};

const started = performance.now();
for (const name of args.pairings.split(',').map((p) => p.trim()).filter(Boolean)) {
  const pairing = PAIRINGS[name];
  if (!pairing) throw new Error(`unknown pairing ${name} (known: ${Object.keys(PAIRINGS).join(', ')})`);
  const t = performance.now();
  const r = duel(pairing, Number(args.seed));
  console.log(
    `${name}: win-maximiser vs score-maximiser, ${games} games: ${(r.share * 100).toFixed(2)} % ± ${(r.se * 100).toFixed(2)} (1 s.e.), 95 % interval ${((r.share - 1.96 * r.se) * 100).toFixed(2)}–${((r.share + 1.96 * r.se) * 100).toFixed(2)} %, ${((performance.now() - t) / 1000).toFixed(1)} s`,
  );
  if (name === 'dice_poker_whole') {
    wholeTimings.sort((a, b) => a - b);
    const at = (f: number) => wholeTimings[Math.min(wholeTimings.length - 1, Math.floor(f * wholeTimings.length))] ?? 0;
    console.log(
      `  baseline: ${args['dice-baseline'] === 'score' ? 'the expected-score policy alone' : "today's bot (expected-score policy, exact last round)"}; spread table ready in ${spreadSeconds.toFixed(1)} s; whole-game move: ${wholeTimings.length} decisions, p50 ${at(0.5).toFixed(3)} ms, p99 ${at(0.99).toFixed(3)} ms, max ${at(1).toFixed(3)} ms`,
    );
  }
}
for (const [kind, list] of Object.entries(estimateTimings)) {
  list.sort((a, b) => a - b);
  const at = (f: number) => list[Math.min(list.length - 1, Math.floor(f * list.length))]!;
  console.log(`chances worker, ${kind}: ${list.length} positions, p50 ${at(0.5).toFixed(0)} ms, max ${at(1).toFixed(0)} ms`);
}
timings.sort((a, b) => a - b);
const q = (f: number) => timings[Math.min(timings.length - 1, Math.floor(f * timings.length))] ?? 0;
console.log(`exact chances per /status: ${timings.length} positions, p50 ${q(0.5).toFixed(3)} ms, p99 ${q(0.99).toFixed(3)} ms, max ${q(1).toFixed(3)} ms`);
console.log(`${((performance.now() - started) / 1000).toFixed(1)} s in all (base policy: ${policy ? 'exact table' : 'greedy'})`);
