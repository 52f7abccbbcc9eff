// The chances worker's playouts timed on the calling thread (issue 29: "within 1 s in the worker"): 1000 with the
// default settings and Dice Poker with the solver's table (when data/strategy has it; else skipped), 2 and 3 players,
// from the start (a whole game per playout: the heaviest position); each estimate run `--runs` times with seeds
// 1..runs; prints p50 and max in ms and the last figures. Then the game-over picture's chance curve of a whole game
// (issue 29, curve.ts computeCurve with pictureCurveOptions: what the worker does after a game ends): a 1000 (and a
// plain two-player one: estimated too, never the exact race), a Bone Poker and a
// Dice Poker game played by the computer players with seeded dice. `node --import tsx bench/chances-speed.ts --runs=5`
import { thousandEngine } from '../src/games/thousand/engine.ts';
import { readSettings } from '../src/games/thousand/settings.ts';
import { dicePokerEngine } from '../src/games/dice-poker/engine.ts';
import { solveSolo } from '../src/strategy/thousand/solve.ts';
import { ThousandPolicy } from '../src/strategy/thousand/policy.ts';
import { computeChances } from '../src/strategy/chances/estimate.ts';
import { getTable } from '../src/strategy/dice-poker/table-service.ts';
import { bonePokerEngine } from '../src/games/bone-poker/index.ts';
import type { GameEngine } from '../src/games/types.ts';
import { botMove } from '../src/strategy/bots/index.ts';
import { computeCurve, pictureCurveOptions, type CurveRecord } from '../src/strategy/chances/curve.ts';
import type { ChancePolicies } from '../src/strategy/chances/part.ts';
import { PLAIN_RACE } from '../src/strategy/chances/thousand-duel.ts';
import { fastDice } from '../src/strategy/chances/fast-dice.ts';

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

/** A whole game played by the computer players (score-maximising) with seeded dice, as its record keeps it. */
function playedRecord(game: string, engine: GameEngine<any, any>, players: string[], seed: number, settings: Record<string, string> = {}): CurveRecord {
  const dice = fastDice(seed);
  let state = engine.setup(players, settings);
  const moves: CurveRecord['moves'] = [];
  while (!engine.isOver(state)) {
    const action = botMove(game, state, engine.expected(state)!.player, { playToWin: false }) as never;
    const d: number[] = [];
    const result = engine.apply(state, action, { roll: (n: number) => { const r = dice.roll(n); d.push(...r); return r; } });
    if (!result.ok) throw new Error(result.code);
    moves.push({ a: action, d });
    state = result.state;
  }
  return { game, settings, players: players.map((id) => ({ id })), moves };
}

function timeCurve(label: string, record: CurveRecord, policies: ChancePolicies): void {
  time(`picture curve: ${label}, ${record.moves.length} moves`, () => computeCurve(record, policies, pictureCurveOptions(record.game))?.points.length);
}

timeCurve('1000, 3 players', playedRecord('thousand', thousandEngine, ['a', 'b', 'c'], 7), { thousandPolicy: policy });
const plainPolicy = new ThousandPolicy(solveSolo(readSettings({ ...PLAIN_RACE })));
timeCurve('1000 plain race, 2 players', playedRecord('thousand', thousandEngine, ['a', 'b'], 7, { ...PLAIN_RACE }), { thousandPolicy: plainPolicy });
timeCurve('1000, 6 players', playedRecord('thousand', thousandEngine, ['a', 'b', 'c', 'd', 'e', 'f'], 7), { thousandPolicy: policy });
timeCurve('Bone Poker, 4 players', playedRecord('bone_poker', bonePokerEngine, ['a', 'b', 'c', 'd'], 9), {});
if (table) timeCurve('Dice Poker, 3 players', playedRecord('dice_poker', dicePokerEngine, ['a', 'b', 'c'], 2), { dicePokerTable: table });
