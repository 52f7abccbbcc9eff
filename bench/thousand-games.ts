// What the 1000 strategy benches share (thousand-duel.ts, thousand-duel-check.ts, thousand-multi.ts): a duel table
// read from its file or solved here, a game played to its end through the engine with seeded dice, and a share of
// wins with its 95 % interval.
import { existsSync } from 'node:fs';
import { thousandEngine } from '../src/games/thousand/engine.ts';
import type { ThousandSettings } from '../src/games/thousand/settings.ts';
import type { ThousandState } from '../src/games/thousand/state.ts';
import type { Action, PlayerId } from '../src/games/types.ts';
import type { DiceSource } from '../src/dice/dice-source.ts';
import { duelKey } from '../src/strategy/chances/duel-service.ts';
import { readDuelFileSync, writeDuelFile } from '../src/strategy/thousand/duel-file.ts';
import { solveDuel } from '../src/strategy/thousand/duel-solve.ts';
import { toFloat32 } from '../src/strategy/thousand/duel-table.ts';

/**
 * The duel table of these settings: read from `file` when it is there (and of these settings), else solved here
 * (progress printed; the default settings take most of an hour) and written to `file` when one is given.
 */
export async function duelTableFor(settings: ThousandSettings, file: string | undefined): Promise<Float32Array> {
  const key = duelKey(settings);
  const read = file && existsSync(file) ? readDuelFileSync(file, key) : null;
  if (read) {
    console.log(`duel table read from ${file}`);
    return read;
  }
  const solved = solveDuel(settings, { tolerance: 1e-9, log: (line) => console.log(line) });
  const table = toFloat32(solved.win);
  const n = solved.model.n;
  console.log(
    `duel solved: ${n} positions a player, ${n * n} pairs, ${solved.bellmanSweeps} Bellman + ${solved.evaluationSweeps} evaluation sweeps, ` +
      `residual ${solved.residual.toExponential(2)}, ${solved.seconds.toFixed(0)} s; first player from 0–0: ${solved.win[solved.model.start * n + solved.model.start]!.toFixed(6)}`,
  );
  if (file) await writeDuelFile(file, table, key);
  return table;
}

/** The game played from `state` to its end, each player's move chosen by `choose` (the engine's own when null). */
export function playToEnd(state: ThousandState, choose: (state: ThousandState, player: PlayerId) => Action | null, dice: DiceSource): ThousandState {
  while (state.winners === null) {
    const player = state.players[state.current]!.id;
    const result = thousandEngine.apply(state, choose(state, player) ?? thousandEngine.autoMove!(state)!, dice);
    if (!result.ok) throw new Error(`illegal move: ${result.code}`);
    state = result.state as ThousandState;
  }
  return state;
}

/** `player`'s share of the game's win (a shared win counts its part). */
export function winShare(state: ThousandState, player: PlayerId): number {
  return state.winners?.includes(player) ? 1 / state.winners.length : 0;
}

/** "51.91 % [95 %: 51.22, 52.60]": a share of `games` with its normal-approximation interval. */
export function shareWithInterval(wins: number, games: number): string {
  const share = wins / games;
  const half = 1.96 * Math.sqrt((share * (1 - share)) / games);
  return `${(share * 100).toFixed(2)} % [95 %: ${((share - half) * 100).toFixed(2)}, ${((share + half) * 100).toFixed(2)}]`;
}
