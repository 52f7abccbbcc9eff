// `npm run bench:thousand-multi` (issue 54, item 3): 1000 with three players — the duel-product policy
// (strategy/thousand/multi-plan.ts) against today's score-aware policy (strategy/thousand/score-aware.ts).
//
// Part 1, exact, on a short race (--goal, default 100; the three-player game is solved exactly there,
// trio-solve.ts): each policy's estimate of the mover's chance against exact self-play (mean and largest error over
// every triple of positions), and the exact win chance of one seat playing a policy against two seats playing
// another, for each of the three places in the turn order — no dice sampled.
// Part 2, the full game to 1000 through the engine with seeded dice: the duel-product player in one seat against two
// score-aware players, seats rotating, its share of wins with a 95 % interval against the fair 1/3. It needs the
// duel table of the settings, solved here: seconds on the plainest race, minutes without pits, barrel and dump
// truck; the default settings' table takes over an hour (read it with --table when it exists).
//
//   npm run bench:thousand-multi -- --goal 100 --games 20000
//   npm run bench:thousand-multi -- --part games --games 20000 --settings '{"pits":"off","barrel":"none","dumptruck":"off"}'
import { parseArgs } from 'node:util';
import { seededDiceSource } from '../src/dice/seeded-dice.ts';
import { thousandEngine } from '../src/games/thousand/engine.ts';
import { readSettings } from '../src/games/thousand/settings.ts';
import type { ThousandState } from '../src/games/thousand/state.ts';
import type { GameSettings } from '../src/games/types.ts';
import { PLAIN_RACE } from '../src/strategy/chances/thousand-duel.ts';
import { buildDuelModel, type DuelModel } from '../src/strategy/thousand/duel-model.ts';
import { solveDuel } from '../src/strategy/thousand/duel-solve.ts';
import { ThousandDuelTable } from '../src/strategy/thousand/duel-table.ts';
import { DuelProductPlan } from '../src/strategy/thousand/multi-plan.ts';
import { ThousandMultiPolicy } from '../src/strategy/thousand/multi-policy.ts';
import { DuelTurn, solveTurnByEnds } from '../src/strategy/thousand/duel-turn.ts';
import { ThousandPolicy } from '../src/strategy/thousand/policy.ts';
import { ScoreAwarePlan } from '../src/strategy/thousand/score-aware-plan.ts';
import { ScoreAwarePolicy, scoreAwareBotAction } from '../src/strategy/thousand/score-aware.ts';
import { solveSolo } from '../src/strategy/thousand/solve.ts';
import { selfPlayTrio } from '../src/strategy/thousand/trio-self-play.ts';
import { duelTableFor, playToEnd, shareWithInterval, winShare } from './thousand-games.ts';
import { SolvedTrioPlan, seatChances, solveTrio, trioIndex, type TrioSolution, type TurnPlan } from '../src/strategy/thousand/trio-solve.ts';

const { values: args } = parseArgs({
  options: {
    part: { type: 'string', default: 'both' },
    goal: { type: 'string', default: '100' },
    games: { type: 'string', default: '20000' },
    seed: { type: 'string', default: '54' },
    settings: { type: 'string', default: JSON.stringify(PLAIN_RACE) },
    table: { type: 'string' },
  },
});
const settings = readSettings(JSON.parse(args.settings) as GameSettings);
console.log(`settings: ${JSON.stringify(settings)}`);
if (args.part !== 'games') exactPart(Number(args.goal));
if (args.part !== 'exact') await gamesPart(Number(args.games));

function exactPart(goal: number): void {
  const variant = { goal, hand: 5 };
  const model = buildDuelModel(settings, variant);
  const n = model.n;
  const duel = solveDuel(settings, { variant, tolerance: 1e-12 });
  const exact = selfPlayTrio(model);
  const s = model.start;
  const start = trioIndex(n, s, s, s);
  console.log(
    `race to ${goal}: ${n} positions a player, ${n ** 3} triples; exact self-play ${exact.settled ? 'settled' : `cycled, its choices frozen: ε = ${exact.epsilon.toExponential(2)}`}, ` +
      `${exact.seconds.toFixed(1)} s; chances from the start, first / second / third: ${[0, 1, 2].map((k) => exact.value[start * 3 + k]!.toFixed(6)).join(' / ')}`,
  );
  const aware = new ScoreAwarePlan(new ScoreAwarePolicy(new ThousandPolicy(solveSolo(settings, { variant })), 4 * goal));
  const product = new DuelProductPlan(duel.win);
  const best = new SolvedTrioPlan(exact);
  const plans: [string, TurnPlan][] = [['score-aware', aware], ['duel-product', product]];
  for (const [name, plan] of plans) {
    const error = estimateError(model, plan, exact);
    console.log(`${name}: the mover's estimated chance at the start of a turn vs exact: mean error ${error.mean.toFixed(4)}, largest ${error.max.toFixed(4)}, at the start ${error.start.toFixed(4)}`);
  }
  const lineups: [string, TurnPlan, TurnPlan][] = [
    ['duel-product vs 2 × score-aware', product, aware],
    ['exact vs 2 × score-aware', best, aware],
    ['score-aware vs 2 × exact', aware, best],
    ['duel-product vs 2 × exact', product, best],
  ];
  for (const [name, one, two] of lineups) {
    const places = seatChances(solveTrio(model, { seats: [one, two, two], tolerance: 1e-11 }));
    const mean = (places[0] + places[1] + places[2]) / 3;
    console.log(`${name}: moving first / second / third ${places.map((p) => p.toFixed(5)).join(' / ')}; seats rotating ${(mean * 100).toFixed(3)} %`);
  }
}

/** The mover's estimated chance at the start of each turn (the plan's own turn value) against the exact one. */
function estimateError(model: DuelModel, plan: TurnPlan, exact: TrioSolution): { mean: number; max: number; start: number } {
  const n = model.n;
  const turn = new DuelTurn();
  let sum = 0;
  let max = 0;
  for (let a = 0; a < n; a++) {
    for (let b = 0; b < n; b++) {
      for (let c = 0; c < n; c++) {
        plan.plan(model, a, [b, c], turn);
        const error = Math.abs(solveTurnByEnds(model, a, turn) - exact.value[trioIndex(n, a, b, c) * 3]!);
        sum += error;
        max = Math.max(max, error);
      }
    }
  }
  const s = model.start;
  plan.plan(model, s, [s, s], turn);
  const start = Math.abs(solveTurnByEnds(model, s, turn) - exact.value[trioIndex(n, s, s, s) * 3]!);
  return { mean: sum / n ** 3, max, start };
}


async function gamesPart(games: number): Promise<void> {
  let t = performance.now();
  const table = await duelTableFor(settings, args.table);
  const multi = new ThousandMultiPolicy(new ThousandDuelTable(settings, table));
  const aware = new ScoreAwarePolicy(new ThousandPolicy(solveSolo(settings)));
  t = performance.now();
  const dice = seededDiceSource(Number(args.seed));
  let wins = 0;
  for (let g = 0; g < games; g++) {
    const seats = ['aware-1', 'aware-2'];
    seats.splice(g % 3, 0, 'multi');
    const end = playToEnd(thousandEngine.setup(seats, settings) as ThousandState, (state, player) => (player === 'multi' ? multi.action(state, player) : scoreAwareBotAction(aware, state, player)), dice);
    wins += winShare(end, 'multi');
  }
  console.log(`duel-product vs 2 × score-aware to 1000, ${games} games (seats rotating): ${shareWithInterval(wins, games)} vs fair 33.33 %, ${((performance.now() - t) / 1000).toFixed(1)} s`);
}
