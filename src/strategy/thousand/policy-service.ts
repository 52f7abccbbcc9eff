// The one place the Butler gets a 1000 policy from, without blocking a chat: `getThousandPolicy(settings)` returns
// the solved policy for the channel's settings, or null while it is being solved in a worker thread (the first ask
// starts that); `whenReady(settings)` waits for it. Solutions are kept in memory per settings hash (solving is a
// couple of seconds, so no file is needed); the hash includes the solver's version so a changed solver re-solves.
import { createHash } from 'node:crypto';
import { Worker } from 'node:worker_threads';
import { readSettings, type ThousandSettings } from '../../games/thousand/settings.ts';
import type { GameSettings } from '../../games/types.ts';
import { unpackSolution, type PackedSolution } from './packed-solution.ts';
import { ThousandPolicy } from './policy.ts';
import { solveSolo } from './solve.ts';

/** Bump when the solver's results change for the same settings. */
export const SOLVER_VERSION = 1;

const ready = new Map<string, ThousandPolicy>();
const pending = new Map<string, Promise<ThousandPolicy>>();
let inWorker = true;
/** Off by default so that scripted test games stay deterministic; the running Butler (main) turns it on. */
let solveAhead = false;

export function thousandSettingsHash(settings: GameSettings | ThousandSettings): string {
  const full = readSettings(settings as GameSettings);
  const canonical = JSON.stringify({ v: SOLVER_VERSION, ...full }, Object.keys({ v: 0, ...full }).sort());
  return createHash('sha256').update(canonical).digest('hex').slice(0, 16);
}

export function getThousandPolicy(settings: GameSettings | ThousandSettings): ThousandPolicy | null {
  const key = thousandSettingsHash(settings);
  const known = ready.get(key);
  if (known) return known;
  if (!pending.has(key)) void whenReady(settings).catch(() => {});
  return null;
}

/** The policy if it is already solved for these settings; never starts a solve (the game-over review uses it). */
export function peekThousandPolicy(settings: GameSettings | ThousandSettings): ThousandPolicy | null {
  return ready.get(thousandSettingsHash(settings)) ?? null;
}

/** Tests: act as if the policy for these settings were being solved (no worker started, never ready). */
export function holdThousandPolicyForTests(settings: GameSettings | ThousandSettings): void {
  const key = thousandSettingsHash(settings);
  if (!ready.has(key) && !pending.has(key)) pending.set(key, new Promise<ThousandPolicy>(() => {}));
}

/** Tests and tools: use this already solved policy for these settings (no worker, no wait). */
export function provideThousandPolicy(settings: GameSettings | ThousandSettings, policy: ThousandPolicy): void {
  const key = thousandSettingsHash(settings);
  pending.delete(key);
  ready.set(key, policy);
}

export function whenReady(settings: GameSettings | ThousandSettings): Promise<ThousandPolicy> {
  const key = thousandSettingsHash(settings);
  const known = ready.get(key);
  if (known) return Promise.resolve(known);
  let promise = pending.get(key);
  if (!promise) {
    const full = readSettings(settings as GameSettings);
    promise = (inWorker ? solveInWorker(full) : Promise.resolve(new ThousandPolicy(solveSolo(full)))).then(
      (policy) => {
        ready.set(key, policy);
        pending.delete(key);
        return policy;
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

/**
 * A game with these settings will want its policy later (a person's decision for the game-over review): start the
 * solve now, in the worker, if solving ahead is on. Never waits.
 */
export function solveThousandAhead(settings: GameSettings | ThousandSettings): void {
  if (solveAhead) getThousandPolicy(settings);
}

/**
 * Tests and tools: solve on the calling thread instead of a worker (false), and forget every solution. `ahead`:
 * whether solveThousandAhead starts solves (main: on).
 */
export function configureThousandPolicies(options: { worker?: boolean; forget?: boolean; ahead?: boolean }): void {
  if (options.worker !== undefined) inWorker = options.worker;
  if (options.ahead !== undefined) solveAhead = options.ahead;
  if (options.forget) {
    ready.clear();
    pending.clear();
  }
}

function solveInWorker(settings: ThousandSettings): Promise<ThousandPolicy> {
  return new Promise((resolve, reject) => {
    const worker = new Worker(new URL('./policy-worker.mjs', import.meta.url), { workerData: settings });
    worker.once('message', (packed: PackedSolution) => {
      resolve(new ThousandPolicy(unpackSolution(packed)));
      void worker.terminate();
    });
    worker.once('error', reject);
    worker.once('exit', (code) => {
      if (code !== 0) reject(new Error(`1000 policy worker exited with code ${code}`));
    });
  });
}
