// `npm run bench:thousand-duel-check -- --table <file>` (issue 54): an independent check of a solved 1000 duel table
// against the game itself. From chosen positions — the start, and positions where the pits, the barrel, bolts, the
// dump truck and overtaking decide — both players play the table's own policy through the engine
// (games/thousand/engine.ts) with seeded dice, and the share of games the mover wins is compared with the chance the
// table gives that position. The games never use the solver's model of the rules (duel-model.ts, model.ts): a rule
// compiled wrongly there shows as a share outside the interval, here at 99.9 % (3.29 standard errors, so that a
// dozen positions all inside it is what a right table gives).
//
//   npm run bench:thousand-duel-check -- --table /path/thousand-duel-<hash>.bin --games 20000 [--only 'barrel']
import { parseArgs } from 'node:util';
import { seededDiceSource } from '../src/dice/seeded-dice.ts';
import { thousandEngine } from '../src/games/thousand/engine.ts';
import { playToEnd, winShare } from './thousand-games.ts';
import { openThreshold, readSettings } from '../src/games/thousand/settings.ts';
import type { ThousandPlayer, ThousandState } from '../src/games/thousand/state.ts';
import type { GameSettings } from '../src/games/types.ts';
import { duelKey } from '../src/strategy/chances/duel-service.ts';
import { readDuelFileSync } from '../src/strategy/thousand/duel-file.ts';
import { ThousandDuelTable } from '../src/strategy/thousand/duel-table.ts';

const { values: args } = parseArgs({
  options: {
    games: { type: 'string', default: '20000' },
    seed: { type: 'string', default: '5454' },
    settings: { type: 'string', default: '{}' },
    table: { type: 'string' },
    /** only the positions whose name holds this text */
    only: { type: 'string', default: '' },
  },
});
if (!args.table) throw new Error('--table <file> is required');
const settings = readSettings(JSON.parse(args.settings) as GameSettings);
const table = readDuelFileSync(args.table, duelKey(settings));
if (!table) throw new Error(`${args.table} holds no duel table of these settings`);
const duel = new ThousandDuelTable(settings, table);
const games = Number(args.games);

type Seat = Pick<ThousandPlayer, 'score' | 'opened' | 'bolts' | 'barrel' | 'falls'>;
// (with no opening threshold everyone starts opened)
const seat = (score: number, more: Partial<Seat> = {}): Seat => ({ score, opened: score > 0 || openThreshold(settings) === 0, bolts: 0, barrel: null, falls: 0, ...more });

/** The positions checked: the mover first. */
const POSITIONS: Array<{ name: string; mover: Seat; other: Seat }> = [
  { name: 'start, 0–0, nobody opened', mover: seat(0, { opened: false }), other: seat(0, { opened: false }) },
  { name: 'mover opened at 100, other not', mover: seat(100), other: seat(0, { opened: false }) },
  { name: 'mover in the first pit (220) vs 150', mover: seat(220), other: seat(150) },
  { name: 'mover at 540, the dump truck at 555 ahead', mover: seat(540), other: seat(500) },
  { name: 'other in the second pit (650), mover at 610 may overtake', mover: seat(610), other: seat(650) },
  { name: 'mover two bolts at 300 vs 320', mover: seat(300, { bolts: 2 }), other: seat(320) },
  { name: 'mover at 860 below the barrel vs 700', mover: seat(860), other: seat(700) },
  { name: 'mover on the barrel (880, 3 turns) vs 600', mover: seat(880, { barrel: 3 }), other: seat(600) },
  { name: 'mover on the barrel, last turn, one fall, vs 850', mover: seat(880, { barrel: 1, falls: 1 }), other: seat(850) },
  { name: 'other on the barrel, mover at 700 may knock them off', mover: seat(700), other: seat(880, { barrel: 2 }) },
  { name: 'close race 300 vs 310, the other with a bolt', mover: seat(300), other: seat(310, { bolts: 1 }) },
];

function startAt(mover: Seat, other: Seat): ThousandState {
  const state = thousandEngine.setup(['a', 'b'], settings) as ThousandState;
  const players = [mover, other].map((s, i) => ({ ...state.players[i]!, ...s }));
  return { ...state, players };
}

const dice = seededDiceSource(Number(args.seed));
let outside = 0;
let checked = 0;
const started = performance.now();
for (const { name, mover, other } of POSITIONS) {
  if (!name.includes(args.only)) continue;
  const from = startAt(mover, other);
  const chance = duel.chances(from)?.a;
  if (chance === undefined) {
    console.log(`${name}: the table does not know this position (skipped)`);
    continue;
  }
  let wins = 0;
  for (let g = 0; g < games; g++) wins += winShare(playToEnd(from, (state, player) => duel.action(state, player), dice), 'a');
  checked++;
  const share = wins / games;
  const sd = Math.sqrt((chance * (1 - chance)) / games);
  const z = (share - chance) / sd;
  const inside = Math.abs(z) <= 3.29;
  if (!inside) outside++;
  console.log(`${inside ? 'ok  ' : 'OUT '} ${name}: table ${chance.toFixed(6)}, played ${share.toFixed(4)} (z ${z.toFixed(2)}, ${games} games)`);
}
console.log(`${checked - outside} of ${checked} positions inside 99.9 %, ${((performance.now() - started) / 1000).toFixed(0)} s`);
if (outside > 0) process.exitCode = 1;
