// Runs in a worker thread: computes the chances of the positions the main thread sends (estimate.ts), one at a
// time, and answers each by its job id. The policies the playouts need arrive as messages addressed to a game's
// chances part (game-parts.ts: the Dice Poker table, a 1000 solution the main thread already has), whose worker
// side keeps them — and solves what was not sent, once per settings.
import { parentPort } from 'node:worker_threads';
import type { GameId } from '../../games/types.ts';
import { computeCurve, type ChanceCurve, type CurveOptions, type CurveRecord } from './curve.ts';
import { computeChances } from './estimate.ts';
import { chancePartOf } from './game-parts.ts';
import type { WorkerSide } from './part.ts';
import type { Chances } from './types.ts';

export type ToWorker =
  | { type: 'job'; id: number; game: GameId; state: unknown; seed: number }
  | { type: 'policy'; game: GameId; payload: unknown }
  /** a finished game's chance curve (curve.ts), for the game-over picture */
  | { type: 'curve'; id: number; game: GameId; record: CurveRecord; options: CurveOptions };
export type FromWorker =
  | { type: 'done'; id: number; chances: Chances | null }
  | { type: 'curve'; id: number; curve: ChanceCurve | null }
  | { type: 'failed'; id: number; error: string };

const port = parentPort!;
const sides = new Map<string, WorkerSide | null>();

function sideOf(game: GameId): WorkerSide | null {
  if (!sides.has(game)) sides.set(game, chancePartOf(game)?.workerSide?.() ?? null);
  return sides.get(game)!;
}

port.on('message', (message: ToWorker) => {
  if (message.type === 'policy') {
    sideOf(message.game)?.receive(message.payload);
    return;
  }
  if (message.type === 'curve') {
    try {
      const side = sideOf(message.game);
      // the bounded path (curve.ts computeCurve), as `npx butler chances`: the same record, the same curve
      const curve = computeCurve(message.record, (start) => side?.playoutPolicies?.(start) ?? side?.policies(start) ?? {}, message.options);
      port.postMessage({ type: 'curve', id: message.id, curve } satisfies FromWorker);
    } catch (error) {
      port.postMessage({ type: 'failed', id: message.id, error: (error as Error).message } satisfies FromWorker);
    }
    return;
  }
  try {
    const policies = sideOf(message.game)?.policies(message.state) ?? {};
    const chances = computeChances(message.game, message.state, policies, message.seed);
    port.postMessage({ type: 'done', id: message.id, chances } satisfies FromWorker);
  } catch (error) {
    port.postMessage({ type: 'failed', id: message.id, error: (error as Error).message } satisfies FromWorker);
  }
});
