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
import { existsSync } from 'node:fs';
import { parseArgs } from 'node:util';
import { seededDiceSource } from '../src/dice/seeded-dice.ts';
import { thousandEngine } from '../src/games/thousand/engine.ts';
import { readSettings } from '../src/games/thousand/settings.ts';
import type { ThousandState } from '../src/games/thousand/state.ts';
import type { Action, GameSettings } from '../src/games/types.ts';
import { duelKey } from '../src/strategy/chances/duel-service.ts';
import { readDuelFileSync, writeDuelFile } from '../src/strategy/thousand/duel-file.ts';
import { solveDuel } from '../src/strategy/thousand/duel-solve.ts';
import { ThousandDuelTable, toFloat32 } from '../src/strategy/thousand/duel-table.ts';
import { ThousandPolicy } from '../src/strategy/thousand/policy.ts';
import { ScoreAwarePolicy, scoreAwareBotAction } from '../src/strategy/thousand/score-aware.ts';
import { solveSolo } from '../src/strategy/thousand/solve.ts';

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
const key = duelKey(settings);

let t = performance.now();
let table = args.table && existsSync(args.table) ? readDuelFileSync(args.table, key) : null;
if (table) console.log(`duel table read from ${args.table}`);
else {
  const solved = solveDuel(settings, { tolerance: 1e-9, log: (line) => console.log(line) });
  table = toFloat32(solved.win);
  const n = solved.model.n;
  console.log(
    `duel solved: ${n} positions a player, ${n * n} pairs, ${solved.bellmanSweeps} Bellman + ${solved.evaluationSweeps} evaluation sweeps, ` +
      `residual ${solved.residual.toExponential(2)}, ${solved.seconds.toFixed(0)} s; first player from 0–0: ${solved.win[solved.model.start * n + solved.model.start]!.toFixed(6)}`,
  );
  if (args.table) await writeDuelFile(args.table, table, key);
}
const duel = new ThousandDuelTable(settings, table);
const aware = new ScoreAwarePolicy(new ThousandPolicy(solveSolo(settings)));
console.log(`tables ready in ${((performance.now() - t) / 1000).toFixed(1)} s; first player from 0–0: ${duel.at(duel.model.start, duel.model.start).toFixed(6)}`);

t = performance.now();
const dice = seededDiceSource(Number(args.seed));
let wins = 0;
for (let g = 0; g < games; g++) {
  const seats = g % 2 === 0 ? ['duel', 'aware'] : ['aware', 'duel'];
  let state = thousandEngine.setup(seats, settings) as ThousandState;
  while (state.winners === null) {
    const player = state.players[state.current]!.id;
    const move: Action | null = player === 'duel' ? duel.action(state, player) : scoreAwareBotAction(aware, state, player);
    const result = thousandEngine.apply(state, move ?? thousandEngine.autoMove!(state)!, dice);
    if (!result.ok) throw new Error(`illegal move: ${result.code}`);
    state = result.state as ThousandState;
  }
  if (state.winners.includes('duel')) wins += 1 / state.winners.length;
}
const share = wins / games;
const half = 1.96 * Math.sqrt((share * (1 - share)) / games);
console.log(
  `duel policy vs score-aware, ${games} games (seats alternating): ${(share * 100).toFixed(2)} % ` +
    `[95 %: ${((share - half) * 100).toFixed(2)}, ${((share + half) * 100).toFixed(2)}], ${((performance.now() - t) / 1000).toFixed(1)} s`,
);
