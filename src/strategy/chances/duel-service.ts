// The one place the computer player gets 1000's exact two-player race from (thousand-duel.ts), without blocking a
// chat: `getThousandDuel(settings)` returns the solved race for the game's scoring, or null while a worker thread
// solves it (the first ask starts that); `whenDuelReady(settings)` waits for it. Kept in memory per scoring and
// straights (the rest of the plain race is fixed). As with the solo policy (thousand/policy-service.ts), a bot waits
// for it rather than play another policy meanwhile: its move depends only on the stored game.
import { Worker } from 'node:worker_threads';
import { readSettings, type ThousandSettings } from '../../games/thousand/settings.ts';
import type { GameSettings } from '../../games/types.ts';
import { buildModel } from '../thousand/model.ts';
import { PLAIN_RACE, solveThousandDuel, ThousandDuel } from './thousand-duel.ts';

const ready = new Map<string, ThousandDuel>();
const pending = new Map<string, Promise<ThousandDuel>>();
let inWorker = true;

/** Which solution a game of these settings uses: its scoring and straights (the plain race fixes the rest). */
export function duelKey(settings: GameSettings | ThousandSettings): string {
  const full = readSettings(settings as GameSettings);
  return `${full.scoring}:${full.straights}`;
}

export function getThousandDuel(settings: GameSettings | ThousandSettings): ThousandDuel | null {
  const known = ready.get(duelKey(settings));
  if (known) return known;
  if (!pending.has(duelKey(settings))) void whenDuelReady(settings).catch(() => {});
  return null;
}

/** The solved race if it is ready; never starts a solve (the chances worker is sent it when there is one). */
export function peekThousandDuel(settings: GameSettings | ThousandSettings): ThousandDuel | null {
  return ready.get(duelKey(settings)) ?? null;
}

/** Tests and tools: use this solved race for these settings (no worker, no wait). */
export function provideThousandDuel(settings: GameSettings | ThousandSettings, duel: ThousandDuel): void {
  pending.delete(duelKey(settings));
  ready.set(duelKey(settings), duel);
}

export function whenDuelReady(settings: GameSettings | ThousandSettings): Promise<ThousandDuel> {
  const key = duelKey(settings);
  const known = ready.get(key);
  if (known) return Promise.resolve(known);
  let promise = pending.get(key);
  if (!promise) {
    const plain = readSettings({ ...(settings as GameSettings), ...PLAIN_RACE });
    promise = (inWorker ? solveInWorker(plain) : Promise.resolve(solveThousandDuel(plain))).then(
      (duel) => {
        ready.set(key, duel);
        pending.delete(key);
        return duel;
      },
      (error: unknown) => {
        pending.delete(key); // the next ask tries again
        throw error;
      },
    );
    pending.set(key, promise);
  }
  return promise;
}

/** Tests and tools: solve on the calling thread instead of a worker (false), and forget every solution. */
export function configureThousandDuels(options: { worker?: boolean; forget?: boolean }): void {
  if (options.worker !== undefined) inWorker = options.worker;
  if (options.forget) {
    ready.clear();
    pending.clear();
  }
}

function solveInWorker(settings: ThousandSettings): Promise<ThousandDuel> {
  return new Promise((resolve, reject) => {
    const worker = new Worker(new URL('./duel-worker.mjs', import.meta.url), { workerData: settings });
    worker.unref();
    worker.once('message', (message: { win: Float64Array; seconds: number }) => {
      resolve(new ThousandDuel(buildModel(settings), message.win, message.seconds));
      void worker.terminate();
    });
    worker.once('error', reject);
    worker.once('exit', (code) => {
      if (code !== 0) reject(new Error(`1000 duel worker exited with code ${code}`));
    });
  });
}
