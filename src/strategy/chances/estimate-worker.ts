// Runs in a worker thread: computes the chances of the positions the main thread sends (estimate.ts), one at a
// time, and answers each by its job id. The policies the playouts need arrive as messages (the Dice Poker table, a
// 1000 solution the main thread already has); a 1000 policy not sent is solved here once per settings and kept.
import { parentPort } from 'node:worker_threads';
import type { GameId } from '../../games/types.ts';
import { readSettings, type ThousandSettings } from '../../games/thousand/settings.ts';
import { buildModel } from '../thousand/model.ts';
import { duelKey } from './duel-service.ts';
import type { ThousandState } from '../../games/thousand/state.ts';
import { makeLayout } from '../dice-poker/layout.ts';
import { BUTLER_RULES } from '../dice-poker/rules.ts';
import type { DicePokerTable } from '../dice-poker/table.ts';
import { unpackSolution, type PackedSolution } from '../thousand/packed-solution.ts';
import { ThousandPolicy } from '../thousand/policy.ts';
import { thousandSettingsHash } from '../thousand/policy-service.ts';
import { solveSolo } from '../thousand/solve.ts';
import { computeChances } from './estimate.ts';
import { isPlainRace, solveThousandDuel, ThousandDuel } from './thousand-duel.ts';
import type { Chances } from './types.ts';

export type ToWorker =
  | { type: 'job'; id: number; game: GameId; state: unknown; seed: number }
  | { type: 'table'; hash: string; expected: number; states: number; values: Float32Array }
  | { type: 'thousand'; packed: PackedSolution }
  | { type: 'duel'; settings: ThousandSettings; win: Float64Array };
export type FromWorker = { type: 'done'; id: number; chances: Chances | null } | { type: 'failed'; id: number; error: string };

const port = parentPort!;
let table: DicePokerTable | null = null;
const thousand = new Map<string, ThousandPolicy>();

function thousandPolicy(state: ThousandState): ThousandPolicy {
  const key = thousandSettingsHash(state.settings);
  let policy = thousand.get(key);
  if (!policy) {
    policy = new ThousandPolicy(solveSolo(readSettings(state.settings)));
    thousand.set(key, policy);
  }
  return policy;
}

/** 1000's exact two-player race: solved here once per scoring (tens of seconds of this thread, once), then kept. */
const duels = new Map<string, ThousandDuel>();
function thousandDuel(state: ThousandState): ThousandDuel | null {
  if (state.players.length !== 2 || !isPlainRace(state.settings)) return null;
  const key = duelKey(state.settings);
  let duel = duels.get(key);
  if (!duel) {
    duel = solveThousandDuel(state.settings);
    duels.set(key, duel);
  }
  return duel;
}

port.on('message', (message: ToWorker) => {
  if (message.type === 'table') {
    table = { layout: makeLayout(BUTLER_RULES), hash: message.hash, expected: message.expected, states: message.states, values: message.values };
    return;
  }
  if (message.type === 'duel') {
    duels.set(duelKey(message.settings), new ThousandDuel(buildModel(message.settings), message.win, 0));
    return;
  }
  if (message.type === 'thousand') {
    const policy = new ThousandPolicy(unpackSolution(message.packed));
    thousand.set(thousandSettingsHash(policy.model.settings), policy);
    return;
  }
  try {
    const thousandGame = message.game === 'thousand' ? (message.state as ThousandState) : null;
    const duel = thousandGame ? thousandDuel(thousandGame) : null;
    const policies = {
      dicePokerTable: table,
      thousandDuel: duel,
      thousandPolicy: thousandGame && !duel ? thousandPolicy(thousandGame) : null,
    };
    const chances = computeChances(message.game, message.state, policies, message.seed);
    port.postMessage({ type: 'done', id: message.id, chances } satisfies FromWorker);
  } catch (error) {
    port.postMessage({ type: 'failed', id: message.id, error: (error as Error).message } satisfies FromWorker);
  }
});
