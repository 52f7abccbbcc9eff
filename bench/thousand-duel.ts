// `npm run bench:thousand-duel` (issue 54): two-player 1000 — the exact duel policy (strategy/thousand/duel-solve.ts)
// against today's score-aware policy (strategy/thousand/score-aware.ts, on the solo policy), through the engine with
// seeded dice; seats alternate so that moving first favours neither. Reports the duel player's share of wins with a
// 95 % interval (normal approximation, 1.96 standard errors).
//
//   npm run bench:thousand-duel -- --games 20000 --table /path/thousand-duel-default.bin   # the run
//   npm run bench:thousand-duel -- --games 200 --settings '{"open":"0","pits":"off","barrel":"none","bolts":"off","dumptruck":"off","overtake":"off"}'
//
// The duel table: read from --table when that file is there (and of these settings), else solved here first (the
// default settings take long on one core: see duel-solve.ts; progress is printed) and written to --table if given,
// so that the next run, and a Butler whose store sits beside it, start at once.
import { parseArgs } from 'node:util';
import { seededDiceSource } from '../src/dice/seeded-dice.ts';
import { thousandEngine } from '../src/games/thousand/engine.ts';
import { readSettings } from '../src/games/thousand/settings.ts';
import type { ThousandState } from '../src/games/thousand/state.ts';
import type { GameSettings } from '../src/games/types.ts';
import { ThousandDuelTable } from '../src/strategy/thousand/duel-table.ts';
import { ThousandPolicy } from '../src/strategy/thousand/policy.ts';
import { ScoreAwarePolicy, scoreAwareBotAction } from '../src/strategy/thousand/score-aware.ts';
import { solveSolo } from '../src/strategy/thousand/solve.ts';
import { duelTableFor, playToEnd, shareWithInterval, winShare } from './thousand-games.ts';

const { values: args } = parseArgs({
  options: {
    games: { type: 'string', default: '20000' },
    seed: { type: 'string', default: '54' },
    settings: { type: 'string', default: '{}' },
    table: { type: 'string' },
  },
});

const settings = readSettings(JSON.parse(args.settings) as GameSettings);
const games = Number(args.games);

let t = performance.now();
const table = await duelTableFor(settings, args.table);
const duel = new ThousandDuelTable(settings, table);
const aware = new ScoreAwarePolicy(new ThousandPolicy(solveSolo(settings)));
console.log(`tables ready in ${((performance.now() - t) / 1000).toFixed(1)} s; first player from 0–0: ${duel.at(duel.model.start, duel.model.start).toFixed(6)}`);

t = performance.now();
const dice = seededDiceSource(Number(args.seed));
let wins = 0;
for (let g = 0; g < games; g++) {
  const seats = g % 2 === 0 ? ['duel', 'aware'] : ['aware', 'duel'];
  const end = playToEnd(thousandEngine.setup(seats, settings) as ThousandState, (state, player) => (player === 'duel' ? duel.action(state, player) : scoreAwareBotAction(aware, state, player)), dice);
  wins += winShare(end, 'duel');
}
console.log(`duel policy vs score-aware, ${games} games (seats alternating): ${shareWithInterval(wins, games)}, ${((performance.now() - t) / 1000).toFixed(1)} s`);
