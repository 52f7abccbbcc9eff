// `npm run bench:thousand`: the 1000 solver's figures.
//  1. solve time per settings combination (every combination with --all, else a representative set);
//  2. simulated solo games through the engine's own rule functions under the solved policy: the mean number of
//     turns against the computed expectation (it must lie within 1 %);
//  3. two-player games, seats alternating: the computer player against three plain human-style policies, and the
//     score-aware layer against the solo-optimal policy.
// Counts are flags so that a busy machine can run a smaller bench:
//   npm run bench:thousand -- --solo 100000 --duel 20000
//   npm run bench:thousand -- --solo 5000 --duel 1000 --aware 500 --combos 3
//   npm run bench:thousand -- --settings open=0,pits=off,barrel=none,bolts=off,dumptruck=off,overtake=off
import { parseArgs } from 'node:util';
import { applyRoll } from '../src/games/thousand/roll.ts';
import { bankRefusal, bankTurn } from '../src/games/thousand/bank.ts';
import { thousandEngine } from '../src/games/thousand/engine.ts';
import { passTurn, type ThousandState } from '../src/games/thousand/state.ts';
import { readSettings, THOUSAND_SETTINGS, type ThousandSettings } from '../src/games/thousand/settings.ts';
import type { ThousandEvent } from '../src/games/thousand/events.ts';
import { ThousandPolicy } from '../src/strategy/thousand/policy.ts';
import { solveSolo } from '../src/strategy/thousand/solve.ts';
import { thousandBotAction } from '../src/strategy/thousand/bot-action.ts';
import { ScoreAwarePolicy, scoreAwareBotAction } from '../src/strategy/thousand/score-aware.ts';

const { values: args } = parseArgs({
  options: {
    solo: { type: 'string', default: '100000' },
    duel: { type: 'string', default: '20000' },
    /** games of score-aware vs solo (the score-aware layer needs a table per turn: ~50 ms a game on one core) */
    aware: { type: 'string' },
    /** how many settings combinations to time (all 576 with --all) */
    combos: { type: 'string', default: '6' },
    all: { type: 'boolean', default: false },
    seed: { type: 'string', default: '1000' },
    /** settings for the games (sections 2 and 3), e.g. "barrel=none,bolts=off"; the defaults when empty */
    settings: { type: 'string', default: '' },
  },
});

/** A fast seeded generator (sfc32) for the simulations; the dice are fair and the runs repeatable. */
function dice(seed: number) {
  let a = 0x9e3779b9;
  let b = 0x243f6a88;
  let c = 0xb7e15162;
  let d = seed >>> 0;
  const next = (): number => {
    const t = (((a + b) | 0) + d) | 0;
    d = (d + 1) | 0;
    a = b ^ (b >>> 9);
    b = (c + (c << 3)) | 0;
    c = (c << 21) | (c >>> 11);
    c = (c + t) | 0;
    return (t >>> 0) / 4294967296;
  };
  for (let i = 0; i < 16; i++) next();
  return (count: number): number[] => Array.from({ length: count }, () => 1 + Math.floor(next() * 6));
}

type Decide = (state: ThousandState) => 'bank' | 'roll';

/**
 * One game through the engine's rule functions (roll scoring, banking with its order of effects, busts, the
 * barrel), mutating one state instead of cloning it per move as `apply` does — the same rules, many times faster.
 * Returns the winner's seat and the number of turns each seat played.
 */
function playGame(settings: ThousandSettings, seats: Decide[], roll: (n: number) => number[]): { winner: number; turns: number[] } {
  const ids = seats.map((_, i) => `p${i}`);
  const state = thousandEngine.setup(ids, settings);
  const turns = seats.map(() => 0);
  const events: ThousandEvent[] = [];
  while (state.winners === null) {
    const seat = state.current;
    turns[seat]++;
    for (;;) {
      const choice = state.turn.rolls > 0 && bankRefusal(state) === null ? seats[seat](state) : 'roll';
      events.length = 0;
      if (choice === 'bank') {
        bankTurn(state, events);
        passTurn(state);
        break;
      }
      const rolls = state.turn.rolls;
      applyRoll(state, roll(state.turn.diceLeft), events);
      // A win ends the game; a bust or an overshoot passes the turn, which starts afresh (no rolls yet).
      if (state.winners !== null || state.turn.rolls <= rolls) break;
    }
  }
  return { winner: ids.indexOf(state.winners[0]), turns };
}

const policyDecide = (policy: ThousandPolicy): Decide => (state) =>
  thousandBotAction(policy, state, state.players[state.current].id).type === 'bank' ? 'bank' : 'roll';

const scoreAwareDecide = (policy: ScoreAwarePolicy): Decide => (state) =>
  scoreAwareBotAction(policy, state, state.players[state.current].id).type === 'bank' ? 'bank' : 'roll';

/** Plain human-style policies: each banks whenever the rules allow and its rule of thumb says so. */
const HUMANS: Record<string, Decide> = {
  'bank at ≥ 300 turn points': (s) => (s.turn.total >= 300 ? 'bank' : 'roll'),
  'bank with ≤ 2 dice left': (s) => (s.turn.diceLeft <= 2 ? 'bank' : 'roll'),
  'bank at ≥ 350 unless opening': (s) => (!s.players[s.current].opened || s.turn.total >= 350 ? 'bank' : 'roll'),
};

function combinations(): Record<string, string>[] {
  let out: Record<string, string>[] = [{}];
  for (const spec of THOUSAND_SETTINGS) out = out.flatMap((c) => spec.values.map((v) => ({ ...c, [spec.key]: v })));
  return out;
}

const fmt = (n: number, digits = 3) => n.toFixed(digits);

function timeSolves(): void {
  const all = combinations();
  const chosen: Record<string, string>[] = args.all
    ? all
    : ([
        {},
        { open: '0', pits: 'off', barrel: 'none', bolts: 'off', dumptruck: 'off', overtake: 'off' },
        { barrel: 'open' },
        { scoring: 'classic', straights: 'on' },
        { open: '75', barrel: 'open', bolts: 'off' },
        { pits: 'off', barrel: 'none', dumptruck: 'off' },
      ] as Record<string, string>[]).slice(0, Number(args.combos));
  console.log(`\n1. solve time per settings combination (${chosen.length} of ${all.length})`);
  let worst = 0;
  for (const given of chosen) {
    const settings = readSettings(given);
    const cpu0 = process.cpuUsage();
    const solution = solveSolo(settings);
    const cpu = process.cpuUsage(cpu0);
    const cpuSeconds = (cpu.user + cpu.system) / 1e6;
    worst = Math.max(worst, cpuSeconds);
    const label = Object.keys(given).length === 0 ? 'defaults' : Object.entries(given).map(([k, v]) => `${k}=${v}`).join(' ');
    console.log(
      `  ${label.padEnd(64)} E=${fmt(solution.expected[solution.model.start], 4)} turns, ${solution.model.index.count} positions, ` +
        `${solution.sweeps}+${solution.evaluationSweeps} sweeps, ${fmt(solution.seconds, 2)} s wall, ${fmt(cpuSeconds, 2)} s cpu`,
    );
  }
  console.log(`  slowest: ${fmt(worst, 2)} s cpu`);
}

function soloCheck(settings: ThousandSettings, policy: ThousandPolicy, games: number): void {
  const roll = dice(Number(args.seed));
  const decide = policyDecide(policy);
  let sum = 0;
  let sumSq = 0;
  const started = performance.now();
  for (let g = 0; g < games; g++) {
    const { turns } = playGame(settings, [decide], roll);
    sum += turns[0];
    sumSq += turns[0] * turns[0];
  }
  const mean = sum / games;
  const sd = Math.sqrt(sumSq / games - mean * mean);
  const expected = policy.fromStart;
  const off = ((mean - expected) / expected) * 100;
  console.log(
    `  ${games} solo games: mean ${fmt(mean)} turns (± ${fmt(sd / Math.sqrt(games))} s.e.), computed ${fmt(expected)}, ` +
      `off by ${fmt(off, 2)} % ${Math.abs(off) <= 1 ? '(within 1 %)' : '(NOT within 1 %)'}; ${fmt((performance.now() - started) / 1000, 1)} s`,
  );
}

function duel(settings: ThousandSettings, a: Decide, b: Decide, games: number, seed: number): number {
  const roll = dice(seed);
  let winsA = 0;
  for (let g = 0; g < games; g++) {
    const aFirst = g % 2 === 0;
    const { winner } = playGame(settings, aFirst ? [a, b] : [b, a], roll);
    if ((winner === 0) === aFirst) winsA++;
  }
  return winsA / games;
}

function main(): void {
  timeSolves();
  const given = Object.fromEntries(args.settings.split(',').filter(Boolean).map((pair) => pair.split('=', 2)));
  const settings = readSettings(given);
  const label = args.settings || 'default settings';
  const policy = new ThousandPolicy(solveSolo(settings));
  console.log(`\n2. solo games through the engine (${label})`);
  soloCheck(settings, policy, Number(args.solo));

  const games = Number(args.duel);
  console.log(`\n3. two-player games, seats alternating (${games} each, ${label})`);
  const bot = policyDecide(policy);
  for (const [name, human] of Object.entries(HUMANS)) {
    const started = performance.now();
    const share = duel(settings, bot, human, games, Number(args.seed) + 1);
    console.log(`  computer vs «${name}»: computer wins ${fmt(share * 100, 1)} %; ${fmt((performance.now() - started) / 1000, 1)} s`);
  }
  const aware = new ScoreAwarePolicy(policy);
  const awareGames = Number(args.aware ?? games);
  const started = performance.now();
  const share = duel(settings, scoreAwareDecide(aware), bot, awareGames, Number(args.seed) + 2);
  const se = Math.sqrt((share * (1 - share)) / awareGames) * 100;
  console.log(
    `  score-aware vs solo-optimal (${awareGames} games): score-aware wins ${fmt(share * 100, 1)} % (± ${fmt(se, 1)} s.e.); ` +
      `${fmt((performance.now() - started) / 1000, 1)} s`,
  );
}

main();
